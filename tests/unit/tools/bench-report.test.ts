import {
  evaluateTargets,
  median,
  medianOf,
  renderReadmeBlock,
  renderTables,
  replaceReadmeBlock,
  README_END,
  README_START,
  type BenchResult,
} from '../../tools/bench/report.mjs';

const passing: BenchResult = {
  runs: 5,
  machine: { date: '2026-11-23', cores: 2, cpu: 'Test CPU' },
  lighthouse: {
    app: { score: 99, fcp: 1200, lcp: 1700, tbt: 60, cls: 0 },
    floor: { score: 100, fcp: 1100, lcp: 1730, tbt: 20, cls: 0 },
  },
  journeys: { listLcp: 2400, listFcp: 1500, listCls: 0.01, detail: 120, ecode: 250, history: 300 },
};

const failed = (result: BenchResult) =>
  evaluateTargets(result)
    .filter((t) => !t.pass)
    .map((t) => t.name);

describe('median', () => {
  it('takes the middle of an odd count regardless of order', () => {
    expect(median([5, 1, 9, 3, 7])).toBe(5);
  });
  it('averages the middle two of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
  it('ignores runs that measured nothing, and is NaN when none did', () => {
    expect(median([Number.NaN, 10, 30])).toBe(20);
    expect(median([Number.NaN])).toBeNaN();
    expect(median([])).toBeNaN();
  });
  it('sorts numerically, not as strings', () => {
    expect(median([100, 9, 20])).toBe(20);
  });
  it('medianOf takes each key across runs', () => {
    expect(medianOf([{ a: 1, b: 10 }, { a: 3, b: 30 }, { a: 2, b: 20 }], ['a', 'b'])).toEqual({ a: 2, b: 20 });
  });
});

describe('evaluateTargets', () => {
  it('passes every target at or under its limit (limits are inclusive)', () => {
    expect(failed(passing)).toEqual([]);
  });
  it('compares /auth/login with the floor of the same run', () => {
    const slower = { ...passing, lighthouse: { ...passing.lighthouse, app: { ...passing.lighthouse.app, lcp: 1731, tbt: 71 } } };
    expect(failed(slower)).toEqual(['/auth/login LCP ≤ floor LCP', '/auth/login TBT ≤ floor TBT + 50 ms']);
  });
  it('fails a score under 98 and CLS over 0.02', () => {
    const worse = { ...passing, lighthouse: { ...passing.lighthouse, app: { ...passing.lighthouse.app, score: 97, cls: 0.021 } } };
    expect(failed(worse)).toEqual(['/auth/login score ≥ 98', '/auth/login CLS ≤ 0.02']);
  });
  it('fails the list LCP over 2.5 s and each slow transition by name', () => {
    const slow = { ...passing, journeys: { ...passing.journeys, listLcp: 2501, ecode: 301 } };
    expect(failed(slow)).toEqual(['privilege list LCP ≤ 2.5 s', 'tap confirm of an e-code redemption → the e-code shown ≤ 300 ms']);
  });
  it('fails a figure that was not measured', () => {
    const lost = { ...passing, journeys: { ...passing.journeys, detail: Number.NaN } };
    expect(failed(lost)).toEqual(['tap a privilege card → its detail painted ≤ 300 ms']);
  });
});

describe('renderTables', () => {
  const table = renderTables(passing, evaluateTargets(passing));
  it('gives Lighthouse rows both columns and journey rows this app only', () => {
    expect(table).toContain('| median of 5 | this app | floor |');
    expect(table).toContain('| `/auth/login` LCP (Lighthouse mobile) | 1.70 s | 1.73 s |');
    expect(table).toContain('| `/auth/login` TBT (Lighthouse mobile) | 60 ms | 20 ms |');
    expect(table).toContain('| signed-in privilege list LCP (slow 4G, 4× CPU) | 2.40 s |  |');
    expect(table).toContain('| tap the History tab → its first rows painted (4× CPU) | 300 ms |  |');
  });
  it('lists each target with its figure, limit and result', () => {
    expect(table).toContain('| /auth/login TBT ≤ floor TBT + 50 ms | 60 ms | 70 ms | PASS |');
    const failing = { ...passing, journeys: { ...passing.journeys, detail: 412.4 } };
    expect(renderTables(failing, evaluateTargets(failing))).toContain('| tap a privilege card → its detail painted ≤ 300 ms | 412 ms | 300 ms | FAIL |');
  });
  it('shows n/a for a figure that was not measured', () => {
    const lost = { ...passing, journeys: { ...passing.journeys, listCls: Number.NaN } };
    expect(renderTables(lost, evaluateTargets(lost))).toContain('| signed-in privilege list CLS | n/a |  |');
  });
});

describe('README block', () => {
  const readme = `# App\n\n## Budgets and performance\n\nbefore\n${README_START}\nold table\n${README_END}\nafter\n`;
  it('replaces only the text between the markers and keeps them', () => {
    const block = renderReadmeBlock(passing, evaluateTargets(passing));
    const next = replaceReadmeBlock(readme, block);
    expect(next).not.toContain('old table');
    expect(next).toContain(`before\n${README_START}\n\`npm run bench\` on 2026-11-23, 2 cores (Test CPU)`);
    expect(next.endsWith(`| PASS |\n${README_END}\nafter\n`)).toBe(true);
    // Running it twice gives the same README (the markers survive).
    expect(replaceReadmeBlock(next, block)).toBe(next);
  });
  it('refuses a README without the markers', () => {
    expect(() => replaceReadmeBlock('# App\n', 'x')).toThrow(/bench:start/);
  });
});
