import { compareSides, quantile } from '../../tools/bench/ab-stats.mjs';

describe('bench:ab statistics', () => {
  it('takes quantiles between ranks and leaves out runs that measured nothing', () => {
    expect(quantile([4, 1, 3, 2], 0.5)).toBe(2.5);
    expect(quantile([1, 2, 3, 4, 5], 0.25)).toBe(2);
    expect(quantile([1, Number.NaN, 3], 0.5)).toBe(2);
    expect(quantile([], 0.5)).toBeNaN();
  });

  it('calls a difference inside the larger interquartile range noise, and names the side that is slower beyond it', () => {
    const a = [100, 110, 120, 130, 140].map((detail) => ({ detail }));
    const near = [105, 115, 125, 135, 145].map((detail) => ({ detail }));
    const far = [200, 210, 220, 230, 240].map((detail) => ({ detail }));
    expect(compareSides(a, near)[0]).toMatchObject({ figure: 'detail', a: '120', b: '125', delta: '+5', noise: '20', verdict: 'within noise' });
    expect(compareSides(a, far)[0]).toMatchObject({ delta: '+100', verdict: 'B slower' });
    expect(compareSides(far, a)[0]).toMatchObject({ delta: '-100', verdict: 'B faster' });
  });

  it('reads a lower Lighthouse score as worse and prints CLS to three places', () => {
    const a = [{ loginScore: 100, listCls: 0.01 }, { loginScore: 100, listCls: 0.012 }, { loginScore: 99, listCls: 0.011 }];
    const b = [{ loginScore: 90, listCls: 0.2 }, { loginScore: 91, listCls: 0.21 }, { loginScore: 90, listCls: 0.2 }];
    const [score, cls] = compareSides(a, b);
    expect(score?.verdict).toBe('B lower');
    expect(cls).toMatchObject({ a: '0.011', b: '0.200', verdict: 'B slower' });
  });
});
