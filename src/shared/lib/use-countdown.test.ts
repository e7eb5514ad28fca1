import { describe, expect, it } from 'vitest';
import { formatMmSs } from '@/shared/lib/use-countdown';

describe('formatMmSs', () => {
  it('formats mm:ss', () => {
    expect(formatMmSs(60 * 60_000)).toBe('60:00');
    expect(formatMmSs(61_000)).toBe('01:01');
    expect(formatMmSs(500)).toBe('00:01');
    expect(formatMmSs(-5)).toBe('00:00');
  });
});
