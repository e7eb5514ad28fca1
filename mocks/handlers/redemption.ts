/**
 * redemption: POST /api/Redemption/Redeem debits the points and takes the stock in one step
 * (handlers run one at a time), with Idempotency-Key replay; GET /api/Redemption/Ecode answers
 * the e-code, `expired` 60 minutes of mock time after the redemption.
 */
import { clock, db } from '../db';
import { addBusinessDays } from '../db/clock';
import { codeFrom, dailyId } from '../db/ids';
import type { RedemptionRecord } from '../db/schemas';
import { DELIVERY_DAYS, ecodeExpiry, ecodeView, redemptionView } from '../db/views';
import { privilegeById } from './privilege';
import { member } from './support/auth';
import { refusal } from './support/eligibility';
import { idempotencyKey, once } from './support/idempotency';
import { debit } from './support/points';
import { ok, raise } from './support/respond';
import { route } from './support/route';

/** Next `<prefix><yyMMdd><seq>` id of the day among `existing` ids. */
export function nextDailyId(prefix: string, now: number, existing: string[]): string {
  const dayPrefix = dailyId(prefix, now, 0).slice(0, prefix.length + 6);
  const used = existing.filter((id) => id.startsWith(dayPrefix)).map((id) => Number(id.slice(dayPrefix.length)));
  return dailyId(prefix, now, Math.max(0, ...used) + 1);
}

export const redemptionHandlers = [
  route('POST', '/api/Redemption/Redeem', 'redeem', { security: 'customer' }, async ({ request, body, session }) => {
    const customer = member(session);
    const key = idempotencyKey(request);
    const { privilege_id: privilegeId, quantity = 1, customeraddress_id: addressId, subscriber_number: subscriber } = body;

    return once(customer.customer_id, key, 'redeem', body, async () => {
      const now = clock.now();
      const p = privilegeById(privilegeId);
      if (quantity > 1 && !p.is_lucky_draw && p.type !== 'delivery') raise('INVALID_FORMAT', { quantity: 'INVALID_FORMAT' });
      if (customer.id_type !== 'national_id') raise('THAI_ID_REQUIRED');
      let address;
      if (p.type === 'delivery' && !p.is_lucky_draw) {
        if (addressId === undefined) raise('VALIDATION_REQUIRED', { customeraddress_id: 'VALIDATION_REQUIRED' });
        address = db.addresses.findFirst((q) => q.where({ customer_id: customer.customer_id, customeraddress_id: addressId }));
        if (!address) raise('NOT_FOUND');
      }
      if (p.type === 'subscription' && !p.is_lucky_draw) {
        if (subscriber === undefined) raise('VALIDATION_REQUIRED', { subscriber_number: 'VALIDATION_REQUIRED' });
        const linked = db.linkedServices.findFirst((q) => q.where({ customer_id: customer.customer_id, subscriber_number: subscriber }));
        if (!linked) raise('NOT_FOUND');
      }
      const reason = refusal(customer, p, quantity, now);
      if (reason) raise(reason);

      // All checks passed: debit, take the stock, record — one step.
      const cost = p.points_cost * quantity;
      const after = await debit(customer, cost);
      await db.privileges.update((q) => q.where({ privilege_id: p.privilege_id }), {
        data(draft) {
          draft.remaining_stock -= quantity;
        },
      });
      const redemptionId = nextDailyId('RDM', now, db.redemptions.all().map((r) => r.redemption_id));
      const record: RedemptionRecord = {
        redemption_id: redemptionId,
        customer_id: customer.customer_id,
        privilege_id: p.privilege_id,
        type: p.type,
        is_lucky_draw: p.is_lucky_draw,
        quantity,
        points_used: cost,
        redeemed_at: now,
        reference: `R-${codeFrom(redemptionId, 6)}`,
        balance_after: after.point,
      };
      if (p.is_lucky_draw) {
        record.entries = quantity;
      } else if (p.type === 'ecode') {
        const brand = p.partner_name.en.replace(/[^A-Za-z]/g, '').slice(0, 4).toUpperCase() || 'CODE';
        const code = `${brand}-${codeFrom(`${redemptionId}:a`, 4)}-${codeFrom(`${redemptionId}:b`, 4)}`;
        record.ecode = { code, barcode_value: `885${codeFrom(redemptionId, 10, '0123456789')}`, expires_at: ecodeExpiry(now) };
        record.reference = code;
      } else if (p.type === 'subscription') {
        record.subscriber_number = subscriber;
      }
      let delivery;
      if (address) {
        const deliveryId = nextDailyId('DLV', now, db.deliveries.all().map((d) => d.delivery_id));
        record.delivery_id = deliveryId;
        delivery = await db.deliveries.create({
          delivery_id: deliveryId,
          redemption_id: redemptionId,
          customer_id: customer.customer_id,
          privilege_name: p.name,
          created_at: now,
          tracking_number: `TH${codeFrom(deliveryId, 10, '0123456789')}X`,
          carrier: 'Thailand Post',
          estimated_delivery_date: addBusinessDays(now, DELIVERY_DAYS),
          address: {
            customeraddress_id: address.customeraddress_id,
            recipient_name: address.recipient_name,
            phone: address.phone,
            address_line: address.address_line,
            sub_district: address.sub_district,
            district: address.district,
            province: address.province,
            postal_code: address.postal_code,
            category: address.category,
            ...(address.category_other ? { category_other: address.category_other } : {}),
            is_invoice_address: address.is_invoice_address,
          },
        });
      }
      const created = await db.redemptions.create(record);
      return ok(redemptionView(created, now, delivery));
    });
  }),

  route('GET', '/api/Redemption/ActiveEcodes', 'getActiveEcodes', { security: 'customer' }, ({ session }) => {
    const customer = member(session);
    const now = clock.now();
    const active = db.redemptions
      .findMany((q) => q.where({ customer_id: customer.customer_id }))
      .filter((r) => r.ecode !== undefined && !r.is_lucky_draw && r.ecode.expires_at > now)
      .sort((a, b) => (a.ecode?.expires_at ?? 0) - (b.ecode?.expires_at ?? 0));
    return ok(
      active.map((r) => {
        const p = db.privileges.findFirst((q) => q.where({ privilege_id: r.privilege_id }));
        return {
          redemption_id: r.redemption_id,
          privilege_name: p?.name ?? { th: r.privilege_id, en: r.privilege_id },
          image_url: p?.image_url ?? '/images/privileges/lifestyle.svg',
          ecode: ecodeView(r, now),
        };
      }),
    );
  }),

  route('GET', '/api/Redemption/Ecode', 'getEcode', { security: 'customer' }, ({ query, session }) => {
    const customer = member(session);
    const id = query.redemption_id;
    const r = db.redemptions.findFirst((q) => q.where({ redemption_id: id, customer_id: customer.customer_id }));
    const ecode = r ? ecodeView(r, clock.now()) : undefined;
    if (!ecode) raise('NOT_FOUND');
    return ok(ecode);
  }),
];
