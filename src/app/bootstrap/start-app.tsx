/**
 * Start-up: splash → mock backend (mock runs only) → language + LINE init → deep-link
 * resolution → router. Nothing touches the URL before LINE init has resolved.
 */
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers/AppProviders';
import { createAppRouter } from '@/app/router/create-router';
import { KNOWN_PATHS } from '@/app/router/route-table';
import { mayBeDeepLink } from '@/app/router/deep-link-check';
import { env } from '@/shared/config/env';
import { nextTask } from '@/shared/lib/after-paint';
import { initLang } from '@/shared/i18n/lang-store';
import { registerNavigator } from '@/shared/routing/navigator';
import { startFirstData } from './first-data';
import { fontsReady } from './fonts-ready';
import { prerenderedVariant, takeOverPrerendered } from './prerendered';
import { Splash } from './Splash';

/** Mock runs only: the mock's browser entry has installed its dev hooks before the app started. */
async function startMockBackend(): Promise<void> {
  if (import.meta.env.PUBLIC_USE_MOCK === 'true') {
    const { devHooks } = await import('@/shared/config/dev-hooks');
    await devHooks().startBackend?.();
  }
}

/** Stand-in LIFF id of mock runs without PUBLIC_LIFF_ID: the LIFF mock accepts any id. */
const MOCK_LIFF_ID = 'mock-liff-id';

/** LIFF id: the configured PUBLIC_LIFF_ID, or on mock runs the stand-in id (empty skips LIFF). */
function liffId(mock: boolean): string {
  return mock ? env.liffId || MOCK_LIFF_ID : env.liffId;
}

/** LIFF loads only when there is a LIFF id to initialise (plain-browser mode skips it). */
async function startLiff(id: string, mock: boolean): Promise<void> {
  if (!id) return;
  const { initLiff } = await import('@/shared/liff/liff-init');
  await initLiff({ liffId: id, mock });
}

/**
 * Applies a `liff.state` or `/liff/{slug}` deep link to the URL (after LINE init, before the
 * router), then keeps the referral code of the address it lands on (`?ref=`).
 */
async function applyDeepLink(): Promise<void> {
  if (!mayBeDeepLink(window.location)) return;
  try {
    const { resolveDeepLink, keepReferral } = await import('@/app/router/deep-link');
    const deepLink = resolveDeepLink(window.location, KNOWN_PATHS);
    if (deepLink) window.history.replaceState(null, '', deepLink);
    keepReferral(window.location.search);
  } catch {
    console.warn('Deep link could not be resolved; opening the requested address as it is');
  }
}

/** Every start-up step is allowed to fail without leaving the member on the splash. */
export async function startApp(container: HTMLElement): Promise<void> {
  // A prerendered first screen is already painted (in the web font once it arrives): no splash.
  const prerendered = prerenderedVariant(container);
  const root = prerendered ? null : createRoot(container);
  root?.render(<Splash />);
  const fonts = root ? fontsReady() : undefined;
  const mock = import.meta.env.PUBLIC_USE_MOCK === 'true';
  try {
    await startMockBackend();
  } catch (error) {
    console.warn('Mock backend failed to start', error instanceof Error ? error.message : 'error');
  }
  if (prerendered) startFirstData(prerendered);
  await Promise.allSettled([initLang(), startLiff(liffId(mock), mock)]);
  await applyDeepLink();

  await fonts;
  // The router is built in tasks of its own (createAppRouter makes it in two; together about 100 ms at
  // 4× CPU): the steps above may have run in the same task, as they do when nothing they await is slow.
  await nextTask();
  const router = await createAppRouter();
  registerNavigator((to, options) => router.navigate(to, options));
  // Router updates render as ordinary updates, not transitions: the screens it leads to are in
  // (their chunks and data awaited by the guard loader), so nothing suspends, and a transition's render
  // only came in 5 ms slices, each a task, between the member's tap and the next screen (measured on
  // card → detail: 148 → 101 ms at 4× CPU, the floor 85; docs/performance.md).
  const app = (
    <AppProviders>
      <RouterProvider router={router} useTransitions={false} />
    </AppProviders>
  );
  if (prerendered) await takeOverPrerendered(container, prerendered, router, app);
  else root?.render(app);
  // Field vitals, only when an endpoint is set: the condition is a build-time constant, so a build
  // without one carries none of this code.
  if (import.meta.env.PUBLIC_VITALS_URL) {
    const url = import.meta.env.PUBLIC_VITALS_URL;
    void import('@/shared/metrics/field-vitals').then((m) => m.startFieldVitals(url, import.meta.env.PUBLIC_APP_VERSION ?? ''));
  }
}
