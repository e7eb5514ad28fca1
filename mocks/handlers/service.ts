/**
 * service: linked phone numbers. Linking a candidate takes an SMS one-time code:
 * RequestOTP_Addservice → challenge; VerifyOTP_Addservice with 123456 links the number
 * (it leaves the candidate list), any other code → 400 OTP_INCORRECT.
 */
import type { AddServiceOtpRequest } from '../../src/generated/model';
import { clock, db } from '../db';
import type { OtpTransaction } from '../db/schemas';
import { linkedServiceView, serviceCandidateView } from '../db/views';
import { challengeView, checkCode, openTransaction } from './auth';
import { member } from './support/auth';
import { ok, raise } from './support/respond';
import { route } from './support/route';
import { Problems } from './support/validate';

/** The service fields of an add-service request. */
function serviceFields(body: AddServiceOtpRequest): NonNullable<OtpTransaction['service']> {
  const { billing_id, ref_subscr_no, subscriber_number, subscriber_property, mobile_no } = body;
  return { billing_id, ref_subscr_no, subscriber_number, subscriber_property, mobile_no };
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
    const t = await openTransaction('add_service', customer.customer_id, service.mobile_no, service);
    return ok(challengeView(t, clock.now()));
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
