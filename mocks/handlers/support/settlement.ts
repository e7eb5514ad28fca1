/** MaxMe confirms transfers later: a pending transfer settles once mock time passes `settles_at`. */
import { clock, db } from '../../db';
import { credit } from './points';

/** How long MaxMe takes to confirm a transfer (mock time). The client polls every 3 s. */
export const MAXME_SETTLE_MS = 5_000;

/** Settles the customer's due MaxMe transfers: success, or failed with the points given back. */
export async function settleDue(customerId: string): Promise<void> {
  const now = clock.now();
  const due = db.transfers.findMany((q) =>
    q.where((t) => t.customer_id === customerId && t.status === 'pending' && t.settles_at !== undefined && t.settles_at <= now),
  );
  for (const t of due) {
    const outcome = t.settles_as ?? 'success';
    await db.transfers.update((q) => q.where({ transfer_id: t.transfer_id }), {
      data(draft) {
        draft.status = outcome;
      },
    });
    if (outcome === 'failed') {
      await credit(customerId, t.points);
    } else {
      await db.partnerMembers.update((q) => q.where({ partner: t.partner, member_no: t.recipient_member_no }), {
        data(m) {
          m.balance += t.partner_points;
        },
      });
    }
  }
}
