import { describe, expect, it } from 'vitest';
import { expiringThisYear } from '@/shared/session/expiring-points';

describe('expiringThisYear', () => {
  it("picks this year's expiring points", () => {
    const now = new Date('2026-11-22T00:00:00+07:00');
    const expiring = [
      { year: 2026, expire_date: '2026-12-31', point: 300 },
      { year: 2027, expire_date: '2027-12-31', point: 900 },
    ];
    expect(expiringThisYear({ expiring }, now)).toEqual(expiring[0]);
    expect(expiringThisYear({ expiring: expiring.slice(1) }, now)).toBeNull();
  });
});
