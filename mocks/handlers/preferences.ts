/**
 * preferences: announcement opt-in per channel; deny_all forces every channel off. E-mail opt-in
 * needs an e-mail on the member's profile (400 EMAIL_REQUIRED_FOR_OPT_IN, nothing stored).
 */
import { db } from '../db';
import { member } from './support/auth';
import { ok, raise } from './support/respond';
import { route } from './support/route';

const CHANNELS = ['sms', 'email', 'line_official', 'line_service'] as const;

export const preferencesHandlers = [
  route('GET', '/api/Customer/GetSubscribe', 'getSubscribe', { security: 'customer' }, ({ session }) => {
    const customer = member(session);
    const p = db.preferences.findFirst((q) => q.where({ customer_id: customer.customer_id }));
    return ok({
      sms: p?.sms ?? false,
      email: p?.email ?? false,
      line_official: p?.line_official ?? false,
      line_service: p?.line_service ?? false,
      deny_all: p?.deny_all ?? true,
    });
  }),

  route('PUT', '/api/Customer/Subscribe', 'subscribe', { security: 'customer' }, async ({ body, session }) => {
    const customer = member(session);
    const values = Object.fromEntries(CHANNELS.map((c) => [c, body[c]])) as Record<(typeof CHANNELS)[number], boolean>;
    const denyAll = body.deny_all;
    if (!denyAll && values.email && !customer.email?.trim()) raise('EMAIL_REQUIRED_FOR_OPT_IN', { email: 'EMAIL_REQUIRED_FOR_OPT_IN' });
    const stored = denyAll
      ? { sms: false, email: false, line_official: false, line_service: false, deny_all: true }
      : { ...values, deny_all: CHANNELS.every((c) => !values[c]) };
    const existing = db.preferences.findFirst((q) => q.where({ customer_id: customer.customer_id }));
    if (existing) {
      await db.preferences.update((q) => q.where({ customer_id: customer.customer_id }), {
        data(p) {
          Object.assign(p, stored);
        },
      });
    } else {
      await db.preferences.create({ customer_id: customer.customer_id, ...stored });
    }
    return ok(stored);
  }),
];
