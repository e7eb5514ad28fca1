/**
 * One Idempotency-Key per confirmation of a write that must never happen twice (redemption,
 * transfer, top-up):
 * - the key is created when the member starts confirming and reused, unchanged, when they retry
 *   after a failure whose outcome is unknown (dropped connection, timeout, 5xx), so the server
 *   replays the first outcome instead of acting again;
 * - a changed body gets a new key (the server answers 409 IDEMPOTENCY_KEY_REUSED to the same key
 *   with another body), and so does a new attempt after a success or a definitive refusal.
 */
import { newIdempotencyKey } from '@/shared/lib/idempotency';
import { isApiError } from './api-error';

/** Statuses of a business refusal: the server keeps (and replays) them per Idempotency-Key. */
const DEFINITIVE = new Set([400, 403, 404, 409, 422]);

/** True when the failure leaves the outcome unknown: the write may or may not have happened. */
export function isUnknownOutcome(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.kind !== 'http' || !DEFINITIVE.has(error.status);
}

export class IdempotentAttempt {
  private current: { key: string; sent: string | null } | null = null;

  /** The key of the confirmation in progress (created on first use). */
  begin(): string {
    this.current ??= { key: newIdempotencyKey(), sent: null };
    return this.current.key;
  }

  /** The key to send with `body`: the same one for the same body, a new one for a changed body. */
  keyFor(body: unknown): string {
    const signature = JSON.stringify(body);
    const current = this.current ?? { key: newIdempotencyKey(), sent: null };
    const use = current.sent !== null && current.sent !== signature ? { key: newIdempotencyKey(), sent: null } : current;
    use.sent = signature;
    this.current = use;
    return use.key;
  }

  /** After an answer: success or a definitive refusal ends the confirmation; an unknown outcome keeps the key. */
  settle(error?: unknown): void {
    if (error === undefined || !isUnknownOutcome(error)) this.current = null;
  }
}
