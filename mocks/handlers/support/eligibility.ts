/** The redemption rules, shared by the redeem call and the privilege detail's `can_redeem`. */
import type { ErrorCodeName } from '../../catalogue';
import { db } from '../../db';
import { dateBangkok } from '../../db/clock';
import type { Customer, PrivilegeRecord } from '../../db/schemas';

/**
 * docs/spec.md §1: "Point redemption is supported only for users with a Thai National ID." The mock
 * applies it to every redemption (0-point privileges and lucky draws included); every seeded
 * privilege also says so with `thai_id_only: true`.
 */
const EVERY_REDEMPTION_NEEDS_THAI_ID = true;

const TIER_RANK = { classic: 0, silver: 1, gold: 2, platinum: 3 } as const;

/** Redemptions (entries for lucky draws, items for deliveries) the member already made of a privilege. */
export function redeemedBy(customerId: string, privilegeId: string): number {
  return db.redemptions
    .findMany((q) => q.where({ customer_id: customerId, privilege_id: privilegeId }))
    .reduce((sum, r) => sum + r.quantity, 0);
}

/**
 * Why the member cannot redeem `quantity` of the privilege now, in the order the redeem call
 * checks: Thai ID → stock → per-member limit → criteria (tier, validity) → points. undefined = can.
 */
export function refusal(customer: Customer, privilege: PrivilegeRecord, quantity: number, now: number): ErrorCodeName | undefined {
  if (customer.id_type !== 'national_id' && (privilege.thai_id_only || EVERY_REDEMPTION_NEEDS_THAI_ID)) return 'THAI_ID_REQUIRED';
  if (privilege.remaining_stock < quantity) return 'OUT_OF_STOCK';
  if (privilege.per_member_limit !== undefined && redeemedBy(customer.customer_id, privilege.privilege_id) + quantity > privilege.per_member_limit) {
    return 'REDEMPTION_LIMIT_REACHED';
  }
  if (privilege.min_tier && TIER_RANK[customer.tier] < TIER_RANK[privilege.min_tier]) return 'REDEMPTION_CRITERIA_NOT_MET';
  if (dateBangkok(now) > privilege.valid_until) return 'REDEMPTION_CRITERIA_NOT_MET';
  if (privilege.points_cost * quantity > customer.point) return 'POINTS_NOT_ENOUGH';
  return undefined;
}
