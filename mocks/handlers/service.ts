/**
 * service: linked phone numbers. Linking a candidate takes an SMS one-time code:
 * RequestOTP_Addservice → challenge; VerifyOTP_Addservice with 123456 links the number
 * (it leaves the candidate list), any other code → 400 OTP_INCORRECT. Asking again for the same
 * number while its last code is valid is a resend: the resend rules of support/otp.ts apply, the
 * new transaction carries the count on and the previous one is closed (its code stops working).
 */
import type { AddServiceOtpRequest } from '../../src/generated/model';
import { clock, db } from '../db';
import type { OtpTransaction } from '../db/schemas';
import { linkedServiceView, serviceCandidateView } from '../db/views';
import { member } from './support/auth';
import { challengeView, checkCode, checkResend, openTransaction } from './support/otp';
import { ok, raise } from './support/respond';
import { route } from './support/route';
import { Problems } from './support/validate';

/** The service fields of an add-service request. */
function serviceFields(body: AddServiceOtpRequest): NonNullable<OtpTransaction['service']> {
  const { billing_id, ref_subscr_no, subscriber_number, subscriber_property, mobile_no } = body;
  return { billing_id, ref_subscr_no, subscriber_number, subscriber_property, mobile_no };
}

/** The member's latest add-service transaction for this number whose code has not expired (demo ones never do). */
function lastValidRequest(customerId: string, subscriberNumber: string, now: number): OtpTransaction | undefined {
  return db.otpTransactions
    .findMany((q) => q.where({ customer_id: customerId, purpose: 'add_service' }))
    .filter((t) => t.service?.subscriber_number === subscriberNumber && t.status !== 'used' && (t.expires_at === null || now <= t.expires_at))
    .sort((a, b) => b.issued_at - a.issued_at)[0];
}

export const serviceHandlers = [
  route('GET', '/api/Customer/ServiceList', 'getServiceList', { security: 'customer' }, ({ session }) => {
    const customer = member(session);
    return ok(
      db.linkedServices
        .findMany((q) => q.where({ customer_id: customer.customer_id }))
        .sort((a, b) => a.linked_at - b.linked_at)
        .map(linkedServiceView),
    );
  }),

  route('GET', '/api/Customer/ServiceCandidates', 'getServiceCandidates', { security: 'customer' }, ({ session }) => {
    const customer = member(session);
    return ok(db.serviceCandidates.findMany((q) => q.where({ customer_id: customer.customer_id })).map(serviceCandidateView));
  }),

  route('POST', '/api/SMSOTP/RequestOTP_Addservice', 'requestOtpAddService', { security: 'customer' }, async ({ body, session }) => {
    const customer = member(session);
    const service = serviceFields(body);
    const candidate = db.serviceCandidates.findFirst((q) =>
      q.where({ customer_id: customer.customer_id, subscriber_number: service.subscriber_number, billing_id: service.billing_id }),
    );
    if (!candidate || candidate.mobile_no !== service.mobile_no) raise('NOT_FOUND');
    const now = clock.now();
    const previous = lastValidRequest(customer.customer_id, service.subscriber_number, now);
    if (previous) checkResend(previous, now);
    if (previous && previous.expires_at !== null) {
      await db.otpTransactions.update((q) => q.where({ transaction_id: previous.transaction_id }), {
        data(draft) {
          draft.status = 'closed';
        },
      });
    }
    const resends = previous && previous.expires_at !== null ? (previous.resends ?? 0) + 1 : 0;
    const t = await openTransaction('add_service', customer.customer_id, service.mobile_no, service, resends);
    return ok(challengeView(t, t.issued_at));
  }),

  route('POST', '/api/SMSOTP/VerifyOTP_Addservice', 'verifyOtpAddService', { security: 'customer' }, async ({ body, session }) => {
    const customer = member(session);
    const problems = new Problems();
    const service = serviceFields(body);
    const { transaction_id: transactionId, otp } = body;
    const t = db.otpTransactions.findFirst((q) =>
      q.where({ transaction_id: transactionId, purpose: 'add_service', customer_id: customer.customer_id }),
    );
    if (!t || !t.service) raise('NOT_FOUND');
    for (const field of ['billing_id', 'ref_subscr_no', 'subscriber_number', 'subscriber_property', 'mobile_no'] as const) {
      if (t.service[field] !== service[field]) problems.add(field, 'INVALID_FORMAT');
    }
    problems.check();
    await checkCode(t, otp, 'OTP_INCORRECT');
    const existing = db.linkedServices.findFirst((q) =>
      q.where({ customer_id: customer.customer_id, subscriber_number: service.subscriber_number }),
    );
    if (existing) return ok(linkedServiceView(existing));
    const candidate = db.serviceCandidates.findFirst((q) =>
      q.where({ customer_id: customer.customer_id, subscriber_number: service.subscriber_number }),
    );
    if (!candidate) raise('NOT_FOUND');
    const linked = await db.linkedServices.create({
      customer_id: customer.customer_id,
      subscriber_number: service.subscriber_number,
      mobile_no: service.mobile_no,
      service_name: candidate.service_name,
      subscriber_property: service.subscriber_property,
      rating_status: 'not_rated',
      linked_at: clock.now(),
    });
    db.serviceCandidates.delete((q) => q.where({ customer_id: customer.customer_id, subscriber_number: service.subscriber_number }));
    return ok(linkedServiceView(linked));
  }),
];
