import { exitCodeOf, judge, spreadOf, tooWide } from '../../tools/bench/verdict.mjs';

const runsOf = (values: number[], floors: number[] = []) => values.map((value, i) => ({ value, floor: floors[i] }));

describe("the bench's verdict over runs", () => {
  it('passes when every run but one meets the limit of its own run', () => {
    const floors = [1000, 1100, 1000, 1200, 1000, 1000, 1050];
    const app = [900, 1000, 950, 1100, 1300, 990, 1000];
    const result = judge(runsOf(app, floors), { limit: (floor?: number) => floor! });
    expect(result).toMatchObject({ met: 6, runs: 7, verdict: 'pass' });
    expect(result.spread.median).toBe(1000);
  });

  it('fails when two runs miss, and counts a run that measured nothing as a miss', () => {
    const limit = () => 300;
    expect(judge(runsOf([250, 260, 310, 320, 270, 280, 265]), { limit }).verdict).toBe('fail');
    expect(judge(runsOf([250, 260, Number.NaN, 320, 270, 280, 265]), { limit }).verdict).toBe('fail');
    expect(judge(runsOf([250, 260, Number.NaN, 290, 270, 280, 265]), { limit })).toMatchObject({ met: 6, verdict: 'pass' });
  });

  it('calls a spread too wide to tell inconclusive, even when the runs meet the limit', () => {
    const wild = runsOf([100, 150, 200, 260, 120, 90, 250]);
    expect(judge(wild, { limit: () => 300 }).verdict).toBe('inconclusive');
    expect(judge(wild, { limit: () => 300, wide: { relative: 2 } }).verdict).toBe('pass');
    // CLS sits near zero: an absolute spread rule.
    expect(tooWide(spreadOf([0, 0.001, 0, 0.002, 0]), { absolute: 0.01 })).toBe(false);
    expect(tooWide(spreadOf([0, 0.05, 0, 0.08, 0.1]), { absolute: 0.01 })).toBe(true);
  });

  it('exits 1 on a failure, 3 when only inconclusive, 0 when all pass', () => {
    expect(exitCodeOf([{ verdict: 'pass' }, { verdict: 'inconclusive' }, { verdict: 'fail' }])).toBe(1);
    expect(exitCodeOf([{ verdict: 'pass' }, { verdict: 'inconclusive' }])).toBe(3);
    expect(exitCodeOf([{ verdict: 'pass' }])).toBe(0);
  });
});
