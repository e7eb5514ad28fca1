import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { useFormat } from '@/shared/i18n/use-format';
import { useLiffState } from '@/shared/liff/liff-client';
import { loginPathFor } from '@/shared/routing/paths';
import { useGetCustomerInfo, useGetPoint } from '@/generated/customer/customer';
import { useSessionKind } from '@/shared/session/session-kind';
import { MemberAvatar } from '@/shared/ui/light/avatar/MemberAvatar';
import { TierBadge } from '@/shared/ui/light/avatar/TierBadge';
import classes from './ProfileBlock.module.css';
import { AppLink } from '@/shared/routing/AppLink';

/** Member name, tier and points; guests and visitors get a sign-in prompt. */
export function ProfileBlock() {
  const intl = useIntl();
  const format = useFormat();
  const location = useLocation();
  const kind = useSessionKind();
  const member = kind === 'member';
  const info = useGetCustomerInfo({ query: { enabled: member, select: (data) => data.customer_info } }).data;
  const point = useGetPoint({ query: { enabled: member, select: (data) => data.point } }).data ?? null;
  const liff = useLiffState();

  if (!member || !info) {
    const target = `${location.pathname}${location.search}${location.hash}`;
    return (
      <section className={classes.card} aria-label={intl.formatMessage({ id: 'profile.guest.title' })}>
        <div className={classes.guestText}>
          <p className={classes.name}>{intl.formatMessage({ id: 'profile.guest.title' })}</p>
          <p className={classes.meta}>{intl.formatMessage({ id: 'profile.guest.body' })}</p>
        </div>
        <AppLink to={loginPathFor(target)} className={classes.signIn}>
          {intl.formatMessage({ id: 'auth.signIn' })}
        </AppLink>
      </section>
    );
  }

  const name = [info.first_name, info.last_name].filter(Boolean).join(' ');
  const tier = info.tier;
  // The picture the member uploaded wins over the LINE one.
  const picture = info.image_url ?? liff.profile?.pictureUrl;
  return (
    <section className={classes.card} aria-label={intl.formatMessage({ id: 'profile.label' })}>
      <MemberAvatar name={name} src={picture} testIds={{ image: 'profile-block-photo' }} />
      <div className={classes.details}>
        <p className={classes.name}>{name || intl.formatMessage({ id: 'profile.member' })}</p>
        {tier ? <TierBadge tier={tier} /> : null}
      </div>
      <div className={classes.points}>
        <span className={classes.pointValue}>{point === null ? '–' : format.number(point)}</span>
        <span className={classes.pointLabel}>{intl.formatMessage({ id: 'profile.points' })}</span>
      </div>
    </section>
  );
}
