/**
 * auth: login with national ID / passport + SMS one-time code, guest sessions, e-service
 * registration, LINE logout. Every one-time code of the mock is 123456; the code and resend rules
 * are in support/otp.ts.
 */
import type { Session as SessionBody } from '../../src/generated/model';
import { mockConfig } from '../config';
import { clock, db } from '../db';
import { isoBangkok } from '../db/clock';
import { hash32 } from '../db/ids';
import type { Customer } from '../db/schemas';
import { customerInfoView } from '../db/views';
import { isValidThaiNationalId } from '../../src/shared/lib/thai-id';
import { member } from './support/auth';
import { challengeView, checkCode, checkResend, openTransaction, resendCode } from './support/otp';
import { ok, raise } from './support/respond';
import { countReferral } from './support/referral';
import { route } from './support/route';
import { issueToken, SESSION_TTL_SECONDS } from './support/token';
import { Problems } from './support/validate';

function sessionBody(customer: Customer | null, guestId?: string): SessionBody {
  const now = clock.now();
  const token = issueToken(customer?.customer_id ?? guestId ?? 'GUEST', { guest: !customer, now });
  // Tokens carry only whole seconds: a new login in the same second as a logout gets the same
  // token, which must work again.
  db.revokedTokens.deleteMany((q) => q.where({ token }));
  return {
    token,
    expires_at: isoBangkok(Math.floor(now / 1000) * 1000 + SESSION_TTL_SECONDS * 1000),
    is_registered: customer ? customer.isregistered : false,
    guest: !customer,
  };
}

function findByIdentity(idType: string, idNumber: string): Customer | undefined {
  return db.customers.findFirst((q) =>
    q.where((c) => c.id_type === idType && c.id_number.toUpperCase() === idNumber.toUpperCase()),
  );
}

export const authHandlers = [
  route('POST', '/api/Auth/RequestOTP', 'requestLoginOtp', { security: 'public' }, async ({ body }) => {
    const { id_type: idType, id_number: idNumber } = body;
    if (idType === 'national_id' && !isValidThaiNationalId(idNumber)) raise('LOGIN_INVALID');
    const customer = findByIdentity(idType, idNumber);
    if (!customer) raise('LOGIN_INVALID');
    const t = await openTransaction('login', customer.customer_id, customer.mobile_no);
    return ok(challengeView(t, clock.now()));
  }),

  route('POST', '/api/Auth/VerifyOTP', 'verifyLoginOtp', { security: 'public' }, async ({ body }) => {
    const { transaction_id: transactionId, otp } = body;
    const t = db.otpTransactions.findFirst((q) => q.where({ transaction_id: transactionId, purpose: 'login' }));
    if (!t) raise('NOT_FOUND');
    await checkCode(t, otp, 'OTP_INVALID');
    const customer = db.customers.findFirst((q) => q.where({ customer_id: t.customer_id }));
    if (!customer) raise('NOT_FOUND');
    return ok(sessionBody(customer));
  }),

  route('POST', '/api/Auth/ResendOTP', 'resendLoginOtp', { security: 'public' }, async ({ body }) => {
    const { transaction_id: transactionId } = body;
    const t = db.otpTransactions.findFirst((q) => q.where({ transaction_id: transactionId, purpose: 'login' }));
    if (!t || t.status === 'used') raise('NOT_FOUND');
    // Closed after 5 wrong codes: it stays closed (the member starts again with RequestOTP).
    if (t.status === 'closed') raise('OTP_EXPIRED');
    const now = clock.now();
    checkResend(t, now);
    return ok(challengeView(await resendCode(t, now), now));
  }),

  route('POST', '/api/Auth/GuestSession', 'createGuestSession', { security: 'public' }, () => {
    if (!mockConfig.guestMode) raise('FORBIDDEN');
    const now = clock.now();
    const guestId = `GUEST-${hash32(`guest:${now}:${db.revokedTokens.count()}`).toString(16).padStart(8, '0')}`;
    return ok(sessionBody(null, guestId));
  }),

  route('POST', '/api/Auth/Register', 'registerEservice', { security: 'customer', allow: { unregistered: true } }, async ({ body, session }) => {
    const customer = member(session);
    const problems = new Problems();
    const { first_name: firstName, last_name: lastName, email, accept_consent_version: consent, accept_pdpa_version: pdpa, referral_code: referralCode } = body;
    const settings = db.settings.findFirst()!;
    if (consent !== settings.current_consent_version) problems.add('accept_consent_version', 'INVALID_FORMAT');
    if (pdpa !== settings.current_pdpa_version) problems.add('accept_pdpa_version', 'INVALID_FORMAT');
    problems.check();
    const now = clock.now();
    const updated = await db.customers.update((q) => q.where({ customer_id: customer.customer_id }), {
      data(c) {
        c.first_name = firstName;
        c.last_name = lastName;
        if (email) c.email = email;
        c.accepted_consent_version = consent;
        c.accepted_pdpa_version = pdpa;
        c.consent_accepted_at = now;
        c.isregistered = true;
        c.eservice = { first_name: firstName, last_name: lastName, email: email || undefined, registered_at: now };
      },
    });
    await countReferral(updated ?? customer, referralCode);
    return ok(customerInfoView(updated ?? customer, session?.channel));
  }),

  route(
    'POST',
    '/api/customer/LogoutLine',
    'logoutLine',
    { security: 'customer', allow: { deleted: true, unregistered: true, guest: true } },
    async ({ session }) => {
      if (session && !db.revokedTokens.findFirst((q) => q.where({ token: session.token }))) {
        await db.revokedTokens.create({ token: session.token, revoked_at: clock.now() });
      }
      return ok({ success: true as const });
    },
  ),
];
