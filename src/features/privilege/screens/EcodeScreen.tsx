import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { readUrlParam, useQueryParams } from '@/shared/routing/url-params';
import type { ActiveEcode, LocalizedText } from '@/generated/model';
import { getGetActiveEcodesQueryKey, useGetEcode } from '@/generated/redemption/redemption';
import { queryClient } from '@/shared/api/query-client';
import { isConnectionLost, useOnline } from '@/shared/api/use-online';
import { keepEcodesAfterPaint, keptEcode } from '@/shared/ecode/kept-ecodes';
import { useFormat } from '@/shared/i18n/use-format';
import { ErrorState } from '@/shared/ui/light/status/ErrorState';
import { SkeletonLines } from '@/shared/ui/light/status/Skeleton';
import { EcodeCard } from '../ui/EcodeCard';
import classes from './screens.module.css';
import { paths } from '@/shared/routing/paths';
import { type MessageId } from '@/shared/i18n/message-ids';
import { ButtonLink } from '@/shared/ui/light/button/Button';

/** What the screen that links here knows of the privilege (the wallet, the redemption result). */
interface EcodeViewState {
  name?: LocalizedText;
  image_url?: string;
}

/** The privilege of a redemption as the wallet's list (if loaded) names it. */
function walletEntry(redemptionId: string): ActiveEcode | undefined {
  return queryClient.getQueryData<ActiveEcode[]>(getGetActiveEcodesQueryKey())?.find((item) => item.redemption_id === redemptionId);
}

/**
 * The e-code of a redemption: the code, a copy button and the countdown to its expiry. A code kept
 * on this device (shared/ecode) shows at once, and is what shows with no signal (the query is
 * paused offline, or fails), saying so; the server's answer replaces it and is kept in turn.
 */
function EcodeScreen() {
  const intl = useIntl();
  const format = useFormat();
  const location = useLocation();
  const [params] = useQueryParams();
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
  const kept = useMemo(() => (redemptionId ? keptEcode(redemptionId) : null), [redemptionId]);
  const state = (location.state ?? {}) as EcodeViewState;
  const fromWallet = walletEntry(redemptionId);
  const name = state.name ?? kept?.privilege_name ?? fromWallet?.privilege_name;
  const imageUrl = state.image_url ?? kept?.image_url ?? fromWallet?.image_url;
  useEffect(() => {
    if (query.data) keepEcodesAfterPaint([{ redemption_id: redemptionId, privilege_name: name, image_url: imageUrl, ecode: query.data }]);
  }, [query.data, redemptionId, name, imageUrl]);
  const ecode = query.data ?? kept?.ecode;
  // No signal: the browser says so (reads pause), or the read failed for a dropped connection.
  const online = useOnline();
  const offline = !online || query.fetchStatus === 'paused' || isConnectionLost(query.error);
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  if (!redemptionId) return <ErrorState />;
  // No signal and no code kept on this device: say so (a paused read would otherwise load forever).
  if (!ecode && offline) return <ErrorState message={t('error.offline')} onRetry={() => void query.refetch()} />;
  if (!ecode && query.isPending) return <SkeletonLines lines={5} label={t('ecode.loading')} />;
  if (!ecode) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;

  return (
    <section className={classes.result} data-testid="ecode-view" data-offline={offline || undefined}>
      {imageUrl && !offline ? <img className={classes.resultThumb} src={imageUrl} alt="" width={280} height={175} /> : null}
      <h2 className={classes.resultTitle}>{name ? name[format.lang] : t('ecode.title')}</h2>
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
        <ButtonLink to={paths.history} fullWidth variant="subtle">
          {t('ecode.history')}
        </ButtonLink>
        <ButtonLink to={paths.privilegeList} fullWidth variant="outline">
          {t('redeem.success.more')}
        </ButtonLink>
      </div>
    </section>
  );
}

export default EcodeScreen;
