import type { LocalizedText, PrivilegeDetail, Redemption } from '@/generated/model';

/** What the member chose besides the privilege, for the confirm text and the success screen. */
export interface RedeemExtra {
  quantity: number;
  /** Masked number the pack goes to (subscription). */
  numberText?: string;
  /** One-line delivery address (delivery). */
  addressText?: string;
}

/** What the success screen receives through navigation state. */
export interface RedeemSuccessState {
  redemption: Redemption;
  privilege: { name: LocalizedText; image_url: string; delivery_days?: number; ecode_validity_minutes?: number };
  numberText?: string;
  addressText?: string;
}

export function successState(redemption: Redemption, detail: PrivilegeDetail, extra: RedeemExtra): RedeemSuccessState {
  return {
    redemption,
    privilege: {
      name: detail.name,
      image_url: detail.image_url,
      delivery_days: detail.delivery_days,
      ecode_validity_minutes: detail.ecode_validity_minutes,
    },
    addressText: extra.addressText,
    numberText: extra.numberText,
  };
}
