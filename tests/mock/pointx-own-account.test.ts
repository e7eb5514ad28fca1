/**
 * PointX does not allow others (`allows_other: false`): the quote and the top-up take the member's
 * own account only. Another person's citizen ID → 400 INVALID_INFORMATION, no points move, and the
 * refusal is not kept against the Idempotency-Key.
 */
import { PARTNER_CARDS } from '../../mocks/identities';
import { call, DEMO, freshMock, server } from './support/harness';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(freshMock);

const points = async () => (await call('GET', '/api/Customer/GetPoint')).body.data.point as number;
const other = { citizen_id: PARTNER_CARDS.other, mobile_no: PARTNER_CARDS.otherMobile, points: 1000 };
const own = { citizen_id: PARTNER_CARDS.self, mobile_no: DEMO.member.mobile, points: 1000 };

describe('PointX own account only', () => {
  it('refuses a quote for another person’s PointX account', async () => {
    const res = await call('POST', '/api/Reward/PointXInquiry', { body: other });
    expect([res.status, res.body.code]).toEqual([400, 'INVALID_INFORMATION']);
  });

  it('refuses a top-up of another person’s account; no points move; the key still works for the own account', async () => {
    const before = await points();
    const res = await call('POST', '/api/Reward/PointXTopUp', { body: other, headers: { 'Idempotency-Key': 'pointx-other-0001' } });
    expect([res.status, res.body.code]).toEqual([400, 'INVALID_INFORMATION']);
    expect(await points()).toBe(before);
    const history = (await call('GET', '/api/History/Transfers', { query: { page: 1, page_size: 50 } })).body.data.items as Array<{ recipient_member_no?: string }>;
    expect(history.filter((t) => t.recipient_member_no === 'PX0002345678')).toEqual([]);
    const mine = await call('POST', '/api/Reward/PointXTopUp', { body: own, headers: { 'Idempotency-Key': 'pointx-other-0001' } });
    expect(mine.body.data).toMatchObject({ partner: 'pointx', status: 'success', recipient_member_no: 'PX0001234567' });
  });

  it('a passport member is refused as before (Thai ID first)', async () => {
    const res = await call('POST', '/api/Reward/PointXTopUp', { as: 'passport', body: own, headers: { 'Idempotency-Key': 'pointx-passport-0001' } });
    expect(res.body.code).toBe('THAI_ID_REQUIRED');
  });
});
