import type { PointBalance } from '@/generated/model';
import { serverNow } from '@/shared/lib/server-clock';

/** This calendar year's expiring points (the first entry of the server's current year with points left). */
export function expiringThisYear(balance: Pick<PointBalance, 'expiring'> | null | undefined, now = new Date(serverNow())) {
  const year = now.getFullYear();
  return balance?.expiring?.find((entry) => entry.year === year && entry.point > 0) ?? null;
}
