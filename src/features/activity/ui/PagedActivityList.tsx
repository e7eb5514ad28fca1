import { useIntl } from 'react-intl';
import type { Activity } from '@/generated/model';
import { pageItems, type InfiniteListQuery } from '@/shared/api/paging';
import { NextPageFooter } from '@/shared/ui/light/status/NextPageFooter';
import { ErrorState } from '@/shared/ui/light/status/ErrorState';
import { ActivityCard } from './ActivityCard';
import { EmptyState } from '@/shared/ui/light/status/EmptyState';
import { CardsSkeleton } from './ActivityStates';
import classes from './activity.module.css';

/** Entries per page of the "all games" / "all articles" lists. */
export const ALL_PAGE_SIZE = 10;

/**
 * A paged grid of cards: infinite scroll with a "load more" button, skeletons, an empty state and
 * an error with retry; a failed next page keeps the pages already shown.
 */
export function PagedActivityList({ query, empty, testId }: { query: InfiniteListQuery<Activity>; empty: string; testId: string }) {
  const intl = useIntl();
  if (query.isPending) return <CardsSkeleton />;
  if (query.isError && !query.data) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const items = pageItems(query.data);
  if (items.length === 0) return <EmptyState text={empty} testId="activity-empty" />;
  return (
    <div className={classes.page}>
      <ul className={classes.grid} data-testid={testId}>
        {items.map((item) => (
          <li key={item.activity_id}>
            <ActivityCard activity={item} />
          </li>
        ))}
      </ul>
      <NextPageFooter query={query} label={intl.formatMessage({ id: 'activity.more' })} />
    </div>
  );
}
