/**
 * The pure half of `npm run bench`: its targets, judged over the runs (verdict.mjs), and the tables it
 * prints and keeps in README ("Performance", between the bench markers). No I/O: unit-tested
 * (tests/unit/tools/bench-report.test.ts).
 *
 * A run (see bench/run.mjs) holds the app's and the floors' figures measured in that run:
 *   { app: { login, list, detail, ecode, history, search, language }, floor: { login, list, detail, ecode, history } }
 * with `login` = Lighthouse { score, fcp, lcp, tbt, cls }, `list` = { lcp, fcp, cls }, a tap = { ms, inp }.
 */
import { quantile } from './ab-stats.mjs';
import { exitCodeOf, judge } from './verdict.mjs';

export const LIST_LCP_LIMIT_MS = 2500;
export const FLOOR_RATIO = 1.2;
export const INP_LIMIT_MS = 100;
export const TRANSITIONS = [
  { key: 'detail', label: 'card → detail' },
  { key: 'ecode', label: 'confirm → e-code' },
  { key: 'history', label: 'History tab → rows' },
];
/** The five commonest taps and the flow that times each (taps.mjs). */
export const INP_TAPS = [
  { key: 'history', label: 'tab switch (History)' },
  { key: 'detail', label: 'card open' },
  { key: 'ecode', label: 'redeem confirm' },
  { key: 'search', label: 'search submit' },
  { key: 'language', label: 'language toggle' },
];

/** How wide a figure's spread may be before its verdict is "inconclusive" (verdict.mjs tooWide). */
const WIDE = { ms: { relative: 0.25 }, cls: { absolute: 0.01 }, score: { absolute: 3 }, inp: { absolute: 40 } };

/** Every target: the app's figure in a run, its floor's (when it has one), the limit, the unit. */
export const TARGETS = [
  { name: 'sign-in LCP ≤ floor', unit: 'ms', value: (r) => r.app.login?.lcp, floor: (r) => r.floor.login?.lcp, limit: (f) => f, wide: WIDE.ms },
  { name: 'sign-in score ≥ 98', unit: 'score', value: (r) => r.app.login?.score, limit: () => 98, atLeast: true, wide: WIDE.score },
  { name: 'sign-in TBT ≤ floor + 50 ms', unit: 'ms', value: (r) => r.app.login?.tbt, floor: (r) => r.floor.login?.tbt, limit: (f) => f + 50, wide: { absolute: 50 } },
  { name: 'sign-in CLS ≤ 0.02', unit: 'cls', value: (r) => r.app.login?.cls, limit: () => 0.02, wide: WIDE.cls },
  { name: 'list LCP ≤ 1.2 × floor', unit: 'ms', value: (r) => r.app.list?.lcp, floor: (r) => r.floor.list?.lcp, limit: (f) => f * FLOOR_RATIO, wide: WIDE.ms },
  { name: 'list LCP ≤ 2.5 s (slow 4G)', unit: 'ms', value: (r) => r.app.list?.lcp, limit: () => LIST_LCP_LIMIT_MS, wide: WIDE.ms },
  { name: 'list CLS ≤ 0.02', unit: 'cls', value: (r) => r.app.list?.cls, limit: () => 0.02, wide: WIDE.cls },
  ...TRANSITIONS.map(({ key, label }) => ({
    name: `${label} ≤ 1.2 × floor`,
    unit: 'ms',
    value: (r) => r.app[key]?.ms,
    floor: (r) => r.floor[key]?.ms,
    limit: (f) => f * FLOOR_RATIO,
    wide: WIDE.ms,
  })),
  // A tap the floor makes too (a transition's) shows the floor's INP beside the app's, for reading
  // only: the floor renders the next screen in the tap's own task, which its transition gains and its
  // INP pays (docs/performance.md §4.3). The limit stays 100 ms.
  ...INP_TAPS.map(({ key, label }) => ({
    name: `INP ${label} ≤ 100 ms`,
    unit: 'ms',
    value: (r) => r.app[key]?.inp,
    floor: TRANSITIONS.some((t) => t.key === key) ? (r) => r.floor[key]?.inp : undefined,
    limit: () => INP_LIMIT_MS,
    wide: WIDE.inp,
  })),
];

const num = (v) => (typeof v === 'number' ? v : Number.NaN);

/** Judges every target over the runs: [{ name, unit, app, floor, limit, met, runs, verdict }]. */
export function judgeTargets(runs) {
  return TARGETS.map((t) => {
    const judged = judge(
      runs.map((r) => ({ value: num(t.value(r)), floor: t.floor ? num(t.floor(r)) : undefined })),
      { limit: t.limit, atLeast: t.atLeast, wide: t.wide },
    );
    const { median, q1, q3 } = judged.spread;
    return {
      name: t.name,
      unit: t.unit,
      app: { median, q1, q3 },
      floor: t.floor ? quantile(runs.map((r) => num(t.floor(r))), 0.5) : undefined,
      limit: judged.limit,
      met: judged.met,
      runs: judged.runs,
      verdict: judged.verdict,
    };
  });
}

export { exitCodeOf };

const fmt = (unit, v) => {
  if (v === undefined) return '';
  if (!Number.isFinite(v)) return 'n/a';
  if (unit === 'cls') return v.toFixed(3);
  if (unit === 'score') return String(Math.round(v));
  return v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${Math.round(v)} ms`;
};
const row = (cells) => `| ${cells.join(' | ')} |`;

/** One setting's targets as a Markdown table: median, interquartile range, floor, limit, runs met, verdict. */
export function renderTargets(judged) {
  return [
    row(['target', 'app (median)', 'app (quartiles)', 'floor (median)', 'limit (median)', 'runs met', 'verdict']),
    row(['---', '---', '---', '---', '---', '---', '---']),
    ...judged.map((t) =>
      row([t.name, fmt(t.unit, t.app.median), `${fmt(t.unit, t.app.q1)} – ${fmt(t.unit, t.app.q3)}`, fmt(t.unit, t.floor), fmt(t.unit, t.limit), `${t.met} of ${t.runs}`, t.verdict.toUpperCase()]),
    ),
  ].join('\n');
}

const range = (values, digits = 0) => {
  const finite = values.filter(Number.isFinite);
  if (!finite.length) return 'n/a';
  const fmt = (v) => (digits ? v.toFixed(digits) : Math.round(v).toLocaleString('en-US'));
  const [low, high] = [Math.min(...finite), Math.max(...finite)];
  return fmt(low) === fmt(high) ? fmt(low) : `${fmt(low)}–${fmt(high)}`;
};

/**
 * The CPU level of a setting, in one line: the target, the host's index at the start, and the level of
 * the runs (each calibrated again: Lighthouse's host index and multiplier, the in-page rate and the
 * page's index at each run's start and end).
 */
export function renderLevel({ setting, level, runs, date, cpu, drifted = [] }) {
  const per = level.runs;
  const pick = (key) => per.map((r) => r[key]);
  return (
    `**${setting}** — ${date}, ${cpu}; ${runs} interleaved runs, each calibrated again${level.repeats ? ` (${level.repeats} drifted and measured again)` : ''}. ` +
    `Target CPU: ${level.name} (BenchmarkIndex ${level.index} ± ${Math.round(level.tolerance * 100)} %). ` +
    `Lighthouse: host index ${range(pick('lighthouseIndex'))} over the runs (${Math.round(level.start.lighthouseIndex).toLocaleString('en-US')} at the start) → \`cpuSlowdownMultiplier\` ${range(pick('multiplier'), 2)}. ` +
    `In-page: host index ${Math.round(level.start.host).toLocaleString('en-US')} at the start → \`setCPUThrottlingRate\` ${range(pick('rate'), 2)} (index ${range(pick('index'))} at the runs' starts, ${range(pick('end'))} at their ends).` +
    (drifted.length ? ` **The host drifted more than 10 % within a run (${drifted.join('; ')}): these figures are not comparable.**` : '')
  );
}

export const README_START = '<!-- bench:start -->';
export const README_END = '<!-- bench:end -->';

/**
 * README's block: each measured setting's level line and targets table, in `order` (setting names). A
 * setting this checkout has not measured (its result lives under .tmp/) keeps its section of `readme`,
 * so measuring one setting on a fresh clone does not drop the other's figures.
 */
export function renderReadmeBlock(settings, { order = settings.map((s) => s.setting), readme = '' } = {}) {
  const fresh = new Map(settings.map((s) => [s.setting, `${renderLevel(s)}\n\n${renderTargets(s.judged)}`]));
  const kept = readmeSections(readme);
  return order
    .map((name) => fresh.get(name) ?? kept.get(name))
    .filter(Boolean)
    .join('\n\n');
}

/** The sections of README's bench block by setting name: each starts with its `**setting** — ` line. */
function readmeSections(readme) {
  const sections = new Map();
  const block = blockRange(readme);
  if (!block) return sections;
  for (const part of readme.slice(...block).split(/\n(?=\*\*[^*\n]+\*\* — )/)) {
    const name = /^\s*\*\*([^*\n]+)\*\* — /.exec(part)?.[1];
    if (name) sections.set(name, part.trim());
  }
  return sections;
}

/** README with the text between the bench markers replaced by `block`; throws when the markers are missing. */
export function replaceReadmeBlock(readme, block) {
  const range = blockRange(readme);
  if (!range) throw new Error(`README has no ${README_START} … ${README_END} section`);
  return `${readme.slice(0, range[0])}\n${block}\n${readme.slice(range[1])}`;
}

/** Where the text between README's bench markers starts and ends, or null without the markers. */
function blockRange(readme) {
  const start = readme.indexOf(README_START);
  const end = readme.indexOf(README_END);
  return start < 0 || end < start ? null : [start + README_START.length, end];
}
