import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useGetActivityDetail } from '@/generated/activity/activity';
import { isApiError } from '@/shared/api/api-error';
import { useFormat } from '@/shared/i18n/use-format';
import { sanitizeHtml } from '@/shared/lib/sanitize-html';
import { SafeHtml } from '@/shared/ui/light/html/SafeHtml';
import { paths } from '@/shared/routing/paths';
import { useUrlParam } from '@/shared/routing/url-params';
import { ErrorState } from '@/shared/ui/light/status/ErrorState';
import { SkeletonLines } from '@/shared/ui/light/status/Skeleton';
import { ActivityPeriod, ActivityPoints, EndedBadge } from '../ui/ActivityCard';
import { CallToAction } from '../ui/CallToAction';
import classes from '../ui/activity.module.css';
import { ButtonLink } from '@/shared/ui/light/button/Button';
import { AppLink } from '@/shared/routing/AppLink';

const ACTIVITY_ID = /^ACT[0-9]{6}$/;

/** A 404, or a 400 for an id that cannot exist. */
const isMissing = (error: unknown) => isApiError(error) && error.kind === 'http' && (error.status === 404 || error.status === 400);

function NotFound() {
  const intl = useIntl();
  return (
    <section className={classes.stateBox} role="status" data-testid="activity-not-found">
      <h2 className={classes.stateTitle}>{intl.formatMessage({ id: 'activity.notFound.title' })}</h2>
      <ButtonLink to={paths.activityList} variant="outline">
        {intl.formatMessage({ id: 'activity.notFound.back' })}
      </ButtonLink>
    </section>
  );
}

/** An activity, game or article: cover, period, points, sanitised body and how-to, and its call to action. */
function ActivityDetailScreen() {
  const intl = useIntl();
  const format = useFormat();
  const id = useUrlParam('activity_id') ?? '';
  const valid = ACTIVITY_ID.test(id);
  const query = useGetActivityDetail({ activity_id: id }, { query: { enabled: valid } });
  const data = query.data;
  const body = useMemo(() => sanitizeHtml(data?.body_html[format.lang] ?? ''), [data, format.lang]);
  const howTo = useMemo(() => (data?.how_to_html ? sanitizeHtml(data.how_to_html[format.lang]) : null), [data, format.lang]);

  if (!valid || (query.isError && isMissing(query.error))) return <NotFound />;
  if (query.isPending) return <SkeletonLines lines={8} label={intl.formatMessage({ id: 'activity.loading' })} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const activity = query.data;
  const ended = activity.status === 'ended';
  return (
    <article className={classes.detail} data-ended={ended || undefined} data-testid="activity-detail">
      <div className={classes.hero}>
        <img src={activity.image_url} alt="" />
        {ended ? <EndedBadge className={classes.badge} /> : null}
      </div>
      <h2 className={classes.heading}>{activity.title[format.lang]}</h2>
      <div className={classes.facts}>
        <ActivityPeriod startsAt={activity.starts_at} endsAt={activity.ends_at} />
        <ActivityPoints activity={activity} className={classes.points} />
      </div>
      <SafeHtml className={classes.html} data-testid="activity-body" html={body} />
      {howTo ? (
        <section className={classes.howTo} data-testid="activity-how-to">
          <h3 className={classes.howToTitle}>{intl.formatMessage({ id: 'activity.howTo' })}</h3>
          <SafeHtml className={classes.html} html={howTo} />
        </section>
      ) : null}
      <CallToAction activity={activity} />
      {activity.kind === 'game' ? (
        <AppLink to={paths.gameTerms} className={classes.terms} data-testid="activity-game-terms">
          {intl.formatMessage({ id: 'activity.gameTerms' })}
        </AppLink>
      ) : null}
    </article>
  );
}

export default ActivityDetailScreen;
