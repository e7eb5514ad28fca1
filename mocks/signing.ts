/**
 * The request-signing key the mock backend accepts. A build for a real backend sets
 * PUBLIC_SIGNING_KEY; a mock run (`npm run dev` on the mock, a MOCK_BUILD=true build) that sets none
 * signs with this one, which rsbuild.config.ts passes to the app as PUBLIC_SIGNING_KEY, so the app,
 * the tests, `npm run mock:server` and the verifier agree with no set-up.
 */
export const MOCK_SIGNING_KEY = 'mock-signing-key-change-me';
