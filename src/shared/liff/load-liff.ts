/**
 * Loads the LIFF SDK on demand (pluggable build: the core plus only the modules used), so the
 * first screen does not carry it. On a mock run the dev hook (shared/config/dev-hooks.ts) turns it
 * into the LIFF mock (mocks/liff/mock-liff.ts); the literal `import.meta.env.PUBLIC_USE_MOCK === 'true'`
 * check drops that from production bundles.
 */
import type { LiffApi } from './liff-types';

export async function loadRealLiff(): Promise<LiffApi> {
  const [core, { installModules }] = await Promise.all([import('@line/liff/core'), import('./liff-modules')]);
  const liff = core.default;
  installModules(liff);
  // The product's subset, checked against the SDK's own types.
  const sdk: LiffApi = liff;
  return sdk;
}

export async function loadMockLiff(): Promise<LiffApi> {
  const liff = await loadRealLiff();
  if (import.meta.env.PUBLIC_USE_MOCK === 'true') {
    const { devHooks } = await import('@/shared/config/dev-hooks');
    const mockLiff = devHooks().liff;
    if (mockLiff) return mockLiff(liff);
  }
  return liff;
}
