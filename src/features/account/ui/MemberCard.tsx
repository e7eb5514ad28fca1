import { useIntl } from 'react-intl';
import { useGetCustomerInfo, useGetPoint } from '@/generated/customer/customer';
import { useFormat } from '@/shared/i18n/use-format';
import { useLiffState } from '@/shared/liff/liff-client';
import { paths } from '@/shared/routing/paths';
import { expiringByYear } from '@/shared/session/expiring-points';
import { MemberAvatar } from '@/shared/ui/light/avatar/MemberAvatar';
import { TierBadge } from '@/shared/ui/light/avatar/TierBadge';
import classes from './MemberCard.module.css';
import { AppLink } from '@/shared/routing/AppLink';

/** The member at the top of the account menu: picture, name, tier, points and the points expiring each year, soonest first. */
export function MemberCard() {
  const intl = useIntl();
  const format = useFormat();
  const liff = useLiffState();
  const info = useGetCustomerInfo({ query: { select: (data) => data.customer_info } }).data;
  const balance = useGetPoint().data;
  const years = expiringByYear(balance);
  const name = info ? [info.first_name, info.last_name].filter(Boolean).join(' ') : '';
  const points = balance?.point ?? info?.point;

  return (
    <section className={classes.card} aria-label={intl.formatMessage({ id: 'profile.label' })} data-testid="member-card">
      <div className={classes.top}>
        <MemberAvatar name={name} src={info?.image_url ?? liff.profile?.pictureUrl} size={64} testIds={{ image: 'member-card-photo' }} />
        <div className={classes.who}>
          <p className={classes.name}>{name || intl.formatMessage({ id: 'profile.member' })}</p>
          {info ? <TierBadge tier={info.tier} /> : null}
        </div>
        <AppLink to={paths.profileEdit} className={classes.edit}>
          {intl.formatMessage({ id: 'account.card.edit' })}
        </AppLink>
      </div>
      <dl className={classes.figures}>
        <div>
          <dt>{intl.formatMessage({ id: 'account.card.points' })}</dt>
          <dd className={classes.points} data-testid="member-card-points">
            {points === undefined ? '–' : format.number(points)}
          </dd>
        </div>
        <div className={classes.expiring}>
          <dt>{intl.formatMessage({ id: 'account.card.expiring' })}</dt>
          <dd data-testid="member-card-expiring">
            {years.length ? (
              <ul className={classes.years}>
                {years.map((entry) => (
                  <li key={entry.year}>
                    <span className={classes.date}>
                      {intl.formatMessage({ id: 'account.card.expiresOn' }, { date: format.date(entry.expire_date) })}
                    </span>{' '}
                    {intl.formatMessage({ id: 'account.card.expiringValue' }, { points: entry.point })}
                  </li>
                ))}
              </ul>
            ) : (
              intl.formatMessage({ id: 'account.card.expiringNone' })
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}
