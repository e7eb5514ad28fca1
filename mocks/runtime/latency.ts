/** Simulated network latency of the mock: a fixed delay or a random one in [min, max] ms. */

export type Latency = number | readonly [min: number, max: number];

/** What `npm run dev` uses: a realistic, slightly variable delay. */
export const DEV_LATENCY: Latency = [150, 400];

let current: Latency = 0;

function check(ms: number): number {
  if (!Number.isFinite(ms) || ms < 0) throw new Error(`bad latency ${ms}: use a number of ms >= 0`);
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
