/** Simulated network latency of the mock: a fixed delay or a random one in [min, max] ms. */

export type Latency = number | readonly [min: number, max: number];

/** What `npm run dev` uses: a realistic, slightly variable delay. */
export const DEV_LATENCY: Latency = [150, 400];

/** The longest simulated delay: 60 seconds (a client gives up long before). */
export const MAX_LATENCY_MS = 60_000;

let current: Latency = 0;

export function isLatencyMs(ms: unknown): ms is number {
  return typeof ms === 'number' && Number.isFinite(ms) && ms >= 0 && ms <= MAX_LATENCY_MS;
}

function check(ms: number): number {
  if (!isLatencyMs(ms)) throw new RangeError(`bad latency ${ms}: use a number of ms from 0 to ${MAX_LATENCY_MS}`);
  return ms;
}

export function setLatency(latency: Latency): void {
  if (typeof latency === 'number') current = check(latency);
  else {
    const [min, max] = latency;
    current = [check(Math.min(min, max)), check(Math.max(min, max))];
  }
}

export function getLatency(): Latency {
  return current;
}

/** The delay, in ms, to apply to the next response. */
export function nextDelay(random: () => number = Math.random): number {
  if (typeof current === 'number') return current;
  const [min, max] = current;
  return Math.round(min + random() * (max - min));
}
