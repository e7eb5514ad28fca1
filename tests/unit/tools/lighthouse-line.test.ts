/** line:check's Lighthouse line reads the newest bench result: pass, fail, inconclusive or none, never a run of its own. */
import { describe, expect, it } from 'vitest';
import { LIGHTHOUSE_TARGET, lighthouseLine } from '../../tools/bench/lighthouse-line.mjs';

const result = (verdict: string, median: number) => ({
  setting: 'both cores',
  date: '2026-11-26',
  judged: [
    { name: 'sign-in LCP ≤ floor', verdict: 'fail', app: { median: 900 }, limit: 800, runs: 7 },
    { name: LIGHTHOUSE_TARGET, verdict, app: { median }, limit: 98, runs: 7 },
  ],
});

describe('Lighthouse line', () => {
  it('no bench result: says so, neither pass nor fail', () => {
    expect(lighthouseLine([])).toEqual({ ok: null, note: expect.stringContaining('no bench result') });
  });

  it('the newest result’s sign-in score verdict, with its figure', () => {
    const pass = lighthouseLine([{ file: '.tmp/bench-one.json', result: result('pass', 99) }, { file: '.tmp/bench-both.json', result: result('fail', 90) }]);
    expect(pass.ok).toBe(true);
    expect(pass.note).toContain('score median 99 (target ≥ 98), pass, 7 runs, both cores, 2026-11-26 (.tmp/bench-one.json)');
    expect(lighthouseLine([{ file: 'b.json', result: result('fail', 90) }]).ok).toBe(false);
    expect(lighthouseLine([{ file: 'b.json', result: result('inconclusive', 97) }]).ok).toBeNull();
  });

  it('a result without the target: says so', () => {
    expect(lighthouseLine([{ file: 'b.json', result: { judged: [] } }])).toEqual({ ok: null, note: 'b.json has no “sign-in score ≥ 98” target' });
  });
});
