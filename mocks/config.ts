import { DEFAULT_SIGNING_KEY } from '../src/shared/config/signing';

/**
 * Switches of the mock backend that are not part of the simulated data. The runtime (dev panel,
 * standalone server) may change them; resetDb() does not touch them.
 */
export const mockConfig = {
  /** Key the mock checks X-Signature with (the app's PUBLIC_SIGNING_KEY, default DEFAULT_SIGNING_KEY). */
  signingKey: DEFAULT_SIGNING_KEY,
  /** Largest allowed distance between X-Timestamp and mock time, in seconds (contract: 300). */
  signatureToleranceSeconds: 300,
  /** false → POST /api/Auth/GuestSession answers 403 FORBIDDEN ("guest mode is switched off"). */
  guestMode: true,
};

/** The one-time code every OTP check of the mock accepts. */
export const DEMO_OTP = '123456';
