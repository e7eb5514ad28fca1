/**
 * What a mock run lends the app, and the one way product code reaches mock code (it never imports
 * it): the mock's browser entry (mocks/browser-entry.ts, the first entry module of `npm run dev` on
 * the mock) installs these before the app starts. Read only behind the build-time check
 * `import.meta.env.PUBLIC_USE_MOCK === 'true'` (app/bootstrap/start-app.tsx, shared/liff/load-liff.ts),
 * so a build carries neither this module nor anything it points to. Empty in every other run.
 */
import type { LiffApi } from '@/shared/liff/liff-types';

export interface DevHooks {
  /** Starts the mock backend before the app's first request. */
  startBackend?: () => Promise<void>;
  /** Turns the loaded LIFF SDK into the LIFF mock, answering as the LINE environment chosen in the MOCK panel. */
  liff?: (sdk: LiffApi) => Promise<LiffApi>;
}

let hooks: DevHooks = {};

export function installDevHooks(next: DevHooks): void {
  hooks = next;
}

export function devHooks(): DevHooks {
  return hooks;
}
