/** Moving a member's points: the expiry buckets always sum to the balance. */
import { db } from '../../db';
import type { Customer } from '../../db/schemas';

/** Takes `amount` points, earliest-expiring first. The caller has checked the balance. */
export async function debit(customer: Customer, amount: number): Promise<Customer> {
  if (amount <= 0) return customer;
  const updated = await db.customers.update((q) => q.where({ customer_id: customer.customer_id }), {
    data(c) {
      let left = amount;
      for (const bucket of c.expiring) {
        const take = Math.min(bucket.point, left);
        bucket.point -= take;
        left -= take;
      }
      c.expiring = c.expiring.filter((b) => b.point > 0);
      c.point -= amount;
    },
  });
  return updated ?? customer;
}

/** Gives `amount` points back (a failed transfer), into the latest-expiring bucket. */
export async function credit(customerId: string, amount: number): Promise<void> {
  if (amount <= 0) return;
  await db.customers.update((q) => q.where({ customer_id: customerId }), {
    data(c) {
      const last = c.expiring[c.expiring.length - 1];
      if (last) last.point += amount;
      else c.expiring.push({ year: 2028, expire_date: '2028-12-31', point: amount });
      c.point += amount;
    },
  });
}

/** The balance by expiry year as the contract answers it (GetPoint, the statement): years with points left, soonest first. */
export function expiringView(customer: Pick<Customer, 'expiring'>): Customer['expiring'] {
  return customer.expiring.filter((b) => b.point > 0).sort((a, b) => a.year - b.year);
}
