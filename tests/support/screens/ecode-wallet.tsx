import '../dom';
/** History's e-code wallet and the privilege e-code view on one memory router inside the app's providers. */
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers/AppProviders';
import { EcodeWallet } from '@/features/history/ui/EcodeWallet';
import EcodeScreen from '@/features/privilege/screens/EcodeScreen';
import { MantineHost } from '@/shared/ui/light/mantine-host/MantineHost';
import { TEST_SCREEN } from '../render';

/** Renders the wallet at `/history` and the code view at `/privilege/ecode`, starting at `url`. */
export function renderEcodeWallet(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/history', element: <EcodeWallet /> },
      { path: '/privilege/ecode', element: <EcodeScreen /> },
    ],
    { initialEntries: [url] },
  );
  return render(
    <AppProviders>
      <MantineHost screen={TEST_SCREEN}><RouterProvider router={router} /></MantineHost>
    </AppProviders>,
  );
}
