import { TEST_SCREEN } from '@test-support';
/** Shared set-up of the address-book tests: the list and edit screens on one memory router, and request counting. */
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { server } from '@mocks/node';
import { AppProviders } from '@/app/providers/AppProviders';
import AddressEditScreen from '@/features/account/screens/AddressEditScreen';
import AddressListScreen from '@/features/account/screens/AddressListScreen';
import { paths } from '@/shared/routing/paths';
import { MantineHost } from '@/shared/ui/light/mantine-host/MantineHost';

export function renderAddressBook(url: string = paths.addressList) {
  const router = createMemoryRouter(
    [
      { path: paths.addressList, Component: AddressListScreen },
      { path: paths.addressEdit, Component: AddressEditScreen },
      { path: '*', Component: () => <p data-testid="navigated">navigated</p> },
    ],
    { initialEntries: [paths.accountMenu, url], initialIndex: 1 },
  );
  const view = render(
    <AppProviders>
      <MantineHost screen={TEST_SCREEN}><RouterProvider router={router} /></MantineHost>
    </AppProviders>,
  );
  return { ...view, router, path: () => `${router.state.location.pathname}${router.state.location.search}` };
}

export interface Seen {
  path: string;
  body: unknown;
}

/** Records the address writes the screens send (call once in beforeAll). */
export function recordWrites(): { seen: Seen[] } {
  const log = { seen: [] as Seen[] };
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (!/(Create|Edit|Delete)(Default)?Address$/.test(path)) return;
    void request
      .clone()
      .json()
      .then((body: unknown) => log.seen.push({ path, body }));
  });
  return log;
}
