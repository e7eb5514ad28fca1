/** The business rules of the mock backend, through the handlers, with every answer checked against the contract. */
import { DAY, HOUR, MINUTE } from '../../mocks/db/clock';
import { DEMO_IDEMPOTENCY_KEY } from '../../mocks/db/seed';
import { issueToken, PARTNER_CARDS, readToken, signedHeaders } from '../../mocks/identities';
import { MOCK_SIGNING_KEY } from '../../mocks/signing';
import { decodeToken } from '../../src/shared/lib/token';
import { BASE, call, clock, DEMO, freshMock, server } from './support/harness';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(freshMock);

const points = async (as: 'member' | 'zeroPoints' = 'member') => (await call('GET', '/api/Customer/GetPoint', { as })).body.data.point as number;
const detail = async (privilege_id: string) => (await call('GET', '/api/Privilege/Detail', { query: { privilege_id } })).body.data;
const redeem = (body: unknown, key: string, as: 'member' | 'zeroPoints' | 'passport' = 'member') =>
  call('POST', '/api/Redemption/Redeem', { as, body, headers: { 'Idempotency-Key': key } });

describe('redeem', () => {
  it('debits the points and takes the stock once per Idempotency-Key; a retry replays the same answer', async () => {
    const before = await points();
    const stockBefore = (await detail('PRV000102')).remaining_stock;
    const first = await redeem({ privilege_id: 'PRV000102', quantity: 1 }, 'rules-key-0001');
    const retry = await redeem({ privilege_id: 'PRV000102', quantity: 1 }, 'rules-key-0001');
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(await points()).toBe(before - 300);
    expect(first.body.data.balance_after).toBe(before - 300);
    expect((await detail('PRV000102')).remaining_stock).toBe(stockBefore - 1);
    const history = await call('GET', '/api/History/Redemptions');
    expect(history.body.data.items.filter((i: { redemption_id: string }) => i.redemption_id === first.body.data.redemption_id)).toHaveLength(1);
  });

  it('same key with a different body → 409 IDEMPOTENCY_KEY_REUSED, nothing moves', async () => {
    await redeem({ privilege_id: 'PRV000102', quantity: 1 }, 'rules-key-0002');
    const before = await points();
    const reused = await redeem({ privilege_id: 'PRV000201', quantity: 1 }, 'rules-key-0002');
    expect(reused.status).toBe(409);
    expect(reused.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await points()).toBe(before);
  });

  it('replays the seeded demo key and keeps keys for 24 hours only', async () => {
    const replay = await redeem({ privilege_id: 'PRV000101', quantity: 1 }, DEMO_IDEMPOTENCY_KEY);
    expect(replay.status).toBe(200);
    expect(replay.body.data.redemption_id).toBe('RDM2611150001');
    await redeem({ privilege_id: 'PRV000102', quantity: 1 }, 'rules-key-0003');
    clock.advance(24 * HOUR + MINUTE);
    const later = await redeem({ privilege_id: 'PRV000201', quantity: 1 }, 'rules-key-0003');
    expect(later.status).toBe(200);
  });

  it('requires the Idempotency-Key header', async () => {
    const res = await call('POST', '/api/Redemption/Redeem', { body: { privilege_id: 'PRV000102' } });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual({ 'Idempotency-Key': 'VALIDATION_REQUIRED' });
  });

  it('takes the stock per item and keeps the per-member limit', async () => {
    const stock = (await detail('PRV000203')).remaining_stock;
    const res = await redeem({ privilege_id: 'PRV000203', quantity: 2, customeraddress_id: 1025 }, 'rules-key-0004');
    expect(res.status).toBe(200);
    expect(res.body.data.points_used).toBe(3000);
    expect((await detail('PRV000203')).remaining_stock).toBe(stock - 2);
    // PRV000101: limit 2, one already redeemed in the seed.
    expect((await redeem({ privilege_id: 'PRV000101' }, 'rules-key-0005')).status).toBe(200);
    const third = await redeem({ privilege_id: 'PRV000101' }, 'rules-key-0006');
    expect(third.body.code).toBe('REDEMPTION_LIMIT_REACHED');
    expect((await detail('PRV000101')).cannot_redeem_reason).toBe('REDEMPTION_LIMIT_REACHED');
  });

  it('takes the last item of a low-stock privilege, then answers OUT_OF_STOCK', async () => {
    const p = await detail('PRV000708');
    for (let i = 0; i < p.remaining_stock; i += 1) {
      expect((await redeem({ privilege_id: 'PRV000708', customeraddress_id: 1024 }, `rules-stock-${i}-0000`)).status).toBe(200);
    }
    const res = await redeem({ privilege_id: 'PRV000708', customeraddress_id: 1024 }, 'rules-stock-last-0000');
    expect(res.body.code).toBe('OUT_OF_STOCK');
  });

  it('redeems 0-point privileges without moving points (0-point member included)', async () => {
    const res = await redeem({ privilege_id: 'PRV000103' }, 'rules-key-0007', 'zeroPoints');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ points_used: 0, balance_after: 0, type: 'ecode' });
    expect(await points('zeroPoints')).toBe(0);
  });

  it('buys lucky-draw entries and applies subscription packs to a linked number only', async () => {
    const draw = await redeem({ privilege_id: 'PRV000412', quantity: 3 }, 'rules-key-0008');
    expect(draw.body.data).toMatchObject({ is_lucky_draw: true, entries: 3, points_used: 300 });
    expect(draw.body.data.ecode).toBeUndefined();
    const missing = await redeem({ privilege_id: 'PRV000310' }, 'rules-key-0009');
    expect(missing.body).toMatchObject({ code: 'VALIDATION_REQUIRED', details: { subscriber_number: 'VALIDATION_REQUIRED' } });
    const unlinked = await redeem({ privilege_id: 'PRV000310', subscriber_number: '1000345678' }, 'rules-key-0010');
    expect(unlinked.body.code).toBe('NOT_FOUND');
    const pack = await redeem({ privilege_id: 'PRV000310', subscriber_number: '1000234567' }, 'rules-key-0011');
    expect(pack.body.data).toMatchObject({ type: 'subscription', subscriber_number: '1000234567' });
    const twoCodes = await redeem({ privilege_id: 'PRV000102', quantity: 2 }, 'rules-key-0012');
    expect(twoCodes.body).toMatchObject({ code: 'INVALID_FORMAT', details: { quantity: 'INVALID_FORMAT' } });
  });

  it('refuses every redemption of a passport member, 0-point ones included', async () => {
    expect((await redeem({ privilege_id: 'PRV000103' }, 'rules-key-0013', 'passport')).body.code).toBe('THAI_ID_REQUIRED');
    const d = await call('GET', '/api/Privilege/Detail', { as: 'passport', query: { privilege_id: 'PRV000103' } });
    expect(d.body.data).toMatchObject({ can_redeem: false, cannot_redeem_reason: 'THAI_ID_REQUIRED' });
  });
});

describe('e-codes and deliveries follow the mock clock', () => {
  it('an e-code is active for 60 minutes, then expired (also in the history)', async () => {
    const res = await redeem({ privilege_id: 'PRV000201' }, 'rules-key-0100');
    const id = res.body.data.redemption_id as string;
    const { ecode } = res.body.data;
    expect(Date.parse(ecode.expires_at) - Date.parse(ecode.redeemed_at)).toBe(60 * MINUTE);
    expect((await call('GET', '/api/Redemption/Ecode', { query: { redemption_id: id } })).body.data.status).toBe('active');
    clock.advance(59 * MINUTE);
    expect((await call('GET', '/api/Redemption/Ecode', { query: { redemption_id: id } })).body.data.status).toBe('active');
    clock.advance(1 * MINUTE + 1000);
    expect((await call('GET', '/api/Redemption/Ecode', { query: { redemption_id: id } })).body.data.status).toBe('expired');
    const item = (await call('GET', '/api/History/Redemptions')).body.data.items.find((i: { redemption_id: string }) => i.redemption_id === id);
    expect(item).toMatchObject({ status: 'expired', code: ecode.code });
  });

  it('a redemption without an e-code has none to show', async () => {
    const res = await call('GET', '/api/Redemption/Ecode', { query: { redemption_id: 'RDM2611120001' } });
    expect(res.body.code).toBe('NOT_FOUND');
  });

  it('a delivery goes packed → shipped (1 day) → received (3 days) with its timeline', async () => {
    const res = await redeem({ privilege_id: 'PRV000205', customeraddress_id: 1025 }, 'rules-key-0101');
    const { delivery_id, status } = res.body.data.delivery;
    expect(status).toBe('packed');
    const track = async () => (await call('GET', '/api/History/Tracking', { query: { delivery_id } })).body.data;
    let t = await track();
    expect(t).toMatchObject({ status: 'packed', timeline: [{ status: 'packed' }] });
    expect(t.tracking_number).toBeUndefined();
    expect(t.address.customeraddress_id).toBe(1025);
    clock.advance(DAY);
    t = await track();
    expect(t.status).toBe('shipped');
    expect(t.timeline.map((e: { status: string }) => e.status)).toEqual(['packed', 'shipped']);
    expect(t.tracking_number).toMatch(/^TH\d{10}X$/);
    clock.advance(2 * DAY);
    t = await track();
    expect(t.timeline.map((e: { status: string }) => e.status)).toEqual(['packed', 'shipped', 'received']);
  });
});

describe('addresses', () => {
  const input = (extra: Record<string, unknown> = {}) => ({
    recipient_name: 'สมชาย ใจดี',
    phone: '0812345678',
    address_line: '7 ซอยอารีย์',
    sub_district: 'สามเสนใน',
    district: 'พญาไท',
    province: 'กรุงเทพมหานคร',
    postal_code: '10400',
    category: 'other',
    category_other: 'คอนโด',
    is_invoice_address: false,
    ...extra,
  });
  const list = async (as: 'member' | 'zeroPoints' = 'member') => (await call('GET', '/api/Customer/AddressList', { as })).body.data as Array<{ customeraddress_id: number; isdefault: boolean }>;

  it('keeps exactly one default through create, edit, make-default and delete', async () => {
    const created = await call('POST', '/api/Customer/CreateAddress', { body: input({ set_default: true }) });
    const newId = created.body.data.customeraddress_id as number;
    expect(created.body.data).toMatchObject({ isdefault: true, category_other: 'คอนโด' });
    let all = await list();
    expect(all.filter((a) => a.isdefault).map((a) => a.customeraddress_id)).toEqual([newId]);
    expect(all[0]!.customeraddress_id).toBe(newId);

    const again = await call('PUT', '/api/Customer/EditDefaultAddress', { body: { customeraddress_id: newId } });
    expect(again.body.code).toBe('DEFAULT_ADDRESS_ALREADY_SET');
    expect((await call('PUT', '/api/Customer/EditDefaultAddress', { body: { customeraddress_id: 1025 } })).body.data.isdefault).toBe(true);
    all = await list();
    expect(all.filter((a) => a.isdefault).map((a) => a.customeraddress_id)).toEqual([1025]);

    const edited = await call('PUT', '/api/Customer/EditAddress', { body: { ...input({ category: 'work' }), customeraddress_id: newId } });
    expect(edited.body.data.category_other).toBeUndefined();
    expect(edited.body.data.isdefault).toBe(false);

    // Deleting the default makes the newest remaining address the default.
    const deleted = await call('PUT', '/api/Customer/DeleteAddress', { body: { customeraddress_id: 1025 } });
    expect(deleted.body.data).toEqual({ customeraddress_id: 1025, new_default_customeraddress_id: newId });
    all = await list();
    expect(all.filter((a) => a.isdefault).map((a) => a.customeraddress_id)).toEqual([newId]);
  });

  it('the first address of a member becomes the default; deleting the last leaves none', async () => {
    const removed = await call('PUT', '/api/Customer/DeleteAddress', { as: 'zeroPoints', body: { customeraddress_id: 1031 } });
    expect(removed.body.data).toEqual({ customeraddress_id: 1031 });
    expect(await list('zeroPoints')).toEqual([]);
    const first = await call('POST', '/api/Customer/CreateAddress', { as: 'zeroPoints', body: input({ set_default: false }) });
    expect(first.body.data.isdefault).toBe(true);
  });

  it('validates fields with details', async () => {
    const res = await call('POST', '/api/Customer/CreateAddress', { body: input({ phone: '0812', postal_code: 'abcde', recipient_name: '' }) });
    expect(res.body).toMatchObject({
      code: 'VALIDATION_REQUIRED',
      details: { recipient_name: 'VALIDATION_REQUIRED', phone: 'INVALID_MOBILE', postal_code: 'INVALID_FORMAT' },
    });
    const other = await call('POST', '/api/Customer/CreateAddress', { body: input({ category_other: undefined }) });
    expect(other.body.details).toEqual({ category_other: 'VALIDATION_REQUIRED' });
    expect((await call('PUT', '/api/Customer/DeleteAddress', { body: { customeraddress_id: 1030 } })).body.code).toBe('NOT_FOUND');
  });
});

describe('signature and session', () => {
  const token = () => issueToken(DEMO.member.customerId);
  const getPoint = (headers: Record<string, string>) => fetch(`${BASE}/api/Customer/GetPoint`, { headers });

  it('accepts a timestamp 299 s old, refuses 301 s old or 301 s ahead with SIGNATURE_EXPIRED', async () => {
    // Time stands still here: on a slow machine a second passing between signing and checking
    // would move the edge cases across the 300 s boundary.
    const frozen = vi.spyOn(Date, 'now').mockReturnValue(Date.now());
    onTestFinished(() => frozen.mockRestore());
    const t = token();
    expect((await getPoint(await signedHeaders(t, MOCK_SIGNING_KEY, clock.now() - 299_000))).status).toBe(200);
    for (const skew of [-301_000, 301_000]) {
      const res = await getPoint(await signedHeaders(t, MOCK_SIGNING_KEY, clock.now() + skew));
      expect(res.status).toBe(401);
      expect((await res.json()).code).toBe('SIGNATURE_EXPIRED');
    }
  });

  it('refuses a missing signature or one made with another key (INVALID_SIGNATURE); reward calls need only the bearer', async () => {
    const t = token();
    const missing = await getPoint({ Authorization: `Bearer ${t}` });
    expect((await missing.json()).code).toBe('INVALID_SIGNATURE');
    const otherKey = await getPoint(await signedHeaders(t, 'another-key'));
    expect((await otherKey.json()).code).toBe('INVALID_SIGNATURE');
    const reward = await call('GET', '/api/Reward/MaxmeMember', { query: { citizen_id: PARTNER_CARDS.self } });
    expect(reward.status).toBe(200);
  });

  it('refuses a malformed, expired or revoked token with UNAUTHORIZED', async () => {
    const expired = issueToken(DEMO.member.customerId, { now: clock.now() - 25 * HOUR });
    expect((await call('GET', '/api/Customer/GetPoint', { token: expired })).body.code).toBe('UNAUTHORIZED');
    expect((await call('GET', '/api/Customer/GetPoint', { token: 'a.b.c' })).body.code).toBe('UNAUTHORIZED');
    const t = token();
    expect((await call('POST', '/api/customer/LogoutLine', { token: t })).body.data).toEqual({ success: true });
    expect((await call('GET', '/api/Customer/GetPoint', { token: t })).body.code).toBe('UNAUTHORIZED');
  });

  it('lets deleted and unregistered customers read CustomerInfo with their flags', async () => {
    const deleted = await call('GET', '/api/Customer/CustomerInfo', { as: 'deleted' });
    expect(deleted.body.data.customer_info).toMatchObject({ isdeleted: true, customer_id: DEMO.deleted.customerId });
    const unregistered = await call('GET', '/api/Customer/CustomerInfo', { as: 'unregistered' });
    expect(unregistered.body.data.customer_info.isregistered).toBe(false);
  });

  it('lets guests browse privileges and activities only', async () => {
    const d = await call('GET', '/api/Privilege/Detail', { as: 'guest', query: { privilege_id: 'PRV000101' } });
    expect(d.body.data).toMatchObject({ can_redeem: false, cannot_redeem_reason: 'CUSTOMER_NOT_REGISTERED', redeemed_by_me: 0 });
    expect((await call('GET', '/api/Activity/Games', { as: 'guest' })).status).toBe(200);
    expect((await call('GET', '/api/Customer/AddressList', { as: 'guest' })).body.code).toBe('CUSTOMER_NOT_REGISTERED');
    const session = await call('POST', '/api/Auth/GuestSession', { as: 'anonymous' });
    expect(session.body.data).toMatchObject({ guest: true, is_registered: false });
    expect(readToken(session.body.data.token)?.payload.guest).toBe(true);
  });
});

describe('login and add-service one-time codes', () => {
  const requestOtp = () => call('POST', '/api/Auth/RequestOTP', { as: 'anonymous', body: { id_type: 'national_id', id_number: DEMO.member.idNumber } });
  const verify = (transaction_id: string, otp: string) => call('POST', '/api/Auth/VerifyOTP', { as: 'anonymous', body: { transaction_id, otp } });

  it('opens a session with 123456 whose token is exactly the contract shape', async () => {
    const challenge = (await requestOtp()).body.data;
    expect(challenge).toMatchObject({ masked_mobile: '08x-xxx-5678', expires_in: 300, resend_after: 60 });
    expect(challenge.ref_code).toMatch(/^[A-Z]{4}$/);
    expect((await verify(challenge.transaction_id, '000000')).body.code).toBe('OTP_INVALID');
    const session = (await verify(challenge.transaction_id, '123456')).body.data;
    expect(session).toMatchObject({ is_registered: true, guest: false });
    const [header, , signature] = session.token.split('.');
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const decoded = decodeToken(session.token);
    expect(decoded).toMatchObject({ ok: true, payload: { sub: 'CUS0000123', channel_name: 'LINE', channel_type: 'liff', guest: false } });
    const claims = readToken(session.token)!;
    expect(claims.exp - claims.iat).toBe(86400);
    expect(Date.parse(session.expires_at)).toBe(claims.exp * 1000);
    expect((await call('GET', '/api/Customer/GetPoint', { token: session.token })).status).toBe(200);
    // Used up.
    expect((await verify(challenge.transaction_id, '123456')).body.code).toBe('OTP_EXPIRED');
  });

  it('expires after 300 s of mock time and closes after 5 wrong codes', async () => {
    const a = (await requestOtp()).body.data;
    clock.advance(301_000);
    expect((await verify(a.transaction_id, '123456')).body.code).toBe('OTP_EXPIRED');
    const b = (await requestOtp()).body.data;
    for (let i = 0; i < 5; i += 1) expect((await verify(b.transaction_id, '111111')).body.code).toBe('OTP_INVALID');
    expect((await verify(b.transaction_id, '123456')).body.code).toBe('OTP_EXPIRED');
  });

  it('knows passports case-insensitively and refuses unknown IDs', async () => {
    const passport = await call('POST', '/api/Auth/RequestOTP', { as: 'anonymous', body: { id_type: 'passport', id_number: 'aa1234567' } });
    expect(passport.body.data.masked_mobile).toBe('08x-xxx-6789');
    const wrongType = await call('POST', '/api/Auth/RequestOTP', { as: 'anonymous', body: { id_type: 'passport', id_number: DEMO.member.idNumber } });
    expect(wrongType.body.code).toBe('LOGIN_INVALID');
  });

  it('an unregistered member logs in with is_registered false, registers, then uses the app', async () => {
    const challenge = (await call('POST', '/api/Auth/RequestOTP', { as: 'anonymous', body: { id_type: 'national_id', id_number: DEMO.unregistered.idNumber } })).body.data;
    const session = (await verify(challenge.transaction_id, '123456')).body.data;
    expect(session.is_registered).toBe(false);
    expect((await call('GET', '/api/Customer/GetPoint', { token: session.token })).body.code).toBe('CUSTOMER_NOT_REGISTERED');
    const stale = await call('POST', '/api/Auth/Register', { token: session.token, body: { first_name: 'มานะ', last_name: 'ใหม่มา', accept_consent_version: '3.0', accept_pdpa_version: '2.0' } });
    expect(stale.body).toMatchObject({ code: 'INVALID_FORMAT', details: { accept_consent_version: 'INVALID_FORMAT' } });
    const done = await call('POST', '/api/Auth/Register', { token: session.token, body: { first_name: 'มานะ', last_name: 'ใหม่มา', email: 'mana@example.com', accept_consent_version: '3.1', accept_pdpa_version: '2.0' } });
    expect(done.body.data).toMatchObject({ isregistered: true, accepted_consent_version: '3.1' });
    expect((await call('GET', '/api/Customer/GetPoint', { token: session.token })).status).toBe(200);
  });

  it('links a number with the add-service code; a wrong code is OTP_INCORRECT', async () => {
    const service = { billing_id: '8800123457', ref_subscr_no: '530012346', subscriber_number: '1000345679', subscriber_property: 'postpaid', mobile_no: '0865432109' };
    const challenge = (await call('POST', '/api/SMSOTP/RequestOTP_Addservice', { body: service })).body.data;
    expect(challenge.masked_mobile).toBe('08x-xxx-2109');
    const wrong = await call('POST', '/api/SMSOTP/VerifyOTP_Addservice', { body: { ...service, transaction_id: challenge.transaction_id, otp: '999999' } });
    expect(wrong.body).toMatchObject({ code: 'OTP_INCORRECT', details: { otp: 'OTP_INCORRECT' } });
    const linked = await call('POST', '/api/SMSOTP/VerifyOTP_Addservice', { body: { ...service, transaction_id: challenge.transaction_id, otp: '123456' } });
    expect(linked.body.data).toMatchObject({ subscriber_number: '1000345679', mobile_no: '0865432109' });
    const services = (await call('GET', '/api/Customer/ServiceList')).body.data.map((s: { subscriber_number: string }) => s.subscriber_number);
    expect(services).toEqual(['1000234567', '1000345679']);
    const candidates = (await call('GET', '/api/Customer/ServiceCandidates')).body.data.map((s: { subscriber_number: string }) => s.subscriber_number);
    expect(candidates).toEqual(['1000345678']);
  });
});

describe('partner transfers', () => {
  const body = (partner_card: string, mobile_no: string, pts: number, recipient_type = 'other') => ({ partner_card, mobile_no, recipient_type, points: pts });

  it('converts at Blue Plus 5:1, Max Me 4:1 and PointX 2:1 and debits the member', async () => {
    const start = await points();
    const blue = await call('POST', '/api/Reward/BlueplusTransferPoint', { body: body(PARTNER_CARDS.self, DEMO.member.mobile, 1000, 'self'), headers: { 'Idempotency-Key': 'rules-transfer-01' } });
    expect(blue.body.data).toMatchObject({ partner: 'blueplus', status: 'success', points: 1000, partner_points: 200, recipient_member_no: 'BP0012345678' });
    const quote = await call('POST', '/api/Reward/PointXInquiry', { body: { citizen_id: PARTNER_CARDS.self, mobile_no: DEMO.member.mobile, points: 1000 } });
    expect(quote.body.data).toMatchObject({ partner_points: 500, rate: { points: 2, partner_points: 1 } });
    const px = await call('POST', '/api/Reward/PointXTopUp', { body: { citizen_id: PARTNER_CARDS.self, mobile_no: DEMO.member.mobile, points: 1000 }, headers: { 'Idempotency-Key': 'rules-transfer-02' } });
    expect(px.body.data).toMatchObject({ partner: 'pointx', status: 'success', partner_points: 500 });
    const member = await call('GET', '/api/Reward/MaxmeMember', { query: { citizen_id: PARTNER_CARDS.other } });
    expect(member.body.data).toMatchObject({ partner: 'maxme', rate: { points: 4, partner_points: 1 }, min_points: 100, max_points: 10000 });
    const mx = await call('POST', '/api/Reward/MaxmeTransferPoint', { body: body(PARTNER_CARDS.other, PARTNER_CARDS.otherMobile, 1000), headers: { 'Idempotency-Key': 'rules-transfer-03' } });
    expect(mx.body.data).toMatchObject({ partner: 'maxme', status: 'pending', partner_points: 250 });
    expect(await points()).toBe(start - 3000);
    const detailRes = await call('GET', '/api/History/TransferDetail', { query: { transfer_id: blue.body.data.transfer_id } });
    expect(detailRes.body.data.transfer_id).toBe(blue.body.data.transfer_id);
  });

  it('Max Me settles pending → success after mock time passes; the settle-failed card returns the points', async () => {
    const start = await points();
    const ok = await call('POST', '/api/Reward/MaxmeTransferPoint', { body: body(PARTNER_CARDS.other, PARTNER_CARDS.otherMobile, 400), headers: { 'Idempotency-Key': 'rules-transfer-04' } });
    const bad = await call('POST', '/api/Reward/MaxmeTransferPoint', { body: body(PARTNER_CARDS.maxmeSettlesFailed, PARTNER_CARDS.triggerMobile, 800), headers: { 'Idempotency-Key': 'rules-transfer-05' } });
    const status = async (ref: string) => (await call('GET', '/api/Reward/MaxmeCheckStatus', { query: { maxme_trans_ref: ref } })).body.data.status;
    expect(await status(ok.body.data.maxme_trans_ref)).toBe('pending');
    expect(await points()).toBe(start - 1200);
    clock.advance(6_000);
    expect(await status(ok.body.data.maxme_trans_ref)).toBe('success');
    expect(await status(bad.body.data.maxme_trans_ref)).toBe('failed');
    expect(await points()).toBe(start - 400);
  });

  it('refuses transfers the partner declines without moving points; a retry with the same key replays', async () => {
    const start = await points();
    const declined = await call('POST', '/api/Reward/BlueplusTransferPoint', { body: body(PARTNER_CARDS.transferUnsuccessful, PARTNER_CARDS.triggerMobile, 1000), headers: { 'Idempotency-Key': 'rules-transfer-06' } });
    expect(declined.body.code).toBe('TRANSFER_UNSUCCESSFUL');
    const retry = await call('POST', '/api/Reward/BlueplusTransferPoint', { body: body(PARTNER_CARDS.transferUnsuccessful, PARTNER_CARDS.triggerMobile, 1000), headers: { 'Idempotency-Key': 'rules-transfer-06' } });
    expect(retry.body).toEqual(declined.body);
    expect(await points()).toBe(start);
    const tooMuch = await call('POST', '/api/Reward/BlueplusTransferPoint', { body: body(PARTNER_CARDS.other, PARTNER_CARDS.otherMobile, 10005), headers: { 'Idempotency-Key': 'rules-transfer-07' } });
    expect(tooMuch.body.code).toBe('INVALID_TRANSFER_RATE');
    const notMine = await call('POST', '/api/Reward/BlueplusTransferPoint', { body: body(PARTNER_CARDS.other, PARTNER_CARDS.otherMobile, 1000, 'self'), headers: { 'Idempotency-Key': 'rules-transfer-08' } });
    expect(notMine.body.code).toBe('INVALID_INFORMATION');
    const poor = await call('POST', '/api/Reward/BlueplusTransferPoint', { as: 'zeroPoints', body: body(PARTNER_CARDS.other, PARTNER_CARDS.otherMobile, 1000), headers: { 'Idempotency-Key': 'rules-transfer-09' } });
    expect(poor.body.code).toBe('POINTS_NOT_ENOUGH');
  });
});

describe('privilege catalogue', () => {
  const list = (query: Record<string, string | number>) => call('GET', '/api/Privilege/List', { query });

  it('pages, filters by category and type, and searches Thai and English names case-insensitively', async () => {
    const all = (await list({ page_size: 50 })).body.data;
    expect(all.total).toBeGreaterThanOrEqual(40);
    expect(all.items.some((p: { privilege_id: string }) => p.privilege_id === 'PRV999999')).toBe(false);
    const page2 = (await list({ page: 2, page_size: 10 })).body.data;
    expect(page2).toMatchObject({ page: 2, page_size: 10, total: all.total });
    expect(page2.items[0].privilege_id).toBe(all.items[10].privilege_id);
    const food = (await list({ category_id: 'food_drink' })).body.data.items;
    expect(food.every((p: { category_id: string }) => p.category_id === 'food_drink')).toBe(true);
    const subs = (await list({ type: 'subscription' })).body.data.items;
    expect(subs.length).toBeGreaterThan(0);
    expect(subs.every((p: { type: string }) => p.type === 'subscription')).toBe(true);
    expect((await list({ keyword: 'กาแฟ' })).body.data.items.map((p: { privilege_id: string }) => p.privilege_id)).toContain('PRV000101');
    expect((await list({ keyword: 'COFFEE' })).body.data.items.map((p: { privilege_id: string }) => p.privilege_id)).toContain('PRV000107');
    expect((await list({ keyword: 'kafae dee' })).body.data.total).toBe(2);
    expect((await list({ category_id: 'no_such_category' })).body.data).toMatchObject({ items: [], total: 0 });
    expect((await list({ page_size: 51 })).body).toMatchObject({ code: 'INVALID_FORMAT', details: { page_size: 'INVALID_FORMAT' } });
  });
});

describe('profile and preferences', () => {
  it('edits the profile, normalises deny_all and keeps the consent', async () => {
    const edited = await call('PUT', '/api/Customer/EditProfile', { body: { first_name: 'สมชาย', last_name: 'ใจงาม', birth_date: '1988-04-13' } });
    expect(edited.body.data).toMatchObject({ last_name: 'ใจงาม', birth_date: '1988-04-13', email: 'somchai.j@example.com' });
    const deny = await call('PUT', '/api/Customer/Subscribe', { body: { sms: true, email: true, line_official: true, line_service: true, deny_all: true } });
    expect(deny.body.data).toEqual({ sms: false, email: false, line_official: false, line_service: false, deny_all: true });
    const none = await call('PUT', '/api/Customer/Subscribe', { body: { sms: false, email: false, line_official: false, line_service: false, deny_all: false } });
    expect(none.body.data.deny_all).toBe(true);
    const consent = await call('POST', '/api/Consent/Accept', { body: { current_consent_version: '3.1', current_pdpa_version: '2.0', marketing: false } });
    expect(consent.body.data).toMatchObject({ accepted_consent_version: '3.1', marketing: false });
    const form = new FormData();
    form.set('image_profile', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }), 'me.png');
    const upload = await call('POST', '/api/Customer/UploadImageProfile', { body: form });
    expect(upload.body.data.image_url).toMatch(/^data:image\/png;base64,/);
    const gif = new FormData();
    gif.set('image_profile', new Blob([new Uint8Array([1])], { type: 'image/gif' }), 'me.gif');
    expect((await call('POST', '/api/Customer/UploadImageProfile', { body: gif })).body.code).toBe('INVALID_FORMAT');
  });
});
