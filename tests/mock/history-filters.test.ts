/** Redemption-history filters, the points statement and the e-code wallet. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HOUR } from '../../mocks/db/clock';
import { call, clock, freshMock, server } from './support/harness';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(freshMock);

const redeem = (privilege_id: string, key: string, extra: Record<string, unknown> = {}) =>
  call('POST', '/api/Redemption/Redeem', { body: { privilege_id, quantity: 1, ...extra }, headers: { 'Idempotency-Key': key } });

describe('redemption history filters', () => {
  it('filters by kind on the server, and every item says its kind', async () => {
    await redeem('PRV000101', 'history-filters-01');
    await redeem('PRV000203', 'history-filters-02', { customeraddress_id: 1024 });
    const all = (await call('GET', '/api/History/Redemptions', { query: { page: 1, page_size: 50 } })).body.data;
    expect(all.items.every((i: { kind?: string }) => typeof i.kind === 'string')).toBe(true);
    const ecodes = (await call('GET', '/api/History/Redemptions', { query: { page: 1, page_size: 50, kind: 'ecode' } })).body.data;
    expect(ecodes.items.length).toBeGreaterThan(0);
    expect(ecodes.items.every((i: { kind: string; expires_at?: string }) => i.kind === 'ecode' && typeof i.expires_at === 'string')).toBe(true);
    const deliveries = (await call('GET', '/api/History/Redemptions', { query: { page: 1, page_size: 50, kind: 'delivery' } })).body.data;
    expect(deliveries.items.every((i: { kind: string }) => i.kind === 'delivery')).toBe(true);
    expect(ecodes.total + deliveries.total).toBeLessThanOrEqual(all.total);
  });

  it('filters by period: this month ⊆ three months ⊆ this year', async () => {
    await redeem('PRV000101', 'history-filters-03');
    const count = async (period: string) => (await call('GET', '/api/History/Redemptions', { query: { page: 1, page_size: 50, period } })).body.data.total as number;
    const month = await count('this_month');
    expect(month).toBeGreaterThan(0);
    expect(await count('three_months')).toBeGreaterThanOrEqual(month);
    expect(await count('this_year')).toBeGreaterThanOrEqual(await count('three_months'));
    const bad = await call('GET', '/api/History/Redemptions', { query: { period: 'forever' } });
    expect(bad.status).toBe(400);
  });
});

describe('points statement', () => {
  it('lists earnings and the member’s own movements newest first, with the balance by expiry year', async () => {
    await redeem('PRV000101', 'history-filters-04');
    const data = (await call('GET', '/api/History/Points', { query: { page: 1, page_size: 50 } })).body.data;
    const kinds = new Set(data.items.map((e: { kind: string }) => e.kind));
    for (const kind of ['earned_bill', 'earned_game', 'earned_activity', 'earned_referral', 'redeemed', 'expired']) expect(kinds).toContain(kind);
    const times = data.items.map((e: { occurred_at: string }) => Date.parse(e.occurred_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(data.items[0]).toMatchObject({ kind: 'redeemed', points: -500 });
    const balance = (await call('GET', '/api/Customer/GetPoint')).body.data;
    expect(data.expiring.map((e: { year: number }) => e.year)).toEqual([2026, 2027, 2028]);
    expect(data.expiring).toEqual(balance.expiring);
    expect(data.expiring.reduce((sum: number, e: { point: number }) => sum + e.point, 0)).toBe(balance.point);
  });

  it('takes redeemed points from the soonest year', async () => {
    const before = (await call('GET', '/api/History/Points', { query: { page: 1, page_size: 1 } })).body.data.expiring;
    await call('POST', '/api/Redemption/Redeem', {
      body: { privilege_id: 'PRV000101', quantity: 1 },
      headers: { 'Idempotency-Key': 'history-filters-06' },
    });
    const after = (await call('GET', '/api/History/Points', { query: { page: 1, page_size: 1 } })).body.data.expiring;
    expect(after[0]).toEqual({ ...before[0], point: before[0].point - 500 });
  });
});

describe('e-code wallet', () => {
  it('holds the e-codes not yet expired, and drops them after 60 minutes', async () => {
    await redeem('PRV000101', 'history-filters-05');
    const active = (await call('GET', '/api/Redemption/ActiveEcodes')).body.data;
    expect(active.length).toBeGreaterThan(0);
    expect(active[0].ecode.status).toBe('active');
    clock.advance(2 * HOUR);
    expect((await call('GET', '/api/Redemption/ActiveEcodes')).body.data).toEqual([]);
  });
});
