/**
 * Valibot schemas of the mock's collections. Records are plain JSON data (no relations; records
 * point at each other by id) so the whole database exports to and imports from JSON as is.
 * Timestamps are epoch milliseconds; handlers format them as ISO 8601 with +07:00.
 */
import * as v from 'valibot';

const text = v.object({ th: v.string(), en: v.string() });
const optionalString = v.optional(v.string());

const tierSchema = v.picklist(['classic', 'silver', 'gold', 'platinum']);
const partnerCodeSchema = v.picklist(['pointx', 'maxme', 'blueplus']);
const privilegeTypeSchema = v.picklist(['ecode', 'delivery', 'subscription']);

export const customerSchema = v.object({
  customer_id: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  first_name_en: v.string(),
  last_name_en: v.string(),
  email: optionalString,
  mobile_no: v.string(),
  id_type: v.picklist(['national_id', 'passport']),
  id_number: v.string(),
  birth_date: optionalString,
  tier: tierSchema,
  point: v.number(),
  /** Balance split by expiry year, earliest first; the points always sum to `point`. */
  expiring: v.array(v.object({ year: v.number(), expire_date: v.string(), point: v.number() })),
  image_url: optionalString,
  isdeleted: v.boolean(),
  isregistered: v.boolean(),
  language: v.picklist(['th', 'en']),
  accepted_consent_version: optionalString,
  accepted_pdpa_version: optionalString,
  marketing_consent: v.boolean(),
  consent_accepted_at: v.optional(v.number()),
  /** The e-service account (set by e-service registration); absent before it. */
  eservice: v.optional(
    v.object({ first_name: v.string(), last_name: v.string(), email: optionalString, registered_at: v.number() }),
  ),
  /** The member whose referral code this member registered with (counted once); absent otherwise. */
  referred_by: optionalString,
  referred_at: v.optional(v.number()),
});

/** An address as the member wrote it: kept in the address book, and copied into a delivery. */
const addressFields = {
  customeraddress_id: v.number(),
  recipient_name: v.string(),
  phone: v.string(),
  address_line: v.string(),
  sub_district: v.string(),
  district: v.string(),
  province: v.string(),
  postal_code: v.string(),
  category: v.picklist(['home', 'work', 'other']),
  category_other: optionalString,
  is_invoice_address: v.boolean(),
};

export const addressSchema = v.object({
  ...addressFields,
  customer_id: v.string(),
  isdefault: v.boolean(),
  created_at: v.number(),
});

export const linkedServiceSchema = v.object({
  customer_id: v.string(),
  subscriber_number: v.string(),
  mobile_no: v.string(),
  service_name: text,
  subscriber_property: v.picklist(['prepaid', 'postpaid']),
  rating_status: v.picklist(['rated', 'not_rated']),
  linked_at: v.number(),
});

export const serviceCandidateSchema = v.object({
  customer_id: v.string(),
  billing_id: v.string(),
  ref_subscr_no: v.string(),
  subscriber_number: v.string(),
  subscriber_property: v.picklist(['prepaid', 'postpaid']),
  mobile_no: v.string(),
  service_name: text,
});

export const categorySchema = v.object({
  category_id: v.string(),
  name: text,
  icon: v.string(),
  order: v.number(),
});

export const privilegeSchema = v.object({
  privilege_id: v.string(),
  type: privilegeTypeSchema,
  is_lucky_draw: v.boolean(),
  name: text,
  partner_name: text,
  image_url: v.string(),
  points_cost: v.number(),
  remaining_stock: v.number(),
  category_id: v.string(),
  thai_id_only: v.boolean(),
  valid_until: v.string(),
  description_html: text,
  terms_html: text,
  per_member_limit: v.optional(v.number()),
  min_tier: v.optional(tierSchema),
  criteria: v.optional(text),
  /** Display order in the list (lower first). */
  order: v.number(),
  /** A broken record: reading it answers 500 GENERIC_ERROR (the catalogue's generic error on demand). */
  broken: v.optional(v.boolean()),
});

export const redemptionSchema = v.object({
  redemption_id: v.string(),
  customer_id: v.string(),
  privilege_id: v.string(),
  type: privilegeTypeSchema,
  is_lucky_draw: v.boolean(),
  quantity: v.number(),
  points_used: v.number(),
  redeemed_at: v.number(),
  /** Code shown on the history card (the e-code for e-codes, a reference otherwise). */
  reference: v.string(),
  ecode: v.optional(v.object({ code: v.string(), barcode_value: v.string(), expires_at: v.number() })),
  delivery_id: optionalString,
  subscriber_number: optionalString,
  entries: v.optional(v.number()),
  balance_after: v.number(),
});

export const deliverySchema = v.object({
  delivery_id: v.string(),
  redemption_id: v.string(),
  customer_id: v.string(),
  privilege_name: text,
  created_at: v.number(),
  tracking_number: v.string(),
  carrier: v.string(),
  estimated_delivery_date: v.string(),
  /** Snapshot of the address at redemption time. */
  address: v.object(addressFields),
});

export const partnerProgrammeSchema = v.object({
  partner: partnerCodeSchema,
  name: text,
  logo_url: v.string(),
  rate_points: v.number(),
  rate_partner_points: v.number(),
  min_points: v.number(),
  max_points: v.number(),
  contact_phone: v.string(),
  contact_hours: text,
  allows_other: v.boolean(),
});

export const partnerMemberSchema = v.object({
  partner: partnerCodeSchema,
  citizen_id: v.string(),
  mobile_no: v.string(),
  member_no: v.string(),
  /** Masked display name. */
  name: v.string(),
  status: v.picklist(['active', 'suspended']),
  balance: v.number(),
  /**
   * How the partner answers for this card (documented triggers of the partner error messages):
   * normal; invalid_format → 400 INVALID_FORMAT; system_disconnect → 503 SYSTEM_DISCONNECT;
   * mismatch_conditions → 422 REDEMPTION_MISMATCH_CONDITIONS; transfer_unsuccessful → 422
   * TRANSFER_UNSUCCESSFUL; settle_failed → MaxMe accepts, then reports `failed`.
   */
  behaviour: v.picklist(['normal', 'invalid_format', 'system_disconnect', 'mismatch_conditions', 'transfer_unsuccessful', 'settle_failed']),
});

export const transferSchema = v.object({
  transfer_id: v.string(),
  customer_id: v.string(),
  partner: partnerCodeSchema,
  status: v.picklist(['success', 'pending', 'failed']),
  points: v.number(),
  partner_points: v.number(),
  recipient_member_no: v.string(),
  recipient_name: v.string(),
  recipient_citizen_id: v.string(),
  transferred_at: v.number(),
  maxme_trans_ref: optionalString,
  /** MaxMe: when the pending transfer settles, and how. */
  settles_at: v.optional(v.number()),
  settles_as: v.optional(v.picklist(['success', 'failed'])),
});

export const otpTransactionSchema = v.object({
  transaction_id: v.string(),
  purpose: v.picklist(['login', 'add_service']),
  customer_id: v.string(),
  mobile_no: v.string(),
  ref_code: v.string(),
  issued_at: v.number(),
  /** null → a permanent demo challenge that never expires and is never used up. */
  expires_at: v.nullable(v.number()),
  resend_at: v.number(),
  attempts: v.number(),
  status: v.picklist(['open', 'used', 'closed']),
  /** Resends so far (absent = 0); an add-service request that replaces a valid code carries it on. */
  resends: v.optional(v.number()),
  service: v.optional(
    v.object({
      billing_id: v.string(),
      ref_subscr_no: v.string(),
      subscriber_number: v.string(),
      subscriber_property: v.picklist(['prepaid', 'postpaid']),
      mobile_no: v.string(),
    }),
  ),
});

export const activitySchema = v.object({
  activity_id: v.string(),
  kind: v.picklist(['activity', 'article', 'game']),
  title: text,
  summary: text,
  body_html: text,
  image_url: v.string(),
  starts_at: v.number(),
  ends_at: v.number(),
  points_reward: v.number(),
  game_id: optionalString,
  /** Shown in the featured row of the activity tab. */
  featured: v.boolean(),
  /** How to take part (HTML); activities and games. */
  how_to_html: v.optional(text),
  /** An https page the detail's button opens (activities that run elsewhere). */
  cta_url: optionalString,
});

export const documentSchema = v.object({
  kind: v.picklist(['terms', 'privacy', 'privilege_terms', 'game_terms', 'how_to_member', 'about']),
  title: text,
  html: text,
  version: v.string(),
  updated_at: v.number(),
});

export const referralSchema = v.object({
  customer_id: v.string(),
  referral_code: v.string(),
  referred_count: v.number(),
  reward_points: v.number(),
});

export const settingsSchema = v.object({
  current_consent_version: v.string(),
  current_pdpa_version: v.string(),
});

export const preferencesSchema = v.object({
  customer_id: v.string(),
  sms: v.boolean(),
  email: v.boolean(),
  line_official: v.boolean(),
  line_service: v.boolean(),
  deny_all: v.boolean(),
});

export const migrationEntrySchema = v.object({
  customer_id: v.string(),
  date: v.number(),
  description: text,
  points: v.number(),
  reference: v.string(),
});

export const migrateSimSchema = v.object({
  customer_id: v.string(),
  show_popup: v.boolean(),
  has_issue: v.boolean(),
});

export const idempotencySchema = v.object({
  customer_id: v.string(),
  key: v.string(),
  /** operationId + canonical JSON of the body. */
  fingerprint: v.string(),
  status: v.number(),
  body: v.string(),
  /** null → a permanent demo record (never expires). */
  created_at: v.nullable(v.number()),
});

export const revokedTokenSchema = v.object({ token: v.string(), revoked_at: v.number() });

/**
 * A verified (used) game token; `session` is the play session it opened for `customer_id`, and
 * `credited_at` when the provider's result for it was credited (once).
 */
export const gameTokenSchema = v.object({
  game_token: v.string(),
  game_id: v.string(),
  used_at: v.number(),
  customer_id: v.optional(v.string()),
  session: v.optional(v.string()),
  credited_at: v.optional(v.number()),
});
/** A launch issued by POST /api/Game/Launch: the one-time token, whose it is and until when it works. */
export const gameLaunchSchema = v.object({ game_token: v.string(), game_id: v.string(), customer_id: v.string(), expires_at: v.number() });

export type Customer = v.InferOutput<typeof customerSchema>;
export type AddressRecord = v.InferOutput<typeof addressSchema>;
export type LinkedServiceRecord = v.InferOutput<typeof linkedServiceSchema>;
export type ServiceCandidateRecord = v.InferOutput<typeof serviceCandidateSchema>;
export type CategoryRecord = v.InferOutput<typeof categorySchema>;
export type PrivilegeRecord = v.InferOutput<typeof privilegeSchema>;
export type RedemptionRecord = v.InferOutput<typeof redemptionSchema>;
export type DeliveryRecord = v.InferOutput<typeof deliverySchema>;
export type PartnerProgramme = v.InferOutput<typeof partnerProgrammeSchema>;
export type PartnerMemberRecord = v.InferOutput<typeof partnerMemberSchema>;
export type TransferRecord = v.InferOutput<typeof transferSchema>;
export type OtpTransaction = v.InferOutput<typeof otpTransactionSchema>;
export type ActivityRecord = v.InferOutput<typeof activitySchema>;
export type DocumentRecord = v.InferOutput<typeof documentSchema>;
export type ReferralRecord = v.InferOutput<typeof referralSchema>;
export type PreferencesRecord = v.InferOutput<typeof preferencesSchema>;
export type MigrationEntry = v.InferOutput<typeof migrationEntrySchema>;
export type MigrateSimRecord = v.InferOutput<typeof migrateSimSchema>;
export type IdempotencyRecord = v.InferOutput<typeof idempotencySchema>;
export type GameTokenRecord = v.InferOutput<typeof gameTokenSchema>;
export type GameLaunchRecord = v.InferOutput<typeof gameLaunchSchema>;
