import { Fragment, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { pageItems, type InfiniteListQuery } from '@/shared/api/paging';
import { useFormat } from '@/shared/i18n/use-format';
import { EmptyState } from '@/shared/ui/light/status/EmptyState';
import { ErrorState } from '@/shared/ui/light/status/ErrorState';
import { SkeletonBlocks } from '@/shared/ui/light/status/Skeleton';
import { NextPageFooter } from '@/shared/ui/light/status/NextPageFooter';
import classes from './history.module.css';

/** Items per page of every history list (small pages keep a mobile screen quick). */
export const HISTORY_PAGE_SIZE = 10;

export interface PagedListProps<T> {
  query: InfiniteListQuery<T>;
  /** When the item happened, for the month groups. */
  dateOf: (item: T) => string;
  keyOf: (item: T) => string;
  render: (item: T) => ReactNode;
  empty: string;
  testId: string;
}

/**
 * A history list: newest first, grouped by month (Buddhist era in Thai), infinite scroll with a
 * "load more" button, skeletons, an empty state and an error with retry; a failed next page keeps
 * the pages already shown.
 */
export function PagedList<T>({ query, dateOf, keyOf, render, empty, testId }: PagedListProps<T>) {
  const intl = useIntl();
  const format = useFormat();
  if (query.isPending) {
    return <SkeletonBlocks height={80} label={intl.formatMessage({ id: 'history.loading' })} />;
  }
  if (query.isError && !query.data) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const items = pageItems(query.data);
  if (items.length === 0) return <EmptyState text={empty} />;
  const labels = items.map((item) => format.month(dateOf(item)));
  return (
    <div className={classes.group} data-testid={testId}>
      {items.map((item, index) => (
        <Fragment key={keyOf(item)}>
          {index === 0 || labels[index] !== labels[index - 1] ? <h3 className={classes.month}>{labels[index]}</h3> : null}
          {render(item)}
        </Fragment>
      ))}
      <NextPageFooter query={query} label={intl.formatMessage({ id: 'history.more' })} />
    </div>
  );
}
