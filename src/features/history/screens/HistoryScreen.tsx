import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Button.css';
import { Button, Tabs } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { getGetRedemptionHistoryInfiniteQueryOptions } from '@/generated/history/history';
import type { HistoryPeriod, RedemptionKind } from '@/generated/model';
import { getGetActiveEcodesQueryOptions } from '@/generated/redemption/redemption';
import { PAGED } from '@/shared/api/paging';
import { queryClient } from '@/shared/api/query-client';
import { paths } from '@/shared/routing/paths';
import { readUrlParam } from '@/shared/routing/url-params';
import { withMantine } from '@/shared/ui/mantine/MantineScope';
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
 */
function HistoryScreen() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
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
      <Tabs value={tab} onChange={(value) => update({ tab: value === 'redemptions' ? null : value })} keepMounted={false}>
        <Tabs.List grow>
          {TABS.map((t) => (
            <Tabs.Tab key={t} value={t} data-testid={`history-tab-${t}`}>
              {intl.formatMessage({ id: `history.tab.${t}` })}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="redemptions" pt="md">
          <RedemptionList kind={kind} period={period} onFilter={(next) => update({ kind: next.kind, period: next.period })} />
        </Tabs.Panel>
        <Tabs.Panel value="transfers" pt="md">
          <TransferList />
        </Tabs.Panel>
        <Tabs.Panel value="points" pt="md">
          <PointStatement />
        </Tabs.Panel>
      </Tabs>
      <Button component={Link} to={paths.historyMigration} variant="subtle" fullWidth>
        {intl.formatMessage({ id: 'history.migration' })}
      </Button>
    </div>
  );
}

export default withMantine(HistoryScreen);

/** The route loader's head start (route-types ScreenModule): the wallet and the first redemptions page. */
export function prefetch(url: URL): void {
  const params = url.searchParams;
  void queryClient.prefetchQuery(getGetActiveEcodesQueryOptions());
  if ((oneOf(readUrlParam(params, 'tab'), TABS) ?? 'redemptions') !== 'redemptions') return;
  const filter = redemptionParams(oneOf<RedemptionKind>(readUrlParam(params, 'kind'), KINDS), oneOf<HistoryPeriod>(readUrlParam(params, 'period'), PERIODS));
  void queryClient.prefetchInfiniteQuery(getGetRedemptionHistoryInfiniteQueryOptions(filter, { query: PAGED }));
}
