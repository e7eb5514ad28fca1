/**
 * Idempotency-Key for point-moving calls: same key + same body replays the first answer (status
 * and body; points move once), same key + different body → 409 IDEMPOTENCY_KEY_REUSED. Keys are
 * kept 24 hours per customer. Answers that did not run the rule (400 validation, 401, 5xx) are
 * not kept, so a retry after fixing them works.
 */
import { HttpResponse } from 'msw';
import { clock, db } from '../../db';
import { HOUR } from '../../db/clock';
import { requestFingerprint } from '../../db/ids';
import { ApiError, errorBody, raise } from './respond';

const KEEP_MS = 24 * HOUR;
const KEPT_STATUSES = new Set([403, 404, 409, 422]);

/** The Idempotency-Key header, trimmed (route() has checked it against the contract: present, 8-128 characters). */
export function idempotencyKey(request: Request): string {
  return (request.headers.get('idempotency-key') ?? '').trim();
}

function replay(status: number, body: string): Response {
  return new HttpResponse(body, { status, headers: { 'Content-Type': 'application/json', 'Idempotent-Replayed': 'true' } });
}

/**
 * Runs `rule` once per (customer, key): replays a kept answer, rejects a reused key, keeps the
 * new answer when it is a success or a business-rule refusal.
 */
export async function once(
  customerId: string,
  key: string,
  operationId: string,
  body: unknown,
  rule: () => Promise<Response> | Response,
): Promise<Response> {
  const now = clock.now();
  const fingerprint = requestFingerprint(operationId, body);
  const kept = db.idempotency.findFirst((q) => q.where({ customer_id: customerId, key }));
  if (kept && kept.created_at !== null && now - kept.created_at > KEEP_MS) {
    db.idempotency.delete(kept);
  } else if (kept) {
    if (kept.fingerprint !== fingerprint) raise('IDEMPOTENCY_KEY_REUSED');
    return replay(kept.status, kept.body);
  }
  let response: Response;
  try {
    response = await rule();
  } catch (error) {
    if (!(error instanceof ApiError) || !KEPT_STATUSES.has(error.status)) throw error;
    response = HttpResponse.json(errorBody(error.code, error.details), { status: error.status });
  }
  if (response.status < 300 || KEPT_STATUSES.has(response.status)) {
    await db.idempotency.create({
      customer_id: customerId,
      key,
      fingerprint,
      status: response.status,
      body: await response.clone().text(),
      created_at: now,
    });
  }
  return response;
}
