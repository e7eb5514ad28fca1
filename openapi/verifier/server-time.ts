/**
 * The server's time as its answers tell it (the `Date` header the contract requires on every
 * response): checked on each answer, and kept so a scenario can sign relative to the server's
 * clock (`"signing": { "server_time_offset": -200 }`) instead of this machine's.
 */
import type { Mismatch } from './contract';

/** RFC 9110 IMF-fixdate, e.g. `Wed, 18 Nov 2026 03:41:00 GMT`. */
const IMF_FIXDATE = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;

/** Problems with an answer's `Date` header (the contract requires it on every response). */
export function checkDateHeader(date: string | null): Mismatch[] {
  if (date === null) return [{ path: '$', message: 'header Date is missing (the contract requires it on every answer)' }];
  if (!IMF_FIXDATE.test(date) || !Number.isFinite(Date.parse(date))) {
    return [{ path: '$', message: `header Date ${JSON.stringify(date)} is not an HTTP date (IMF-fixdate, e.g. "Wed, 18 Nov 2026 03:41:00 GMT")` }];
  }
  return [];
}

/** The server's clock, from the latest answer with a valid `Date`. One per verifier run. */
export class ServerClock {
  private seen: { serverMs: number; localMs: number } | undefined;

  /** Keeps the time of an answer received at `localMs` (this machine's clock). */
  observe(date: string | null, localMs: number): void {
    if (date === null || checkDateHeader(date).length > 0) return;
    // The header has whole seconds: the middle of its second is the best guess.
    this.seen = { serverMs: Date.parse(date) + 500, localMs };
  }

  /** The server's time now (epoch ms), or undefined before any answer carried a valid `Date`. */
  now(): number | undefined {
    return this.seen ? this.seen.serverMs + (Date.now() - this.seen.localMs) : undefined;
  }
}
