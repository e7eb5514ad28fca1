/**
 * The pending login code (not a secret: transaction id, reference code, masked number) kept in
 * sessionStorage so the verify screen survives a reload.
 */
import type { OtpChallenge } from '@/generated/model';
import { serverNow } from '@/shared/lib/server-clock';
import { readStoredJson, removeStored, writeStored } from '@/shared/lib/storage';

const KEY = 'login-otp';

export interface StoredChallenge extends OtpChallenge {
  /** When the challenge was received (server time, ms since epoch), for the countdowns. */
  received_at: number;
}

/** Without storage the verify screen still gets the challenge through navigation state. */
export function saveChallenge(challenge: OtpChallenge, now: number = serverNow()): StoredChallenge {
  const stored: StoredChallenge = { ...challenge, received_at: now };
  writeStored('session', KEY, JSON.stringify(stored));
  return stored;
}

export function readChallenge(): StoredChallenge | null {
  const value = readStoredJson('session', KEY) as Partial<StoredChallenge> | null;
  return value && typeof value.transaction_id === 'string' && typeof value.ref_code === 'string' ? (value as StoredChallenge) : null;
}

export function clearChallenge(): void {
  removeStored('session', KEY);
}
