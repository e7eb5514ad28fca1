import { TextField } from '@/shared/ui/light/form/TextField';
import type { ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { useFormat } from '@/shared/i18n/use-format';
import { useNormalisedInput } from '@/shared/ui/light/form/use-normalised-input';
import { amountProblem, parseAmount, partnerPointsFor, quickAmounts, type AmountRules } from '../lib/amount';
import classes from './transfer.module.css';
import { Button } from '@/shared/ui/light/button/Button';

export interface AmountFieldsProps {
  rules: AmountRules;
  partnerName: string;
  balance: number | null;
  text: string;
  onText: (text: string) => void;
  /** Show the problem even before the member leaves the field (after a submit attempt). */
  showProblem: boolean;
  /** A server message about the amount, in the member's language. */
  serverError?: string;
  disabled?: boolean;
}

/** Amount with the partner's limits, the member's balance, quick amounts and the live "you receive" figure. */
export function AmountFields({ rules, partnerName, balance, text, onText, showProblem, serverError, disabled }: AmountFieldsProps) {
  const intl = useIntl();
  const format = useFormat();
  const input = useNormalisedInput('amount', (event: ChangeEvent<HTMLInputElement>) => onText(event.target.value));
  const points = parseAmount(text);
  const problem = amountProblem(points, rules, balance);
  const receive = points !== null && !Number.isNaN(points) ? partnerPointsFor(points, rules.rate) : 0;
  const problemText = problem && (showProblem || text !== '') ? intl.formatMessage({ id: problem.id }, problem.values) : undefined;
  return (
    <>
      <TextField
        value={text}
        {...input}
        label={intl.formatMessage({ id: 'transfer.field.points' })}
        description={intl.formatMessage(
          { id: 'transfer.amount.rules' },
          { min: rules.min_points, max: rules.max_points, step: rules.step },
        )}
        error={serverError ?? problemText}
        rightSection={intl.formatMessage({ id: 'transfer.unit' })}
        autoComplete="off"
        disabled={disabled}
        data-testid="transfer-points"
      />
      <div className={classes.quick} role="group" aria-label={intl.formatMessage({ id: 'transfer.amount.quick' })}>
        {quickAmounts(rules, balance).map((amount) => (
          <Button key={amount} variant="light" onClick={() => onText(String(amount))} disabled={disabled}>
            {format.number(amount)}
          </Button>
        ))}
      </div>
      <div className={classes.receive} data-testid="transfer-receive">
        <span>{intl.formatMessage({ id: 'transfer.amount.receive' }, { partner: partnerName })}</span>
        <span className={classes.receiveValue}>{format.number(receive)}</span>
      </div>
      <p className={classes.hint} data-testid="transfer-balance">
        {intl.formatMessage({ id: 'transfer.amount.balance' }, { points: balance ?? 0 })}
      </p>
    </>
  );
}
