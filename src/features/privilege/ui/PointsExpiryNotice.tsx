import { useIntl } from 'react-intl';
import type { PointBalance } from '@/generated/model';
import { useFormat } from '@/shared/i18n/use-format';
import { useGetPoint } from '@/generated/customer/customer';
import classes from './privilege.module.css';

/** This calendar year's expiring points (the first entry of the current year with points left). */
export function expiringThisYear(balance: Pick<PointBalance, 'expiring'> | null | undefined, now = new Date()) {
  const year = now.getFullYear();
  return balance?.expiring?.find((entry) => entry.year === year && entry.point > 0) ?? null;
}

/**
 * The notice of points expiring this year (amount and date; Buddhist era in Thai). The balance
 * itself is in the home header's profile block, so it is not repeated here.
 */
export function PointsExpiryNotice() {
  const intl = useIntl();
  const format = useFormat();
  const expiring = useGetPoint({ query: { select: (balance) => expiringThisYear(balance) } }).data;
  if (!expiring) return null;
  return (
    <p className={classes.expiry} data-testid="points-expiry" role="note">
      <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7v5l3 2" />
      </svg>
      <span>
        {intl.formatMessage(
          { id: 'privilege.points.expiring' },
          { points: expiring.point, date: format.date(expiring.expire_date) },
        )}
      </span>
    </p>
  );
}
