import { useIntl } from 'react-intl';
import { useGetMigrationHistoryInfinite } from '@/generated/history/history';
import type { MigrationHistoryItem } from '@/generated/model';
import { PAGED, pageItems } from '@/shared/api/paging';
import { useFormat } from '@/shared/i18n/use-format';
import { ErrorState } from '@/shared/ui/light/status/ErrorState';
import { NextPageFooter } from '@/shared/ui/light/status/NextPageFooter';
import { DetailSkeleton, HistoryEmpty } from '../ui/HistoryStates';
import classes from '../ui/detail.module.css';

/** Entries per page of the earlier history. */
export const MIGRATION_PAGE_SIZE = 10;
const PARAMS = { page_size: MIGRATION_PAGE_SIZE };

/**
 * Point movements carried over from the previous system, newest first and read-only: date,
 * description and the signed points of each, paged by infinite scroll with a "load more" button.
 * A failed next page keeps the pages already shown and offers a retry below them.
 */
function HistoryMigrationScreen() {
  const intl = useIntl();
  const query = useGetMigrationHistoryInfinite(PARAMS, { query: PAGED });
  const { hasNextPage } = query;

  if (query.isPending) return <DetailSkeleton label={intl.formatMessage({ id: 'migration.loading' })} cards={4} />;
  if (query.isError && !query.data) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;

  const items = pageItems(query.data);
  const total = query.data.pages[0]?.total ?? items.length;
  if (items.length === 0) {
    return (
      <HistoryEmpty
        title={intl.formatMessage({ id: 'migration.empty.title' })}
        text={intl.formatMessage({ id: 'migration.empty.text' })}
        backLabel={intl.formatMessage({ id: 'migration.backToHistory' })}
        testId="migration-empty"
      />
    );
  }

  return (
    <div className={classes.stack} data-testid="migration-view">
      <p className={classes.muted}>{intl.formatMessage({ id: 'migration.intro' })}</p>
      <div className={classes.listHead}>
        <h2 className={classes.sectionTitle}>{intl.formatMessage({ id: 'migration.heading' })}</h2>
        <span className={classes.muted} data-testid="migration-total">
          {intl.formatMessage({ id: 'migration.count' }, { count: total })}
        </span>
      </div>
      <ul className={classes.list} aria-label={intl.formatMessage({ id: 'migration.heading' })}>
        {items.map((item, index) => (
          <MigrationEntry key={`${item.reference}-${index}`} item={item} />
        ))}
      </ul>
      <NextPageFooter
        query={query}
        label={intl.formatMessage({ id: 'migration.more' })}
        variant="outline"
        sentinelClassName={classes.sentinel}
        testId="migration-more"
      />
      {!hasNextPage && query.data.pages.length > 1 ? <p className={classes.endNote}>{intl.formatMessage({ id: 'migration.end' })}</p> : null}
    </div>
  );
}

function MigrationEntry({ item }: { item: MigrationHistoryItem }) {
  const intl = useIntl();
  const format = useFormat();
  const sign = item.points > 0 ? 'plus' : item.points < 0 ? 'minus' : 'zero';
  const amount = format.number(Math.abs(item.points));
  return (
    <li className={classes.entry} data-testid="migration-entry">
      <div className={classes.entryText}>
        <p className={classes.entryTitle}>{item.description[format.lang]}</p>
        <p className={classes.entryMeta}>
          <time dateTime={item.date}>{format.dateTime(item.date)}</time> · {item.reference}
        </p>
      </div>
      <span className={classes.points} data-sign={sign} data-testid="migration-points">
        <span aria-hidden="true">
          {sign === 'plus' ? '+' : sign === 'minus' ? '−' : ''}
          {amount}
        </span>
        <span className="visually-hidden">
          {intl.formatMessage({ id: sign === 'minus' ? 'migration.pointsSpent' : 'migration.pointsEarned' }, { points: Math.abs(item.points) })}
        </span>
      </span>
    </li>
  );
}

export default HistoryMigrationScreen;
