import '../dom';
/**
 * The game screens on a memory router inside the app's providers (React strict mode, as the app
 * runs in dev), with a probe of where navigation went and the mock's Verify calls counted.
 */
import { render } from '@testing-library/react';
import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { AppProviders } from '@/app/providers/AppProviders';
import { MantineHost } from '@/shared/ui/light/mantine-host/MantineHost';
import { TEST_SCREEN } from '../render';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders `Screen` at `url` (its route `path`); `extra` stays mounted across navigation. */
export function renderGame(Screen: ComponentType, { path, url, extra }: { path: string; url: string; extra?: ReactNode }) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <LocationProbe />
            {extra}
          </>
        ),
        children: [
          { path, Component: Screen },
          { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <StrictMode>
      <AppProviders>
        <MantineHost screen={TEST_SCREEN}><RouterProvider router={router} /></MantineHost>
      </AppProviders>
    </StrictMode>,
  );
  return { ...view, router, path: () => `${router.state.location.pathname}${router.state.location.search}` };
}

