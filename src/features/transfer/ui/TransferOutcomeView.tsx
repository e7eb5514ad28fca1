import { Loader } from '@/shared/ui/mantine/feedback';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { PartnerProgramme, PartnerTransferResult } from '@/generated/model';
import { isApiError } from '@/shared/api/api-error';
import { useErrorMessage } from '@/shared/api/error-message';
import { useFormat } from '@/shared/i18n/use-format';
import type { MessageId } from '@/shared/i18n/message-ids';
import { maskId } from '@/shared/lib/mask-id';
import { paths } from '@/shared/routing/paths';
import type { TransferOutcome } from '../lib/use-transfer';
import { ContactCentre, MEMBERSHIP_PROBLEMS } from './ContactCentre';
import classes from './transfer.module.css';
import { Button, ButtonLink } from '@/shared/ui/light/button/Button';

type Tone = 'success' | 'danger' | 'pending';
const ICON: Record<Tone, string> = { success: 'M6 12.5l4 4L18 8.5', danger: 'M7 7l10 10M17 7L7 17', pending: 'M12 7v5l3 2' };

function Heading({ tone, title, text }: { tone: Tone; title: string; text?: string }) {
  return (
    <>
      <span className={classes.resultIcon} data-tone={tone} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="34" height="34" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round">
          {tone === 'pending' ? <circle cx="12" cy="12" r="9" /> : null}
          <path d={ICON[tone]} />
        </svg>
      </span>
      <h2 className={classes.resultTitle}>{title}</h2>
      {text ? <p className={classes.resultText}>{text}</p> : null}
    </>
  );
}

/** What was transferred: partner, recipient, points out and in, reference, time, new balance. */
function TransferFacts({ result, partner }: { result: PartnerTransferResult; partner: PartnerProgramme }) {
  const intl = useIntl();
  const format = useFormat();
  const row = (id: MessageId, value: ReactNode, testId?: string) => (
    <div>
      <dt>{intl.formatMessage({ id })}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
  return (
    <dl className={classes.facts} style={{ width: '100%' }}>
      {row('transfer.result.partner', partner.name[format.lang])}
      {row('transfer.result.recipient', `${result.recipient_name} · ${maskId(result.recipient_member_no)}`)}
      {row('transfer.result.pointsOut', `−${format.number(result.points)}`, 'result-points')}
      {row('transfer.result.pointsIn', format.number(result.partner_points), 'result-partner-points')}
      {row('transfer.result.reference', result.transfer_id, 'result-reference')}
      {row('transfer.result.date', format.dateTime(result.transferred_at))}
      {typeof result.balance_after === 'number' ? row('transfer.result.balance', format.number(result.balance_after), 'result-balance') : null}
    </dl>
  );
}

export interface TransferOutcomeViewProps {
  outcome: Exclude<TransferOutcome, { kind: 'none' }>;
  partner: PartnerProgramme;
  /** Back to the form, with everything typed kept. */
  onChange: () => void;
  /** After an unknown outcome: ask again with the same key. */
  onRetry: () => void;
  /** Shown for a pending result (Max Me polls its status). */
  pendingView?: ReactNode;
}

/** Success, failure, pending, being checked or unknown outcome of a transfer, each with what to do next. */
export function TransferOutcomeView({ outcome, partner, onChange, onRetry, pendingView }: TransferOutcomeViewProps) {
  const intl = useIntl();
  const messageOf = useErrorMessage();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const done = (
    <div className={classes.actions}>
      <ButtonLink to={paths.history} fullWidth>
        {t('transfer.result.history')}
      </ButtonLink>
      <ButtonLink to={paths.privilegeList} fullWidth variant="outline">
        {t('transfer.result.more')}
      </ButtonLink>
    </div>
  );

  if (outcome.kind === 'result' && outcome.result.status === 'pending' && pendingView) return <>{pendingView}</>;
  if (outcome.kind === 'result') {
    const failed = outcome.result.status === 'failed';
    return (
      <section className={`${classes.card} ${classes.result}`} data-testid="transfer-result" data-status={outcome.result.status}>
        <Heading
          tone={failed ? 'danger' : outcome.result.status === 'pending' ? 'pending' : 'success'}
          title={t(failed ? 'transfer.result.failedTitle' : outcome.result.status === 'pending' ? 'transfer.pending.title' : 'transfer.result.title')}
          text={failed ? t('transfer.result.pointsBack') : undefined}
        />
        <TransferFacts result={outcome.result} partner={partner} />
        {done}
      </section>
    );
  }
  if (outcome.kind === 'checking') {
    return (
      <section className={`${classes.card} ${classes.result}`} data-testid="transfer-checking" role="status" aria-live="polite">
        <Heading tone="pending" title={t('transfer.checking.title')} text={t('transfer.checking.text')} />
        <Loader size="sm" aria-hidden="true" />
      </section>
    );
  }
  if (outcome.kind === 'unknown') {
    return (
      <section className={`${classes.card} ${classes.result}`} data-testid="transfer-unknown">
        <Heading tone="pending" title={t('transfer.unknown.title')} text={t('transfer.unknown.text')} />
        <p className={classes.hint} role="note" data-testid="transfer-locked">
          {t('transfer.unknown.locked')}
        </p>
        <div className={classes.actions}>
          <Button fullWidth onClick={onRetry} data-testid="transfer-check-again">
            {t('transfer.unknown.retry')}
          </Button>
          <ButtonLink to={paths.history} fullWidth variant="outline">
            {t('transfer.result.history')}
          </ButtonLink>
        </div>
      </section>
    );
  }
  const code = isApiError(outcome.error) ? outcome.error.code : '';
  return (
    <section className={`${classes.card} ${classes.result}`} data-testid="transfer-failed" data-code={code}>
      <Heading tone="danger" title={t('transfer.failed.title')} text={messageOf(outcome.error)} />
      {MEMBERSHIP_PROBLEMS.has(code) ? <ContactCentre partner={partner} /> : null}
      <div className={classes.actions}>
        <Button fullWidth onClick={onChange} data-testid="transfer-change">
          {t(code === 'INVALID_TRANSFER_RATE' || code === 'POINTS_NOT_ENOUGH' ? 'transfer.failed.changeAmount' : 'transfer.failed.retry')}
        </Button>
        <ButtonLink to={paths.privilegeList} fullWidth variant="outline">
          {t('transfer.result.more')}
        </ButtonLink>
      </div>
    </section>
  );
}
