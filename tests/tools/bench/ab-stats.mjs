/** Statistics of `npm run bench:ab` (ab.mjs): medians, interquartile ranges and a verdict per figure. */

/** The q-quantile (0–1) of `values`, linear between the two nearest ranks; NaN values left out. */
export function quantile(values, q) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  return sorted[low] + (sorted[Math.min(low + 1, sorted.length - 1)] - sorted[low]) * (at - low);
}

const iqr = (values) => quantile(values, 0.75) - quantile(values, 0.25);
/** CLS is a score to three places, Lighthouse's score a whole number, the rest milliseconds. */
const format = (figure, value) => (!Number.isFinite(value) ? 'n/a' : /Cls$/i.test(figure) ? value.toFixed(3) : String(Math.round(value)));

/**
 * One row per figure of the runs: each side's median, B − A, and the noise band (the larger of the two
 * sides' interquartile ranges). A difference larger than the band is "B slower" or "B faster" (for the
 * score, "B lower" or "B higher"); otherwise "within noise".
 */
export function compareSides(runsA, runsB) {
  const figures = [...new Set([...runsA, ...runsB].flatMap((run) => Object.keys(run)))];
  return figures.map((figure) => {
    const a = runsA.map((run) => run[figure]);
    const b = runsB.map((run) => run[figure]);
    const medianA = quantile(a, 0.5);
    const medianB = quantile(b, 0.5);
    const delta = medianB - medianA;
    const noise = Math.max(iqr(a), iqr(b));
    const higherIsBetter = figure === 'loginScore';
    const verdict = !(Math.abs(delta) > noise) ? 'within noise' : higherIsBetter ? (delta > 0 ? 'B higher' : 'B lower') : delta > 0 ? 'B slower' : 'B faster';
    return {
      figure,
      a: format(figure, medianA),
      b: format(figure, medianB),
      delta: `${delta > 0 ? '+' : ''}${format(figure, delta)}`,
      noise: format(figure, noise),
      verdict,
      values: { medianA, medianB, delta, noise },
    };
  });
}
