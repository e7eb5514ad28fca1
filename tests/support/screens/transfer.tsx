import '../dom';
/** Renders the transfer screens on a memory router inside the app's providers (mock backend: msw/node). */
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { AppProviders } from '@/app/providers/AppProviders';
import TransferBlueplusFormScreen from '@/features/transfer/screens/TransferBlueplusFormScreen';
import TransferBlueplusMemberScreen from '@/features/transfer/screens/TransferBlueplusMemberScreen';
import TransferMaxmeFormScreen from '@/features/transfer/screens/TransferMaxmeFormScreen';
import TransferPointxFormScreen from '@/features/transfer/screens/TransferPointxFormScreen';
import { paths } from '@/shared/routing/paths';
import { MantineHost } from '@/shared/ui/light/mantine-host/MantineHost';
import { TEST_SCREEN } from '../render';

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export function renderTransfer(url: string) {
  const router = createMemoryRouter(
    [
      { path: paths.transferBlueplusMember, element: <><TransferBlueplusMemberScreen /><Where /></> },
      { path: paths.transferBlueplusForm, element: <><TransferBlueplusFormScreen /><Where /></> },
      { path: paths.transferMaxmeForm, element: <><TransferMaxmeFormScreen /><Where /></> },
      { path: paths.transferPointxForm, element: <><TransferPointxFormScreen /><Where /></> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [url] },
  );
  return { ...render(<AppProviders><MantineHost screen={TEST_SCREEN}><RouterProvider router={router} /></MantineHost></AppProviders>), router };
}

