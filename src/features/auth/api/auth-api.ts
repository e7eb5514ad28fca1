/**
 * Auth calls (tag `auth`), from the generated client; re-exported here so the screens and
 * tests name one module.
 */
export {
  createGuestSession,
  registerEservice,
  requestLoginOtp,
  resendLoginOtp,
  verifyLoginOtp,
} from '@/generated/auth/auth';
export type { IdType, OtpChallenge, RegisterRequest, Session } from '@/generated/model';
