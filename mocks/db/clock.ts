/**
 * Mock time: real time plus an offset. Every rule of the mock (OTP expiry, e-code validity,
 * delivery progress, MaxMe settlement, signature window, token expiry) reads clock.now(), so the
 * dev panel and the tests can move time forward without waiting.
 */
let offsetMs = 0;

/** Mock time stays from 2000-01-01 to 2100-01-01 (UTC): dates every runtime, the app and the contract can show. */
const MOCK_TIME_MIN_MS = Date.UTC(2000, 0, 1);
const MOCK_TIME_MAX_MS = Date.UTC(2100, 0, 1);
/** The largest single move of the clock, either way: 10 years. */
const MAX_CLOCK_STEP_MS = 3653 * 24 * 60 * 60 * 1000;

/** The offset, if the mock time it gives is in range; throws RangeError (and changes nothing) otherwise. */
function checkedOffset(offset: number): number {
  const time = Date.now() + offset;
  if (!Number.isFinite(time) || time < MOCK_TIME_MIN_MS || time >= MOCK_TIME_MAX_MS) {
    throw new RangeError(`mock time must stay from ${new Date(MOCK_TIME_MIN_MS).toISOString()} to ${new Date(MOCK_TIME_MAX_MS).toISOString()}`);
  }
  return offset;
}

export const clock = {
  /** Current mock time in epoch milliseconds. */
  now(): number {
    return Date.now() + offsetMs;
  },
  /** Moves mock time forward (or backward for a negative value), at most 10 years, staying in range (else RangeError). */
  advance(ms: number): void {
    if (!Number.isFinite(ms) || Math.abs(ms) > MAX_CLOCK_STEP_MS) throw new RangeError(`a clock step must be at most ${MAX_CLOCK_STEP_MS} ms either way`);
    offsetMs = checkedOffset(offsetMs + ms);
  },
  /** Sets mock time to the given epoch milliseconds (time keeps running from there); in range, else RangeError. */
  set(ms: number): void {
    offsetMs = checkedOffset(ms - Date.now());
  },
  /** Back to real time. */
  reset(): void {
    offsetMs = 0;
  },
};

/** The offset kept in exported state (mock time minus real time). */
export function clockOffset(): number {
  return offsetMs;
}

/** Sets the offset of an imported state; RangeError (nothing changed) when the time it gives is out of range. */
export function setClockOffset(ms: number): void {
  offsetMs = checkedOffset(ms);
}

const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/** ISO 8601 date-time in Asia/Bangkok, e.g. `2026-11-20T10:00:00+07:00` (the contract's convention). */
export function isoBangkok(ms: number): string {
  return `${new Date(ms + BANGKOK_OFFSET_MS).toISOString().slice(0, 19)}+07:00`;
}

/** ISO 8601 calendar date (YYYY-MM-DD) in Asia/Bangkok. */
export function dateBangkok(ms: number): string {
  return new Date(ms + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);
}

/** Epoch ms of a Bangkok local date-time written as `YYYY-MM-DDTHH:mm[:ss]`. */
export function bangkok(local: string): number {
  const withSeconds = local.length === 16 ? `${local}:00` : local;
  return Date.parse(`${withSeconds}+07:00`);
}

export const MINUTE = 60 * 1000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** Adds business days (Mon-Fri) to a Bangkok date; answers the Bangkok date. */
export function addBusinessDays(ms: number, days: number): string {
  let t = ms;
  let left = days;
  while (left > 0) {
    t += DAY;
    const weekday = new Date(t + BANGKOK_OFFSET_MS).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return dateBangkok(t);
}
