import { TextField } from '@/shared/ui/light/form/TextField';
import { useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import type { PointXQuote, PointXRequest } from '@/generated/model';
import { usePointXInquiry, usePointXTopUp } from '@/generated/reward/reward';
import { isApiError } from '@/shared/api/api-error';
import { useErrorMessage } from '@/shared/api/error-message';
import { useFormat } from '@/shared/i18n/use-format';
import { maskId } from '@/shared/lib/mask-id';
import { normaliseInput } from '@/shared/lib/normalise-input';
import { useNormalisedInput } from '@/shared/ui/light/form/use-normalised-input';
import { confirmText } from '../lib/confirm-text';
import { useTransfer } from '../lib/use-transfer';
import { AmountStep } from '../ui/AmountStep';
import { ContactCentre, MEMBERSHIP_PROBLEMS } from '../ui/ContactCentre';
import { RecipientCard } from '../ui/RecipientCard';
import { TransferFrame } from '../ui/TransferFrame';
import { TransferOutcomeView } from '../ui/TransferOutcomeView';
import classes from '../ui/transfer.module.css';

/**
 * PointX top-up of the member's own account: `PointXInquiry` quotes what the amount buys (no points
 * move), the member confirms, `PointXTopUp` executes that same quote.
 */
function TransferPointxFormScreen() {
  const intl = useIntl();
  const format = useFormat();
  const messageOf = useErrorMessage();
  const [amount, setAmount] = useState('');
  const [mobile, setMobile] = useState<string | null>(null);
  const [quote, setQuote] = useState<{ request: PointXRequest; answer: PointXQuote } | null>(null);
  const inquiry = usePointXInquiry();
  const transfer = useTransfer('pointx', usePointXTopUp);
  const mobileInput = useNormalisedInput('phone', (event: ChangeEvent<HTMLInputElement>) => {
    setMobile(event.target.value);
    setQuote(null);
  });

  return (
    <TransferFrame code="pointx">
      {({ partner, balance, own }) => {
        if (transfer.outcome.kind !== 'none') {
          return <TransferOutcomeView outcome={transfer.outcome} partner={partner} onChange={transfer.reset} onRetry={() => void transfer.retry()} />;
        }
        const mobileNo = normaliseInput(mobile ?? own?.mobile ?? '', 'phone');
        const mobileProblem = /^0\d{9}$/.test(mobileNo) ? undefined : intl.formatMessage({ id: 'transfer.validation.phone' });
        const code = isApiError(inquiry.error) ? inquiry.error.code : '';
        const rules = { rate: partner.rate, min_points: partner.min_points, max_points: partner.max_points, step: partner.step };
        const ask = (points: number) => {
          if (mobileProblem || !own) return;
          const request: PointXRequest = { citizen_id: own.card, mobile_no: mobileNo, points };
          if (quote && JSON.stringify(quote.request) === JSON.stringify(request)) {
            const text = confirmText(intl, format.lang, partner, quote.answer.partner_member.name, points, quote.answer.partner_points);
            void transfer.confirmAndSend(request, text);
            return;
          }
          inquiry.mutate({ data: request }, { onSuccess: (answer) => setQuote({ request, answer }) });
        };
        return (
          <AmountStep
            partner={partner}
            rules={rules}
            balance={balance}
            text={amount}
            onText={(text) => {
              setAmount(text);
              setQuote(null);
            }}
            pending={inquiry.isPending || transfer.pending}
            serverError={inquiry.error && !MEMBERSHIP_PROBLEMS.has(code) ? messageOf(inquiry.error) : undefined}
            submitLabel={intl.formatMessage({ id: quote ? 'transfer.pointx.topUp' : 'transfer.pointx.quote' })}
            onSubmit={ask}
          >
            <TextField label={intl.formatMessage({ id: 'transfer.field.ownCard' })} value={maskId(own?.card ?? '')} readOnly />
            <TextField
              value={mobile ?? own?.mobile ?? ''}
              {...mobileInput}
              type="tel"
              label={intl.formatMessage({ id: 'transfer.field.ownMobile' })}
              error={mobile !== null ? mobileProblem : undefined}
              maxLength={12}
              data-testid="pointx-mobile"
            />
            {inquiry.error && MEMBERSHIP_PROBLEMS.has(code) ? (
              <div role="alert">
                <p className={classes.resultText}>{messageOf(inquiry.error)}</p>
                <ContactCentre partner={partner} />
              </div>
            ) : null}
            {quote ? (
              <div data-testid="pointx-quote">
                <RecipientCard member={quote.answer.partner_member} />
                <p className={classes.hint}>
                  {intl.formatMessage({ id: 'transfer.pointx.quoted' }, { points: quote.request.points, partnerPoints: quote.answer.partner_points })}
                </p>
              </div>
            ) : null}
          </AmountStep>
        );
      }}
    </TransferFrame>
  );
}

export default TransferPointxFormScreen;
