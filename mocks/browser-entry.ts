/**
 * The mock's browser entry: on `npm run dev` with the mock (PUBLIC_USE_MOCK, the default), the first
 * entry module, before src/main.tsx (rsbuild.config.ts). It lends the app the mock through the one
 * dev hook (src/shared/config/dev-hooks.ts), both halves loaded only when the app asks for them: the
 * backend (./browser.ts, the MSW worker and the MOCK panel) and the LIFF mock (./liff/mock-liff.ts).
 */
import { installDevHooks } from '../src/shared/config/dev-hooks';

installDevHooks({
  startBackend: async () => (await import('./browser')).startMockWorker(),
  liff: async (sdk) => (await import('./liff/mock-liff')).installMockLiff(sdk),
});
