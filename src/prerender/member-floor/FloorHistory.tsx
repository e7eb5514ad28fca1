/**
 * The member floor's history (`/history`, redemptions tab): the e-codes still valid, the tabs, the
 * filters and the first page of redemptions grouped by month, in the markup and classes of
 * HistoryScreen, EcodeWallet, RedemptionList and PagedList. Its tabs, filters and "load more" are
 * drawn, not wired: the floor times the first rows only.
 */
import { Fragment } from 'react';
import type { ActiveEcode, RedemptionHistoryItem } from '@/generated/model';
import classes from '@/features/history/ui/history.module.css';
import { formatMmSs, useCountdown } from '@/shared/lib/use-countdown';
import { href, paths } from '@/shared/routing/paths';
import { Button } from '@/shared/ui/light/button/Button';
import buttonClasses from '@/shared/ui/light/button/Button.module.css';
import { SelectField } from '@/shared/ui/light/form/SelectField';
import { EmptyState } from '@/shared/ui/light/status/EmptyState';
import { SkeletonBlocks } from '@/shared/ui/light/status/Skeleton';
import { StatusPill } from '@/shared/ui/light/status/StatusPill';
import { Tabs } from '@/shared/ui/light/tabs/Tabs';
import { calls, useCall } from './floor-data';
import { FloorLink } from './floor-nav';
import { format, t } from './floor-text';

const TABS = ['redemptions', 'transfers', 'points'] as const;
const KINDS = ['ecode', 'delivery', 'subscription', 'lucky_draw'] as const;
const PERIODS = ['this_month', 'three_months', 'this_year'] as const;

function WalletCard({ item }: { item: ActiveEcode }) {
  const left = useCountdown(item.ecode.expires_at);
  if (left <= 0) return null;
  return (
    <FloorLink to={href('privilegeEcode', { redemption_id: item.redemption_id })} className={classes.walletCard} data-testid="wallet-ecode">
      <span className={classes.name}>{item.privilege_name.th}</span>
      <span className={classes.walletCode}>{item.ecode.code}</span>
      <span className={classes.walletTime}>{t('history.wallet.left', { time: formatMmSs(left) })}</span>
    </FloorLink>
  );
}

function Wallet() {
  const items = useCall(calls.activeEcodes)?.value;
  if (!items?.length) return null;
  return (
    <section aria-labelledby="wallet-title" data-testid="ecode-wallet">
      <h2 id="wallet-title" className={classes.month}>
        {t('history.wallet.title', { count: items.length })}
      </h2>
      <div className={classes.wallet}>
        {items.map((item) => (
          <WalletCard key={item.redemption_id} item={item} />
        ))}
      </div>
    </section>
  );
}

function Row({ item }: { item: RedemptionHistoryItem }) {
  const to = item.kind === 'ecode' ? href('privilegeEcode', { redemption_id: item.redemption_id }) : item.delivery_id ? href('trackingStatus', { delivery_id: item.delivery_id }) : null;
  const content = (
    <>
      <img className={classes.thumb} src={item.image_url} alt="" width={56} height={56} />
      <div className={classes.body}>
        <p className={classes.name}>{item.privilege_name.th}</p>
        <p className={classes.meta}>
          {format.dateTime(item.date)} · {item.code}
        </p>
        <StatusPill size="sm" tone={item.status === 'success' ? 'info' : 'neutral'}>
          {t(`history.status.${item.status}`)}
        </StatusPill>
      </div>
      <span className={classes.points} data-sign="out">
        {item.points_used === 0 ? t('privilege.free') : `−${format.number(item.points_used)}`}
      </span>
    </>
  );
  return to ? (
    <FloorLink to={to} className={classes.item} data-testid="redemption-item" data-kind={item.kind}>
      {content}
    </FloorLink>
  ) : (
    <div className={classes.item} data-testid="redemption-item" data-kind={item.kind}>
      {content}
    </div>
  );
}

function Redemptions() {
  const page = useCall(calls.redemptions)?.value;
  const all = t('history.filter.all');
  let list;
  if (!page) list = <SkeletonBlocks height={80} label={t('history.loading')} />;
  else if (page.items.length === 0) list = <EmptyState text={t('history.empty.redemptions')} />;
  else {
    const months: Array<{ label: string; items: RedemptionHistoryItem[] }> = [];
    for (const item of page.items) {
      const label = format.month(item.date);
      const last = months[months.length - 1];
      if (last?.label === label) last.items.push(item);
      else months.push({ label, items: [item] });
    }
    list = (
      <div className={classes.group} data-testid="redemption-history">
        {months.map((month) => (
          <Fragment key={month.label}>
            <h2 className={classes.month}>{month.label}</h2>
            <ul className={classes.list}>
              {month.items.map((item) => (
                <li key={item.redemption_id}>
                  <Row item={item} />
                </li>
              ))}
            </ul>
          </Fragment>
        ))}
        {page.items.length < page.total ? (
          <Button variant="outline" fullWidth>
            {t('history.more')}
          </Button>
        ) : null}
      </div>
    );
  }
  return (
    <div className={classes.stack}>
      <div className={classes.filters}>
        <SelectField label={t('history.filter.kind')} value="" onChange={() => undefined} options={[{ value: '', label: all }, ...KINDS.map((k) => ({ value: k, label: t(`history.kind.${k}`) }))]} />
        <SelectField label={t('history.filter.period')} value="" onChange={() => undefined} options={[{ value: '', label: all }, ...PERIODS.map((p) => ({ value: p, label: t(`history.period.${p}`) }))]} />
      </div>
      {list}
    </div>
  );
}

export function HistoryScreen() {
  return (
    <div className={classes.stack} data-testid="history-screen">
      <Wallet />
      <Tabs items={TABS.map((tab) => ({ value: tab, label: t(`history.tab.${tab}`), testId: `history-tab-${tab}` }))} value="redemptions" onChange={() => undefined} label={t('route.history.title')}>
        <Redemptions />
      </Tabs>
      <FloorLink to={paths.historyMigration} className={buttonClasses.button} data-variant="subtle" data-full="true">
        {t('history.migration')}
      </FloorLink>
    </div>
  );
}
