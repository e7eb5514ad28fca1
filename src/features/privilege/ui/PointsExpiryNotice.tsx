import { useIntl } from 'react-intl';
import { useFormat } from '@/shared/i18n/use-format';
import { useGetPoint } from '@/generated/customer/customer';
import { expiringThisYear } from '@/shared/session/expiring-points';
import classes from './privilege.module.css';

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
