/**
 * Records the mock writes per request expire by mock time and are pruned, so a mock left running
 * (the standalone server, the browser's `localStorage['mock-db-state']`) stays bounded by what a
 * day of use writes:
 * - idempotency records: 24 hours after they were kept (the contract's window; permanent demo
 *   records, `created_at: null`, stay);
 * - revoked tokens: once the token has expired anyway (its `exp`; a token that cannot be read, 24
 *   hours after the logout, the session lifetime);
 * - OTP transactions: a day after their expiry (the seed's demo challenges stay, the expired one too);
 * - game launches: a day after the launch token expired; used game tokens: a day after their play
 *   session (30 minutes) ended, so a token stays "used" as long as its launch is kept.
 * Business records (redemptions, deliveries, transfers, addresses) are the member's history and
 * stay; they are bounded by stock and points.
 *
 * `pruneExpired()` runs in front of the handlers in every runtime (mocks/runtime/control.ts), at
 * most once a minute of mock time (or at once after the clock moved back).
 */
import { DAY, MINUTE } from './clock';
import { db } from './index';
import { buildSeed } from './seed';

const IDEMPOTENCY_KEEP_MS = DAY;
const KEEP_AFTER_EXPIRY_MS = DAY;
const GAME_SESSION_MS = 30 * MINUTE;
const PRUNE_EVERY_MS = MINUTE;
/** The seed's OTP challenges (an expired one among them) are demo records: they stay. */
const SEEDED_OTPS = new Set(buildSeed().otpTransactions.map((t) => t.transaction_id));

/**
 * When a revoked token stops mattering: its `exp` (read from the claims without checking the
 * signature again: LogoutLine only revokes a token it verified), else a session lifetime after the logout.
 */
function tokenEnd(token: string, revokedAt: number): number {
  try {
    const claims = JSON.parse(atob((token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    if (typeof claims.exp === 'number' && Number.isFinite(claims.exp)) return claims.exp * 1000;
  } catch {
    // Not readable: the fallback below.
  }
  return revokedAt + DAY;
}

/** Deletes every record past its time at `now`; answers how many went from each collection. */
export function pruneExpired(now: number): Record<string, number> {
  return {
    idempotency: db.idempotency.deleteMany((q) => q.where((r) => r.created_at !== null && now - r.created_at > IDEMPOTENCY_KEEP_MS)).length,
    revokedTokens: db.revokedTokens.deleteMany((q) => q.where((r) => now >= tokenEnd(r.token, r.revoked_at))).length,
    otpTransactions: db.otpTransactions.deleteMany((q) =>
      q.where((r) => r.expires_at !== null && now - r.expires_at > KEEP_AFTER_EXPIRY_MS && !SEEDED_OTPS.has(r.transaction_id)),
    ).length,
    gameLaunches: db.gameLaunches.deleteMany((q) => q.where((r) => now - r.expires_at > KEEP_AFTER_EXPIRY_MS)).length,
    gameTokens: db.gameTokens.deleteMany((q) => q.where((r) => now - (r.used_at + GAME_SESSION_MS) > KEEP_AFTER_EXPIRY_MS)).length,
  };
}

let lastPruneAt = Number.NEGATIVE_INFINITY;

/** Prunes when a minute of mock time has passed since the last run, or the clock went back. */
export function pruneIfDue(now: number): void {
  if (now - lastPruneAt < PRUNE_EVERY_MS && now >= lastPruneAt) return;
  lastPruneAt = now;
  pruneExpired(now);
}
