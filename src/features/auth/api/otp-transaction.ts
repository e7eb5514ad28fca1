/**
 * The pending login code (not a secret: transaction id, reference code, masked number) kept in
 * sessionStorage so the verify screen survives a reload.
 */
import type { OtpChallenge } from './auth-api';

const KEY = 'login-otp';

export interface StoredChallenge extends OtpChallenge {
  /** When the challenge was received (ms since epoch), for the countdowns. */
  received_at: number;
}

export function saveChallenge(challenge: OtpChallenge, now: number = Date.now()): StoredChallenge {
  const stored: StoredChallenge = { ...challenge, received_at: now };
  try {
    sessionStorage.setItem(KEY, JSON.stringify(stored));
  } catch {
    // Storage unavailable: the verify screen still gets the challenge through navigation state.
  }
  return stored;
}

export function readChallenge(): StoredChallenge | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<StoredChallenge>;
    return typeof value.transaction_id === 'string' && typeof value.ref_code === 'string'
      ? (value as StoredChallenge)
      : null;
  } catch {
    return null;
  }
}

export function clearChallenge(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}
