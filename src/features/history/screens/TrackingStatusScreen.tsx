import { useIntl } from 'react-intl';
import { useGetDeliveryTracking } from '@/generated/history/history';
import type { DeliveryStatus } from '@/generated/model';
import { categoryLabelKey, formatAddressLine } from '@/domains/address/address-format';
import { useFormat } from '@/shared/i18n/use-format';
import type { MessageId } from '@/shared/i18n/message-ids';
import { readUrlParam, useQueryParams } from '@/shared/routing/url-params';
import { ErrorState } from '@/shared/ui/light/status/ErrorState';
import { calendarDay, DELIVERY_BUSINESS_DAYS, promisedDeliveryDate } from '../lib/business-days';
import { DeliveryTimeline, STEP_LABEL } from '../ui/DeliveryTimeline';
import { DetailSkeleton, HistoryEmpty, Fact, isMissing } from '../ui/HistoryStates';
import { StatusPill, type Tone } from '@/shared/ui/light/status/StatusPill';
import { TrackingNumber } from '../ui/TrackingNumber';
import classes from '../ui/detail.module.css';

const TONE: Record<DeliveryStatus, Tone> = { packed: 'pending', shipped: 'info', received: 'success' };

/**
 * Where delivered goods are (`?delivery_id=`): packed → shipped → received with the date of each
 * reached step, the carrier and tracking number (copy), the address, and the promise of delivery
 * within 5 business days with its date.
 */
function TrackingStatusScreen() {
  const intl = useIntl();
  const format = useFormat();
  const [params] = useQueryParams();
  const deliveryId = readUrlParam(params, 'delivery_id') ?? '';
  const query = useGetDeliveryTracking({ delivery_id: deliveryId }, { query: { enabled: deliveryId !== '' } });
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  if (!deliveryId || isMissing(query.error)) {
    return <HistoryEmpty title={t('tracking.notFound.title')} text={t('tracking.notFound.text')} backLabel={t('tracking.backToHistory')} testId="tracking-not-found" />;
  }
  if (query.isPending) return <DetailSkeleton label={t('tracking.loading')} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;

  const delivery = query.data;
  const promised = promisedDeliveryDate(delivery);
  const { address } = delivery;

  return (
    <div className={classes.stack} data-testid="tracking-view" data-status={delivery.status}>
      <section className={classes.card} aria-labelledby="tracking-name">
        <div className={classes.head}>
          <h2 id="tracking-name" className={classes.title}>
            {delivery.privilege_name[format.lang]}
          </h2>
          <StatusPill tone={TONE[delivery.status]} testId="tracking-status">
            {t(STEP_LABEL[delivery.status])}
          </StatusPill>
        </div>
        <p className={classes.muted}>{t('tracking.reference', { reference: delivery.redemption_id })}</p>
        {promised ? (
          <div className={classes.promise} data-testid="tracking-promise" data-date={promised}>
            <svg viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
              <rect x="3" y="5" width="18" height="16" rx="2" />
              <path d="M3 10h18M8 3v4M16 3v4M9 15l2 2 4-4" />
            </svg>
            <p>
              {t('tracking.promise', { days: DELIVERY_BUSINESS_DAYS })}
              <strong>{t('tracking.promiseBy', { date: format.date(calendarDay(promised)) })}</strong>
            </p>
          </div>
        ) : null}
      </section>

      <section className={classes.card} aria-labelledby="tracking-progress">
        <h2 id="tracking-progress" className={classes.sectionTitle}>
          {t('tracking.progress')}
        </h2>
        <DeliveryTimeline delivery={delivery} />
      </section>

      <section className={classes.card} aria-labelledby="tracking-parcel" data-testid="tracking-parcel">
        <h2 id="tracking-parcel" className={classes.sectionTitle}>
          {t('tracking.parcel')}
        </h2>
        {delivery.tracking_number ? (
          <>
            <dl className={classes.facts}>
              <Fact label={t('tracking.carrier')} testId="tracking-carrier">
                {delivery.carrier ?? t('tracking.carrierUnknown')}
              </Fact>
            </dl>
            <TrackingNumber number={delivery.tracking_number} />
          </>
        ) : (
          <p className={classes.muted} data-testid="tracking-no-number">
            {t('tracking.noNumber')}
          </p>
        )}
      </section>

      <section className={classes.card} aria-labelledby="tracking-address" data-testid="tracking-address">
        <h2 id="tracking-address" className={classes.sectionTitle}>
          {t('tracking.address')}
        </h2>
        <div>
          <p className={classes.strong}>
            {address.recipient_name} · {address.phone}
          </p>
          <p className={classes.muted}>{formatAddressLine(address)}</p>
          <p className={classes.muted}>
            {address.category === 'other' && address.category_other ? address.category_other : t(categoryLabelKey(address.category))}
          </p>
        </div>
      </section>
    </div>
  );
}

export default TrackingStatusScreen;
