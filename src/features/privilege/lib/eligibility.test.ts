import { describe, expect, it } from 'vitest';
import type { PrivilegeDetail } from '@/generated/model';
import { cannotRedeemReason } from '@/features/privilege/lib/eligibility';

const base: PrivilegeDetail = {
  privilege_id: 'PRV000101',
  type: 'ecode',
  is_lucky_draw: false,
  name: { th: 'ก', en: 'A' },
  partner_name: { th: 'ข', en: 'B' },
  image_url: '/x.png',
  points_cost: 500,
  remaining_stock: 10,
  category_id: 'food_drink',
  thai_id_only: true,
  valid_until: '2099-12-31',
  description_html: { th: '', en: '' },
  terms_html: { th: '', en: '' },
  redeemed_by_me: 0,
  can_redeem: true,
};

describe('cannotRedeemReason', () => {
  const member = { kind: 'member' as const, idType: 'national_id', points: 1000 };
  it('lets an eligible member redeem', () => expect(cannotRedeemReason({ ...member, detail: base })).toBeNull());
  it('asks guests to sign in', () => expect(cannotRedeemReason({ ...member, kind: 'guest', detail: base })).toBe('GUEST'));
  it('treats CUSTOMER_NOT_REGISTERED as sign-in', () =>
    expect(cannotRedeemReason({ ...member, detail: { ...base, can_redeem: false, cannot_redeem_reason: 'CUSTOMER_NOT_REGISTERED' } })).toBe('GUEST'));
  it('refuses passport holders', () => expect(cannotRedeemReason({ ...member, idType: 'passport', detail: base })).toBe('THAI_ID_REQUIRED'));
  it('refuses when out of stock', () => expect(cannotRedeemReason({ ...member, detail: { ...base, remaining_stock: 0 } })).toBe('OUT_OF_STOCK'));
  it('refuses at the per-member limit', () =>
    expect(cannotRedeemReason({ ...member, detail: { ...base, per_member_limit: 2, redeemed_by_me: 2 } })).toBe('REDEMPTION_LIMIT_REACHED'));
  it('refuses without enough points, but a 0-point privilege is fine with 0 points', () => {
    expect(cannotRedeemReason({ ...member, points: 499, detail: base })).toBe('POINTS_NOT_ENOUGH');
    expect(cannotRedeemReason({ ...member, points: 0, detail: { ...base, points_cost: 0 } })).toBeNull();
  });
  it('follows the server reason first', () =>
    expect(
      cannotRedeemReason({ ...member, detail: { ...base, can_redeem: false, cannot_redeem_reason: 'REDEMPTION_CRITERIA_NOT_MET' } }),
    ).toBe('REDEMPTION_CRITERIA_NOT_MET'));
  it('refuses after the last valid day', () =>
    expect(cannotRedeemReason({ ...member, detail: { ...base, valid_until: '2020-01-01' } })).toBe('EXPIRED'));
});
