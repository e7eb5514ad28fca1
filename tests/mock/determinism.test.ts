/** The seed is deterministic and the state survives an export → import round trip. */
import { clock, db, dbReady, exportState, importState, resetDb, type MockState } from '../../mocks/db';
import { call, freshMock, server } from './support/harness';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(freshMock);

it('two resetDb() produce identical exportState()', async () => {
  resetDb();
  const first = exportState();
  await dbReady();
  const loaded = exportState();
  resetDb();
  await dbReady();
  const second = exportState();
  expect(JSON.stringify(second)).toBe(JSON.stringify(first));
  expect(JSON.stringify(loaded)).toBe(JSON.stringify(first));
  expect(first.collections.privileges.length).toBeGreaterThanOrEqual(41);
  expect(first.collections.customers.length).toBeGreaterThanOrEqual(5);
});

it('exportState() is plain JSON and importState() restores data, clock and idempotency keys', async () => {
  const redeemed = await call('POST', '/api/Redemption/Redeem', { body: { privilege_id: 'PRV000102' }, headers: { 'Idempotency-Key': 'determinism-0001' } });
  expect(redeemed.status).toBe(200);
  clock.advance(30 * 60 * 1000);
  const saved = JSON.parse(JSON.stringify(exportState())) as MockState;
  expect(saved.clockOffsetMs).toBeGreaterThanOrEqual(30 * 60 * 1000 - 50);

  resetDb();
  await dbReady();
  expect(db.redemptions.findFirst((q) => q.where({ redemption_id: redeemed.body.data.redemption_id }))).toBeUndefined();

  importState(saved);
  expect(exportState().collections.redemptions).toEqual(saved.collections.redemptions);
  const replay = await call('POST', '/api/Redemption/Redeem', { body: { privilege_id: 'PRV000102' }, headers: { 'Idempotency-Key': 'determinism-0001' } });
  expect(replay.body).toEqual(redeemed.body);
  const points = await call('GET', '/api/Customer/GetPoint');
  expect(points.body.data.point).toBe(redeemed.body.data.balance_after);
  expect(Math.abs(clock.now() - Date.now() - saved.clockOffsetMs)).toBeLessThan(50);
});

it('importState() rejects a snapshot that does not fit and keeps the current state', async () => {
  const before = exportState();
  const broken = JSON.parse(JSON.stringify(before)) as MockState;
  (broken.collections.customers[0] as unknown as Record<string, unknown>)['point'] = 'lots';
  expect(() => importState(broken)).toThrow(/customers\[0\]/);
  expect(() => importState({ ...before, version: 2 as 1 })).toThrow(/version/);
  expect(exportState()).toEqual(before);
});
