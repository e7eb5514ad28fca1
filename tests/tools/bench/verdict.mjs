/**
 * How the bench decides a target over several runs (no I/O: unit-tested).
 *
 * Each run measures the app and, where the target has one, its floor in the same run (interleaved), so
 * a target is checked run by run: `value ≤ limit(floor)`. A target passes when every run but at most one
 * meets it. It fails when most runs miss it, or when two or more miss and the runs agree (a narrow
 * spread). When the app's figure spreads too widely over the runs to tell, and most runs meet the
 * target, the verdict is "inconclusive": a noisy set of runs is never a pass.
 */
import { quantile } from './ab-stats.mjs';

/** Exit codes of `npm run bench`. */
export const EXIT = { pass: 0, fail: 1, error: 2, inconclusive: 3 };

/** The spread of values: median, quartiles, extremes and the interquartile range. */
export function spreadOf(values) {
  const finite = values.filter(Number.isFinite);
  const q1 = quantile(finite, 0.25);
  const q3 = quantile(finite, 0.75);
  return { median: quantile(finite, 0.5), q1, q3, iqr: q3 - q1, min: Math.min(...finite), max: Math.max(...finite), n: finite.length };
}

/**
 * A spread is too wide when the interquartile range exceeds `relative` of the median, or `absolute`
 * (for figures that sit near zero, such as CLS, or are small whole numbers, such as the score).
 * @param {{ iqr: number, median: number }} spread
 * @param {{ relative?: number, absolute?: number }} rule
 */
export function tooWide({ iqr, median }, { relative, absolute }) {
  if (absolute !== undefined) return iqr > absolute;
  return iqr > Math.abs(median) * (relative ?? 0);
}

/**
 * Judges one target. `runs` holds, per run, the app's figure (`value`) and its floor's (`floor`, may be
 * undefined); `limit(floor)` is the run's limit, a ceiling (or a floor with `atLeast`, e.g. a score);
 * `wide` the spread rule (see tooWide). A run that
 * measured nothing (NaN) counts as a run that missed the target.
 */
export function judge(runs, { limit, atLeast = false, wide = { relative: 0.25 } }) {
  const values = runs.map((r) => r.value);
  const limits = runs.map((r) => limit(r.floor));
  const meets = (value, bound) => Number.isFinite(value) && (atLeast ? value >= bound : value <= bound);
  const met = runs.filter((r, i) => meets(r.value, limits[i])).length;
  const spread = spreadOf(values);
  const failures = runs.length - met;
  const wideSpread = tooWide(spread, wide);
  const verdict = failures * 2 > runs.length ? 'fail' : wideSpread ? 'inconclusive' : failures > 1 ? 'fail' : 'pass';
  return {
    spread,
    limit: quantile(limits, 0.5),
    met,
    runs: runs.length,
    verdict,
  };
}

/** The exit code of a set of judged targets: any fail → 1; else any inconclusive → 3; else 0. */
export function exitCodeOf(judged) {
  if (judged.some((t) => t.verdict === 'fail')) return EXIT.fail;
  if (judged.some((t) => t.verdict === 'inconclusive')) return EXIT.inconclusive;
  return EXIT.pass;
}
