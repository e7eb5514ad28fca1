/**
 * The pure half of `npm run bench`: medians, the targets of the figures (docs/performance.md §4), and the table
 * printed by the bench and kept in README "Performance". No I/O here, so it is unit-tested
 * (tests/unit/tools/bench-report.test.ts).
 */

/** Median of finite numbers (mean of the middle two for an even count); NaN when there are none. */
export function median(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The median of each key over a list of runs: [{a: 1}, {a: 3}] → {a: 2}. */
export function medianOf(runs, keys) {
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))]));
}

export const LIGHTHOUSE_KEYS = ['score', 'fcp', 'lcp', 'tbt', 'cls'];
export const TRANSITIONS = [
  { key: 'detail', label: 'tap a privilege card → its detail painted' },
  { key: 'ecode', label: 'tap confirm of an e-code redemption → the e-code shown' },
  { key: 'history', label: 'tap the History tab → its first rows painted' },
];
export const TRANSITION_LIMIT_MS = 300;
export const LIST_LCP_LIMIT_MS = 2500;

const seconds = (ms) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : 'n/a');
const millis = (ms) => (Number.isFinite(ms) ? `${Math.round(ms)} ms` : 'n/a');
const shift = (cls) => (Number.isFinite(cls) ? cls.toFixed(3) : 'n/a');
const plain = (n) => (Number.isFinite(n) ? String(Math.round(n)) : 'n/a');

/**
 * Every target with its figure and limit. A figure that could not be measured (NaN) fails: a bench
 * that lost a measurement must not pass.
 */
export function evaluateTargets({ lighthouse, journeys }) {
  const { app, floor } = lighthouse;
  const targets = [
    { name: '/auth/login LCP ≤ floor LCP', figure: seconds(app.lcp), limit: seconds(floor.lcp), pass: app.lcp <= floor.lcp },
    { name: '/auth/login score ≥ 98', figure: plain(app.score), limit: '98', pass: app.score >= 98 },
    { name: '/auth/login TBT ≤ floor TBT + 50 ms', figure: millis(app.tbt), limit: millis(floor.tbt + 50), pass: app.tbt <= floor.tbt + 50 },
    { name: '/auth/login CLS ≤ 0.02', figure: shift(app.cls), limit: '0.020', pass: app.cls <= 0.02 },
    { name: 'privilege list LCP ≤ 2.5 s', figure: seconds(journeys.listLcp), limit: seconds(LIST_LCP_LIMIT_MS), pass: journeys.listLcp <= LIST_LCP_LIMIT_MS },
    ...TRANSITIONS.map(({ key, label }) => ({
      name: `${label} ≤ ${TRANSITION_LIMIT_MS} ms`,
      figure: millis(journeys[key]),
      limit: millis(TRANSITION_LIMIT_MS),
      pass: journeys[key] <= TRANSITION_LIMIT_MS,
    })),
  ];
  return targets;
}

const row = (cells) => `| ${cells.join(' | ')} |`;

/** The figures (Lighthouse with both columns, then the journeys) and the targets, as Markdown tables. */
export function renderTables(result, targets) {
  const { app, floor } = result.lighthouse;
  const { journeys, runs } = result;
  const lighthouseRows = [
    ['performance score', plain(app.score), plain(floor.score)],
    ['FCP', seconds(app.fcp), seconds(floor.fcp)],
    ['LCP', seconds(app.lcp), seconds(floor.lcp)],
    ['TBT', millis(app.tbt), millis(floor.tbt)],
    ['CLS', shift(app.cls), shift(floor.cls)],
  ].map(([what, a, f]) => row([`\`/auth/login\` ${what} (Lighthouse mobile)`, a, f]));
  const journeyRows = [
    ['signed-in privilege list LCP (slow 4G, 4× CPU)', seconds(journeys.listLcp)],
    ['signed-in privilege list FCP (slow 4G, 4× CPU)', seconds(journeys.listFcp)],
    ['signed-in privilege list CLS', shift(journeys.listCls)],
    ...TRANSITIONS.map(({ key, label }) => [`${label} (4× CPU)`, millis(journeys[key])]),
  ].map(([what, figure]) => row([what, figure, '']));
  return [
    row([`median of ${runs}`, 'this app', 'floor']),
    row(['---', '---', '---']),
    ...lighthouseRows,
    ...journeyRows,
    '',
    row(['target', 'measured', 'limit', 'result']),
    row(['---', '---', '---', '---']),
    ...targets.map((t) => row([t.name, t.figure, t.limit, t.pass ? 'PASS' : 'FAIL'])),
  ].join('\n');
}

/** README's block: when and where it was measured, then the tables. */
export function renderReadmeBlock(result, targets) {
  const { date, cores, cpu, factor } = result.machine;
  // The machine factor of the run (tests/tools/machine-factor.mjs): above 1, the machine was busy.
  const load = Number.isFinite(factor) ? `, machine factor ${factor.toFixed(2)}` : '';
  return [
    `\`npm run bench\` on ${date}, ${cores} cores (${cpu})${load}; the floor is the sign-in screen rendered by React 19 alone`,
    '(`src/prerender/floor-entry.tsx`), built with the same config and measured in the same run:',
    '',
    renderTables(result, targets),
  ].join('\n');
}

export const README_START = '<!-- bench:start -->';
export const README_END = '<!-- bench:end -->';

/** README with the text between the bench markers replaced by `block`; throws when the markers are missing. */
export function replaceReadmeBlock(readme, block) {
  const start = readme.indexOf(README_START);
  const end = readme.indexOf(README_END);
  if (start < 0 || end < start) throw new Error(`README has no ${README_START} … ${README_END} section`);
  return `${readme.slice(0, start + README_START.length)}\n${block}\n${readme.slice(end)}`;
}
