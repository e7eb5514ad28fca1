import { Loader } from '@/shared/ui/mantine/feedback';
import { useIntl } from 'react-intl';
import { useGetTransferDetail } from '@/generated/history/history';
import type { PartnerCode, TransferStatus } from '@/generated/model';
import { useGetPartners } from '@/generated/reward/reward';
import { useErrorMessage } from '@/shared/api/error-message';
import { useFormat } from '@/shared/i18n/use-format';
import type { MessageId } from '@/shared/i18n/message-ids';
import { maskId } from '@/shared/lib/mask-id';
import { readUrlParam, useQueryParams } from '@/shared/routing/url-params';
import { ErrorState } from '@/shared/ui/light/status/ErrorState';
import { transferRate } from '../lib/transfer-rate';
import { useFreshTransfer } from '../lib/use-fresh-transfer';
import { DetailSkeleton, HistoryEmpty, Fact, isMissing } from '../ui/HistoryStates';
import { StatusPill, type Tone } from '@/shared/ui/light/status/StatusPill';
import classes from '../ui/detail.module.css';
import { Button } from '@/shared/ui/light/button/Button';

const STATUS: Record<TransferStatus, { label: MessageId; tone: Tone }> = {
  success: { label: 'transferDetail.status.success', tone: 'success' },
  pending: { label: 'transferDetail.status.pending', tone: 'pending' },
  failed: { label: 'transferDetail.status.failed', tone: 'danger' },
};

/** Partner names when the partner catalogue has not answered. */
const PARTNER_NAME: Record<PartnerCode, MessageId> = {
  blueplus: 'transferDetail.partner.blueplus',
  maxme: 'transferDetail.partner.maxme',
  pointx: 'transferDetail.partner.pointx',
};

/**
 * One point transfer (`?transfer_id=`): partner, recipient (masked), points out and in, the rate,
 * reference, date and time, and its status; a pending Max Me transfer is checked again on open.
 */
function TransferDetailScreen() {
  const intl = useIntl();
  const format = useFormat();
  const messageOf = useErrorMessage();
  const [params] = useQueryParams();
  const transferId = readUrlParam(params, 'transfer_id') ?? '';
  const query = useGetTransferDetail({ transfer_id: transferId }, { query: { enabled: transferId !== '' } });
  const fresh = useFreshTransfer(query.data);
  const code = query.data?.partner;
  const partner = useGetPartners({ query: { enabled: code !== undefined, select: (list) => list.find((p) => p.partner === code) } }).data;
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  if (!transferId || isMissing(query.error)) {
    return (
      <HistoryEmpty title={t('transferDetail.notFound.title')} text={t('transferDetail.notFound.text')} backLabel={t('transferDetail.backToHistory')} testId="transfer-not-found" />
    );
  }
  if (query.isPending) return <DetailSkeleton label={t('transferDetail.loading')} cards={2} />;
  if (query.isError || !fresh.transfer) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;

  const transfer = fresh.transfer;
  const partnerName = partner?.name[format.lang] ?? t(PARTNER_NAME[transfer.partner]);
  const rate = transferRate(transfer.points, transfer.partner_points);
  const status = STATUS[transfer.status];

  return (
    <div className={classes.stack} data-testid="transfer-detail" data-status={transfer.status}>
      <section className={classes.card} aria-labelledby="transfer-partner">
        <div className={classes.head}>
          <div className={classes.partner}>
            {partner?.logo_url ? <img className={classes.logo} src={partner.logo_url} alt="" width={44} height={44} /> : null}
            <h2 id="transfer-partner" className={classes.title} data-testid="transfer-partner">
              {t('transferDetail.heading', { partner: partnerName })}
            </h2>
          </div>
          <StatusPill tone={status.tone} testId="transfer-status">
            {t(status.label)}
          </StatusPill>
        </div>
        <div className={classes.amounts}>
          <p className={classes.amount}>
            <span>{t('transferDetail.pointsOut')}</span>
            <strong data-testid="transfer-points">−{format.number(transfer.points)}</strong>
          </p>
          <p className={classes.amount}>
            <span>{t('transferDetail.pointsIn', { partner: partnerName })}</span>
            <strong data-testid="transfer-partner-points">+{format.number(transfer.partner_points)}</strong>
          </p>
        </div>
        {transfer.status === 'pending' ? (
          <p className={classes.note} data-tone="pending" data-testid="transfer-pending-note">
            {t('transferDetail.pendingNote', { partner: partnerName })}
          </p>
        ) : null}
        {transfer.status === 'failed' ? (
          <p className={classes.note} data-tone="danger">
            {t('transferDetail.failedNote')}
          </p>
        ) : null}
        {fresh.checking ? (
          <p className={classes.checking} role="status" data-testid="transfer-checking">
            <Loader size="xs" aria-hidden="true" />
            {t('transferDetail.checking', { partner: partnerName })}
          </p>
        ) : null}
        {fresh.checkError ? (
          <p className={classes.muted} role="alert" data-testid="transfer-check-error">
            {t('transferDetail.checkFailed', { reason: messageOf(fresh.checkError) })}
          </p>
        ) : null}
        {fresh.canCheck && transfer.status === 'pending' && !fresh.checking ? (
          <Button variant="outline" onClick={fresh.checkAgain} data-testid="transfer-check-again">
            {t('transferDetail.checkAgain')}
          </Button>
        ) : null}
      </section>

      <section className={classes.card} aria-labelledby="transfer-facts">
        <h2 id="transfer-facts" className={classes.sectionTitle}>
          {t('transferDetail.details')}
        </h2>
        <dl className={classes.facts}>
          <Fact label={t('transferDetail.recipient')} testId="transfer-recipient">
            {transfer.recipient_name}
          </Fact>
          <Fact label={t('transferDetail.memberNo')} testId="transfer-member-no">
            {maskId(transfer.recipient_member_no)}
          </Fact>
          {rate ? (
            <Fact label={t('transferDetail.rate')} testId="transfer-rate">
              {t('transferDetail.rateValue', { points: rate.points, partnerPoints: rate.partnerPoints, partner: partnerName })}
            </Fact>
          ) : null}
          <Fact label={t('transferDetail.reference')} testId="transfer-reference">
            {transfer.transfer_id}
          </Fact>
          {transfer.maxme_trans_ref ? (
            <Fact label={t('transferDetail.partnerReference', { partner: partnerName })}>{transfer.maxme_trans_ref}</Fact>
          ) : null}
          <Fact label={t('transferDetail.date')} testId="transfer-date">
            {format.dateTime(transfer.transferred_at)}
          </Fact>
        </dl>
      </section>
    </div>
  );
}

export default TransferDetailScreen;
