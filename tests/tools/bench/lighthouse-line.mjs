/**
 * `npm run line:check`'s Lighthouse line: the sign-in screen's Lighthouse score as the latest
 * `npm run bench` judged it (.tmp/bench-*.json, the newest file), never measured here. No I/O of
 * its own: the caller passes the results found, newest first.
 */
export const LIGHTHOUSE_TARGET = 'sign-in score ≥ 98';

/**
 * @param {{file: string, result: any}[]} results the bench results, newest first
 * @returns {{ok: boolean | null, note: string}} ok null: nothing to judge (no result, or inconclusive)
 */
export function lighthouseLine(results) {
  const [latest] = results;
  if (!latest) return { ok: null, note: 'no bench result (.tmp/bench-*.json): run `npm run bench` (11+ minutes)' };
  const { file, result } = latest;
  const target = (result.judged ?? []).find((t) => t.name === LIGHTHOUSE_TARGET);
  if (!target) return { ok: null, note: `${file} has no “${LIGHTHOUSE_TARGET}” target` };
  const note = `score median ${target.app?.median} (target ≥ ${target.limit}), ${target.verdict}, ${target.runs} runs, ${result.setting}, ${result.date} (${file})`;
  // An inconclusive spread is neither a pass nor a failure.
  return { ok: target.verdict === 'pass' ? true : target.verdict === 'fail' ? false : null, note };
}
