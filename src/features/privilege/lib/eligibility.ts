import type { PrivilegeDetail } from '@/generated/model';
import { serverNow } from '@/shared/lib/server-clock';
import type { SessionKind } from '@/shared/session/session';

/** Why the member cannot redeem now; null when they can. */
export type CannotRedeemReason =
  | 'GUEST'
  | 'THAI_ID_REQUIRED'
  | 'OUT_OF_STOCK'
  | 'REDEMPTION_LIMIT_REACHED'
  | 'POINTS_NOT_ENOUGH'
  | 'REDEMPTION_CRITERIA_NOT_MET'
  | 'EXPIRED'
  | 'OTHER';

const KNOWN = new Set<string>(['THAI_ID_REQUIRED', 'OUT_OF_STOCK', 'REDEMPTION_LIMIT_REACHED', 'POINTS_NOT_ENOUGH', 'REDEMPTION_CRITERIA_NOT_MET']);

export interface EligibilityInput {
  kind: SessionKind;
  detail: PrivilegeDetail;
  idType: unknown;
  points: number | null;
  /** Today by the server's clock, for the validity check (injectable for tests). */
  now?: Date;
}

/** Entries / items still allowed by the per-member limit (Infinity when there is none). */
export function remainingAllowance(detail: PrivilegeDetail): number {
  return detail.per_member_limit ? Math.max(0, detail.per_member_limit - detail.redeemed_by_me) : Infinity;
}

/**
 * Guests must sign in; then the server's verdict (`can_redeem` / `cannot_redeem_reason`, checked
 * in the redeem call's order: Thai ID, stock, limit, criteria, points); then the same checks on
 * what this screen knows now (e.g. a balance that changed since the detail was loaded).
 * docs/spec.md §1: point redemption is supported only for users with a Thai national ID.
 */
export function cannotRedeemReason({ kind, detail, idType, points, now = new Date(serverNow()) }: EligibilityInput): CannotRedeemReason | null {
  if (kind !== 'member') return 'GUEST';
  if (!detail.can_redeem) {
    const reason = detail.cannot_redeem_reason;
    if (reason === 'CUSTOMER_NOT_REGISTERED') return 'GUEST';
    if (reason && KNOWN.has(reason)) return reason as CannotRedeemReason;
  }
  if (idType === 'passport' || (detail.thai_id_only && idType !== undefined && idType !== 'national_id')) return 'THAI_ID_REQUIRED';
  if (detail.remaining_stock <= 0) return 'OUT_OF_STOCK';
  if (remainingAllowance(detail) <= 0) return 'REDEMPTION_LIMIT_REACHED';
  const until = new Date(detail.valid_until);
  if (!Number.isNaN(until.getTime()) && endOfDay(until) < now.getTime()) return 'EXPIRED';
  if (points !== null && points < detail.points_cost) return 'POINTS_NOT_ENOUGH';
  return detail.can_redeem ? null : 'OTHER';
}

function endOfDay(date: Date): number {
  // A date-only valid_until means "through that day".
  const copy = new Date(date);
  if (copy.getUTCHours() === 0 && copy.getUTCMinutes() === 0 && copy.getUTCSeconds() === 0) copy.setUTCHours(23, 59, 59, 999);
  return copy.getTime();
}
