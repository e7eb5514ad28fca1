/**
 * Where the point-moving writes whose outcome is unknown are kept (`pending-attempts.ts`), and how
 * the end of a session forgets them: small on purpose, as it ships with the first screens.
 */
import { removeStored } from '@/shared/lib/storage';

export const PENDING_ATTEMPTS_KEY = 'pending-attempts';

/** Forgets every kept attempt (the session ended: the next member must not replay them). */
export function forgetPendingAttempts(): void {
  removeStored('session', PENDING_ATTEMPTS_KEY);
}
