/**
 * Friend referral on registration (POST /api/Auth/Register `referral_code`): another member's code
 * counts once per new member (referred_count + 1, reward_points credited to the referrer); an
 * unknown code or the member's own code is accepted and ignored; a malformed one is 400.
 */
import { call, freshMock, server } from './support/harness';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(freshMock);

const REGISTRATION = { first_name: 'มานะ', last_name: 'ใหม่มา', accept_consent_version: '3.1', accept_pdpa_version: '2.0' };
const register = (extra: Record<string, unknown> = {}, as: 'unregistered' | 'member' = 'unregistered') =>
  call('POST', '/api/Auth/Register', { as, body: { ...REGISTRATION, ...extra } });
const referral = async () => (await call('GET', '/api/Customer/GetReferralCode')).body.data as { referral_code: string; referral_url: string; referred_count: number; reward_points: number };
const points = async () => (await call('GET', '/api/Customer/GetPoint')).body.data.point as number;

describe('referral code on registration', () => {
  it('the demo member’s link carries the code to the login route', async () => {
    const mine = await referral();
    expect(mine.referral_code).toBe('SOMCHAI88');
    expect(new URL(mine.referral_url).pathname).toBe('/2000000000-AbCdEfGh/auth/login');
    expect(new URL(mine.referral_url).searchParams.get('ref')).toBe('SOMCHAI88');
  });

  it('another member’s code counts once: referred_count + 1 and reward_points credited to the referrer', async () => {
    const before = await referral();
    const balance = await points();
    const done = await register({ referral_code: 'SOMCHAI88' });
    expect(done.status).toBe(200);
    expect(done.body.data.isregistered).toBe(true);
    const after = await referral();
    expect(after.referred_count).toBe(before.referred_count + 1);
    expect(await points()).toBe(balance + before.reward_points);

    // The referrer's statement shows the credit, so balance and statement agree.
    const statement = (await call('GET', '/api/History/Points', { query: { page: 1, page_size: 50 } })).body.data.items as { kind: string; points: number; occurred_at: string }[];
    const credits = statement.filter((e) => e.kind === 'earned_referral' && e.points === before.reward_points);
    expect(credits.length).toBeGreaterThanOrEqual(1);
    expect(statement[0]).toMatchObject({ kind: 'earned_referral', points: before.reward_points });

    // The same new member registering again does not count twice.
    const again = await register({ referral_code: 'SOMCHAI88' });
    expect(again.status).toBe(200);
    expect((await referral()).referred_count).toBe(before.referred_count + 1);
    expect(await points()).toBe(balance + before.reward_points);
  });

  it('an unknown code is accepted and ignored', async () => {
    const before = await referral();
    const balance = await points();
    const done = await register({ referral_code: 'NOSUCH123' });
    expect(done.status).toBe(200);
    expect(done.body.data.isregistered).toBe(true);
    expect((await referral()).referred_count).toBe(before.referred_count);
    expect(await points()).toBe(balance);
  });

  it('the member’s own code is ignored', async () => {
    const before = await referral();
    const balance = await points();
    const done = await register({ referral_code: 'SOMCHAI88' }, 'member');
    expect(done.status).toBe(200);
    expect((await referral()).referred_count).toBe(before.referred_count);
    expect(await points()).toBe(balance);
  });

  it('registration without a code still works and counts nothing', async () => {
    const before = await referral();
    expect((await register()).status).toBe(200);
    expect((await referral()).referred_count).toBe(before.referred_count);
  });

  it('an empty code counts as no code (the contract: an empty value is not sent)', async () => {
    const before = await referral();
    expect((await register({ referral_code: ' ' })).status).toBe(200);
    expect((await referral()).referred_count).toBe(before.referred_count);
  });

  it.each(['somchai88', 'AB12', 'SOMCHAI88-X', 'ABCDEFGHIJKLM'])('a code outside the pattern (%j) → 400 INVALID_FORMAT, not registered', async (code) => {
    const res = await register({ referral_code: code });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'INVALID_FORMAT', details: { referral_code: 'INVALID_FORMAT' } });
    const info = await call('GET', '/api/Customer/CustomerInfo', { as: 'unregistered' });
    expect(info.body.data.customer_info.isregistered).toBe(false);
  });

});
