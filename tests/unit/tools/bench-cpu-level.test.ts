import { benchmarkIndex, bisectRate, drift, hostIndexOf, lighthouseMultiplier, onTarget, runDrift, TARGET_LEVEL } from '../../tools/bench/cpu-level.mjs';

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

  it("keeps the previous run's rate while it lands on the target, and bisects again when the host has changed", async () => {
    const tried: number[] = [];
    const host = { speed: 1_600 };
    const score = async (rate: number) => {
      tried.push(rate);
      return host.speed / rate ** 1.1;
    };
    const first = await bisectRate(score);
    tried.length = 0;
    expect(await bisectRate(score, TARGET_LEVEL, { startRate: first.rate })).toEqual({ rate: first.rate, index: first.index, host: null });
    expect(tried).toEqual([first.rate]);
    // The machine got busier (another job on the other core): the old rate now lands below the target.
    host.speed = 1_100;
    const again = await bisectRate(score, TARGET_LEVEL, { startRate: first.rate });
    expect(again.rate).toBeLessThan(first.rate);
    expect(onTarget(again.index)).toBe(true);
    expect(again.host).toBe(1_100);
  });

  it('finds the drift within a run: the page at its rate, and Lighthouse against the reading its multiplier came from', () => {
    const steady = { page: { rate: 8.4, start: 270, end: 255 }, lighthouse: { chosenFrom: 2_500, seen: 2_600 } };
    expect(runDrift(steady)).toEqual([]);
    expect(runDrift({ ...steady, page: { rate: 8.4, start: 270, end: 216 } })).toEqual(['in-page index at rate 8.4 270 → 216']);
    expect(runDrift({ ...steady, lighthouse: { chosenFrom: 2_500, seen: 2_090 } })).toEqual(['Lighthouse host index 2500 → 2090']);
    // No Lighthouse reading in the run (both reports lacked the index): nothing to compare.
    expect(runDrift({ ...steady, lighthouse: { chosenFrom: 2_500, seen: Number.NaN } })).toEqual([]);
  });

  it('opens the bracket once more when a noisy reading has closed it where no rate lands', async () => {
    let fooled = false;
    const score = async (rate: number) => {
      // One reading above the band at a rate too slow for the target (the other core went quiet).
      if (!fooled && rate > 6) {
        fooled = true;
        return 300;
      }
      return 1_600 / rate ** 1.1;
    };
    const { rate, index } = await bisectRate(score);
    expect(fooled).toBe(true);
    expect(onTarget(index)).toBe(true);
    expect(rate).toBeGreaterThan(4);
    expect(rate).toBeLessThan(6);
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
