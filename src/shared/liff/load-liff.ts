/**
 * Loads the LIFF SDK on demand (pluggable build: the core plus only the modules used), so the
 * first screen does not carry it. The mock build adds @line/liff-mock and its dev set-up
 * (`mock-liff.ts`); both are dropped from production bundles by the literal
 * `import.meta.env.PUBLIC_USE_MOCK === 'true'` check.
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
    const [{ LiffMockPlugin }, { prepareMockLiff }] = await Promise.all([import('@line/liff-mock'), import('./mock-liff')]);
    // The mock needs isInClient (installed above) before it installs itself.
    (liff as unknown as { use(plugin: unknown): void }).use(new LiffMockPlugin());
    return prepareMockLiff(liff);
  }
  return liff;
}
