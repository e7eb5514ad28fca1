/**
 * The server's time, as the app should use it. A phone's clock may be minutes or hours off; the
 * server's is the one that decides whether a request signature is fresh, a session token has
 * expired or an e-code is still valid. Every API answer carries the standard `Date` header (the
 * contract requires it); the mutator hands it here, and `serverNow()` is the device clock plus the
 * offset learnt from it.
 *
 * The offset is kept in session storage (`CLOCK_OFFSET_KEY`), so a reload, and the inline script
 * that chooses the prerendered first screen (it compares the token's `exp` with the corrected
 * clock), start from it before any answer has arrived.
 */
import { readStored, removeStored, writeStored } from './storage';

/** sessionStorage key of the offset (server time minus device time, whole milliseconds). */
export const CLOCK_OFFSET_KEY = 'server-clock-offset';

/**
 * A new estimate replaces the kept offset only when it differs by more than this: the `Date`
 * header has whole seconds and the answer takes time to arrive, so smaller differences are noise.
 */
const OFFSET_NOISE_MS = 2_000;

let offsetMs: number | null = null;

function keptOffset(): number {
  if (offsetMs === null) {
    const stored = Number(readStored('session', CLOCK_OFFSET_KEY));
    offsetMs = Number.isFinite(stored) ? Math.round(stored) : 0;
  }
  return offsetMs;
}

/** Server time minus device time, in milliseconds (0 until an answer has said otherwise). */
export function clockOffset(): number {
  return keptOffset();
}

/** The current time by the server's clock, in epoch milliseconds. */
export function serverNow(): number {
  return Date.now() + keptOffset();
}

/**
 * Learns the server's time from an answer's `Date` header. `sentAt` and `receivedAt` are the
 * device times the request left and the answer arrived: the header's second (plus half a second
 * for its truncation) is matched with their midpoint. The server stamped it somewhere in between,
 * so the estimate is only good to half the round trip: it replaces the kept offset only when it
 * differs by more than that plus the header's noise. An answer that took hours to arrive (the
 * phone slept during the call) then corrects nothing, and a slow answer still corrects a clock that
 * is minutes off. Returns true when the kept offset changed.
 */
export function learnServerTime(dateHeader: string | null | undefined, sentAt: number, receivedAt: number): boolean {
  if (!dateHeader) return false;
  const serverMs = Date.parse(dateHeader);
  if (!Number.isFinite(serverMs) || receivedAt < sentAt) return false;
  const estimate = Math.round(serverMs + 500 - (sentAt + receivedAt) / 2);
  const uncertainty = OFFSET_NOISE_MS + (receivedAt - sentAt) / 2;
  if (Math.abs(estimate - keptOffset()) <= uncertainty) return false;
  offsetMs = estimate;
  writeStored('session', CLOCK_OFFSET_KEY, String(estimate));
  return true;
}

/** Forgets the learnt offset (tests). */
export function resetServerClock(): void {
  offsetMs = null;
  removeStored('session', CLOCK_OFFSET_KEY);
}
