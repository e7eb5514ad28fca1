import { Badge } from '@/shared/ui/mantine/feedback';
import { useIntl } from 'react-intl';
import type { Activity } from '@/generated/model';
import { useFormat } from '@/shared/i18n/use-format';
import { href } from '@/shared/routing/paths';
import classes from './activity.module.css';
import { AppLink } from '@/shared/routing/AppLink';

/** "1 พ.ย. 2569 – 30 พ.ย. 2569": start and end dates (Buddhist era in Thai). */
export function ActivityPeriod({ startsAt, endsAt, className }: { startsAt: string; endsAt: string; className?: string }) {
  const intl = useIntl();
  const format = useFormat();
  return (
    <span className={className} data-testid="activity-period">
      {intl.formatMessage({ id: 'activity.period' }, { start: format.date(startsAt), end: format.date(endsAt) })}
    </span>
  );
}

/** Points to earn; nothing for articles or entries that give none. */
export function ActivityPoints({ activity, className }: { activity: Pick<Activity, 'kind' | 'points_reward'>; className?: string }) {
  const intl = useIntl();
  if (activity.kind === 'article' || activity.points_reward <= 0) return null;
  return (
    <span className={className} data-testid="activity-points">
      {intl.formatMessage({ id: 'activity.points' }, { count: activity.points_reward })}
    </span>
  );
}

/** The "ended" pill. */
export function EndedBadge({ className }: { className?: string }) {
  const intl = useIntl();
  return (
    <Badge color="gray" radius="xl" className={className} data-testid="activity-ended">
      {intl.formatMessage({ id: 'activity.ended' })}
    </Badge>
  );
}

/** One activity, game or article: image, title, period, points; ended entries dimmed and marked. */
export function ActivityCard({ activity, size = 'small' }: { activity: Activity; size?: 'small' | 'large' }) {
  const format = useFormat();
  const ended = activity.status === 'ended';
  const title = activity.title[format.lang];
  return (
    <AppLink
      to={href('activityDetail', { activity_id: activity.activity_id })}
      className={classes.card}
      data-size={size}
      data-ended={ended || undefined}
      data-testid="activity-card"
      data-id={activity.activity_id}
    >
      <span className={classes.media}>
        <img src={activity.image_url} alt="" loading="lazy" />
        {ended ? <EndedBadge className={classes.badge} /> : null}
      </span>
      <span className={classes.body}>
        <span className={classes.title}>{title}</span>
        <ActivityPeriod startsAt={activity.starts_at} endsAt={activity.ends_at} className={classes.period} />
        <ActivityPoints activity={activity} className={classes.points} />
      </span>
    </AppLink>
  );
}
