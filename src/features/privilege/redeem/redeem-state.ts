import type { Redemption } from '@/generated/model';
import type { LocalizedText } from '@/generated/model';

/** What the success screen receives through navigation state. */
export interface RedeemSuccessState {
  redemption: Redemption;
  privilege: { name: LocalizedText; image_url: string; delivery_days?: number; ecode_validity_minutes?: number };
  /** Masked number the pack went to (subscription). */
  numberText?: string;
  /** One-line delivery address (delivery). */
  addressText?: string;
}
