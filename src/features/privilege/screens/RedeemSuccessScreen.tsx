import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { readUrlParam, useQueryParams } from '@/shared/routing/url-params';
import { keepEcodesAfterPaint } from '@/shared/ecode/kept-ecodes';
import { useFormat } from '@/shared/i18n/use-format';
import type { RedeemSuccessState } from '../redeem/redeem-state';
import { EcodeCard } from '../ui/EcodeCard';
import classes from './screens.module.css';
import { href, paths } from '@/shared/routing/paths';
import { type MessageId } from '@/shared/i18n/message-ids';
import { ButtonLink } from '@/shared/ui/light/button/Button';

function isSuccessState(value: unknown): value is RedeemSuccessState {
  return typeof value === 'object' && value !== null && 'redemption' in value && 'privilege' in value;
}

/** Redemption success: what the member got, by kind (e-code, delivery, add-on pack, lucky draw). */
function RedeemSuccessScreen() {
  const intl = useIntl();
  const format = useFormat();
  const location = useLocation();
  const [params] = useQueryParams();
  const state = isSuccessState(location.state) ? location.state : null;
  const redemptionId = state?.redemption.redemption_id ?? readUrlParam(params, 'redemption_id') ?? '';
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  // The code shown here is kept on this device: the wallet and the code view still have it with no signal.
  useEffect(() => {
    const ecode = state?.redemption.ecode;
    if (ecode) keepEcodesAfterPaint([{ redemption_id: redemptionId, privilege_name: state.privilege.name, image_url: state.privilege.image_url, ecode }]);
  }, [state, redemptionId]);

  if (!state) {
    return (
      <section className={classes.result} data-testid="redeem-success">
        <SuccessIcon />
        <h2 className={classes.resultTitle}>{t('redeem.success.title')}</h2>
        <p className={classes.resultText}>{t('redeem.success.generic')}</p>
        <div className={classes.actions}>
          <ButtonLink to={paths.history} fullWidth>
            {t('redeem.success.history')}
          </ButtonLink>
          <ButtonLink to={paths.privilegeList} fullWidth variant="outline">
            {t('redeem.success.more')}
          </ButtonLink>
        </div>
      </section>
    );
  }

  const { redemption, privilege } = state;
  const name = privilege.name[format.lang];
  let message: string;
  if (redemption.is_lucky_draw) message = t('redeem.success.luckydraw', { entries: redemption.entries ?? 1, name });
  else if (redemption.type === 'delivery')
    message = t('redeem.success.delivery', {
      days: privilege.delivery_days ?? 5,
      date: redemption.delivery?.estimated_delivery_date ? format.date(redemption.delivery.estimated_delivery_date) : '–',
    });
  else if (redemption.type === 'subscription') message = t('redeem.success.subscription', { number: state.numberText ?? '' });
  else message = t('redeem.success.ecode', { minutes: privilege.ecode_validity_minutes ?? 60 });

  return (
    <section className={classes.result} data-testid="redeem-success" data-kind={redemption.is_lucky_draw ? 'luckydraw' : redemption.type}>
      <SuccessIcon />
      <h2 className={classes.resultTitle}>{t('redeem.success.title')}</h2>
      <img className={classes.resultThumb} src={privilege.image_url} alt="" width={280} height={175} />
      <p className={classes.resultText}>
        <strong>{name}</strong>
      </p>
      <p className={classes.resultText} data-testid="redeem-success-message">
        {message}
      </p>
      {redemption.type === 'ecode' && !redemption.is_lucky_draw && redemption.ecode ? <EcodeCard ecode={redemption.ecode} /> : null}
      <dl className={classes.resultFacts}>
        {redemption.is_lucky_draw ? (
          <div>
            <dt>{t('redeem.success.entries')}</dt>
            <dd data-testid="redeem-entries">{format.number(redemption.entries ?? 1)}</dd>
          </div>
        ) : null}
        {redemption.type === 'delivery' && state.addressText && !redemption.is_lucky_draw ? (
          <div>
            <dt>{t('redeem.success.address')}</dt>
            <dd>{state.addressText}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('redeem.success.pointsUsed')}</dt>
          <dd>{redemption.points_used === 0 ? t('privilege.free') : format.number(redemption.points_used)}</dd>
        </div>
        <div>
          <dt>{t('redeem.success.balance')}</dt>
          <dd data-testid="balance-after">{format.number(redemption.balance_after)}</dd>
        </div>
        <div>
          <dt>{t('redeem.success.reference')}</dt>
          <dd>{redemptionId}</dd>
        </div>
        <div>
          <dt>{t('redeem.success.date')}</dt>
          <dd>{format.dateTime(redemption.redeemed_at)}</dd>
        </div>
      </dl>
      <div className={classes.actions}>
        {redemption.type === 'delivery' && redemption.delivery ? (
          <ButtonLink to={href('trackingStatus', { delivery_id: redemption.delivery.delivery_id })} fullWidth>
            {t('redeem.success.track')}
          </ButtonLink>
        ) : null}
        <ButtonLink to={paths.privilegeList} fullWidth variant="outline">
          {t('redeem.success.more')}
        </ButtonLink>
      </div>
    </section>
  );
}

function SuccessIcon() {
  return (
    <span className={classes.resultIcon} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="36" height="36" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round">
        <path d="M6 12.5l4 4L18 8.5" />
      </svg>
    </span>
  );
}

export default RedeemSuccessScreen;
