/**
 * One-time codes (login and add-service): opening a transaction, its challenge as the client sees
 * it, checking a code, and the resend rules.
 * - A code expires 300 s after it is sent; 5 wrong codes close the transaction (OTP_EXPIRED from
 *   then on, a resend included: it stays closed).
 * - Resends: at most 3 per transaction (then 429 OTP_RESEND_LIMIT), each at least 60 s after the
 *   last send by mock time — the challenge's `resend_after` (earlier: 429 OTP_RESEND_TOO_SOON).
 *   Nothing is sent when a rule refuses.
 * - Seeded demo challenges (`expires_at: null`) never expire, are never used up or closed, and are
 *   never resend-limited.
 */
import type { OtpChallenge } from '../../../src/generated/model';
import { DEMO_OTP } from '../../config';
import { clock, db } from '../../db';
import { hash32, maskMobile, otpTransactionId, refCode } from '../../db/ids';
import type { OtpTransaction } from '../../db/schemas';
import { raise } from './respond';

const OTP_TTL_SECONDS = 300;
const OTP_RESEND_SECONDS = 60;
const OTP_MAX_ATTEMPTS = 5;
const OTP_MAX_RESENDS = 3;

/** The challenge as the client sees it, with the timers counted from mock time. */
export function challengeView(t: OtpTransaction, now: number): OtpChallenge {
  const expiresIn = t.expires_at === null ? OTP_TTL_SECONDS : Math.max(1, Math.ceil((t.expires_at - now) / 1000));
  return {
    transaction_id: t.transaction_id,
    ref_code: t.ref_code,
    masked_mobile: maskMobile(t.mobile_no),
    expires_in: expiresIn,
    resend_after: Math.max(0, Math.ceil((t.resend_at - now) / 1000)),
  };
}

/** Opens a new OTP transaction (login or add-service); `resends` carries the count of the one it replaces. */
export async function openTransaction(
  purpose: OtpTransaction['purpose'],
  customerId: string,
  mobile: string,
  service?: OtpTransaction['service'],
  resends = 0,
): Promise<OtpTransaction> {
  const now = clock.now();
  const seq = db.otpTransactions.count() + 1;
  let transactionId = otpTransactionId(seq, `${purpose}:${customerId}:${now}`);
  while (db.otpTransactions.findFirst((q) => q.where({ transaction_id: transactionId }))) {
    transactionId = otpTransactionId(seq + hash32(transactionId), transactionId);
  }
  return db.otpTransactions.create({
    transaction_id: transactionId,
    purpose,
    customer_id: customerId,
    mobile_no: mobile,
    ref_code: refCode(`${transactionId}:${now}`),
    issued_at: now,
    expires_at: now + OTP_TTL_SECONDS * 1000,
    resend_at: now + OTP_RESEND_SECONDS * 1000,
    attempts: 0,
    status: 'open',
    ...(resends > 0 ? { resends } : {}),
    ...(service ? { service } : {}),
  });
}

/**
 * Checks a code against a transaction: expired / used / closed → OTP_EXPIRED, wrong →
 * `wrongCode` (OTP_INVALID for login, OTP_INCORRECT for add-service; 5 wrong codes close it).
 * Demo transactions (expires_at null) never expire and are never used up.
 */
export async function checkCode(t: OtpTransaction, otp: string, wrongCode: 'OTP_INVALID' | 'OTP_INCORRECT'): Promise<void> {
  const permanent = t.expires_at === null;
  if (t.status !== 'open' || (!permanent && clock.now() > (t.expires_at ?? 0))) raise('OTP_EXPIRED', { otp: 'OTP_EXPIRED' });
  if (otp !== DEMO_OTP) {
    if (!permanent) {
      await db.otpTransactions.update((q) => q.where({ transaction_id: t.transaction_id }), {
        data(draft) {
          draft.attempts += 1;
          if (draft.attempts >= OTP_MAX_ATTEMPTS) draft.status = 'closed';
        },
      });
    }
    raise(wrongCode, { otp: wrongCode });
  }
  if (!permanent) {
    await db.otpTransactions.update((q) => q.where({ transaction_id: t.transaction_id }), {
      data(draft) {
        draft.status = 'used';
      },
    });
  }
}

/**
 * Refuses another send for `t` (nothing is sent): 3 resends done → OTP_RESEND_LIMIT; before its
 * `resend_at` → OTP_RESEND_TOO_SOON. Demo transactions are never limited.
 */
export function checkResend(t: OtpTransaction, now: number): void {
  if (t.expires_at === null) return;
  if ((t.resends ?? 0) >= OTP_MAX_RESENDS) raise('OTP_RESEND_LIMIT');
  if (now < t.resend_at) raise('OTP_RESEND_TOO_SOON');
}

/** Sends a new code for the same login transaction: new ref code and timers, wrong codes forgotten. */
export async function resendCode(t: OtpTransaction, now: number): Promise<OtpTransaction> {
  const updated = await db.otpTransactions.update((q) => q.where({ transaction_id: t.transaction_id }), {
    data(draft) {
      draft.ref_code = refCode(`${draft.transaction_id}:${now}:resend`);
      draft.issued_at = now;
      if (draft.expires_at !== null) {
        draft.expires_at = now + OTP_TTL_SECONDS * 1000;
        draft.resends = (draft.resends ?? 0) + 1;
      }
      draft.resend_at = now + OTP_RESEND_SECONDS * 1000;
      draft.attempts = 0;
    },
  });
  return updated ?? t;
}
