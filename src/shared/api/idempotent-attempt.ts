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

/** Waits between the checks of a lost answer: the connection gets a moment to come back. */
export const CHECK_DELAYS_MS: readonly number[] = [1_000, 3_000];
/** A check waits this long, not the 180 s of a first call: the member is watching it. */
export const CHECK_TIMEOUT_MS = 20_000;

/**
 * True when the answer was lost on the way (dropped connection, timeout): the server may have
 * carried the write out, and only asking again with the same key can tell. A 5xx is an answer
 * (shown as the server's message; the key is kept for a retry).
 */
export function isLostAnswer(error: unknown): boolean {
  return !isApiError(error) || error.kind === 'network' || error.kind === 'timeout';
}

/**
 * Resolves a lost answer truthfully: sends the same write again (`send` reuses the Idempotency-Key
 * and body), so the server replays its first outcome, or acts once if the first call never reached
 * it. Resolves with the answer; rejects with the server's refusal, or with the last lost answer when
 * none came back after every check.
 */
export async function replayUntilAnswered<T>(send: () => Promise<T>, delays: readonly number[] = CHECK_DELAYS_MS): Promise<T> {
  let last: unknown;
  for (const ms of delays) {
    await new Promise((resolve) => setTimeout(resolve, ms));
    try {
      return await send();
    } catch (error) {
      if (!isLostAnswer(error)) throw error;
      last = error;
    }
  }
  throw last;
}

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
