/**
 * Resending one-time codes: at least 60 s of mock time between sends (the challenge's
 * resend_after), at most 3 resends per transaction, and a transaction closed after 5 wrong codes
 * stays closed. The same limits for the add-service code, whose resend is a new request for the
 * same number. Every answer is checked against the contract.
 */
import { DEMO_TRANSACTIONS } from '../../mocks/db/seed';
import { call, clock, DEMO, freshMock, server } from './support/harness';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(freshMock);

const requestOtp = () => call('POST', '/api/Auth/RequestOTP', { as: 'anonymous', body: { id_type: 'national_id', id_number: DEMO.member.idNumber } });
const resend = (transaction_id: string) => call('POST', '/api/Auth/ResendOTP', { as: 'anonymous', body: { transaction_id } });
const verify = (transaction_id: string, otp: string) => call('POST', '/api/Auth/VerifyOTP', { as: 'anonymous', body: { transaction_id, otp } });
const refusal = (res: { status: number; body: { code?: string } }) => [res.status, res.body.code];

describe('login code resend', () => {
  it('sends a new reference code only once resend_after has passed; earlier is 429 OTP_RESEND_TOO_SOON', async () => {
    const a = (await requestOtp()).body.data;
    clock.advance(10_000);
    expect(refusal(await resend(a.transaction_id))).toEqual([429, 'OTP_RESEND_TOO_SOON']);
    clock.advance(50_000);
    const fresh = (await resend(a.transaction_id)).body.data;
    expect(fresh.ref_code).not.toBe(a.ref_code);
    expect(fresh).toMatchObject({ transaction_id: a.transaction_id, resend_after: 60, expires_in: 300 });
    // The interval counts from the latest send.
    clock.advance(59_000);
    expect(refusal(await resend(a.transaction_id))).toEqual([429, 'OTP_RESEND_TOO_SOON']);
  });

  it('allows 3 resends per transaction, then 429 OTP_RESEND_LIMIT; the last code still works', async () => {
    const a = (await requestOtp()).body.data;
    for (let i = 0; i < 3; i += 1) {
      clock.advance(60_000);
      expect((await resend(a.transaction_id)).status).toBe(200);
    }
    clock.advance(60_000);
    expect(refusal(await resend(a.transaction_id))).toEqual([429, 'OTP_RESEND_LIMIT']);
    expect((await verify(a.transaction_id, '123456')).status).toBe(200);
  });

  it('keeps a transaction closed after 5 wrong codes: resend answers OTP_EXPIRED and reopens nothing', async () => {
    const a = (await requestOtp()).body.data;
    for (let i = 0; i < 5; i += 1) await verify(a.transaction_id, '111111');
    clock.advance(61_000);
    expect(refusal(await resend(a.transaction_id))).toEqual([400, 'OTP_EXPIRED']);
    expect((await verify(a.transaction_id, '123456')).body.code).toBe('OTP_EXPIRED');
    // A new login is a new transaction.
    const b = (await requestOtp()).body.data;
    expect((await verify(b.transaction_id, '123456')).status).toBe(200);
  });

  it('answers the seeded triggers, and never limits the permanent demo challenge', async () => {
    expect(refusal(await resend(DEMO_TRANSACTIONS.resendTooSoon))).toEqual([429, 'OTP_RESEND_TOO_SOON']);
    expect(refusal(await resend(DEMO_TRANSACTIONS.resendLimit))).toEqual([429, 'OTP_RESEND_LIMIT']);
    expect(refusal(await resend(DEMO_TRANSACTIONS.lockedLogin))).toEqual([400, 'OTP_EXPIRED']);
    for (let i = 0; i < 5; i += 1) expect((await resend(DEMO_TRANSACTIONS.memberLogin)).status).toBe(200);
  });
});

describe('add-service code resend (a new request for the same number)', () => {
  const service = { billing_id: '8800123457', ref_subscr_no: '530012346', subscriber_number: '1000345679', subscriber_property: 'postpaid', mobile_no: '0865432109' };
  const request = () => call('POST', '/api/SMSOTP/RequestOTP_Addservice', { body: service });
  const link = (transaction_id: string) => call('POST', '/api/SMSOTP/VerifyOTP_Addservice', { body: { ...service, transaction_id, otp: '123456' } });

  it('refuses a request within 60 s of the last one, allows 3 resends, and the replaced code stops working', async () => {
    const first = (await request()).body.data;
    clock.advance(30_000);
    expect(refusal(await request())).toEqual([429, 'OTP_RESEND_TOO_SOON']);
    let last = first;
    for (let i = 0; i < 3; i += 1) {
      clock.advance(60_000);
      last = (await request()).body.data;
      expect(last.resend_after).toBe(60);
    }
    clock.advance(60_000);
    expect(refusal(await request())).toEqual([429, 'OTP_RESEND_LIMIT']);
    expect((await link(first.transaction_id)).body.code).toBe('OTP_EXPIRED');
    expect((await link(last.transaction_id)).status).toBe(200);
  });

  it('starts counting again once the last code has expired', async () => {
    await request();
    for (let i = 0; i < 3; i += 1) {
      clock.advance(60_000);
      await request();
    }
    clock.advance(301_000);
    expect((await request()).status).toBe(200);
  });
});
