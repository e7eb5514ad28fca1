import { useIntl } from 'react-intl';
import { useFormat } from '@/shared/i18n/use-format';
import { useGetPoint } from '@/generated/customer/customer';
import { expiringByYear } from '@/shared/session/expiring-points';
import classes from './privilege.module.css';

/**
 * The notice of expiring points: one line per year with points left, soonest first (amount and
 * date; Buddhist era in Thai). The balance itself is in the home header's profile block, so it is
 * not repeated here.
 */
export function PointsExpiryNotice() {
  const intl = useIntl();
  const format = useFormat();
  const years = useGetPoint({ query: { select: expiringByYear } }).data;
  if (!years?.length) return null;
  return (
    <div className={classes.expiry} data-testid="points-expiry" role="note">
      <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7v5l3 2" />
      </svg>
      <ul>
        {years.map((entry) => (
          <li key={entry.year}>
            {intl.formatMessage({ id: 'privilege.points.expiring' }, { points: entry.point, date: format.date(entry.expire_date) })}
          </li>
        ))}
      </ul>
    </div>
  );
}
