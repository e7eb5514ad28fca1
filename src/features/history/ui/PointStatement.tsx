import { useIntl } from 'react-intl';
import { useGetPointStatementInfinite } from '@/generated/history/history';
import { PAGED } from '@/shared/api/paging';
import { useFormat } from '@/shared/i18n/use-format';
import { expiringByYear } from '@/shared/session/expiring-points';
import { HISTORY_PAGE_SIZE, PagedList } from './PagedList';
import classes from './history.module.css';

/** The points statement: the points expiring each year on top (soonest first), then every movement by month. */
export function PointStatement() {
  const intl = useIntl();
  const format = useFormat();
  const query = useGetPointStatementInfinite({ page_size: HISTORY_PAGE_SIZE }, { query: PAGED });
  const years = expiringByYear(query.data?.pages[0]);
  return (
    <div className={classes.stack}>
      {years.length ? (
        <section className={classes.expiring} aria-labelledby="statement-expiring-title" data-testid="statement-expiring">
          <h2 id="statement-expiring-title" className={classes.expiringTitle}>
            {intl.formatMessage({ id: 'history.points.expiringTitle' })}
          </h2>
          <ul className={classes.expiringYears}>
            {years.map((entry) => (
              <li key={entry.year}>
                <span>{intl.formatMessage({ id: 'history.points.expiresOn' }, { date: format.date(entry.expire_date) })}</span>{' '}
                <span>{intl.formatMessage({ id: 'history.points.expiringValue' }, { points: entry.point })}</span>
              </li>
            ))}
          </ul>
        </section>
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
