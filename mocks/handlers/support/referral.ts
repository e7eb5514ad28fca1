/**
 * Friend referral on registration (POST /api/Auth/Register `referral_code`):
 * - a code of ANOTHER member counts once per new member: the referrer's `referred_count` goes up by
 *   one and the referrer is credited `reward_points` (into the latest-expiring bucket);
 * - an unknown code, the member's own code, or a second registration of a member already counted
 *   is accepted and ignored, so a bad link never blocks registration.
 */
import { clock, db } from '../../db';
import type { Customer } from '../../db/schemas';
import { credit } from './points';

/** Applies `code` for the registering `customer`; answers whether a referral was counted. */
export async function countReferral(customer: Customer, code: string | undefined): Promise<boolean> {
  if (!code || customer.referred_by) return false;
  const referral = db.referrals.findFirst((q) => q.where({ referral_code: code }));
  if (!referral || referral.customer_id === customer.customer_id) return false;
  await db.referrals.update((q) => q.where({ referral_code: code }), {
    data(r) {
      r.referred_count += 1;
    },
  });
  await credit(referral.customer_id, referral.reward_points);
  await db.customers.update((q) => q.where({ customer_id: customer.customer_id }), {
    data(c) {
      c.referred_by = referral.customer_id;
      c.referred_at = clock.now();
    },
  });
  return true;
}
