/**
 * Point-moving writes whose outcome is not known yet (a redemption, transfer or top-up whose answer
 * was lost or came back as a 5xx / a gateway's page), kept in session storage: after a reload or a
 * visit to another screen, the screen of that privilege or partner asks again with the same
 * Idempotency-Key and body before it lets the member start a new attempt there.
 *
 * - One attempt per purpose (`privilege:<id>`, `partner:<code>`), tagged with the member who made it
 *   (the session token's `sub`, their customer id); another member's attempts are dropped unread.
 * - Kept from the moment the write is sent until it is settled (success or a final refusal);
 *   dropped on logout (all of session storage) and when the session ends (`endSessionLocally`,
 *   with `pending-attempts-key.ts`, which is all the first screens carry of this).
 * - With storage blocked, the attempts live in memory for the visit.
 */
import { decodeToken } from '@/shared/lib/token';
import { readStored, readStoredJson, removeStored, writeStored } from '@/shared/lib/storage';
import { onSessionChanged } from '@/shared/session/session';
import { readToken } from '@/shared/session/token';
import { PENDING_ATTEMPTS_KEY } from './pending-attempts-key';

export { PENDING_ATTEMPTS_KEY };

export interface PendingAttempt<B = unknown> {
  /** The Idempotency-Key every send of this attempt carries. */
  key: string;
  /** The body every send of this attempt carries, unchanged. */
  body: B;
  /** The contract operation (`redeem`, `blueplusTransferPoint`, …). */
  operation: string;
  /** Customer id of the member who made it. */
  member: string;
  /** What it is for: `privilege:<privilege_id>` or `partner:<code>`. */
  purpose: string;
  /** What the screen needs to show the result after a reload (e.g. the chosen address, one line). */
  note?: unknown;
}

/** The attempts, while session storage refuses them (blocked or full); null while it keeps them. */
let memory: PendingAttempt[] | null = null;

// The session ended (a 401, logout: `endSessionLocally` forgets the stored ones): so do these.
onSessionChanged(() => {
  if (readToken() === null) memory = null;
});

function isAttempt(value: unknown): value is PendingAttempt {
  if (typeof value !== 'object' || value === null) return false;
  const a = value as Record<string, unknown>;
  return typeof a.key === 'string' && typeof a.operation === 'string' && typeof a.member === 'string' && typeof a.purpose === 'string' && 'body' in a;
}

function readAll(): PendingAttempt[] {
  if (memory) return memory;
  const stored = readStoredJson('session', PENDING_ATTEMPTS_KEY);
  return Array.isArray(stored) ? stored.filter(isAttempt) : [];
}

function writeAll(attempts: PendingAttempt[]): void {
  const text = attempts.length === 0 ? null : JSON.stringify(attempts);
  if (text === null) removeStored('session', PENDING_ATTEMPTS_KEY);
  else writeStored('session', PENDING_ATTEMPTS_KEY, text);
  memory = readStored('session', PENDING_ATTEMPTS_KEY) === text ? null : attempts;
}

/** The signed-in member's customer id (the token's `sub`), or null without a session. */
export function currentMember(): string | null {
  const token = readToken();
  const decoded = token === null ? null : decodeToken(token);
  return decoded?.ok && typeof decoded.payload.sub === 'string' ? decoded.payload.sub : null;
}

/** The signed-in member's attempt for `purpose`, or null; attempts of anyone else are dropped. */
export function readPending<B>(purpose: string): PendingAttempt<B> | null {
  const member = currentMember();
  if (member === null) return null;
  const all = readAll();
  const own = all.filter((attempt) => attempt.member === member);
  if (own.length !== all.length) writeAll(own);
  return (own.find((attempt) => attempt.purpose === purpose) as PendingAttempt<B> | undefined) ?? null;
}

/** Keeps `attempt` (replacing any other attempt for the same purpose). */
export function keepPending(attempt: PendingAttempt): void {
  writeAll([...readAll().filter((a) => a.purpose !== attempt.purpose), attempt]);
}

/** Forgets the attempt for `purpose` (settled). */
export function dropPending(purpose: string): void {
  const all = readAll();
  const rest = all.filter((a) => a.purpose !== purpose);
  if (rest.length !== all.length) writeAll(rest);
}
