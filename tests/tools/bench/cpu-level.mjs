/**
 * The bench's CPU level: one stated throttled level, reached on any host by calibration, as Chrome
 * DevTools does for its low-tier and mid-tier mobile presets.
 *
 * The yardstick is Lighthouse's BenchmarkIndex (a string-building loop that stresses the garbage
 * collector and an array copy that does not, each counted per second; their mean): Lighthouse reports it
 * for the host in `environment.benchmarkIndex`, and the same benchmark runs in a page here.
 *
 * - Lighthouse runs simulate the CPU: the multiplier for a host comes from Lighthouse's throttling
 *   guidance (the "CPU throttling" section of Lighthouse's throttling documentation and its CPU
 *   throttling calculator's breakpoints).
 * - In-page journeys slow the page with `Emulation.setCPUThrottlingRate`: the rate is bisected while the
 *   page runs the benchmark, until it scores the target index within ±10 %.
 *
 * Both are taken again for every run, under the load the machine has then (run.mjs): on a shared or
 * one-core host the index moves with what else runs, so one calibration at the start does not hold.
 */

/** The level every figure of the bench is taken at: DevTools' low-tier mobile preset (a Moto G Power class phone). */
export const TARGET_LEVEL = { name: 'low-tier mobile', index: 264, tolerance: 0.1 };

/**
 * The benchmark, run in the page: Lighthouse's BenchmarkIndex algorithm (half the time building 10,000
 * character strings, half copying a 100,000-integer array; each rate per second over 10, then their
 * mean). Self-contained: it is sent to the page as source text.
 */
export function benchmarkIndex(durationMs) {
  const half = durationMs / 2;
  let start = Date.now();
  let strings = 0;
  while (Date.now() - start < half) {
    let text = '';
    for (let i = 0; i < 10_000; i++) text += 'a';
    if (text.length === 1) throw new Error('unreachable: keeps the loop from being optimised away');
    strings++;
  }
  const stringRate = strings / 10 / ((Date.now() - start) / 1000);
  const a = [];
  const b = [];
  for (let i = 0; i < 100_000; i++) a[i] = b[i] = i;
  start = Date.now();
  let copies = 0;
  // Date.now() only every tenth copy (a timing call per copy skews some CPUs).
  while (copies % 10 !== 0 || Date.now() - start < half) {
    const [from, to] = copies % 2 ? [b, a] : [a, b];
    for (let i = 0; i < from.length; i++) to[i] = from[i];
    copies++;
  }
  const copyRate = copies / 10 / ((Date.now() - start) / 1000);
  return (Math.round(stringRate) + Math.round(copyRate)) / 2;
}

/**
 * Lighthouse's CPU slowdown multiplier for a host with `index`, from its throttling guidance: 1× at
 * 150, 2× at 800, 3× at 1300, then one more per 233 (4× at 1533, 6× at 2000). Below 150 the host is too
 * slow to emulate the target phone: null.
 */
export function lighthouseMultiplier(index) {
  if (!Number.isFinite(index) || index < 150) return null;
  const multiplier = index >= 1300 ? 3 + (index - 1300) / 233 : index >= 800 ? 2 + (index - 800) / 500 : 1 + (index - 150) / 650;
  return Math.round(multiplier * 100) / 100;
}

const median = (values) => {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** True when `index` is within the level's tolerance of its target. */
export const onTarget = (index, level = TARGET_LEVEL) => Math.abs(index - level.index) <= level.index * level.tolerance;

/**
 * Bisects the throttling rate until `score(rate)` (the page's benchmark under that rate) is on target.
 * `score` is injected so the search is testable without a browser. Returns the rate, its index and the
 * host's own (rate 1); throws when the host is slower than the target, or no rate lands on it (a bracket
 * closed without landing is opened once more, within 24 steps). With `startRate` (the previous run's), that rate is tried first and kept when it is still on
 * target (`host` is then null: not measured).
 */
export async function bisectRate(score, level = TARGET_LEVEL, { startRate } = {}) {
  if (startRate) {
    const index = await score(startRate);
    if (onTarget(index, level)) return { rate: startRate, index, host: null };
  }
  const host = await score(1);
  if (host < level.index * (1 - level.tolerance)) throw new Error(`this host scores ${host} unthrottled, below the target level ${level.index}: it cannot emulate ${level.name}`);
  if (onTarget(host, level)) return { rate: 1, index: host, host };
  const fullRange = () => [1, Math.max(2, (host / level.index) * 2)];
  let [low, high] = fullRange();
  let reopened = false;
  const tried = [`1× → ${Math.round(host)}`];
  for (let step = 0; step < 24; step++) {
    // The throttling backend keeps rates to hundredths.
    const rate = Math.round(((low + high) / 2) * 100) / 100;
    const index = await score(rate);
    tried.push(`${rate}× → ${Math.round(index)}`);
    if (onTarget(index, level)) return { rate, index, host };
    if (index < level.index) high = rate;
    else low = rate;
    // One reading the host's noise pushed past the band can close the bracket where no rate lands
    // (seen: 4.33× read 320, then 4.34–4.36× read 212–216): open it once more, then give up.
    if (high - low < 0.02) {
      if (reopened) break;
      reopened = true;
      [low, high] = fullRange();
      tried.push('again from the full range');
    }
  }
  throw new Error(`no throttling rate brings the benchmark to ${level.index} ± ${level.tolerance * 100} % (tried ${tried.join(', ')}): the host's speed changes between runs`);
}

/**
 * Calibrates a Playwright browser: a blank page runs the benchmark (median of `repeats` runs of
 * `durationMs` each) under each rate the bisection tries. One warm-up run lets V8 optimise first.
 * With `hostOnly`, only the host's own index (rate 1): `{ host }`.
 */
export async function calibrateRate(browser, { durationMs = 500, repeats = 3, level = TARGET_LEVEL, hostOnly = false, startRate, atRate } = {}) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const source = `(${benchmarkIndex.toString()})(${durationMs})`;
    await page.evaluate(source);
    const score = async (rate) => {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      const runs = [];
      for (let i = 0; i < repeats; i++) runs.push(await page.evaluate(source));
      return median(runs);
    };
    if (atRate) return { rate: atRate, index: await score(atRate) };
    return hostOnly ? { host: await score(1) } : await bisectRate(score, level, { startRate });
  } finally {
    await context.close();
  }
}

/** Benchmark runs (of 500 ms) whose median is one reading of the index at a set rate. */
const READ_REPEATS = 5;

/**
 * The page's index at `rate`, read once (median of READ_REPEATS): a run's start and end readings, which
 * the drift check compares, and drift-check.mjs's.
 */
export async function readIndexAt(browser, rate) {
  return (await calibrateRate(browser, { atRate: rate, repeats: READ_REPEATS })).index;
}

/** The median of Lighthouse reports' `environment.benchmarkIndex` (NaN when none has one). */
export function hostIndexOf(reports) {
  const values = reports.map((r) => r?.benchmarkIndex).filter(Number.isFinite);
  return values.length ? median(values) : Number.NaN;
}

/** The drift of the host's index between two readings, as a fraction of the first. */
export const drift = (before, after) => Math.abs(after - before) / before;

/** More than this between two readings within one run: the run's figures are not at the stated level. */
export const MAX_DRIFT = 0.1;

/**
 * What drifted during one run (empty when nothing did): the page's index at the run's rate, between the
 * run's start (its calibration) and its end; and Lighthouse's host index, between the reading the run's
 * multiplier was chosen from and what the run's own Lighthouse reports measured.
 */
export function runDrift({ page, lighthouse }, max = MAX_DRIFT) {
  const found = [];
  if (drift(page.start, page.end) > max) found.push(`in-page index at rate ${page.rate} ${Math.round(page.start)} → ${Math.round(page.end)}`);
  if (Number.isFinite(lighthouse.seen) && drift(lighthouse.chosenFrom, lighthouse.seen) > max) {
    found.push(`Lighthouse host index ${Math.round(lighthouse.chosenFrom)} → ${Math.round(lighthouse.seen)}`);
  }
  return found;
}
