import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useGetPrivilegeListInfinite } from '@/generated/privilege/privilege';
import { isApiError } from '@/shared/api/api-error';
import { PAGED, pageItems } from '@/shared/api/paging';
import { useFormat } from '@/shared/i18n/use-format';
import { EmptyState } from '@/shared/ui/light/status/EmptyState';
import { ErrorState } from '@/shared/ui/light/status/ErrorState';
import { useInfiniteScroll } from '@/shared/ui/light/status/use-infinite-scroll';
import { useLinkClicks } from '@/shared/routing/link-clicks';
import { listParams, type ListFilter } from '../lib/list-params';
import { PrivilegeCard, PrivilegeGridSkeleton } from './PrivilegeCard';
import classes from './privilege.module.css';
import { FIRST_ROW } from '../lib/first-row';

export interface PrivilegeResultsProps {
  filter: ListFilter;
  /** Shown instead of the error state for a 404 SEARCH_NOT_FOUND answer. */
  renderNotFound?: (message: string) => ReactNode;
  /** Shown when the list is empty (no keyword). */
  empty?: ReactNode;
  heading?: ReactNode;
}


/** Paged privilege cards (infinite scroll with a "load more" fallback), skeletons, empty and error states. */
export function PrivilegeResults({ filter, renderNotFound, empty, heading }: PrivilegeResultsProps) {
  const intl = useIntl();
  const format = useFormat();
  const query = useGetPrivilegeListInfinite(listParams(filter), { query: PAGED });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const sentinel = useInfiniteScroll(query);
  const onCardClick = useLinkClicks();

  if (query.isPending) return <PrivilegeGridSkeleton label={intl.formatMessage({ id: 'privilege.loading' })} />;

  // A failed next page keeps the pages already shown (the "load more" control retries it).
  if (query.isError && !query.data) {
    const error = query.error;
    if (renderNotFound && isApiError(error) && error.code === 'SEARCH_NOT_FOUND') {
      return <>{renderNotFound(error.messageIn(format.lang))}</>;
    }
    return <ErrorState error={error} onRetry={() => void query.refetch()} />;
  }

  const items = pageItems(query.data);
  const total = query.data.pages[0]?.total ?? items.length;
  if (items.length === 0) {
    return (
      <>
        {empty ?? (
          <EmptyState icon={GIFT} title={intl.formatMessage({ id: 'privilege.empty.title' })} text={intl.formatMessage({ id: 'privilege.empty.text' })} />
        )}
      </>
    );
  }

  return (
    <div className={classes.stack}>
      <div className={classes.sectionHead}>
        {heading ?? <h2 className={classes.sectionTitle}>{intl.formatMessage({ id: 'privilege.list.heading' })}</h2>}
        <span className={classes.count} data-testid="privilege-total">
          {intl.formatMessage({ id: 'privilege.list.count' }, { count: total })}
        </span>
      </div>
      {/* The cards' links, opened in the app (a card is a plain link: PrivilegeCard). */}
      <ul className={classes.grid} aria-label={intl.formatMessage({ id: 'privilege.list.heading' })} onClick={onCardClick}>
        {items.map((privilege, index) => (
          <PrivilegeCard key={privilege.privilege_id} privilege={privilege} first={index < FIRST_ROW} />
        ))}
      </ul>
      {query.isFetchNextPageError ? <ErrorState onRetry={() => void fetchNextPage()} /> : null}
      {hasNextPage && !query.isFetchNextPageError ? (
        <>
          <div ref={sentinel} className={classes.sentinel} aria-hidden="true" />
          <button type="button" className={classes.more} onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
            {intl.formatMessage({ id: isFetchingNextPage ? 'privilege.list.loadingMore' : 'privilege.list.more' })}
          </button>
        </>
      ) : null}
      {!hasNextPage && query.data.pages.length > 1 ? (
        <p className={classes.endNote}>{intl.formatMessage({ id: 'privilege.list.end' })}</p>
      ) : null}
    </div>
  );
}

/** The privilege screens' empty-state picture (a gift). */
export const GIFT = <path d="M20 12v8H4v-8M2 7h20v5H2zM12 22V7M12 7H7.5a2.5 2.5 0 1 1 0-5C11 2 12 7 12 7zM12 7h4.5a2.5 2.5 0 1 0 0-5C13 2 12 7 12 7z" />;
