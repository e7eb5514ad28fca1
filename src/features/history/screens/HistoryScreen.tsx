import { useIntl } from 'react-intl';
import { type LoaderFunctionArgs } from 'react-router';
import { getGetRedemptionHistoryInfiniteQueryOptions } from '@/generated/history/history';
import type { HistoryPeriod, RedemptionKind } from '@/generated/model';
import { getGetActiveEcodesQueryOptions } from '@/generated/redemption/redemption';
import { PAGED } from '@/shared/api/paging';
import { queryClient } from '@/shared/api/query-client';
import { paths } from '@/shared/routing/paths';
import { readUrlParam, useQueryParams } from '@/shared/routing/url-params';
import { ButtonLink } from '@/shared/ui/light/button/Button';
import { Tabs } from '@/shared/ui/light/tabs/Tabs';
import { EcodeWallet } from '../ui/EcodeWallet';
import { PointStatement } from '../ui/PointStatement';
import { KINDS, PERIODS, RedemptionList, redemptionParams } from '../ui/RedemptionList';
import { TransferList } from '../ui/TransferList';
import classes from '../ui/history.module.css';

const TABS = ['redemptions', 'transfers', 'points'] as const;
type Tab = (typeof TABS)[number];

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | null =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : null;

/**
 * History: the e-codes still valid on top, then tabs for redemptions (filtered by kind and period),
 * point transfers and the points statement. Tab and filters live in the URL, so Back returns to them.
 * Light kit only (no Mantine): a bottom-navigation tab, opened often, paints its rows at once.
 */
export default function HistoryScreen() {
  const intl = useIntl();
  const [params, setParams] = useQueryParams();
  const tab: Tab = oneOf(readUrlParam(params, 'tab'), TABS) ?? 'redemptions';
  const kind = oneOf<RedemptionKind>(readUrlParam(params, 'kind'), KINDS);
  const period = oneOf<HistoryPeriod>(readUrlParam(params, 'period'), PERIODS);

  const update = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true, preventScrollReset: true });
  };

  return (
    <div className={classes.stack} data-testid="history-screen">
      <EcodeWallet />
      <Tabs
        items={TABS.map((t) => ({ value: t, label: intl.formatMessage({ id: `history.tab.${t}` }), testId: `history-tab-${t}` }))}
        value={tab}
        onChange={(value) => update({ tab: value === 'redemptions' ? null : value })}
        label={intl.formatMessage({ id: 'route.history.title' })}
      >
        {tab === 'redemptions' ? (
          <RedemptionList kind={kind} period={period} onFilter={(next) => update({ kind: next.kind, period: next.period })} />
        ) : tab === 'transfers' ? (
          <TransferList />
        ) : (
          <PointStatement />
        )}
      </Tabs>
      <ButtonLink to={paths.historyMigration} variant="subtle" fullWidth>
        {intl.formatMessage({ id: 'history.migration' })}
      </ButtonLink>
    </div>
  );
}

/** The screen's data loader (route-types ScreenModule): the wallet and the first redemptions page. */
export function loader({ url }: LoaderFunctionArgs): Promise<unknown> {
  const params = url.searchParams;
  const wallet = queryClient.prefetchQuery(getGetActiveEcodesQueryOptions());
  if ((oneOf(readUrlParam(params, 'tab'), TABS) ?? 'redemptions') !== 'redemptions') return wallet;
  const filter = redemptionParams(oneOf<RedemptionKind>(readUrlParam(params, 'kind'), KINDS), oneOf<HistoryPeriod>(readUrlParam(params, 'period'), PERIODS));
  return Promise.all([wallet, queryClient.prefetchInfiniteQuery(getGetRedemptionHistoryInfiniteQueryOptions(filter, { query: PAGED }))]);
}
