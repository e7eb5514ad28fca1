import type { PointBalance } from '@/generated/model';

/** This calendar year's expiring points (the first entry of the current year with points left). */
export function expiringThisYear(balance: Pick<PointBalance, 'expiring'> | null | undefined, now = new Date()) {
  const year = now.getFullYear();
  return balance?.expiring?.find((entry) => entry.year === year && entry.point > 0) ?? null;
}
