/**
 * The machine factor: how much slower this machine is, right now, than the quiet 2-core machine the
 * tests' timeouts were set on. One number for the whole run, measured once at start, printed, between
 * 1 and 2 (a faster machine keeps the timeouts as they are; a slower one gets at most twice as long:
 * beyond that a timeout is a finding, not noise). `npm test` measures it before its first stage;
 * vitest.config.ts, playwright.config.ts and the bench read it through `machineFactor()`, which reuses
 * the figure of the process that started them (TEST_MACHINE_FACTOR in the environment) and measures it
 * only when run on their own. TEST_MACHINE_FACTOR=1.5 sets it by hand.
 *
 * The measure: the suite runs two of everything at once (two vitest workers, two Playwright workers
 * with a server each), so two threads run the same fixed CPU work side by side and the slower one is
 * compared with the reference time. Busy cores, a slow CPU or a single core all show in it.
 */
import { Worker } from 'node:worker_threads';

export const FACTOR_ENV = 'TEST_MACHINE_FACTOR';
export const MAX_FACTOR = 2;
/** Milliseconds the slower of the two loops takes on the reference machine (2 cores, quiet). */
export const REFERENCE_MS = 95;
const ROUNDS = 40_000_000;

// The work: integer mixing and a short-lived object per round, as a test's JavaScript does.
const LOOP = `
const { workerData: { shared, slot, rounds } } = require('node:worker_threads');
const state = new Int32Array(shared);
Atomics.add(state, 0, 1);
while (Atomics.load(state, 0) < 2) Atomics.wait(state, 0, Atomics.load(state, 0), 5);
const started = performance.now();
let h = 2166136261, keep = null;
for (let i = 0; i < rounds; i++) {
  h = Math.imul(h ^ i, 16777619);
  if ((i & 15) === 0) keep = { i, h, next: keep && (i & 255) ? keep : null };
}
state[slot] = Math.round((performance.now() - started) * 100);
state[3 + slot] = h + (keep ? keep.i : 0);
Atomics.add(state, 3, 1);
Atomics.notify(state, 3);
`;

/** Runs the two loops side by side; the slower one's milliseconds. Synchronous, so configs can call it. */
function twoLoops() {
  const shared = new SharedArrayBuffer(4 * 6);
  const state = new Int32Array(shared);
  const workers = [1, 2].map((slot) => new Worker(LOOP, { eval: true, workerData: { shared, slot, rounds: ROUNDS } }));
  const deadline = Date.now() + 30_000;
  while (Atomics.load(state, 3) < 2 && Date.now() < deadline) Atomics.wait(state, 3, Atomics.load(state, 3), 50);
  for (const worker of workers) worker.unref();
  if (Atomics.load(state, 3) < 2) return REFERENCE_MS * MAX_FACTOR;
  return Math.max(state[1], state[2]) / 100;
}

/**
 * The best of three runs of the two loops: a moment's noise (a process starting) is not the machine's
 * load, while busy cores slow every run.
 */
export function calibrate() {
  return Math.min(twoLoops(), twoLoops(), twoLoops());
}

const clamp = (n) => Math.min(MAX_FACTOR, Math.max(1, Math.round(n * 100) / 100));

/**
 * The factor of this run: the one in the environment when there is one, else measured now, printed
 * and put into the environment, so every process started from here uses the same.
 */
export function machineFactor({ log = (line) => console.log(line) } = {}) {
  const given = Number(process.env[FACTOR_ENV]);
  if (process.env[FACTOR_ENV] && Number.isFinite(given)) return clamp(given);
  const ms = calibrate();
  const factor = clamp(ms / REFERENCE_MS);
  process.env[FACTOR_ENV] = String(factor);
  log(
    `machine factor ${factor.toFixed(2)}: two CPU loops took ${ms.toFixed(0)} ms (${REFERENCE_MS} ms on a quiet 2-core machine); ` +
      `test timeouts ×${factor.toFixed(2)} (between 1 and ${MAX_FACTOR})`,
  );
  return factor;
}

/** `ms` stretched by the machine factor. */
export function scaled(ms) {
  return Math.round(ms * machineFactor());
}
