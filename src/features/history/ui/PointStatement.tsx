import { useIntl } from 'react-intl';
import { useGetPointStatementInfinite } from '@/generated/history/history';
import { PAGED } from '@/shared/api/paging';
import { useFormat } from '@/shared/i18n/use-format';
import { HISTORY_PAGE_SIZE, PagedList } from './PagedList';
import classes from './history.module.css';

/** The points statement: this year's expiring points on top, then every movement by month. */
export function PointStatement() {
  const intl = useIntl();
  const format = useFormat();
  const query = useGetPointStatementInfinite({ page_size: HISTORY_PAGE_SIZE }, { query: PAGED });
  const expiring = query.data?.pages[0]?.expiring_this_year;
  return (
    <div className={classes.stack}>
      {expiring ? (
        <p className={classes.expiring} data-testid="statement-expiring">
          {intl.formatMessage({ id: 'history.points.expiring' }, { points: expiring.point, date: format.date(expiring.expire_date) })}
        </p>
      ) : null}
      <PagedList
        query={query}
        testId="point-statement"
        dateOf={(entry) => entry.occurred_at}
        keyOf={(entry) => entry.entry_id}
        empty={intl.formatMessage({ id: 'history.empty.points' })}
        render={(entry) => (
          <div className={classes.item} data-testid="statement-entry" data-kind={entry.kind}>
            <div className={classes.body}>
              <p className={classes.name}>{entry.description[format.lang]}</p>
              <p className={classes.meta}>
                {intl.formatMessage({ id: `history.entry.${entry.kind}` })} · {format.dateTime(entry.occurred_at)}
              </p>
            </div>
            <span className={classes.points} data-sign={entry.points < 0 ? 'out' : 'in'}>
              {entry.points < 0 ? '−' : '+'}
              {format.number(Math.abs(entry.points))}
            </span>
          </div>
        )}
      />
    </div>
  );
}
