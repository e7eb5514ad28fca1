/**
 * The signing key the mock backend accepts. Builds for a real backend set PUBLIC_SIGNING_KEY;
 * this default exists so `npm run dev`, the tests and `npm run mock:server` agree with no set-up.
 */
export const DEFAULT_SIGNING_KEY = 'mock-signing-key-change-me';
