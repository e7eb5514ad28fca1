/**
 * The friend-referral code a member arrived with (`…/auth/login?ref=CODE`, the `referral_url` of
 * GetReferralCode). Start-up keeps a valid `ref` of the opening address in session storage (after
 * the deep link is applied, so `?liff.state=/auth/login?ref=…` counts too); it survives sign-in
 * and OTP verify, registration sends it as `referral_code` and then forgets it. Logout clears
 * session storage, so it never reaches another member's registration.
 */
import { readStored, removeStored, writeStored } from '@/shared/lib/storage';

export const REFERRAL_STORAGE_KEY = 'referral_code';
/** The query parameter of the referral link. */
const REFERRAL_PARAM = 'ref';
/** The contract's pattern of `referral_code` (RegisterRequest, ReferralCode). */
export const REFERRAL_CODE_PATTERN = /^[A-Z0-9]{6,12}$/;

/**
 * Keeps `?ref=` of `search` when it is a valid code; anything else is ignored. The pattern bounds
 * the value to the contract's 12 characters, so it needs no `url-params` clamp (and this runs in
 * the first route's entry chunk, where every byte counts).
 */
export function keepReferral(search: string): void {
  const ref = new URLSearchParams(search).get(REFERRAL_PARAM);
  if (ref && REFERRAL_CODE_PATTERN.test(ref)) writeStored('session', REFERRAL_STORAGE_KEY, ref);
}

/** The kept code, when it is still a valid one. */
export function storedReferral(): string | undefined {
  const code = readStored('session', REFERRAL_STORAGE_KEY);
  return code && REFERRAL_CODE_PATTERN.test(code) ? code : undefined;
}

/** After a registration has sent it. */
export function forgetReferral(): void {
  removeStored('session', REFERRAL_STORAGE_KEY);
}
