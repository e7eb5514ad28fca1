import { useIntl } from 'react-intl';
import type { GetRedemptionHistoryParams, HistoryPeriod, RedemptionHistoryItem, RedemptionKind } from '@/generated/model';
import { useGetRedemptionHistoryInfinite } from '@/generated/history/history';
import { PAGED } from '@/shared/api/paging';
import { useFormat } from '@/shared/i18n/use-format';
import { href } from '@/shared/routing/paths';
import { SelectField } from '@/shared/ui/light/form/SelectField';
import { StatusPill } from '@/shared/ui/light/status/StatusPill';
import { HISTORY_PAGE_SIZE, PagedList } from './PagedList';
import classes from './history.module.css';
import { AppLink } from '@/shared/routing/AppLink';

export const KINDS: readonly RedemptionKind[] = ['ecode', 'delivery', 'subscription', 'lucky_draw'];
export const PERIODS: readonly HistoryPeriod[] = ['this_month', 'three_months', 'this_year'];

function itemLink(item: RedemptionHistoryItem): string | null {
  if (item.kind === 'ecode') return href('privilegeEcode', { redemption_id: item.redemption_id });
  if (item.delivery_id) return href('trackingStatus', { delivery_id: item.delivery_id });
  return null;
}

/** The first page's query of the redemptions list (also prefetched by the history route). */
export function redemptionParams(kind: RedemptionKind | null, period: HistoryPeriod | null): GetRedemptionHistoryParams {
  return { page_size: HISTORY_PAGE_SIZE, ...(kind ? { kind } : {}), ...(period ? { period } : {}) };
}

export interface RedemptionListProps {
  kind: RedemptionKind | null;
  period: HistoryPeriod | null;
  onFilter: (next: { kind: RedemptionKind | null; period: HistoryPeriod | null }) => void;
}

/** Redemptions, filtered by kind and period on the server; e-codes open their code, deliveries their tracking. */
export function RedemptionList({ kind, period, onFilter }: RedemptionListProps) {
  const intl = useIntl();
  const format = useFormat();
  const params = redemptionParams(kind, period);
  const query = useGetRedemptionHistoryInfinite(params, { query: PAGED });
  const all = intl.formatMessage({ id: 'history.filter.all' });
  return (
    <div className={classes.stack}>
      <div className={classes.filters}>
        <SelectField
          label={intl.formatMessage({ id: 'history.filter.kind' })}
          value={kind ?? ''}
          onChange={(event) => onFilter({ kind: (event.currentTarget.value || null) as RedemptionKind | null, period })}
          options={[{ value: '', label: all }, ...KINDS.map((k) => ({ value: k, label: intl.formatMessage({ id: `history.kind.${k}` }) }))]}
        />
        <SelectField
          label={intl.formatMessage({ id: 'history.filter.period' })}
          value={period ?? ''}
          onChange={(event) => onFilter({ kind, period: (event.currentTarget.value || null) as HistoryPeriod | null })}
          options={[{ value: '', label: all }, ...PERIODS.map((p) => ({ value: p, label: intl.formatMessage({ id: `history.period.${p}` }) }))]}
        />
      </div>
      <PagedList
        query={query}
        testId="redemption-history"
        dateOf={(item) => item.date}
        keyOf={(item) => item.redemption_id}
        empty={intl.formatMessage({ id: 'history.empty.redemptions' })}
        render={(item) => {
          const to = itemLink(item);
          const content = (
            <>
              <img className={classes.thumb} src={item.image_url} alt="" width={56} height={56} />
              <div className={classes.body}>
                <p className={classes.name}>{item.privilege_name[format.lang]}</p>
                <p className={classes.meta}>
                  {format.dateTime(item.date)} · {item.code}
                </p>
                <StatusPill size="sm" tone={item.status === 'success' ? 'info' : 'neutral'}>
                  {intl.formatMessage({ id: `history.status.${item.status}` })}
                </StatusPill>
              </div>
              <span className={classes.points} data-sign="out">
                {item.points_used === 0 ? intl.formatMessage({ id: 'privilege.free' }) : `−${format.number(item.points_used)}`}
              </span>
            </>
          );
          return to ? (
            <AppLink to={to} className={classes.item} data-testid="redemption-item" data-kind={item.kind}>
              {content}
            </AppLink>
          ) : (
            <div className={classes.item} data-testid="redemption-item" data-kind={item.kind}>
              {content}
            </div>
          );
        }}
      />
    </div>
  );
}
