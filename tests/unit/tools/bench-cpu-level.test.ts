import { benchmarkIndex, bisectRate, drift, hostIndexOf, lighthouseMultiplier, onTarget, TARGET_LEVEL } from '../../tools/bench/cpu-level.mjs';

describe("the bench's CPU level", () => {
  it("follows Lighthouse's throttling guidance for the multiplier", () => {
    expect(lighthouseMultiplier(150)).toBe(1);
    expect(lighthouseMultiplier(800)).toBe(2);
    expect(lighthouseMultiplier(1300)).toBe(3);
    expect(lighthouseMultiplier(1533)).toBe(4);
    expect(lighthouseMultiplier(2000)).toBe(6);
    expect(lighthouseMultiplier(1050)).toBe(2.5);
    expect(lighthouseMultiplier(120)).toBeNull();
    expect(lighthouseMultiplier(Number.NaN)).toBeNull();
  });

  it('bisects the throttling rate until the page scores the target within ±10 %', async () => {
    // A host of 1,600 whose score falls a little faster than 1/rate (the benchmark is not linear).
    const tried: number[] = [];
    const score = async (rate: number) => {
      tried.push(rate);
      return 1_600 / rate ** 1.1;
    };
    const { rate, index, host } = await bisectRate(score);
    expect(host).toBe(1_600);
    expect(onTarget(index)).toBe(true);
    expect(Math.abs(index - TARGET_LEVEL.index)).toBeLessThanOrEqual(TARGET_LEVEL.index * 0.1);
    expect(rate).toBeGreaterThan(4);
    expect(rate).toBeLessThan(6);
    expect(tried.length).toBeLessThan(10);
  });

  it('refuses a host slower than the target, and a rate that never lands', async () => {
    await expect(bisectRate(async () => 200)).rejects.toThrow(/below the target level 264/);
    // A step function that jumps over the target band.
    await expect(bisectRate(async (rate: number) => (rate < 3 ? 400 : 100))).rejects.toThrow(/no throttling rate/);
  });

  it("runs Lighthouse's benchmark in this process and reads Lighthouse's host index", () => {
    expect(benchmarkIndex(40)).toBeGreaterThan(0);
    expect(hostIndexOf([{ benchmarkIndex: 1_400 }, { benchmarkIndex: 1_500 }, {}, { benchmarkIndex: 1_450 }])).toBe(1_450);
    expect(hostIndexOf([{}])).toBeNaN();
    expect(drift(1_000, 1_120)).toBeCloseTo(0.12);
  });
});
