import { TEST_SCREEN } from '@test-support';
/**
 * Shared set-up of the my-service and add-service component tests: both screens on one memory
 * router (the flow goes from one to the other), inside the app's providers, against the mock.
 */
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { AppProviders } from '@/app/providers/AppProviders';
import AddServiceScreen from '@/features/account/screens/AddServiceScreen';
import MyServiceScreen from '@/features/account/screens/MyServiceScreen';
import { paths } from '@/shared/routing/paths';
import { MantineHost } from '@/shared/ui/light/mantine-host/MantineHost';

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
  /** Current pathname + search of the memory router. */
  path: () => string;
}

/** Renders the service screens with `entries` as the history (the last one shown). */
export function renderService(...entries: string[]): Rendered {
  const router = createMemoryRouter(
    [
      { path: paths.myService, element: <Page><MyServiceScreen /></Page> },
      { path: paths.addService, element: <Page><AddServiceScreen /></Page> },
      { path: '*', element: <Page><p>elsewhere</p></Page> },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  const result = render(
    <AppProviders>
      <MantineHost screen={TEST_SCREEN}><RouterProvider router={router} /></MantineHost>
    </AppProviders>,
  );
  return { ...result, path: () => `${router.state.location.pathname}${router.state.location.search}` };
}

/** Types a code into the shared OTP input. */
export async function typeCode(input: HTMLElement, code: string): Promise<void> {
  await userEvent.click(input);
  await userEvent.keyboard(code);
}
