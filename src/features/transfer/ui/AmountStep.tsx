import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { PartnerProgramme } from '@/generated/model';
import { useFormat } from '@/shared/i18n/use-format';
import { amountProblem, parseAmount, type AmountRules } from '../lib/amount';
import { AmountFields } from './AmountFields';
import classes from './transfer.module.css';
import { Button } from '@/shared/ui/light/button/Button';

export interface AmountStepProps {
  partner: PartnerProgramme;
  rules: AmountRules;
  balance: number | null;
  /** The amount as typed (kept by the screen, so it survives errors and the result view). */
  text: string;
  onText: (text: string) => void;
  /** The recipient (or quote) shown above the amount. */
  children?: ReactNode;
  serverError?: string;
  pending: boolean;
  submitLabel: string;
  /** Called with a valid amount only: the partner's rules and the balance are checked first. */
  onSubmit: (points: number) => void;
}

/** The amount card of every transfer: rules checked before any call, then the member confirms. */
export function AmountStep({ partner, rules, balance, text, onText, children, serverError, pending, submitLabel, onSubmit }: AmountStepProps) {
  const format = useFormat();
  const intl = useIntl();
  const [tried, setTried] = useState(false);
  const submit = () => {
    setTried(true);
    const points = parseAmount(text);
    if (points !== null && !amountProblem(points, rules, balance)) onSubmit(points);
  };
  return (
    <section className={`${classes.card} ${classes.stack}`} aria-label={intl.formatMessage({ id: 'transfer.amount.title' })}>
      {children}
      <AmountFields
        rules={rules}
        partnerName={partner.name[format.lang]}
        balance={balance}
        text={text}
        onText={onText}
        showProblem={tried}
        serverError={serverError}
        disabled={pending}
      />
      <Button fullWidth onClick={submit} loading={pending} data-testid="transfer-submit">
        {submitLabel}
      </Button>
    </section>
  );
}
