import type { ExpiringPoints, PointBalance } from '@/generated/model';
import { serverNow } from '@/shared/lib/server-clock';

/**
 * The balance by expiry year, soonest first: every year with points left, from the server's current
 * year on (a year already past by the server's clock has expired, even if an answer still lists it).
 */
export function expiringByYear(balance: Pick<PointBalance, 'expiring'> | null | undefined, now = new Date(serverNow())): ExpiringPoints[] {
  const year = now.getFullYear();
  return (balance?.expiring ?? []).filter((entry) => entry.point > 0 && entry.year >= year).sort((a, b) => a.year - b.year);
}
