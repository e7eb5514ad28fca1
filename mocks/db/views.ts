/**
 * Record → contract shape. Pure functions: no database access, time passed in explicitly.
 */
import type {
  Address,
  CustomerInfo,
  Delivery,
  DeliveryStatus,
  Ecode,
  LinkedService,
  PartnerMember,
  PartnerProgramme as PartnerProgrammeModel,
  PartnerTransferResult,
  PrivilegeSummary,
  Redemption,
  RedemptionKind,
  RedemptionHistoryItem,
  ServiceCandidate,
} from '../../src/generated/model';
import { DAY, isoBangkok, MINUTE } from './clock';
import type {
  AddressRecord,
  Customer,
  DeliveryRecord,
  LinkedServiceRecord,
  PartnerMemberRecord,
  PartnerProgramme,
  PrivilegeRecord,
  RedemptionRecord,
  ServiceCandidateRecord,
  TransferRecord,
} from './schemas';

export const ECODE_VALIDITY_MINUTES = 60;
export const DELIVERY_DAYS = 5;
/** Clock time after which a delivery is shipped / received. */
const SHIPPED_AFTER_MS = 1 * DAY;
const RECEIVED_AFTER_MS = 3 * DAY;

export function customerInfoView(c: Customer, channel?: { channel_name: string; channel_type: string }): CustomerInfo {
  return {
    customer_id: c.customer_id,
    first_name: c.first_name,
    last_name: c.last_name,
    ...(c.email ? { email: c.email } : {}),
    mobile_no: c.mobile_no,
    id_type: c.id_type,
    id_number: c.id_number,
    ...(c.birth_date ? { birth_date: c.birth_date } : {}),
    tier: c.tier,
    point: c.point,
    ...(c.image_url ? { image_url: c.image_url } : {}),
    isdeleted: c.isdeleted,
    isregistered: c.isregistered,
    channel_name: channel?.channel_name ?? 'LINE',
    channel_type: channel?.channel_type ?? 'liff',
    language: c.language,
    ...(c.accepted_consent_version ? { accepted_consent_version: c.accepted_consent_version } : {}),
    ...(c.accepted_pdpa_version ? { accepted_pdpa_version: c.accepted_pdpa_version } : {}),
  };
}

export function addressView(a: AddressRecord): Address {
  return {
    customeraddress_id: a.customeraddress_id,
    isdefault: a.isdefault,
    recipient_name: a.recipient_name,
    phone: a.phone,
    address_line: a.address_line,
    sub_district: a.sub_district,
    district: a.district,
    province: a.province,
    postal_code: a.postal_code,
    category: a.category,
    ...(a.category === 'other' && a.category_other ? { category_other: a.category_other } : {}),
    is_invoice_address: a.is_invoice_address,
  };
}

/** Default first, then newest first (the contract's order). */
export function sortAddresses(list: AddressRecord[]): AddressRecord[] {
  return [...list].sort(
    (a, b) => Number(b.isdefault) - Number(a.isdefault) || b.created_at - a.created_at || b.customeraddress_id - a.customeraddress_id,
  );
}

export function linkedServiceView(s: LinkedServiceRecord): LinkedService {
  return {
    subscriber_number: s.subscriber_number,
    mobile_no: s.mobile_no,
    service_name: s.service_name,
    subscriber_property: s.subscriber_property,
    rating_status: s.rating_status,
    linked_at: isoBangkok(s.linked_at),
  };
}

export function serviceCandidateView(s: ServiceCandidateRecord): ServiceCandidate {
  return {
    billing_id: s.billing_id,
    ref_subscr_no: s.ref_subscr_no,
    subscriber_number: s.subscriber_number,
    subscriber_property: s.subscriber_property,
    mobile_no: s.mobile_no,
    service_name: s.service_name,
  };
}

export function privilegeSummaryView(p: PrivilegeRecord): PrivilegeSummary {
  return {
    privilege_id: p.privilege_id,
    type: p.type,
    is_lucky_draw: p.is_lucky_draw,
    name: p.name,
    partner_name: p.partner_name,
    image_url: p.image_url,
    points_cost: p.points_cost,
    remaining_stock: p.remaining_stock,
    category_id: p.category_id,
    thai_id_only: p.thai_id_only,
    valid_until: p.valid_until,
  };
}

export function ecodeView(r: RedemptionRecord, now: number): Ecode | undefined {
  if (!r.ecode) return undefined;
  return {
    code: r.ecode.code,
    barcode_value: r.ecode.barcode_value,
    redeemed_at: isoBangkok(r.redeemed_at),
    expires_at: isoBangkok(r.ecode.expires_at),
    status: now >= r.ecode.expires_at ? 'expired' : 'active',
  };
}

function deliveryStatusAt(d: DeliveryRecord, now: number): DeliveryStatus {
  const age = now - d.created_at;
  if (age >= RECEIVED_AFTER_MS) return 'received';
  if (age >= SHIPPED_AFTER_MS) return 'shipped';
  return 'packed';
}

export function redemptionView(r: RedemptionRecord, now: number, delivery?: DeliveryRecord): Redemption {
  const ecode = ecodeView(r, now);
  return {
    redemption_id: r.redemption_id,
    privilege_id: r.privilege_id,
    type: r.type,
    is_lucky_draw: r.is_lucky_draw,
    status: 'success',
    points_used: r.points_used,
    redeemed_at: isoBangkok(r.redeemed_at),
    ...(ecode ? { ecode } : {}),
    ...(delivery
      ? {
          delivery: {
            delivery_id: delivery.delivery_id,
            status: deliveryStatusAt(delivery, now),
            estimated_delivery_date: delivery.estimated_delivery_date,
          },
        }
      : {}),
    ...(r.subscriber_number ? { subscriber_number: r.subscriber_number } : {}),
    ...(r.entries ? { entries: r.entries } : {}),
    balance_after: r.balance_after,
  };
}

export function redemptionHistoryView(r: RedemptionRecord, p: PrivilegeRecord | undefined, now: number): RedemptionHistoryItem {
  const expired = r.ecode !== undefined && now >= r.ecode.expires_at;
  return {
    redemption_id: r.redemption_id,
    privilege_id: r.privilege_id,
    privilege_name: p?.name ?? { th: r.privilege_id, en: r.privilege_id },
    image_url: p?.image_url ?? '/images/privileges/lifestyle.svg',
    type: r.type,
    date: isoBangkok(r.redeemed_at),
    code: r.reference,
    status: expired ? 'expired' : 'success',
    points_used: r.points_used,
    ...(r.delivery_id ? { delivery_id: r.delivery_id } : {}),
    kind: redemptionKind(r),
    ...(r.ecode ? { expires_at: isoBangkok(r.ecode.expires_at) } : {}),
  };
}

/** What a redemption gave: a lucky draw is its own kind whatever its privilege type. */
export function redemptionKind(r: Pick<RedemptionRecord, 'is_lucky_draw' | 'type'>): RedemptionKind {
  return r.is_lucky_draw ? 'lucky_draw' : r.type;
}

export function deliveryView(d: DeliveryRecord, now: number, currentAddressIsDefault: boolean): Delivery {
  const status = deliveryStatusAt(d, now);
  const timeline: Delivery['timeline'] = [{ status: 'packed', at: isoBangkok(d.created_at) }];
  if (status !== 'packed') timeline.push({ status: 'shipped', at: isoBangkok(d.created_at + SHIPPED_AFTER_MS) });
  if (status === 'received') timeline.push({ status: 'received', at: isoBangkok(d.created_at + RECEIVED_AFTER_MS) });
  return {
    delivery_id: d.delivery_id,
    redemption_id: d.redemption_id,
    privilege_name: d.privilege_name,
    status,
    ...(status !== 'packed' ? { tracking_number: d.tracking_number, carrier: d.carrier } : {}),
    estimated_delivery_date: d.estimated_delivery_date,
    address: {
      customeraddress_id: d.address.customeraddress_id,
      isdefault: currentAddressIsDefault,
      recipient_name: d.address.recipient_name,
      phone: d.address.phone,
      address_line: d.address.address_line,
      sub_district: d.address.sub_district,
      district: d.address.district,
      province: d.address.province,
      postal_code: d.address.postal_code,
      category: d.address.category,
      ...(d.address.category === 'other' && d.address.category_other ? { category_other: d.address.category_other } : {}),
      is_invoice_address: d.address.is_invoice_address,
    },
    timeline,
  };
}

/** A partner of the catalogue (GET /api/Reward/Partners). */
export function partnerProgrammeView(p: PartnerProgramme): PartnerProgrammeModel {
  return {
    partner: p.partner,
    name: p.name,
    logo_url: p.logo_url,
    rate: { points: p.rate_points, partner_points: p.rate_partner_points },
    min_points: p.min_points,
    max_points: p.max_points,
    step: p.rate_points,
    contact_centre: { phone: p.contact_phone, hours: p.contact_hours },
    allows_other: p.allows_other,
  };
}

export function partnerMemberView(m: PartnerMemberRecord, programme: PartnerProgramme): PartnerMember {
  return {
    partner: m.partner,
    member_no: m.member_no,
    name: m.name,
    status: m.status,
    rate: { points: programme.rate_points, partner_points: programme.rate_partner_points },
    min_points: programme.min_points,
    max_points: programme.max_points,
  };
}

export function transferView(t: TransferRecord): PartnerTransferResult {
  return {
    transfer_id: t.transfer_id,
    partner: t.partner,
    status: t.status,
    points: t.points,
    partner_points: t.partner_points,
    recipient_member_no: t.recipient_member_no,
    recipient_name: t.recipient_name,
    transferred_at: isoBangkok(t.transferred_at),
    ...(t.maxme_trans_ref ? { maxme_trans_ref: t.maxme_trans_ref } : {}),
  };
}

/** E-code of a redemption made at `redeemedAt`: expires 60 minutes later. */
export function ecodeExpiry(redeemedAt: number): number {
  return redeemedAt + ECODE_VALIDITY_MINUTES * MINUTE;
}
