/**
 * Loads the LIFF SDK on demand (pluggable build: the core plus only the modules used), so the
 * first screen does not carry it. The mock build adds @line/liff-mock and is dropped from
 * production bundles by the literal `import.meta.env.PUBLIC_USE_MOCK === 'true'` check.
 */
import type { LiffApi } from './liff-types';

export async function loadRealLiff(): Promise<LiffApi> {
  const [core, isInClient, isLoggedIn, login, logout, getProfile, getOS] = await Promise.all([
    import('@line/liff/core'),
    import('@line/liff/is-in-client'),
    import('@line/liff/is-logged-in'),
    import('@line/liff/login'),
    import('@line/liff/logout'),
    import('@line/liff/get-profile'),
    import('@line/liff/get-os'),
  ]);
  const liff = core.default;
  liff.use(new isInClient.default());
  liff.use(new isLoggedIn.default());
  liff.use(new login.default());
  liff.use(new logout.default());
  liff.use(new getProfile.default());
  liff.use(new getOS.default());
  return liff as unknown as LiffApi;
}

export async function loadMockLiff(): Promise<LiffApi> {
  const liff = await loadRealLiff();
  if (import.meta.env.PUBLIC_USE_MOCK === 'true') {
    const { LiffMockPlugin } = await import('@line/liff-mock');
    // The mock needs isInClient (installed above) before it installs itself.
    (liff as unknown as { use(plugin: unknown): void }).use(new LiffMockPlugin());
  }
  return liff;
}
