import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { PartnerProgramme } from '@/generated/model';
import { useLang } from '@/shared/i18n/lang-store';
import { isApiError } from '@/shared/api/api-error';
import { applyServerError } from '../lib/field-errors';
import { recipientSchema, type Recipient, type RecipientInput } from '../lib/recipient';
import { ContactCentre, MEMBERSHIP_PROBLEMS } from './ContactCentre';
import { RecipientFields } from './RecipientFields';
import classes from './transfer.module.css';
import { Button } from '@/shared/ui/light/button/Button';

export interface RecipientStepProps {
  partner: PartnerProgramme;
  own: { card: string; mobile: string } | undefined;
  /** Checks the recipient with the partner; rejects with the partner's error. */
  check: (recipient: Recipient) => Promise<void>;
  initial?: Recipient | null;
}

/**
 * Who receives the points: the member (own card and mobile) or, where the partner allows it,
 * another person; checked with the partner before the amount can be entered. Typed input survives
 * every error, shown on the field it concerns.
 */
export function RecipientStep({ partner, own, check, initial }: RecipientStepProps) {
  const intl = useIntl();
  const lang = useLang();
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<{ message: string; code: string } | null>(null);
  const form = useForm<RecipientInput, unknown, Recipient>({
    resolver: valibotResolver(recipientSchema),
    defaultValues: initial ?? { recipient_type: 'self', partner_card: own?.card ?? '', mobile_no: own?.mobile ?? '' },
    mode: 'onTouched',
  });
  const type = useWatch({ control: form.control, name: 'recipient_type' });
  const { setValue, getValues } = form;

  // "To myself" always uses the member's own card, and their own mobile by default; "to another
  // person" starts empty rather than from the member's own details.
  useEffect(() => {
    if (!own) return;
    if (type === 'self') {
      setValue('partner_card', own.card);
      if (!getValues('mobile_no')) setValue('mobile_no', own.mobile);
      return;
    }
    if (getValues('partner_card') === own.card) setValue('partner_card', '');
    if (getValues('mobile_no') === own.mobile) setValue('mobile_no', '');
  }, [type, own, setValue, getValues]);

  const submit = form.handleSubmit(async (recipient) => {
    if (checking) return;
    setChecking(true);
    setProblem(null);
    try {
      await check(recipient);
    } catch (error) {
      const { formMessage } = applyServerError(error, lang, form.setError);
      if (formMessage) setProblem({ message: formMessage, code: isApiError(error) ? error.code : '' });
    } finally {
      setChecking(false);
    }
  });

  return (
    <form className={`${classes.card} ${classes.stack}`} onSubmit={(event) => void submit(event)} noValidate data-testid="recipient-step">
      <RecipientFields
        control={form.control}
        register={form.register}
        errors={form.formState.errors}
        recipientType={type}
        allowsOther={partner.allows_other}
        ownCard={own?.card ?? ''}
        disabled={checking}
      />
      {problem ? (
        <div role="alert" data-testid="recipient-problem" data-code={problem.code}>
          <p className={classes.resultText}>{problem.message}</p>
          {MEMBERSHIP_PROBLEMS.has(problem.code) ? <ContactCentre partner={partner} /> : null}
        </div>
      ) : null}
      <Button type="submit" fullWidth loading={checking} data-testid="recipient-check">
        {intl.formatMessage({ id: 'transfer.recipient.check' })}
      </Button>
    </form>
  );
}
