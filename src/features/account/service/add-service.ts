/**
 * The add-service flow's data: the candidate chosen, the one-time-code challenge received for it,
 * the request bodies built from them, and a new link shown in the cache.
 */
import * as v from 'valibot';
import type { AddServiceOtpRequest, LinkedService, OtpChallenge, ServiceCandidate } from '@/generated/model';
import { getGetServiceListQueryKey } from '@/generated/service/service';
import { queryClient } from '@/shared/api/query-client';
import { refresh } from '@/shared/api/refresh';
import { serverNow } from '@/shared/lib/server-clock';

export const OTP_LENGTH = 6;

/** Step 1: one linkable number must be chosen (message ids). */
export const choiceSchema = v.object({
  subscriber_number: v.pipe(v.string(), v.nonEmpty('service.add.required')),
});
export type Choice = v.InferOutput<typeof choiceSchema>;

/** A challenge as received: when (server time, ms since epoch) drives the expiry and resend countdowns. */
export interface Challenge extends OtpChallenge {
  received_at: number;
  /** True for a code sent by "resend" (the screen says a new code went out). */
  resent: boolean;
}

export function receiveChallenge(challenge: OtpChallenge, resent: boolean, now: number = serverNow()): Challenge {
  return { ...challenge, received_at: now, resent };
}

/** The service fields of `RequestOTP_Addservice` and `VerifyOTP_Addservice` (the candidate without its name). */
export function serviceBody(candidate: ServiceCandidate): AddServiceOtpRequest {
  return {
    billing_id: candidate.billing_id,
    ref_subscr_no: candidate.ref_subscr_no,
    subscriber_number: candidate.subscriber_number,
    subscriber_property: candidate.subscriber_property,
    mobile_no: candidate.mobile_no,
  };
}

/** Codes of a verify answer that spend the entered code: the boxes are cleared for a new one. */
export const CODE_ERRORS: ReadonlySet<string> = new Set(['OTP_INCORRECT', 'OTP_EXPIRED']);

/**
 * A number was linked: shows it in the cached list at once, then refreshes the list, the
 * candidates (it is no longer linkable) and customer info (`serviceLinked`).
 */
export function applyLinkedService(linked: LinkedService): void {
  queryClient.setQueryData(getGetServiceListQueryKey(), (current: LinkedService[] | undefined) =>
    current ? [...current.filter((s) => s.subscriber_number !== linked.subscriber_number), linked] : current,
  );
  void refresh('serviceLinked');
}
