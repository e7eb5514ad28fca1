/** The partner catalogue, the Max Me look-up's recipient checks and the balance on transfer answers. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PARTNER_CARDS } from '../../mocks/identities';
import { call, DEMO, freshMock, server } from './support/harness';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(freshMock);

const points = async () => (await call('GET', '/api/Customer/GetPoint')).body.data.point as number;

describe('partner catalogue', () => {
  it('lists Blue Plus, Max Me and PointX with rate, limits, step = rate.points, contact centre and who may receive', async () => {
    const partners = (await call('GET', '/api/Reward/Partners')).body.data as Array<Record<string, unknown>>;
    expect(partners.map((p) => p.partner)).toEqual(['blueplus', 'maxme', 'pointx']);
    for (const p of partners) expect(p.step).toBe((p.rate as { points: number }).points);
    expect(partners[0]).toMatchObject({ rate: { points: 5, partner_points: 1 }, min_points: 100, max_points: 10000, allows_other: true });
    expect(partners[2]).toMatchObject({ partner: 'pointx', max_points: 20000, allows_other: false, contact_centre: { phone: '1788' } });
  });

  it('is for members only', async () => {
    expect((await call('GET', '/api/Reward/Partners', { as: 'guest' })).status).toBe(403);
    expect((await call('GET', '/api/Reward/Partners', { as: 'anonymous' })).status).toBe(401);
  });
});

describe('Max Me look-up', () => {
  it('checks the mobile number and the recipient type when given', async () => {
    const ok = await call('GET', '/api/Reward/MaxmeMember', { query: { citizen_id: PARTNER_CARDS.other, mobile_no: PARTNER_CARDS.otherMobile, recipient_type: 'other' } });
    expect(ok.body.data).toMatchObject({ partner: 'maxme', name: 'Malee S***' });
    const wrongMobile = await call('GET', '/api/Reward/MaxmeMember', { query: { citizen_id: PARTNER_CARDS.other, mobile_no: '0899999999' } });
    expect(wrongMobile.body.code).toBe('INVALID_INFORMATION');
    const notSelf = await call('GET', '/api/Reward/MaxmeMember', { query: { citizen_id: PARTNER_CARDS.other, mobile_no: PARTNER_CARDS.otherMobile, recipient_type: 'self' } });
    expect(notSelf.body.code).toBe('INVALID_INFORMATION');
    const badPhone = await call('GET', '/api/Reward/MaxmeMember', { query: { citizen_id: PARTNER_CARDS.other, mobile_no: '12345' } });
    expect(badPhone.body.code).toBe('INVALID_TRANSFER_PHONE');
    // Older clients: the citizen ID alone still answers.
    expect((await call('GET', '/api/Reward/MaxmeMember', { query: { citizen_id: PARTNER_CARDS.other } })).status).toBe(200);
  });
});

describe('balance after a transfer', () => {
  it('every transfer and top-up answers the new balance, and a replay answers the same', async () => {
    const start = await points();
    const body = { partner_card: PARTNER_CARDS.self, mobile_no: DEMO.member.mobile, recipient_type: 'self', points: 1000 };
    const blue = await call('POST', '/api/Reward/BlueplusTransferPoint', { body, headers: { 'Idempotency-Key': 'partners-balance-01' } });
    expect(blue.body.data.balance_after).toBe(start - 1000);
    const replay = await call('POST', '/api/Reward/BlueplusTransferPoint', { body, headers: { 'Idempotency-Key': 'partners-balance-01' } });
    expect(replay.body.data.balance_after).toBe(start - 1000);
    const max = await call('POST', '/api/Reward/MaxmeTransferPoint', { body, headers: { 'Idempotency-Key': 'partners-balance-02' } });
    expect(max.body.data).toMatchObject({ status: 'pending', balance_after: start - 2000 });
    const px = await call('POST', '/api/Reward/PointXTopUp', {
      body: { citizen_id: PARTNER_CARDS.self, mobile_no: DEMO.member.mobile, points: 1000 },
      headers: { 'Idempotency-Key': 'partners-balance-03' },
    });
    expect(px.body.data.balance_after).toBe(start - 3000);
    expect(await points()).toBe(start - 3000);
  });
});
