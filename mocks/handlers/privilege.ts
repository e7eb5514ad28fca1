/**
 * privilege: categories, the paginated catalogue with category / type / keyword filters (a
 * keyword that matches nothing → 404 SEARCH_NOT_FOUND), and the detail with `can_redeem`.
 * Guest sessions may read all three. PRV999999 is a broken record → 500 GENERIC_ERROR.
 */
import { clock, db } from '../db';
import { dateBangkok } from '../db/clock';
import type { PrivilegeRecord } from '../db/schemas';
import { DELIVERY_DAYS, ECODE_VALIDITY_MINUTES, privilegeSummaryView } from '../db/views';
import { redeemedBy, refusal } from './support/eligibility';
import { ok, raise, SimulatedFailure } from './support/respond';
import { route } from './support/route';
import { pageParams, paginate } from './support/validate';

const GUEST_OK = { security: 'customer', allow: { guest: true } } as const;

function matches(p: PrivilegeRecord, keyword: string): boolean {
  const k = keyword.toLocaleLowerCase();
  return [p.name.th, p.name.en, p.partner_name.th, p.partner_name.en].some((text) => text.toLocaleLowerCase().includes(k));
}

/** A privilege by id: 404 NOT_FOUND if unknown, 500 GENERIC_ERROR for the broken test record. */
export function privilegeById(id: string): PrivilegeRecord {
  const p = db.privileges.findFirst((q) => q.where({ privilege_id: id }));
  if (!p) raise('NOT_FOUND');
  if (p.broken) throw new SimulatedFailure(`privilege ${id} is a broken record (documented GENERIC_ERROR trigger)`);
  return p;
}

export const privilegeHandlers = [
  route('GET', '/api/Privilege/Categories', 'getPrivilegeCategories', GUEST_OK, () => {
    const categories = [...db.categories.all()].sort((a, b) => a.order - b.order);
    return ok(categories.map((c) => ({ category_id: c.category_id, name: c.name, icon: c.icon })));
  }),

  route('GET', '/api/Privilege/List', 'getPrivilegeList', GUEST_OK, ({ query }) => {
    const paging = pageParams(query);
    const { category_id: category, type, keyword = '' } = query;
    const today = dateBangkok(clock.now());
    const list = db.privileges
      .findMany((q) =>
        q.where(
          (p) =>
            !p.broken &&
            p.valid_until >= today &&
            (category === undefined || p.category_id === category) &&
            (type === undefined || p.type === type) &&
            (keyword === '' || matches(p, keyword)),
        ),
      )
      .sort((a, b) => a.order - b.order);
    if (keyword !== '' && list.length === 0) raise('SEARCH_NOT_FOUND');
    const page = paginate(list, paging);
    return ok({ ...page, items: page.items.map(privilegeSummaryView) });
  }),

  route('GET', '/api/Privilege/Detail', 'getPrivilegeDetail', GUEST_OK, ({ query, session }) => {
    const p = privilegeById(query.privilege_id);
    const customer = session?.customer;
    const reason = customer ? refusal(customer, p, 1, clock.now()) : 'CUSTOMER_NOT_REGISTERED';
    return ok({
      ...privilegeSummaryView(p),
      description_html: p.description_html,
      terms_html: p.terms_html,
      ...(p.type === 'ecode' && !p.is_lucky_draw ? { ecode_validity_minutes: ECODE_VALIDITY_MINUTES } : {}),
      ...(p.per_member_limit !== undefined ? { per_member_limit: p.per_member_limit } : {}),
      redeemed_by_me: customer ? redeemedBy(customer.customer_id, p.privilege_id) : 0,
      ...(p.criteria ? { criteria: p.criteria } : {}),
      ...(p.min_tier ? { min_tier: p.min_tier } : {}),
      ...(p.type === 'delivery' && !p.is_lucky_draw ? { delivery_days: DELIVERY_DAYS } : {}),
      can_redeem: reason === undefined,
      ...(reason ? { cannot_redeem_reason: reason } : {}),
    });
  }),
];
