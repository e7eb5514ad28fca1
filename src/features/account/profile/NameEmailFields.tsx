import { TextField } from '@/shared/ui/light/form/TextField';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { messageId } from '@/shared/i18n/message-ids';
import type { EserviceFormInput } from './profile-schema';


export interface NameEmailFieldsProps {
  register: UseFormRegister<EserviceFormInput>;
  errors: FieldErrors<EserviceFormInput>;
  disabled?: boolean;
  /** Under the e-mail: what an empty e-mail does on this screen. */
  emailHint: string;
}

/** First name, last name and e-mail: the fields both profile screens edit (rules in profile-schema.ts). */
export function NameEmailFields({ register, errors, disabled, emailHint }: NameEmailFieldsProps) {
  const intl = useIntl();
  const error = (message: string | undefined) => (message ? intl.formatMessage({ id: messageId(message) }) : undefined);
  const common = { disabled } as const;
  return (
    <>
      <TextField
        {...register('first_name')}
        {...common}
        label={intl.formatMessage({ id: 'profileEdit.field.firstName' })}
        error={error(errors.first_name?.message)}
        autoComplete="given-name"
        maxLength={100}
        required
      />
      <TextField
        {...register('last_name')}
        {...common}
        label={intl.formatMessage({ id: 'profileEdit.field.lastName' })}
        error={error(errors.last_name?.message)}
        autoComplete="family-name"
        maxLength={100}
        required
      />
      <TextField
        {...register('email')}
        {...common}
        type="email"
        inputMode="email"
        label={intl.formatMessage({ id: 'profileEdit.field.email' })}
        description={emailHint}
        error={error(errors.email?.message)}
        autoComplete="email"
        maxLength={254}
      />
    </>
  );
}
