import { TextField } from '@/shared/ui/light/form/TextField';
import { Tabs } from '@/shared/ui/light/tabs/Tabs';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { messageId } from '@/shared/i18n/message-ids';
import { maskId } from '@/shared/lib/mask-id';
import { useNormalisedInput } from '@/shared/ui/light/form/use-normalised-input';
import { SERVER_MESSAGE } from '../lib/field-errors';
import type { Recipient, RecipientInput } from '../lib/recipient';

export interface RecipientFieldsProps {
  control: Control<RecipientInput, unknown, Recipient>;
  register: UseFormRegister<RecipientInput>;
  errors: FieldErrors<RecipientInput>;
  recipientType: 'self' | 'other';
  allowsOther: boolean;
  /** The member's own citizen ID, shown masked for "to myself". */
  ownCard: string;
  disabled?: boolean;
}

/** "To myself" / "to another person", and the other person's partner card (13-digit ID) and mobile. */
export function RecipientFields({ control, register, errors, recipientType, allowsOther, ownCard, disabled }: RecipientFieldsProps) {
  const intl = useIntl();
  const t = (id: string | undefined) => {
    if (!id) return undefined;
    return id.startsWith(SERVER_MESSAGE) ? id.slice(SERVER_MESSAGE.length) : intl.formatMessage({ id: messageId(id) });
  };
  const card = register('partner_card');
  const mobile = register('mobile_no');
  // The partner card is a Thai national ID: digits only, so the number keyboard.
  const cardInput = useNormalisedInput('digits', card.onChange);
  const mobileInput = useNormalisedInput('phone', mobile.onChange);
  return (
    <>
      {allowsOther ? (
        <Controller
          control={control}
          name="recipient_type"
          render={({ field }) => (
            <Tabs
              value={field.value}
              onChange={(value) => field.onChange(value)}
              disabled={disabled}
              label={intl.formatMessage({ id: 'transfer.recipient.label' })}
              items={[
                { value: 'self', label: intl.formatMessage({ id: 'transfer.recipient.self' }) },
                { value: 'other', label: intl.formatMessage({ id: 'transfer.recipient.other' }) },
              ]}
            />
          )}
        />
      ) : null}
      {recipientType === 'self' ? (
        <TextField label={intl.formatMessage({ id: 'transfer.field.ownCard' })} value={maskId(ownCard)} readOnly data-testid="own-card" />
      ) : (
        <TextField
          {...card}
          {...cardInput}
          label={intl.formatMessage({ id: 'transfer.field.card' })}
          description={intl.formatMessage({ id: 'transfer.field.cardHint' })}
          error={t(errors.partner_card?.message)}
          maxLength={17}
          autoComplete="off"
          disabled={disabled}
        />
      )}
      <TextField
        {...mobile}
        {...mobileInput}
        type="tel"
        label={intl.formatMessage({ id: recipientType === 'self' ? 'transfer.field.ownMobile' : 'transfer.field.mobile' })}
        error={t(errors.mobile_no?.message)}
        maxLength={12}
        autoComplete={recipientType === 'self' ? 'tel' : 'off'}
        disabled={disabled}
      />
    </>
  );
}
