/**
 * history: redemptions (e-codes show `expired` after 60 minutes), point transfers (MaxMe settles
 * on read), delivery tracking (packed → shipped after 1 day → received after 3 days of mock
 * time, with the timeline) and the read-only migrated history.
 */
import { clock, db } from '../db';
import { dateBangkok, isoBangkok } from '../db/clock';
import { pointStatement } from '../db/statement';
import { deliveryView, redemptionHistoryView, redemptionKind, transferView } from '../db/views';
import { member } from './support/auth';
import { expiringView } from './support/points';
import { ok, raise } from './support/respond';
import { route } from './support/route';
import { settleDue } from './support/settlement';
import { pageParams, paginate } from './support/validate';

/** The referral credits of a member: one per new member who registered with the member's code. */
function referredBy(customerId: string): { at: number; points: number }[] {
  const points = db.referrals.findFirst((q) => q.where({ customer_id: customerId }))?.reward_points ?? 0;
  return db.customers
    .findMany((q) => q.where({ referred_by: customerId }))
    .map((c) => ({ at: c.referred_at ?? 0, points }));
}

/** The first instant of a history period, Asia/Bangkok calendar. */
function periodStart(period: string, now: number): number {
  const [year, month] = dateBangkok(now).split('-').map(Number) as [number, number];
  if (period === 'this_year') return Date.parse(`${year}-01-01T00:00:00+07:00`);
  const back = period === 'three_months' ? 2 : 0;
  const m = month - 1 - back;
  const y = m < 0 ? year - 1 : year;
  return Date.parse(`${y}-${String(((m % 12) + 12) % 12 + 1).padStart(2, '0')}-01T00:00:00+07:00`);
}

export const historyHandlers = [
  route('GET', '/api/History/Points', 'getPointStatement', { security: 'customer' }, async ({ query, session }) => {
    const customer = member(session);
    const paging = pageParams(query);
    const now = clock.now();
    await settleDue(customer.customer_id);
    const entries = pointStatement(now, {
      customer,
      redemptions: db.redemptions.findMany((q) => q.where({ customer_id: customer.customer_id })),
      transfers: db.transfers.findMany((q) => q.where({ customer_id: customer.customer_id })),
      privilege: (id) => db.privileges.findFirst((q) => q.where({ privilege_id: id })),
      programme: (partner) => db.partnerProgrammes.findFirst((q) => q.where({ partner })),
      referred: referredBy(customer.customer_id),
    });
    return ok({ ...paginate(entries, paging), expiring: expiringView(customer) });
  }),

  route('GET', '/api/History/Redemptions', 'getRedemptionHistory', { security: 'customer' }, ({ query, session }) => {
    const customer = member(session);
    const paging = pageParams(query);
    const now = clock.now();
    const { kind, period } = query;
    const from = period ? periodStart(period, now) : -Infinity;
    const list = db.redemptions
      .findMany((q) => q.where({ customer_id: customer.customer_id }))
      .filter((r) => (kind === undefined || redemptionKind(r) === kind) && r.redeemed_at >= from)
      .sort((a, b) => b.redeemed_at - a.redeemed_at || (a.redemption_id < b.redemption_id ? 1 : -1));
    const page = paginate(list, paging);
    return ok({
      ...page,
      items: page.items.map((r) => redemptionHistoryView(r, db.privileges.findFirst((q) => q.where({ privilege_id: r.privilege_id })), now)),
    });
  }),

  route('GET', '/api/History/Transfers', 'getTransferHistory', { security: 'customer' }, async ({ query, session }) => {
    const customer = member(session);
    const paging = pageParams(query);
    await settleDue(customer.customer_id);
    const list = db.transfers
      .findMany((q) => q.where({ customer_id: customer.customer_id }))
      .sort((a, b) => b.transferred_at - a.transferred_at || (a.transfer_id < b.transfer_id ? 1 : -1));
    const page = paginate(list, paging);
    return ok({ ...page, items: page.items.map(transferView) });
  }),

  route('GET', '/api/History/TransferDetail', 'getTransferDetail', { security: 'customer' }, async ({ query, session }) => {
    const customer = member(session);
    const id = query.transfer_id;
    await settleDue(customer.customer_id);
    const t = db.transfers.findFirst((q) => q.where({ customer_id: customer.customer_id, transfer_id: id }));
    if (!t) raise('NOT_FOUND');
    return ok(transferView(t));
  }),

  route('GET', '/api/History/Tracking', 'getDeliveryTracking', { security: 'customer' }, ({ query, session }) => {
    const customer = member(session);
    const id = query.delivery_id;
    const d = db.deliveries.findFirst((q) => q.where({ customer_id: customer.customer_id, delivery_id: id }));
    if (!d) raise('NOT_FOUND');
    const address = db.addresses.findFirst((q) => q.where({ customer_id: customer.customer_id, customeraddress_id: d.address.customeraddress_id }));
    return ok(deliveryView(d, clock.now(), address?.isdefault ?? false));
  }),

  route('GET', '/api/History/Migration', 'getMigrationHistory', { security: 'customer' }, ({ query, session }) => {
    const customer = member(session);
    const paging = pageParams(query);
    const list = db.migrationHistory.findMany((q) => q.where({ customer_id: customer.customer_id })).sort((a, b) => b.date - a.date);
    const page = paginate(list, paging);
    return ok({
      ...page,
      items: page.items.map((e) => ({ date: isoBangkok(e.date), description: e.description, points: e.points, reference: e.reference })),
    });
  }),
];
