import { describe, expect, it } from 'vitest';
import { expiringByYear } from '@/shared/session/expiring-points';

describe('expiringByYear', () => {
  it('lists every year with points left, soonest first, from this year on, without changing the answer', () => {
    const expiring = [
      { year: 2028, expire_date: '2028-12-31', point: 400 },
      { year: 2026, expire_date: '2026-12-31', point: 300 },
      { year: 2027, expire_date: '2027-12-31', point: 0 },
    ];
    const now = new Date('2026-11-22T00:00:00+07:00');
    expect(expiringByYear({ expiring }, now).map((entry) => entry.year)).toEqual([2026, 2028]);
    expect(expiring.map((entry) => entry.year)).toEqual([2028, 2026, 2027]);
    expect(expiringByYear({ expiring }, new Date('2027-06-01T00:00:00+07:00')).map((entry) => entry.year)).toEqual([2028]);
    expect(expiringByYear(undefined, now)).toEqual([]);
  });
});
