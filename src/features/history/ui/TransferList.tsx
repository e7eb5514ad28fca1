import { useIntl } from 'react-intl';
import { useGetTransferHistoryInfinite } from '@/generated/history/history';
import { PAGED } from '@/shared/api/paging';
import { useFormat } from '@/shared/i18n/use-format';
import { maskId } from '@/shared/lib/mask-id';
import { href } from '@/shared/routing/paths';
import { StatusPill } from '@/shared/ui/light/status/StatusPill';
import { HISTORY_PAGE_SIZE, PagedList } from './PagedList';
import classes from './history.module.css';
import { AppLink } from '@/shared/routing/AppLink';

const STATUS_TONE = { success: 'info', pending: 'pending', failed: 'danger' } as const;

/** Point transfers: partner, recipient (masked), points out, partner points in, status; each opens its detail. */
export function TransferList() {
  const intl = useIntl();
  const format = useFormat();
  const query = useGetTransferHistoryInfinite({ page_size: HISTORY_PAGE_SIZE }, { query: PAGED });
  return (
    <PagedList
      query={query}
      testId="transfer-history"
      dateOf={(item) => item.transferred_at}
      keyOf={(item) => item.transfer_id}
      empty={intl.formatMessage({ id: 'history.empty.transfers' })}
      render={(item) => (
        <AppLink to={href('transferDetail', { transfer_id: item.transfer_id })} className={classes.item} data-testid="transfer-item" data-status={item.status}>
          <div className={classes.body}>
            <p className={classes.name}>{intl.formatMessage({ id: `history.partner.${item.partner}` })}</p>
            <p className={classes.meta}>
              {item.recipient_name} · {maskId(item.recipient_member_no)}
            </p>
            <p className={classes.meta}>
              {format.dateTime(item.transferred_at)} ·{' '}
              {intl.formatMessage({ id: 'history.transfer.partnerPoints' }, { points: item.partner_points })}
            </p>
            <StatusPill size="sm" tone={STATUS_TONE[item.status]}>
              {intl.formatMessage({ id: `history.transferStatus.${item.status}` })}
            </StatusPill>
          </div>
          <span className={classes.points} data-sign="out">
            −{format.number(item.points)}
          </span>
        </AppLink>
      )}
    />
  );
}
