import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useSearchParams } from 'react-router';
import { readUrlParam } from '@/shared/routing/url-params';
import type { LocalizedText } from '@/generated/model';
import { useFormat } from '@/shared/i18n/use-format';
import { ErrorState } from '@/shared/ui/status/ErrorState';
import { SkeletonLines } from '@/shared/ui/status/Skeleton';
import { useGetEcode } from '@/generated/redemption/redemption';
import { keepEcode, keptEcode } from '../lib/ecode-keep';
import { EcodeCard } from '../ui/EcodeCard';
import classes from './screens.module.css';
import { paths } from '@/shared/routing/paths';
import { type MessageId } from '@/shared/i18n/message-ids';
import { ButtonLink } from '@/shared/ui/button/Button';

interface EcodeViewState {
  name?: LocalizedText;
  image_url?: string;
}

/** The e-code of a redemption: the code, a copy button and the countdown to its expiry. */
function EcodeScreen() {
  const intl = useIntl();
  const format = useFormat();
  const location = useLocation();
  const [params] = useSearchParams();
  const redemptionId = readUrlParam(params, 'redemption_id') ?? '';
  const query = useGetEcode(
    { redemption_id: redemptionId },
    {
      query: {
        enabled: redemptionId !== '',
        // Re-check the server's status now and then while the code is live (it may be used or expire).
        refetchInterval: (q) => (q.state.data?.status === 'active' ? 60_000 : false),
      },
    },
  );
  // Online: the server's answer (kept for this session). Offline: the code kept when it was last
  // opened, while it is still valid; the view's chunks are already loaded by then.
  const [kept] = useState(() => keptEcode(redemptionId));
  useEffect(() => {
    if (query.data) keepEcode(redemptionId, query.data);
  }, [query.data, redemptionId]);
  const ecode = query.data ?? (query.isError ? kept : null) ?? undefined;
  const offline = !query.data && ecode !== undefined;
  const view = (location.state ?? {}) as EcodeViewState;
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  if (!redemptionId) return <ErrorState />;
  if (!ecode && query.isPending) return <SkeletonLines lines={5} label={t('ecode.loading')} />;
  if (!ecode) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;

  return (
    <section className={classes.result} data-testid="ecode-view">
      {view.image_url ? <img className={classes.resultThumb} src={view.image_url} alt="" width={280} height={175} /> : null}
      {view.name ? (
        <h2 className={classes.resultTitle}>{view.name[format.lang]}</h2>
      ) : (
        <h2 className={classes.resultTitle}>{t('ecode.title')}</h2>
      )}
      <p className={classes.resultText}>{t('ecode.instructions')}</p>
      {offline ? (
        <p className={classes.hintOffline} role="status" data-testid="ecode-offline">
          {t('ecode.offline')}
        </p>
      ) : null}
      <EcodeCard ecode={ecode} />
      <dl className={classes.resultFacts}>
        <div>
          <dt>{t('ecode.redeemedAt')}</dt>
          <dd>{format.dateTime(ecode.redeemed_at)}</dd>
        </div>
        <div>
          <dt>{t('ecode.reference')}</dt>
          <dd>{redemptionId}</dd>
        </div>
      </dl>
      <div className={classes.actions}>
        <ButtonLink to={paths.history} size="lg" fullWidth variant="subtle">
          {t('ecode.history')}
        </ButtonLink>
        <ButtonLink to={paths.privilegeList} size="lg" fullWidth variant="outline">
          {t('redeem.success.more')}
        </ButtonLink>
      </div>
    </section>
  );
}

export default EcodeScreen;
