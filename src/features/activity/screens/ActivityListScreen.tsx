import { useIntl } from 'react-intl';
import { useGetActivityListInfinite } from '@/generated/activity/activity';
import { PAGED, pageItems } from '@/shared/api/paging';
import { paths } from '@/shared/routing/paths';
import { ErrorState } from '@/shared/ui/light/status/ErrorState';
import { ActivityCard } from '../ui/ActivityCard';
import { ActivityRow } from '../ui/ActivityRow';
import { EmptyState } from '@/shared/ui/light/status/EmptyState';
import { CardsSkeleton } from '../ui/ActivityStates';
import classes from '../ui/activity.module.css';
import { AppLink } from '@/shared/routing/AppLink';

/** The first page holds the whole tab (the contract's largest page). */
const TAB_PAGE_SIZE = 50;
/** Cards in the games and articles rows before "see all". */
const ROW_SIZE = 6;

/**
 * The Activity tab: featured entries (large cards), a row of games and one of articles (each with
 * "see all"), then the other activities; ended entries stay listed, dimmed and marked.
 */
function ActivityListScreen() {
  const intl = useIntl();
  const query = useGetActivityListInfinite({ page_size: TAB_PAGE_SIZE }, { query: PAGED });
  if (query.isPending) return <CardsSkeleton cards={6} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const items = pageItems(query.data);
  const featured = items.filter((a) => a.featured && a.status === 'running');
  const games = items.filter((a) => a.kind === 'game').slice(0, ROW_SIZE);
  const articles = items.filter((a) => a.kind === 'article').slice(0, ROW_SIZE);
  const others = items.filter((a) => a.kind === 'activity' && !featured.includes(a));
  return (
    <div className={classes.page} data-testid="activity-list">
      {items.length === 0 ? <EmptyState text={intl.formatMessage({ id: 'activity.empty' })} testId="activity-empty" /> : null}
      <ActivityRow titleId="activity.featured" items={featured} size="large" testId="activity-featured" />
      <ActivityRow titleId="activity.games" items={games} seeAll={paths.activityGameAll} testId="activity-games" />
      <ActivityRow titleId="activity.articles" items={articles} seeAll={paths.activityArticleAll} testId="activity-articles" />
      {others.length > 0 ? (
        <section className={classes.section} data-testid="activity-others">
          <h2 className={classes.sectionTitle}>{intl.formatMessage({ id: 'activity.others' })}</h2>
          <ul className={classes.grid}>
            {others.map((item) => (
              <li key={item.activity_id}>
                <ActivityCard activity={item} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <AppLink to={paths.game} className={classes.about} data-testid="activity-play-games">
        {intl.formatMessage({ id: 'activity.playGames' })}
        <span aria-hidden="true">›</span>
      </AppLink>
      <AppLink to={paths.about} className={classes.about} data-testid="activity-about">
        {intl.formatMessage({ id: 'activity.about' })}
        <span aria-hidden="true">›</span>
      </AppLink>
    </div>
  );
}

export default ActivityListScreen;
