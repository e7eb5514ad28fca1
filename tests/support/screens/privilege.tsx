import '../dom';
/** The privilege screens on a memory router inside the app's providers (mock backend: msw/node). */
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { AppProviders } from '@/app/providers/AppProviders';
import PrivilegeListScreen from '@/features/privilege/screens/PrivilegeListScreen';
import PrivilegeDetailScreen from '@/features/privilege/screens/PrivilegeDetailScreen';
import SearchPrivilegeScreen from '@/features/privilege/screens/SearchPrivilegeScreen';
import RedeemSuccessScreen from '@/features/privilege/screens/RedeemSuccessScreen';
import EcodeScreen from '@/features/privilege/screens/EcodeScreen';
import { MantineHost } from '@/shared/ui/light/mantine-host/MantineHost';
import { TEST_SCREEN } from '../render';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function Page({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <LocationProbe />
    </>
  );
}

export interface Rendered extends RenderResult {
  router: ReturnType<typeof createMemoryRouter>;
  /** Current pathname + search of the memory router. */
  path: () => string;
}

/** Renders the privilege screens at `url` inside the app's providers. */
export function renderPrivilege(url: string): Rendered {
  const router = createMemoryRouter(
    [
      { path: '/privilege/privilege-list', element: <Page><PrivilegeListScreen /></Page> },
      { path: '/privilege/privilege-detail', element: <Page><PrivilegeDetailScreen /></Page> },
      { path: '/privilege/search-privilege', element: <Page><SearchPrivilegeScreen /></Page> },
      { path: '/privilege/redeem-success', element: <Page><RedeemSuccessScreen /></Page> },
      { path: '/privilege/ecode', element: <Page><EcodeScreen /></Page> },
      { path: '*', element: <Page><p>elsewhere</p></Page> },
    ],
    { initialEntries: [url] },
  );
  const result = render(
    <AppProviders>
      <MantineHost screen={TEST_SCREEN}><RouterProvider router={router} /></MantineHost>
    </AppProviders>,
  );
  return { ...result, router, path: () => `${router.state.location.pathname}${router.state.location.search}` };
}
