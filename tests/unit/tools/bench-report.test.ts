import {
  judgeTargets,
  renderLevel,
  renderReadmeBlock,
  renderTargets,
  replaceReadmeBlock,
  README_END,
  README_START,
  TARGETS,
  type Run,
  type SettingResult,
} from '../../tools/bench/report.mjs';

/** A run where the app meets every target, varied a little per run. */
function run(i: number, change: (r: Run) => void = () => undefined): Run {
  const j = i % 3;
  const r: Run = {
    app: {
      login: { score: 100, fcp: 800, lcp: 1200 + j * 10, tbt: 40 + j, cls: 0 },
      list: { lcp: 2000 + j * 20, fcp: 1200, cls: 0.01 },
      detail: { ms: 150 + j, inp: 40 },
      ecode: { ms: 200 + j, inp: 48 },
      history: { ms: 180 + j, inp: 56 },
      search: { inp: 24 },
      language: { inp: 64 },
    },
    floor: {
      login: { score: 100, fcp: 900, lcp: 1300 + j * 10, tbt: 20, cls: 0 },
      list: { lcp: 1800 + j * 20, fcp: 1100, cls: 0 },
      detail: { ms: 140 + j, inp: 136 },
      ecode: { ms: 190 + j, inp: 120 },
      history: { ms: 170 + j, inp: 144 },
    },
  };
  change(r);
  return r;
}
const seven = (change?: (r: Run, i: number) => void) => Array.from({ length: 7 }, (_, i) => run(i, (r) => change?.(r, i)));
const verdicts = (runs: Run[]) => Object.fromEntries(judgeTargets(runs).map((t) => [t.name, t.verdict]));

describe("the bench's targets over runs", () => {
  it('has one target per figure of the issue, all met by a good app', () => {
    expect(TARGETS.map((t) => t.name)).toEqual([
      'sign-in LCP ≤ floor',
      'sign-in score ≥ 98',
      'sign-in TBT ≤ floor + 50 ms',
      'sign-in CLS ≤ 0.02',
      'list LCP ≤ 1.2 × floor',
      'list LCP ≤ 2.5 s (slow 4G)',
      'list CLS ≤ 0.02',
      'card → detail ≤ 1.2 × floor',
      'confirm → e-code ≤ 1.2 × floor',
      'History tab → rows ≤ 1.2 × floor',
      'INP tab switch (History) ≤ 100 ms',
      'INP card open ≤ 100 ms',
      'INP redeem confirm ≤ 100 ms',
      'INP search submit ≤ 100 ms',
      'INP language toggle ≤ 100 ms',
    ]);
    expect(new Set(Object.values(verdicts(seven())))).toEqual(new Set(['pass']));
  });

  it('compares the app with the floor of the same run, and allows one run to miss', () => {
    const oneSlow = verdicts(seven((r, i) => i === 3 && (r.app.login!.lcp = 1400)));
    expect(oneSlow['sign-in LCP ≤ floor']).toBe('pass');
    const twoSlow = verdicts(seven((r, i) => i < 2 && (r.app.detail!.ms = 175)));
    expect(twoSlow['card → detail ≤ 1.2 × floor']).toBe('fail');
    const mostSlow = verdicts(seven((r, i) => i < 4 && (r.app.detail!.ms = 400)));
    expect(mostSlow['card → detail ≤ 1.2 × floor']).toBe('fail');
    const twoFarOff = verdicts(seven((r, i) => i < 2 && (r.app.detail!.ms = 400)));
    expect(twoFarOff['card → detail ≤ 1.2 × floor']).toBe('inconclusive');
  });

  it('reads the score as at least 98, and fails the list over 2.5 s even when its floor is slower', () => {
    const low = verdicts(seven((r) => (r.app.login!.score = 96)));
    expect(low['sign-in score ≥ 98']).toBe('fail');
    const slowNet = verdicts(seven((r, i) => {
      r.app.list!.lcp = 2600 + i;
      r.floor.list!.lcp = 2600 + i;
    }));
    expect(slowNet['list LCP ≤ 1.2 × floor']).toBe('pass');
    expect(slowNet['list LCP ≤ 2.5 s (slow 4G)']).toBe('fail');
  });

  it('is inconclusive when an INP spreads too widely, and fails a lost measurement', () => {
    const wild = verdicts(seven((r, i) => (r.app.language!.inp = [16, 90, 24, 96, 16, 88, 20][i])));
    expect(wild['INP language toggle ≤ 100 ms']).toBe('inconclusive');
    const lost = verdicts(seven((r, i) => i < 2 && delete r.app.search));
    expect(lost['INP search submit ≤ 100 ms']).toBe('fail');
  });
});

describe("the bench's tables", () => {
  const judged = judgeTargets(seven());
  const result: SettingResult = {
    setting: 'both cores',
    date: '2026-11-26',
    cpu: '2 cores, Test CPU',
    runs: 7,
    level: {
      name: 'low-tier mobile',
      index: 264,
      tolerance: 0.1,
      start: { lighthouseIndex: 1533, host: 1490 },
      runs: [
        { rate: 5.61, index: 270, end: 262, multiplier: 4, lighthouseIndex: 1520 },
        { rate: 5.61, index: 258, end: 266, multiplier: 3.94, lighthouseIndex: 1540 },
        { rate: 5.9, index: 249, end: 251, multiplier: 4.03, lighthouseIndex: Number.NaN },
      ],
      repeats: 0,
    },
    judged,
  };
  it('prints median, quartiles, floor, limit, runs met and verdict for each target', () => {
    const table = renderTargets(judged);
    expect(table).toContain('| sign-in LCP ≤ floor | 1.21 s | 1.20 s – 1.22 s | 1.31 s | 1.31 s | 7 of 7 | PASS |');
    expect(table).toContain('| INP search submit ≤ 100 ms | 24 ms | 24 ms – 24 ms |  | 100 ms | 7 of 7 | PASS |');
    // A transition's tap shows the floor's INP for reading; the limit is still 100 ms.
    expect(table).toContain('| INP card open ≤ 100 ms | 40 ms | 40 ms – 40 ms | 136 ms | 100 ms | 7 of 7 | PASS |');
  });
  it('states the target level, the host index and both multipliers', () => {
    const line = renderLevel(result);
    expect(line).toContain('low-tier mobile (BenchmarkIndex 264 ± 10 %)');
    expect(line).toContain('host index 1,520–1,540 over the runs (1,533 at the start) → `cpuSlowdownMultiplier` 3.94–4.03');
    expect(line).toContain('`setCPUThrottlingRate` 5.61–5.90 (index 249–270 at the runs\' starts, 251–266 at their ends)');
    expect(line).toContain('each calibrated again.');
    expect(renderLevel({ ...result, level: { ...result.level, repeats: 1 } })).toContain('(1 drifted and measured again)');
    expect(renderLevel({ ...result, drifted: ['run 3: in-page index at rate 5.9 249 → 201'] })).toContain('drifted more than 10 % within a run (run 3: in-page index at rate 5.9 249 → 201)');
    expect(line).not.toContain('drifted');
    expect(renderReadmeBlock([result, { ...result, setting: 'one core (taskset -c 0)' }])).toMatch(/\*\*both cores\*\*[\s\S]*\*\*one core \(taskset -c 0\)\*\*/);
  });
  it('keeps the section of a setting this checkout has not measured, and replaces the one it has', () => {
    const one = 'one core (taskset -c 0)';
    const readme = `intro\n${README_START}\n**both cores** — old figures\n\n| old |\n\n**${one}** — kept figures\n\n| kept |\n${README_END}\n`;
    const block = renderReadmeBlock([result], { order: ['both cores', one], readme });
    expect(block).not.toContain('old figures');
    expect(block).toMatch(/^\*\*both cores\*\* — /);
    expect(block.endsWith(`**${one}** — kept figures\n\n| kept |`)).toBe(true);
    expect(renderReadmeBlock([result], { order: ['both cores', one] })).not.toContain(one);
  });
  it('replaces only the text between the markers', () => {
    const readme = `intro\n${README_START}\nold\n${README_END}\nafter\n`;
    expect(replaceReadmeBlock(readme, 'new')).toBe(`intro\n${README_START}\nnew\n${README_END}\nafter\n`);
    expect(() => replaceReadmeBlock('no markers', 'x')).toThrow(/bench:start/);
  });
});
