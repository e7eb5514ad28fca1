/**
 * customer: profile, points balance, picture, referral code, SIM-migration notices, consent.
 * Profile edits follow the app's form rules (support/profile.ts): INVALID_NAME, INVALID_BIRTH_DATE.
 */
import { clock, db } from '../db';
import { isoBangkok } from '../db/clock';
import type { Customer } from '../db/schemas';
import { addressView, customerInfoView, linkedServiceView, sortAddresses } from '../db/views';
import { member } from './support/auth';
import { ok, raise } from './support/respond';
import { route } from './support/route';
import { expiringView } from './support/points';
import { eserviceProfileFields, profileFields } from './support/profile';
import { Problems } from './support/validate';

const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Pictures up to this size (the app uploads at most 1 MB) are kept as data URLs so the app shows them; larger ones get a path. */
const INLINE_IMAGE_BYTES = 1024 * 1024;

function migrateSimOf(customerId: string) {
  return db.migrateSim.findFirst((q) => q.where({ customer_id: customerId })) ?? { customer_id: customerId, show_popup: false, has_issue: false };
}

function migrateSimView(record: { show_popup: boolean; has_issue: boolean }) {
  return {
    show_popup: record.show_popup,
    has_issue: record.has_issue,
    ...(record.show_popup
      ? {
          message: {
            th: 'หมายเลขของคุณย้ายระบบซิมแล้ว คะแนนและสิทธิพิเศษยังอยู่ครบ',
            en: 'Your number has moved to the new SIM system. Your points and privileges are kept.',
          },
        }
      : {}),
  };
}

async function setMigrateSim(customerId: string, change: { show_popup?: boolean; has_issue?: boolean }) {
  const current = db.migrateSim.findFirst((q) => q.where({ customer_id: customerId }));
  if (!current) {
    return db.migrateSim.create({ customer_id: customerId, show_popup: false, has_issue: false, ...change });
  }
  return (
    (await db.migrateSim.update((q) => q.where({ customer_id: customerId }), {
      data(draft) {
        Object.assign(draft, change);
      },
    })) ?? current
  );
}

/** The e-service profile; a registered member from before the record existed shows the member's own name. */
function eserviceView(c: Customer) {
  const e = c.eservice ?? { first_name: c.first_name, last_name: c.last_name, email: c.email, registered_at: c.consent_accepted_at ?? Date.UTC(2024, 0, 1) };
  return {
    first_name: e.first_name,
    last_name: e.last_name,
    ...(e.email ? { email: e.email } : {}),
    registered_at: isoBangkok(e.registered_at),
  };
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export const customerHandlers = [
  route(
    'GET',
    '/api/Customer/CustomerInfo',
    'getCustomerInfo',
    { security: 'customer', allow: { deleted: true, unregistered: true } },
    ({ session }) => {
      const customer = member(session);
      const settings = db.settings.findFirst()!;
      const addresses = sortAddresses(db.addresses.findMany((q) => q.where({ customer_id: customer.customer_id })));
      const services = db.linkedServices
        .findMany((q) => q.where({ customer_id: customer.customer_id }))
        .sort((a, b) => a.linked_at - b.linked_at);
      return ok({
        customer_info: customerInfoView(customer, session?.channel),
        customer_addresses: addresses.map(addressView),
        customer_services: services.map(linkedServiceView),
        current_consent_version: settings.current_consent_version,
        current_pdpa_version: settings.current_pdpa_version,
      });
    },
  ),

  route('GET', '/api/Customer/GetPoint', 'getPoint', { security: 'customer' }, ({ session }) => {
    const customer = member(session);
    return ok({ point: customer.point, tier: customer.tier, expiring: expiringView(customer) });
  }),

  route('POST', '/api/Customer/UploadImageProfile', 'uploadImageProfile', { security: 'customer' }, async ({ request, session }) => {
    const customer = member(session);
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return raise('VALIDATION_REQUIRED', { image_profile: 'VALIDATION_REQUIRED' });
    }
    const file = form.get('image_profile');
    if (!file || typeof file === 'string') raise('VALIDATION_REQUIRED', { image_profile: 'VALIDATION_REQUIRED' });
    const type = file.type.toLowerCase();
    if ((type !== 'image/jpeg' && type !== 'image/png') || file.size > MAX_IMAGE_BYTES || file.size === 0) {
      raise('INVALID_FORMAT', { image_profile: 'INVALID_FORMAT' });
    }
    const version = Math.floor(clock.now() / 1000);
    const imageUrl =
      file.size <= INLINE_IMAGE_BYTES
        ? `data:${type};base64,${bytesToBase64(new Uint8Array(await file.arrayBuffer()))}`
        : `/images/profile/${customer.customer_id}-${version}.${type === 'image/png' ? 'png' : 'jpg'}`;
    await db.customers.update((q) => q.where({ customer_id: customer.customer_id }), {
      data(c) {
        c.image_url = imageUrl;
      },
    });
    return ok({ image_url: imageUrl });
  }),

  route('PUT', '/api/Customer/EditProfile', 'editProfile', { security: 'customer', fields: profileFields }, async ({ body, session }) => {
    const customer = member(session);
    const { first_name: firstName, last_name: lastName, email, birth_date: birthDate } = body;
    const updated: Customer | undefined = await db.customers.update((q) => q.where({ customer_id: customer.customer_id }), {
      data(c) {
        c.first_name = firstName;
        c.last_name = lastName;
        if (email !== undefined) c.email = email;
        if (birthDate !== undefined) c.birth_date = birthDate;
      },
    });
    return ok(customerInfoView(updated ?? customer, session?.channel));
  }),

  route('GET', '/api/Customer/EserviceProfile', 'getEserviceProfile', { security: 'customer' }, ({ session }) => {
    return ok(eserviceView(member(session)));
  }),

  route('PUT', '/api/Customer/EditEserviceProfile', 'editEserviceProfile', { security: 'customer', fields: eserviceProfileFields }, async ({ body, session }) => {
    const customer = member(session);
    const { first_name: firstName, last_name: lastName, email } = body;
    const current = eserviceView(customer);
    const updated: Customer | undefined = await db.customers.update((q) => q.where({ customer_id: customer.customer_id }), {
      data(c) {
        c.eservice = { first_name: firstName, last_name: lastName, email: email || undefined, registered_at: Date.parse(current.registered_at) };
      },
    });
    return ok(eserviceView(updated ?? customer));
  }),

  route('GET', '/api/Customer/GetReferralCode', 'getReferralCode', { security: 'customer' }, async ({ session }) => {
    const customer = member(session);
    let referral = db.referrals.findFirst((q) => q.where({ customer_id: customer.customer_id }));
    if (!referral) {
      referral = await db.referrals.create({
        customer_id: customer.customer_id,
        referral_code: `M${customer.customer_id.slice(3)}`,
        referred_count: 0,
        reward_points: 100,
      });
    }
    return ok({
      referral_code: referral.referral_code,
      referral_url: `https://liff.line.me/2000000000-AbCdEfGh/auth/login?ref=${referral.referral_code}`,
      referred_count: referral.referred_count,
      reward_points: referral.reward_points,
    });
  }),

  route('GET', '/api/Customer/ValidateMigrateSim', 'validateMigrateSim', { security: 'customer' }, ({ session }) => {
    return ok(migrateSimView(migrateSimOf(member(session).customer_id)));
  }),

  route('POST', '/api/Customer/ToggleMigrateSimPopUp', 'toggleMigrateSimPopUp', { security: 'customer' }, async ({ body, session }) => {
    const customer = member(session);
    return ok(migrateSimView(await setMigrateSim(customer.customer_id, { show_popup: body.show_popup })));
  }),

  route('POST', '/api/Customer/ToggleIssueMigrateSim', 'toggleIssueMigrateSim', { security: 'customer' }, async ({ body, session }) => {
    const customer = member(session);
    return ok(migrateSimView(await setMigrateSim(customer.customer_id, { has_issue: body.has_issue })));
  }),

  route(
    'POST',
    '/api/Consent/Accept',
    'acceptConsent',
    { security: 'customer', allow: { unregistered: true } },
    async ({ body, session }) => {
      const customer = member(session);
      const problems = new Problems();
      const { current_consent_version: consent, current_pdpa_version: pdpa, marketing } = body;
      const settings = db.settings.findFirst()!;
      if (consent !== settings.current_consent_version) problems.add('current_consent_version', 'INVALID_FORMAT');
      if (pdpa !== settings.current_pdpa_version) problems.add('current_pdpa_version', 'INVALID_FORMAT');
      problems.check();
      const now = clock.now();
      await db.customers.update((q) => q.where({ customer_id: customer.customer_id }), {
        data(c) {
          c.accepted_consent_version = consent;
          c.accepted_pdpa_version = pdpa;
          c.marketing_consent = marketing;
          c.consent_accepted_at = now;
        },
      });
      return ok({ accepted_consent_version: consent, accepted_pdpa_version: pdpa, marketing, accepted_at: isoBangkok(now) });
    },
  ),
];
