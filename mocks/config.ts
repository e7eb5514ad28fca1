import { MOCK_SIGNING_KEY } from './signing';

/**
 * Switches of the mock backend that are not part of the simulated data. The runtime (dev panel,
 * standalone server) may change them; resetDb() does not touch them.
 */
export const mockConfig = {
  /** Key the mock checks X-Signature with (the app's PUBLIC_SIGNING_KEY, default MOCK_SIGNING_KEY). */
  signingKey: MOCK_SIGNING_KEY,
  /** Largest allowed distance between X-Timestamp and mock time, in seconds (contract: 300). */
  signatureToleranceSeconds: 300,
  /** false → POST /api/Auth/GuestSession answers 403 FORBIDDEN ("guest mode is switched off"). */
  guestMode: true,
};

/**
 * Key of the HS256 signature of the session tokens the mock issues (mocks/handlers/support/token.ts).
 * Mock-only: the app never sees it (the client does not verify tokens), so it is not in src/ and
 * not in the production build. A token signed with anything else answers 401 UNAUTHORIZED.
 */
export const MOCK_TOKEN_SECRET = 'mock-only session token secret (HS256); never a production key';

/** The one-time code every OTP check of the mock accepts. */
export const DEMO_OTP = '123456';
