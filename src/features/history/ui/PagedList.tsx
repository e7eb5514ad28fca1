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
 * A history list: newest first, a list per month under the month's heading (Buddhist era in Thai;
 * a second-level heading, after the page's title), infinite scroll with a
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
  const months: Array<{ label: string; items: T[] }> = [];
  for (const item of items) {
    const label = format.month(dateOf(item));
    const last = months[months.length - 1];
    if (last?.label === label) last.items.push(item);
    else months.push({ label, items: [item] });
  }
  return (
    <div className={classes.group} data-testid={testId}>
      {months.map((month) => (
        <Fragment key={month.label}>
          <h2 className={classes.month}>{month.label}</h2>
          <ul className={classes.list}>
            {month.items.map((item) => (
              <li key={keyOf(item)}>{render(item)}</li>
            ))}
          </ul>
        </Fragment>
      ))}
      <NextPageFooter query={query} label={intl.formatMessage({ id: 'history.more' })} />
    </div>
  );
}
