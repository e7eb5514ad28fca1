/**
 * Asked before the one-time code is spent: would session storage keep a session token now? (Not
 * in the token store itself, so the first screens do not carry it.)
 */
import { removeStored, writeStored } from '@/shared/lib/storage';

/** Room for a session token of any size the server issues. */
const TOKEN_ROOM = 4096;
const PROBE_KEY = 'storage-probe';

/** True when session storage takes a token-sized value now (not blocked, not full); nothing is left behind. */
export function canKeepToken(): boolean {
  const stored = writeStored('session', PROBE_KEY, 'x'.repeat(TOKEN_ROOM));
  removeStored('session', PROBE_KEY);
  return stored;
}
