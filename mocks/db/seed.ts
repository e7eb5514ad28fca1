/**
 * The deterministic seed: identical on every start. Hand-written records for everything the
 * docs and tests name; a fixed-seed faker for background data (more members, old history).
 * Nothing here reads the real clock.
 */
import { base, en, Faker, th } from '@faker-js/faker';
import { DEMO, PARTNER_CARDS, type DemoName } from '../identities';
import { bangkok, dateBangkok, DAY, addBusinessDays } from './clock';
import { seedContent } from './content';
import { codeFrom, requestFingerprint } from './ids';
import { CATEGORIES, seedPrivileges } from './privileges';
import type {
  ActivityRecord,
  AddressRecord,
  Customer,
  DeliveryRecord,
  GameLaunchRecord,
  GameTokenRecord,
  IdempotencyRecord,
  LinkedServiceRecord,
  MigrateSimRecord,
  MigrationEntry,
  OtpTransaction,
  PartnerMemberRecord,
  PartnerProgramme,
  PreferencesRecord,
  PrivilegeRecord,
  RedemptionRecord,
  ReferralRecord,
  ServiceCandidateRecord,
  TransferRecord,
} from './schemas';
import { ecodeExpiry, redemptionView } from './views';

const FAKER_SEED = 20261120;
const CURRENT_CONSENT_VERSION = '3.1';
const CURRENT_PDPA_VERSION = '2.0';

/** Demo OTP challenges that never expire (documented in mocks/README.md). */
export const DEMO_TRANSACTIONS = {
  /** Open login challenge of the demo member: 123456 opens a session, anything else OTP_INVALID. */
  memberLogin: 'OTP-d0000000000a',
  /** Expired login challenge of the demo member → OTP_EXPIRED. */
  expiredLogin: 'OTP-e0000000000e',
  /** Open add-service challenge of the demo member for 0898765432 → OTP_INCORRECT unless 123456. */
  memberAddService: 'OTP-d0000000000b',
  /** Login challenge of the demo member whose resend timer runs until 2099 → ResendOTP OTP_RESEND_TOO_SOON. */
  resendTooSoon: 'OTP-c0000000000a',
  /** Login challenge of the demo member already resent 3 times → ResendOTP OTP_RESEND_LIMIT. */
  resendLimit: 'OTP-c0000000000b',
  /** Login challenge of the demo member closed after 5 wrong codes → VerifyOTP and ResendOTP OTP_EXPIRED. */
  lockedLogin: 'OTP-c0000000000c',
} as const;

/** Idempotency-Key already used by the demo member to redeem {privilege_id: PRV000101, quantity: 1}. */
export const DEMO_IDEMPOTENCY_KEY = 'demo-replay-key-0001';

function expiringSplit(point: number, years: Array<[number, number]>): Customer['expiring'] {
  // years: [year, share in per-mille]; the last bucket takes the remainder so the sum is exact.
  let left = point;
  return years.map(([year, share], i) => {
    const amount = i === years.length - 1 ? left : Math.floor((point * share) / 1000);
    left -= amount;
    return { year, expire_date: `${year}-12-31`, point: amount };
  });
}

function customer(
  identity: (typeof DEMO)[DemoName],
  extra: Partial<Customer> & { first_name_en: string; last_name_en: string },
): Customer {
  const [first = '', last = ''] = identity.nameTh.split(' ');
  return {
    customer_id: identity.customerId,
    first_name: first,
    last_name: last,
    mobile_no: identity.mobile,
    id_type: identity.idType,
    id_number: identity.idNumber,
    tier: identity.tier,
    point: identity.point,
    expiring: expiringSplit(identity.point, [
      [2026, 120],
      [2027, 480],
      [2028, 400],
    ]),
    isdeleted: identity.isdeleted,
    isregistered: identity.isregistered,
    language: 'th',
    marketing_consent: false,
    ...(identity.isregistered
      ? {
          accepted_consent_version: CURRENT_CONSENT_VERSION,
          accepted_pdpa_version: CURRENT_PDPA_VERSION,
          eservice: { first_name: first, last_name: last, email: extra.email, registered_at: bangkok('2024-03-02T09:15') },
        }
      : {}),
    ...extra,
  };
}

export interface SeedData {
  customers: Customer[];
  addresses: AddressRecord[];
  linkedServices: LinkedServiceRecord[];
  serviceCandidates: ServiceCandidateRecord[];
  categories: typeof CATEGORIES;
  privileges: PrivilegeRecord[];
  redemptions: RedemptionRecord[];
  deliveries: DeliveryRecord[];
  partnerProgrammes: PartnerProgramme[];
  partnerMembers: PartnerMemberRecord[];
  transfers: TransferRecord[];
  otpTransactions: OtpTransaction[];
  activities: ActivityRecord[];
  documents: ReturnType<typeof seedContent>['documents'];
  referrals: ReferralRecord[];
  settings: Array<{ current_consent_version: string; current_pdpa_version: string }>;
  preferences: PreferencesRecord[];
  migrationHistory: MigrationEntry[];
  migrateSim: MigrateSimRecord[];
  idempotency: IdempotencyRecord[];
  revokedTokens: Array<{ token: string; revoked_at: number }>;
  gameTokens: GameTokenRecord[];
  gameLaunches: GameLaunchRecord[];
}

export function buildSeed(): SeedData {
  const faker = new Faker({ locale: [th, en, base] });
  faker.seed(FAKER_SEED);

  const m = DEMO.member;
  const customers: Customer[] = [
    customer(DEMO.member, {
      first_name_en: 'Somchai',
      last_name_en: 'Jaidee',
      email: 'somchai.j@example.com',
      birth_date: '1988-04-12',
      marketing_consent: true,
      consent_accepted_at: bangkok('2026-10-01T09:58'),
    }),
    customer(DEMO.passport, { first_name_en: 'John', last_name_en: 'Smith', email: 'john.smith@example.com', birth_date: '1990-07-01', language: 'en' }),
    customer(DEMO.zeroPoints, { first_name_en: 'Somying', last_name_en: 'Rakdee', expiring: [] }),
    customer(DEMO.deleted, { first_name_en: 'Wichai', last_name_en: 'La-ok' }),
    customer(DEMO.unregistered, { first_name_en: 'Mana', last_name_en: 'Maima' }),
  ];

  // Background members (fixed faker seed): realistic data around the demo identities.
  const tiers = ['classic', 'silver', 'gold', 'platinum'] as const;
  for (let i = 0; i < 12; i += 1) {
    const point = faker.number.int({ min: 0, max: 80 }) * 500;
    const mobile = `09${String(faker.number.int({ min: 10000000, max: 99999999 }))}`;
    const idBody = String(3100600000000 + i * 7919).slice(0, 12);
    let sum = 0;
    for (let d = 0; d < 12; d += 1) sum += Number(idBody[d]) * (13 - d);
    customers.push({
      customer_id: `CUS${String(1000 + i).padStart(7, '0')}`,
      first_name: faker.person.firstName(),
      last_name: faker.person.lastName(),
      first_name_en: faker.helpers.arrayElement(['Anan', 'Busaba', 'Chai', 'Darunee', 'Ekkachai', 'Fah', 'Kanya', 'Niran']),
      last_name_en: faker.helpers.arrayElement(['Srisuk', 'Boonmee', 'Thongdee', 'Kaewkla', 'Sukjai']),
      email: `member${1000 + i}@example.com`,
      mobile_no: mobile,
      id_type: 'national_id',
      id_number: `${idBody}${(11 - (sum % 11)) % 10}`,
      birth_date: dateBangkok(bangkok('1970-01-01T12:00') + faker.number.int({ min: 0, max: 12000 }) * DAY),
      tier: faker.helpers.arrayElement(tiers),
      point,
      expiring: point === 0 ? [] : expiringSplit(point, [[2027, 500], [2028, 500]]),
      isdeleted: false,
      isregistered: true,
      language: 'th',
      accepted_consent_version: CURRENT_CONSENT_VERSION,
      accepted_pdpa_version: CURRENT_PDPA_VERSION,
      marketing_consent: faker.datatype.boolean(),
    });
    const added = customers[customers.length - 1]!;
    added.eservice = { first_name: added.first_name, last_name: added.last_name, email: added.email, registered_at: bangkok('2025-01-15T10:00') + i * DAY };
  }

  const addresses: AddressRecord[] = [
    {
      customeraddress_id: 1024,
      customer_id: m.customerId,
      isdefault: true,
      recipient_name: 'สมชาย ใจดี',
      phone: '0812345678',
      address_line: '99/1 หมู่ 4 ถนนแจ้งวัฒนะ',
      sub_district: 'ทุ่งสองห้อง',
      district: 'หลักสี่',
      province: 'กรุงเทพมหานคร',
      postal_code: '10210',
      category: 'home',
      is_invoice_address: true,
      created_at: bangkok('2024-03-02T09:20'),
    },
    {
      customeraddress_id: 1025,
      customer_id: m.customerId,
      isdefault: false,
      recipient_name: 'สมชาย ใจดี',
      phone: '0812345678',
      address_line: 'อาคารสิทธิพิเศษ ชั้น 12 ถนนพหลโยธิน',
      sub_district: 'สามเสนใน',
      district: 'พญาไท',
      province: 'กรุงเทพมหานคร',
      postal_code: '10400',
      category: 'work',
      is_invoice_address: false,
      created_at: bangkok('2025-06-15T12:00'),
    },
    {
      customeraddress_id: 1030,
      customer_id: DEMO.passport.customerId,
      isdefault: true,
      recipient_name: 'John Smith',
      phone: '0823456789',
      address_line: '55 ซอยสุขุมวิท 24',
      sub_district: 'คลองตัน',
      district: 'คลองเตย',
      province: 'กรุงเทพมหานคร',
      postal_code: '10110',
      category: 'home',
      is_invoice_address: true,
      created_at: bangkok('2025-01-10T10:00'),
    },
    {
      customeraddress_id: 1031,
      customer_id: DEMO.zeroPoints.customerId,
      isdefault: true,
      recipient_name: 'สมหญิง รักดี',
      phone: '0834567890',
      address_line: '12 ถนนนิมมานเหมินท์',
      sub_district: 'สุเทพ',
      district: 'เมืองเชียงใหม่',
      province: 'เชียงใหม่',
      postal_code: '50200',
      category: 'other',
      category_other: 'บ้านพ่อแม่',
      is_invoice_address: false,
      created_at: bangkok('2025-08-20T16:45'),
    },
  ];

  const linkedServices: LinkedServiceRecord[] = [
    {
      customer_id: m.customerId,
      subscriber_number: '1000234567',
      mobile_no: '0812345678',
      service_name: { th: 'มือถือรายเดือน', en: 'Postpaid mobile' },
      subscriber_property: 'postpaid',
      rating_status: 'rated',
      linked_at: bangkok('2024-03-02T09:15'),
    },
    {
      customer_id: DEMO.passport.customerId,
      subscriber_number: '1000456789',
      mobile_no: '0823456789',
      service_name: { th: 'มือถือเติมเงิน', en: 'Prepaid mobile' },
      subscriber_property: 'prepaid',
      rating_status: 'not_rated',
      linked_at: bangkok('2025-01-10T09:00'),
    },
    {
      customer_id: DEMO.zeroPoints.customerId,
      subscriber_number: '1000567890',
      mobile_no: '0834567890',
      service_name: { th: 'มือถือเติมเงิน', en: 'Prepaid mobile' },
      subscriber_property: 'prepaid',
      rating_status: 'rated',
      linked_at: bangkok('2025-08-20T16:30'),
    },
  ];

  const serviceCandidates: ServiceCandidateRecord[] = [
    {
      customer_id: m.customerId,
      billing_id: '8800123456',
      ref_subscr_no: '530012345',
      subscriber_number: '1000345678',
      subscriber_property: 'prepaid',
      mobile_no: '0898765432',
      service_name: { th: 'มือถือเติมเงิน', en: 'Prepaid mobile' },
    },
    {
      customer_id: m.customerId,
      billing_id: '8800123457',
      ref_subscr_no: '530012346',
      subscriber_number: '1000345679',
      subscriber_property: 'postpaid',
      mobile_no: '0865432109',
      service_name: { th: 'มือถือรายเดือน', en: 'Postpaid mobile' },
    },
  ];

  const privileges = seedPrivileges();
  const byId = new Map(privileges.map((p) => [p.privilege_id, p]));
  const cost = (id: string) => byId.get(id)?.points_cost ?? 0;

  // Past redemptions of the demo member (their points are already out of the 250,000 balance).
  const redemptions: RedemptionRecord[] = [];
  const deliveries: DeliveryRecord[] = [];
  let balance = m.point + cost('PRV000104') + cost('PRV000101') + cost('PRV000205') + 3 * cost('PRV000412') + cost('PRV000301');
  const past = (
    id: string,
    privilegeId: string,
    at: string,
    extra: Partial<RedemptionRecord> & { quantity?: number } = {},
  ): RedemptionRecord => {
    const p = byId.get(privilegeId)!;
    const quantity = extra.quantity ?? 1;
    const used = p.points_cost * quantity;
    balance -= used;
    const redeemedAt = bangkok(at);
    const record: RedemptionRecord = {
      redemption_id: id,
      customer_id: m.customerId,
      privilege_id: privilegeId,
      type: p.type,
      is_lucky_draw: p.is_lucky_draw,
      quantity,
      points_used: used,
      redeemed_at: redeemedAt,
      reference: `R-${codeFrom(id, 6)}`,
      balance_after: balance,
      ...extra,
    };
    if (p.type === 'ecode' && !p.is_lucky_draw) {
      const code = `${p.partner_name.en.replace(/[^A-Za-z]/g, '').slice(0, 4).toUpperCase()}-${codeFrom(`${id}:a`, 4)}-${codeFrom(`${id}:b`, 4)}`;
      record.ecode = { code, barcode_value: `885${String(codeFrom(id, 10, '0123456789'))}`, expires_at: ecodeExpiry(redeemedAt) };
      record.reference = code;
    }
    redemptions.push(record);
    return record;
  };
  past('RDM2611100001', 'PRV000104', '2026-11-10T12:05');
  const replayed = past('RDM2611150001', 'PRV000101', '2026-11-15T09:30');
  const deliveryRedemption = past('RDM2611120001', 'PRV000205', '2026-11-12T14:10', { delivery_id: 'DLV2611120001' });
  past('RDM2611160001', 'PRV000412', '2026-11-16T20:00', { quantity: 3, entries: 3 });
  past('RDM2611170001', 'PRV000301', '2026-11-17T08:45', { subscriber_number: '1000234567' });
  const home = addresses[0]!;
  deliveries.push({
    delivery_id: 'DLV2611120001',
    redemption_id: deliveryRedemption.redemption_id,
    customer_id: m.customerId,
    privilege_name: byId.get('PRV000205')!.name,
    created_at: deliveryRedemption.redeemed_at,
    tracking_number: `TH${codeFrom('DLV2611120001', 10, '0123456789')}X`,
    carrier: 'Thailand Post',
    estimated_delivery_date: addBusinessDays(deliveryRedemption.redeemed_at, 5),
    address: {
      customeraddress_id: home.customeraddress_id,
      recipient_name: home.recipient_name,
      phone: home.phone,
      address_line: home.address_line,
      sub_district: home.sub_district,
      district: home.district,
      province: home.province,
      postal_code: home.postal_code,
      category: home.category,
      is_invoice_address: home.is_invoice_address,
    },
  });

  const partnerProgrammes: PartnerProgramme[] = [
    {
      partner: 'blueplus',
      name: { th: 'บลูพลัส', en: 'Blue Plus' },
      logo_url: '/images/partners/blueplus.svg',
      rate_points: 5,
      rate_partner_points: 1,
      min_points: 100,
      max_points: 10000,
      contact_phone: '021234567',
      contact_hours: { th: 'ทุกวัน 08:00-20:00 น.', en: 'Daily, 8 am to 8 pm' },
      allows_other: true,
    },
    {
      partner: 'maxme',
      name: { th: 'แม็กซ์มี', en: 'Max Me' },
      logo_url: '/images/partners/maxme.svg',
      rate_points: 4,
      rate_partner_points: 1,
      min_points: 100,
      max_points: 10000,
      contact_phone: '027654321',
      contact_hours: { th: 'จันทร์-ศุกร์ 09:00-18:00 น.', en: 'Monday to Friday, 9 am to 6 pm' },
      allows_other: true,
    },
    {
      partner: 'pointx',
      name: { th: 'พอยท์เอกซ์', en: 'PointX' },
      logo_url: '/images/partners/pointx.svg',
      rate_points: 2,
      rate_partner_points: 1,
      min_points: 100,
      max_points: 20000,
      contact_phone: '1788',
      contact_hours: { th: 'ตลอด 24 ชั่วโมง', en: '24 hours a day' },
      allows_other: false,
    },
  ];

  const partnerMembers: PartnerMemberRecord[] = [];
  const everywhere = (
    citizen: string,
    mobile: string,
    nameTh: string,
    nameEn: string,
    numbers: [string, string, string],
    status: 'active' | 'suspended' = 'active',
    behaviour: PartnerMemberRecord['behaviour'] = 'normal',
  ) => {
    partnerMembers.push(
      { partner: 'blueplus', citizen_id: citizen, mobile_no: mobile, member_no: numbers[0], name: nameTh, status, balance: 1200, behaviour },
      { partner: 'maxme', citizen_id: citizen, mobile_no: mobile, member_no: numbers[1], name: nameEn, status, balance: 800, behaviour },
      { partner: 'pointx', citizen_id: citizen, mobile_no: mobile, member_no: numbers[2], name: nameTh, status, balance: 450, behaviour },
    );
  };
  everywhere(PARTNER_CARDS.self, m.mobile, 'สมชาย ใ***', 'Somchai J***', ['BP0012345678', 'MX9876543210', 'PX0001234567']);
  everywhere(PARTNER_CARDS.other, PARTNER_CARDS.otherMobile, 'มาลี ส***', 'Malee S***', ['BP0023456789', 'MX8765432109', 'PX0002345678']);
  everywhere(PARTNER_CARDS.suspended, PARTNER_CARDS.triggerMobile, 'ประยุทธ ร***', 'Prayut R***', ['BP0099999999', 'MX9999999999', 'PX0009999999'], 'suspended');
  everywhere(PARTNER_CARDS.invalidFormat, PARTNER_CARDS.triggerMobile, 'กมล ฟ***', 'Kamol F***', ['BP0033333333', 'MX3333333333', 'PX0003333333'], 'active', 'invalid_format');
  everywhere(PARTNER_CARDS.systemDisconnect, PARTNER_CARDS.triggerMobile, 'สุดา ข***', 'Suda K***', ['BP0055555555', 'MX5555555555', 'PX0005555555'], 'active', 'system_disconnect');
  everywhere(PARTNER_CARDS.mismatchConditions, PARTNER_CARDS.triggerMobile, 'ธนา ม***', 'Thana M***', ['BP0077777777', 'MX7777777777', 'PX0007777777'], 'active', 'mismatch_conditions');
  everywhere(PARTNER_CARDS.transferUnsuccessful, PARTNER_CARDS.triggerMobile, 'วีระ ป***', 'Weera P***', ['BP0066666666', 'MX6666666666', 'PX0006666666'], 'active', 'transfer_unsuccessful');
  everywhere(PARTNER_CARDS.maxmeSettlesFailed, PARTNER_CARDS.triggerMobile, 'อรุณ ล***', 'Arun L***', ['BP0044444444', 'MX4444444444', 'PX0004444444'], 'active', 'settle_failed');

  const transfers: TransferRecord[] = [
    {
      transfer_id: 'TRF2611050001',
      customer_id: m.customerId,
      partner: 'blueplus',
      status: 'success',
      points: 1000,
      partner_points: 200,
      recipient_member_no: 'BP0012345678',
      recipient_name: 'สมชาย ใ***',
      recipient_citizen_id: PARTNER_CARDS.self,
      transferred_at: bangkok('2026-11-05T10:15'),
    },
    {
      transfer_id: 'TRF2611080001',
      customer_id: m.customerId,
      partner: 'maxme',
      status: 'success',
      points: 2000,
      partner_points: 500,
      recipient_member_no: 'MX8765432109',
      recipient_name: 'Malee S***',
      recipient_citizen_id: PARTNER_CARDS.other,
      transferred_at: bangkok('2026-11-08T18:40'),
      maxme_trans_ref: 'MXM202611080001',
      settles_at: bangkok('2026-11-08T18:40:05'),
      settles_as: 'success',
    },
    {
      transfer_id: 'TRF2611090001',
      customer_id: m.customerId,
      partner: 'pointx',
      status: 'success',
      points: 1000,
      partner_points: 500,
      recipient_member_no: 'PX0001234567',
      recipient_name: 'สมชาย ใ***',
      recipient_citizen_id: PARTNER_CARDS.self,
      transferred_at: bangkok('2026-11-09T07:50'),
    },
  ];

  const otpTransactions: OtpTransaction[] = [
    {
      transaction_id: DEMO_TRANSACTIONS.memberLogin,
      purpose: 'login',
      customer_id: m.customerId,
      mobile_no: m.mobile,
      ref_code: 'DEMO',
      issued_at: bangkok('2026-11-20T10:00'),
      expires_at: null,
      resend_at: bangkok('2026-11-20T10:01'),
      attempts: 0,
      status: 'open',
    },
    {
      transaction_id: DEMO_TRANSACTIONS.expiredLogin,
      purpose: 'login',
      customer_id: m.customerId,
      mobile_no: m.mobile,
      ref_code: 'OLDX',
      issued_at: bangkok('2026-01-01T10:00'),
      expires_at: bangkok('2026-01-01T10:05'),
      resend_at: bangkok('2026-01-01T10:01'),
      attempts: 0,
      status: 'open',
    },
    {
      transaction_id: DEMO_TRANSACTIONS.resendTooSoon,
      purpose: 'login',
      customer_id: m.customerId,
      mobile_no: m.mobile,
      ref_code: 'WAIT',
      issued_at: bangkok('2026-11-20T10:00'),
      expires_at: bangkok('2099-12-31T23:59'),
      resend_at: bangkok('2099-12-31T23:59'),
      attempts: 0,
      status: 'open',
    },
    {
      transaction_id: DEMO_TRANSACTIONS.resendLimit,
      purpose: 'login',
      customer_id: m.customerId,
      mobile_no: m.mobile,
      ref_code: 'MANY',
      issued_at: bangkok('2026-11-20T10:00'),
      expires_at: bangkok('2099-12-31T23:59'),
      resend_at: bangkok('2026-11-20T10:01'),
      attempts: 0,
      status: 'open',
      resends: 3,
    },
    {
      transaction_id: DEMO_TRANSACTIONS.lockedLogin,
      purpose: 'login',
      customer_id: m.customerId,
      mobile_no: m.mobile,
      ref_code: 'LOCK',
      issued_at: bangkok('2026-11-20T10:00'),
      expires_at: bangkok('2099-12-31T23:59'),
      resend_at: bangkok('2026-11-20T10:01'),
      attempts: 5,
      status: 'closed',
    },
    {
      transaction_id: DEMO_TRANSACTIONS.memberAddService,
      purpose: 'add_service',
      customer_id: m.customerId,
      mobile_no: '0898765432',
      ref_code: 'WQPD',
      issued_at: bangkok('2026-11-20T10:00'),
      expires_at: null,
      resend_at: bangkok('2026-11-20T10:01'),
      attempts: 0,
      status: 'open',
      service: {
        billing_id: '8800123456',
        ref_subscr_no: '530012345',
        subscriber_number: '1000345678',
        subscriber_property: 'prepaid',
        mobile_no: '0898765432',
      },
    },
  ];

  const content = seedContent();

  const referrals: ReferralRecord[] = customers
    .filter((c) => c.isregistered && !c.isdeleted)
    .map((c, i) => ({
      customer_id: c.customer_id,
      referral_code: c.customer_id === m.customerId ? 'SOMCHAI88' : `${c.first_name_en.toUpperCase().replace(/[^A-Z]/g, '').slice(0, 6)}${String(10 + i)}`,
      referred_count: c.customer_id === m.customerId ? 3 : i % 4,
      reward_points: 100,
    }));

  const preferences: PreferencesRecord[] = customers.map((c) => ({
    customer_id: c.customer_id,
    sms: c.customer_id === m.customerId,
    email: false,
    line_official: c.customer_id === m.customerId,
    line_service: false,
    deny_all: c.customer_id !== m.customerId,
  }));

  const descriptions = [
    { th: 'ได้รับคะแนนจากการชำระค่าบริการรายเดือน', en: 'Points earned from paying the monthly bill', sign: 1 },
    { th: 'แลกส่วนลดค่าบริการรายเดือน', en: 'Redeemed a monthly bill discount', sign: -1 },
    { th: 'ได้รับคะแนนจากกิจกรรมตอบคำถาม', en: 'Points earned from a quiz activity', sign: 1 },
    { th: 'คะแนนหมดอายุ', en: 'Points expired', sign: -1 },
    { th: 'แลกรับบัตรชมภาพยนตร์', en: 'Redeemed movie tickets', sign: -1 },
  ];
  const migrationHistory: MigrationEntry[] = [];
  let when = bangkok('2023-12-20T10:00');
  for (let i = 0; i < 14; i += 1) {
    const d = faker.helpers.arrayElement(descriptions);
    when -= faker.number.int({ min: 5, max: 45 }) * DAY + faker.number.int({ min: 0, max: 600 }) * 60 * 1000;
    migrationHistory.push({
      customer_id: m.customerId,
      date: when,
      description: { th: d.th, en: d.en },
      points: d.sign * faker.number.int({ min: 1, max: 40 }) * 50,
      reference: `OLD-${dateBangkok(when).slice(0, 4)}-${String(faker.number.int({ min: 1000, max: 9999 })).padStart(6, '0')}`,
    });
  }

  const migrateSim: MigrateSimRecord[] = customers.map((c) => ({
    customer_id: c.customer_id,
    show_popup: false,
    has_issue: false,
  }));

  const replayBody = JSON.stringify({ data: redemptionView(replayed, replayed.redeemed_at) });
  const idempotency: IdempotencyRecord[] = [
    {
      customer_id: m.customerId,
      key: DEMO_IDEMPOTENCY_KEY,
      fingerprint: requestFingerprint('redeem', { privilege_id: 'PRV000101', quantity: 1 }),
      status: 200,
      body: replayBody,
      created_at: null,
    },
  ];

  return {
    customers,
    addresses,
    linkedServices,
    serviceCandidates,
    categories: CATEGORIES,
    privileges,
    redemptions,
    deliveries,
    partnerProgrammes,
    partnerMembers,
    transfers,
    otpTransactions,
    activities: content.activities,
    documents: content.documents,
    referrals,
    settings: [{ current_consent_version: CURRENT_CONSENT_VERSION, current_pdpa_version: CURRENT_PDPA_VERSION }],
    preferences,
    migrationHistory,
    migrateSim,
    idempotency,
    revokedTokens: [],
    gameTokens: [],
    gameLaunches: [],
  };
}
