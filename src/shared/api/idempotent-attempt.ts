/**
 * One Idempotency-Key per attempt of a write that must never happen twice (redemption, transfer,
 * top-up), and the rule of when its outcome is known:
 * - the key and body are kept (in session storage, `pending-attempts.ts`) from the moment the
 *   write is sent until an answer settles it; while the outcome is unknown every send of that
 *   privilege or partner is the same key with the same body, so the server replays its first
 *   outcome instead of acting again, whatever the member changes on screen, and after a reload;
 * - only the server's own refusal (400/403/404/409/422 with its error body) or a success settles
 *   it; a 401 ends the session, and the kept attempts with it. Anything else (a dropped connection,
 *   a timeout, any 5xx, an answer that is not the API's JSON) leaves the outcome unknown.
 */
import { newIdempotencyKey } from '@/shared/lib/idempotency';
import { isApiError } from './api-error';
import { currentMember, dropPending, keepPending, readPending, type PendingAttempt } from './pending-attempts';

/** Statuses of a business refusal: final, the server keeps (and replays) them per Idempotency-Key. */
const FINAL = new Set([400, 403, 404, 409, 422]);

/** Waits between the checks of an unknown outcome: the connection gets a moment to come back. */
export const CHECK_DELAYS_MS: readonly number[] = [1_000, 3_000];
/** A check waits this long, not the 180 s of a first call: the member is watching it. */
export const CHECK_TIMEOUT_MS = 20_000;

/** A success status whose body is not the API's answer (a portal or gateway page): not an answer. */
export class NotAnAnswer extends Error {
  constructor() {
    super('The answer is not the API’s JSON');
    this.name = 'NotAnAnswer';
  }
}

/** True when the error carries the API's own error body (JSON with a code), not a gateway's page. */
function fromTheServer(body: unknown): boolean {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'string';
}

/**
 * True when a failed point-moving write may or may not have happened, so only asking again with
 * the same key can tell: a dropped connection, a timeout, any 5xx (the catalogue's GENERIC_ERROR
 * included), a gateway's HTML page, any other status. False for the server's own refusal
 * (400/403/404/409/422) and for a 401 (the session ends).
 */
export function isUnknownOutcome(error: unknown): boolean {
  if (!isApiError(error) || error.kind !== 'http') return true;
  if (error.status === 401) return false;
  return !(FINAL.has(error.status) && fromTheServer(error.body));
}

/** The write's answer, checked: a success that is not an object is a page in between, not the answer. */
export async function answerOf<T>(pending: Promise<T>): Promise<T> {
  const answer = await pending;
  if (typeof answer !== 'object' || answer === null) throw new NotAnAnswer();
  return answer;
}

/**
 * Resolves an unknown outcome truthfully: sends the same write again (`send` reuses the
 * Idempotency-Key and body) after each wait, so the server replays its first outcome, or acts once
 * if the first call never reached it. Resolves with the answer; rejects with the server's refusal,
 * or with the last unknown outcome when no answer came back after every check.
 */
export async function replayUntilAnswered<T>(send: () => Promise<T>, delays: readonly number[] = CHECK_DELAYS_MS): Promise<T> {
  let last: unknown;
  for (const ms of delays) {
    if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
    try {
      return await answerOf(send());
    } catch (error) {
      if (!isUnknownOutcome(error)) throw error;
      last = error;
    }
  }
  throw last;
}

/** The attempts of one privilege (`privilege:<id>`) or partner (`partner:<code>`), one at a time. */
export class IdempotentAttempt<B> {
  constructor(
    readonly purpose: string,
    readonly operation: string,
  ) {}

  /** The attempt whose outcome is not known yet (kept across reloads), or null. */
  pending(): PendingAttempt<B> | null {
    return readPending<B>(this.purpose);
  }

  /**
   * The attempt to send: the kept one while its outcome is unknown (its own key and body, whatever
   * `body` says now), else a new key for `body`, kept before it is sent.
   */
  start(body: B, note?: unknown): PendingAttempt<B> {
    const kept = this.pending();
    if (kept) return kept;
    const attempt: PendingAttempt<B> = {
      key: newIdempotencyKey(),
      body,
      operation: this.operation,
      member: currentMember() ?? '',
      purpose: this.purpose,
      ...(note === undefined ? {} : { note }),
    };
    keepPending(attempt);
    return attempt;
  }

  /** After an answer: a success or a final refusal ends the attempt; an unknown outcome keeps it. */
  settle(error?: unknown): void {
    if (error === undefined || !isUnknownOutcome(error)) dropPending(this.purpose);
  }
}
