import '../dom';
/**
 * The account area's screens on memory routers inside the app's providers (mock backend: msw/node):
 * the address book, the profile screens (with the shell's profile block above them), my services and
 * add-service, the notification preferences; and the LINE environment a test runs in: the dev LIFF
 * mock (mocks/liff/mock-liff.ts) in one of its modes, or a plain browser without LIFF.
 */
import { fireEvent, render, screen, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { globalStore } from '@line/liff-mock/dist/store/GlobalStore';
import type { LiffMockApi } from '@line/liff-mock';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { server } from '@mocks/node';
import { installMockLiff, MOCK_LIFF_MODE_KEY, type MockLiffMode } from '@mocks/liff/mock-liff';
import { AppProviders } from '@/app/providers/AppProviders';
import { ProfileBlock } from '@/app/layouts/profile/ProfileBlock';
import AddServiceScreen from '@/features/account/screens/AddServiceScreen';
import AddressEditScreen from '@/features/account/screens/AddressEditScreen';
import AddressListScreen from '@/features/account/screens/AddressListScreen';
import ChangeMobileNumberScreen from '@/features/account/screens/ChangeMobileNumberScreen';
import MyServiceScreen from '@/features/account/screens/MyServiceScreen';
import ProfileEditEserviceScreen from '@/features/account/screens/ProfileEditEserviceScreen';
import ProfileEditScreen from '@/features/account/screens/ProfileEditScreen';
import SubscribeScreen from '@/features/account/screens/SubscribeScreen';
import { installDevHooks } from '@/shared/config/dev-hooks';
import { setLiffSdk, setLiffState } from '@/shared/liff/liff-client';
import { initLiff } from '@/shared/liff/liff-init';
import { paths } from '@/shared/routing/paths';
import { MantineHost } from '@/shared/ui/light/mantine-host/MantineHost';
import { TEST_SCREEN } from '../render';

/** Where navigation went: the path, with the query when `withQuery`. */
function Where({ withQuery = false }: { withQuery?: boolean }) {
  const location = useLocation();
  return <output data-testid="location">{withQuery ? `${location.pathname}${location.search}` : location.pathname}</output>;
}

function inApp(router: ReturnType<typeof createMemoryRouter>) {
  return render(
    <AppProviders>
      <MantineHost screen={TEST_SCREEN}><RouterProvider router={router} /></MantineHost>
    </AppProviders>,
  );
}

const pathOf = (router: ReturnType<typeof createMemoryRouter>) => () => `${router.state.location.pathname}${router.state.location.search}`;

// ---- Notification preferences, and the LINE environment ----

/** The notification preferences screen at `url`; anywhere else shows only where navigation went (path). */
export function renderSubscribe(url: string) {
  const router = createMemoryRouter(
    [
      { path: paths.subscribe, element: <><SubscribeScreen /><Where /></> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [url] },
  );
  return { ...inApp(router), router };
}

/** A plain browser: no LIFF at all. */
export function withoutLine(): void {
  setLiffSdk(null);
  setLiffState({ mode: 'browser', loggedIn: false, profile: null });
}

/**
 * Starts the dev LIFF mock in `mode` (as the MOCK panel saves it); `answers` then changes what the
 * mock LINE answers (e.g. `getFriendship`), as `liff.$mock.set` does.
 */
export async function withMockLine(mode: MockLiffMode, answers?: Parameters<LiffMockApi['set']>[0]): Promise<void> {
  vi.stubEnv('PUBLIC_USE_MOCK', 'true');
  installDevHooks({ liff: installMockLiff });
  globalStore.resetAll();
  localStorage.setItem(MOCK_LIFF_MODE_KEY, mode);
  await initLiff({ liffId: 'mock-liff-id', mock: true });
  if (answers) {
    const { default: core } = await import('@line/liff/core');
    (core as unknown as { $mock: LiffMockApi }).$mock.set(answers);
  }
}

// ---- The address book ----

/** The address list and edit screens at `url` (opened from the account menu); anywhere else shows `navigated`. */
export function renderAddressBook(url: string = paths.addressList) {
  const router = createMemoryRouter(
    [
      { path: paths.addressList, Component: AddressListScreen },
      { path: paths.addressEdit, Component: AddressEditScreen },
      { path: '*', Component: () => <p data-testid="navigated">navigated</p> },
    ],
    { initialEntries: [paths.accountMenu, url], initialIndex: 1 },
  );
  return { ...inApp(router), router, path: pathOf(router) };
}

interface Seen {
  path: string;
  body: unknown;
}

/** Records the address writes (create, edit, delete, default) the screens send (call once in beforeAll). */
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

// ---- The profile screens ----

function ProfilePage({ children }: { children: ReactNode }) {
  return (
    <>
      <ProfileBlock />
      {children}
      <Where />
    </>
  );
}

/** Profile edit, e-service profile edit and change mobile number at `url`, under the shell's profile block. */
export function renderProfile(url: string) {
  const router = createMemoryRouter(
    [
      { path: paths.profileEdit, element: <ProfilePage><ProfileEditScreen /></ProfilePage> },
      { path: paths.profileEditEservice, element: <ProfilePage><ProfileEditEserviceScreen /></ProfilePage> },
      { path: paths.changeMobileNumber, element: <ProfilePage><ChangeMobileNumberScreen /></ProfilePage> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [url] },
  );
  return { ...inApp(router), router };
}

/** Presses a button of the open app dialog by its action. */
export async function answerDialog(action: 'submit' | 'cancel') {
  const box = await screen.findByTestId('app-dialog');
  fireEvent.click(box.querySelector<HTMLButtonElement>(`[data-action="${action}"]`)!);
}

// ---- My services and add-service ----

interface Rendered extends RenderResult {
  /** Current pathname + search of the memory router. */
  path: () => string;
}

function ServicePage({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Where withQuery />
    </>
  );
}

/** My services and add-service (the flow goes from one to the other) with `entries` as the history, the last one shown. */
export function renderService(...entries: string[]): Rendered {
  const router = createMemoryRouter(
    [
      { path: paths.myService, element: <ServicePage><MyServiceScreen /></ServicePage> },
      { path: paths.addService, element: <ServicePage><AddServiceScreen /></ServicePage> },
      { path: '*', element: <ServicePage><p>elsewhere</p></ServicePage> },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  return { ...inApp(router), path: pathOf(router) };
}

/** Types a code into the shared one-time-code input. */
export async function typeCode(input: HTMLElement, code: string): Promise<void> {
  await userEvent.click(input);
  await userEvent.keyboard(code);
}
