import { TEST_SCREEN } from '@test-support';
/**
 * The account area screens on a memory router inside the app's providers (mock backend: msw/node),
 * and the LINE environment a test runs in: the dev LIFF mock (mocks/liff/mock-liff.ts) in one of its modes,
 * or a plain browser without LIFF.
 */
import { render } from '@testing-library/react';
import { globalStore } from '@line/liff-mock/dist/store/GlobalStore';
import type { LiffMockApi } from '@line/liff-mock';
import { vi } from 'vitest';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { AppProviders } from '@/app/providers/AppProviders';
import SubscribeScreen from '@/features/account/screens/SubscribeScreen';
import { setLiffSdk, setLiffState } from '@/shared/liff/liff-client';
import { initLiff } from '@/shared/liff/liff-init';
import { installMockLiff, MOCK_LIFF_MODE_KEY, type MockLiffMode } from '@mocks/liff/mock-liff';
import { installDevHooks } from '@/shared/config/dev-hooks';
import { paths } from '@/shared/routing/paths';
import { MantineHost } from '@/shared/ui/light/mantine-host/MantineHost';

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export function renderOther(url: string) {
  const router = createMemoryRouter(
    [
      { path: paths.subscribe, element: <><SubscribeScreen /><Where /></> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [url] },
  );
  return { ...render(<AppProviders><MantineHost screen={TEST_SCREEN}><RouterProvider router={router} /></MantineHost></AppProviders>), router };
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

export { resetApp, setLang, signInAs } from '@test-support';
