import { describe, expect, it } from 'vitest';
import { transferRate } from '@/features/history/lib/transfer-rate';

describe('transferRate', () => {
  it.each([
    [1000, 200, { points: 5, partnerPoints: 1 }],
    [2000, 500, { points: 4, partnerPoints: 1 }],
    [1000, 500, { points: 2, partnerPoints: 1 }],
    [700, 300, { points: 7, partnerPoints: 3 }],
  ])('%i points for %i partner points', (points, partnerPoints, expected) => {
    expect(transferRate(points, partnerPoints)).toEqual(expected);
  });

  it('is unknown without partner points', () => {
    expect(transferRate(1000, 0)).toBeNull();
    expect(transferRate(1000.5, 200)).toBeNull();
  });
});
