/**
 * Records the mock writes per request expire by mock time and are pruned (mocks/db/retention.ts):
 * 1,440 writes over three days of mock time leave about a day of records, and the exported state
 * (what the browser keeps in localStorage['mock-db-state']) stays bounded. The figures are printed.
 */
import { db, exportState } from '../../mocks/db';
import { MINUTE } from '../../mocks/db/clock';
import { pruneExpired } from '../../mocks/db/retention';
import { issueToken } from '../../mocks/identities';
import { call, clock, DEMO, freshMock, server } from './support/harness';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(freshMock);

const PRUNED = ['idempotency', 'revokedTokens', 'otpTransactions', 'gameLaunches', 'gameTokens'] as const;
const counts = () => Object.fromEntries(PRUNED.map((name) => [name, db[name].count()])) as Record<(typeof PRUNED)[number], number>;
const stateBytes = () => new TextEncoder().encode(JSON.stringify(exportState())).length;

describe('retention of per-request records', () => {
  it('1,440 writes over 3 days of mock time: counts and exported state stay bounded', async () => {
    const ROUNDS = 288; // 5 writes a round, 15 minutes of mock time apart: 72 hours
    const STEP = 15 * MINUTE;
    const perDay = (24 * 60 * MINUTE) / STEP; // 96 rounds of records a day
    const seeded = counts();
    const seedBytes = stateBytes();
    let writes = 0;
    let maxBytes = 0;
    const max = { ...seeded };
    for (let round = 0; round < ROUNDS; round += 1) {
      clock.advance(STEP);
      // A redemption refused for points (kept under its fresh Idempotency-Key).
      const redeemed = await call('POST', '/api/Redemption/Redeem', { as: 'zeroPoints', body: { privilege_id: 'PRV000101', quantity: 1 }, headers: { 'Idempotency-Key': `retention-${round}-key` }, unchecked: true });
      // A login (an OTP transaction) and, after the launch, its logout (a revoked token).
      const otp = await call('POST', '/api/Auth/RequestOTP', { as: 'anonymous', body: { id_type: 'national_id', id_number: DEMO.nationalId }, unchecked: true });
      const session = await call('POST', '/api/Auth/VerifyOTP', { as: 'anonymous', body: { transaction_id: otp.body.data.transaction_id, otp: '123456' }, unchecked: true });
      // A game launch in that session.
      const launched = await call('POST', '/api/Game/Launch', { token: session.body.data.token, body: { game_id: 'GAM000007' }, unchecked: true });
      const logout = await call('POST', '/api/customer/LogoutLine', { token: session.body.data.token, unchecked: true });
      expect([redeemed.status, otp.status, session.status, logout.status, launched.status]).toEqual([422, 200, 200, 200, 200]);
      writes += 5;
      const now = counts();
      for (const name of PRUNED) max[name] = Math.max(max[name], now[name]);
      if (round % 16 === 15) maxBytes = Math.max(maxBytes, stateBytes());
    }
    const end = counts();
    const endBytes = stateBytes();
    console.log(
      `retention: ${writes} writes over ${(ROUNDS * STEP) / 3_600_000} h of mock time; records kept at most ${JSON.stringify(max)}, at the end ${JSON.stringify(end)} (seed ${JSON.stringify(seeded)}); ` +
        `exported state: seed ${seedBytes} bytes, at most ${maxBytes}, at the end ${endBytes} (written: ${ROUNDS} of each)`,
    );
    expect(writes).toBe(1_440);
    // About one day of rounds (+1 minute of pruning lag, + the demo records) of the 288 written.
    const bound = perDay + 10;
    expect(max.idempotency).toBeLessThanOrEqual(seeded.idempotency + bound);
    expect(max.otpTransactions).toBeLessThanOrEqual(seeded.otpTransactions + bound);
    expect(max.revokedTokens).toBeLessThanOrEqual(seeded.revokedTokens + bound);
    expect(max.gameLaunches).toBeLessThanOrEqual(seeded.gameLaunches + bound);
    expect(end.idempotency).toBeGreaterThanOrEqual(seeded.idempotency + perDay - 10);
    expect(maxBytes).toBeLessThan(seedBytes + 1_500_000);
  }, 600_000);

  it('keeps what is still in force: a fresh idempotency record, a revoked unexpired token, demo records', async () => {
    const token = issueToken(DEMO.customerId);
    await call('POST', '/api/customer/LogoutLine', { token });
    const key = 'retention-fresh-key';
    await call('POST', '/api/Redemption/Redeem', { as: 'zeroPoints', body: { privilege_id: 'PRV000101', quantity: 1 }, headers: { 'Idempotency-Key': key } });
    clock.advance(23 * 60 * MINUTE);
    pruneExpired(clock.now());
    expect(db.idempotency.findFirst((q) => q.where({ key }))).toBeDefined();
    expect((await call('GET', '/api/Customer/GetPoint', { token })).status).toBe(401);
    clock.advance(2 * 60 * MINUTE);
    pruneExpired(clock.now());
    expect(db.idempotency.findFirst((q) => q.where({ key }))).toBeUndefined();
    expect(db.revokedTokens.findFirst((q) => q.where({ token }))).toBeUndefined();
    expect(db.idempotency.findFirst((q) => q.where({ key: 'demo-replay-key-0001' }))).toBeDefined();
    expect(db.otpTransactions.findFirst((q) => q.where({ transaction_id: 'OTP-d0000000000a' }))).toBeDefined();
  });
});
