import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { AddressInput } from '@/generated/model';
import { isApiError } from '@/shared/api/api-error';
import { errorMessage } from '@/shared/api/error-message';
import { useLang } from '@/shared/i18n/lang-store';
import { Button } from '@/shared/ui/button/Button';
import { NumberField } from '@/shared/ui/form/NumberField';
import { TextField } from '@/shared/ui/form/TextField';
import { ADDRESS_CATEGORIES, EMPTY_ADDRESS_FORM, addressSchema, type AddressFormInput, type AddressFormOutput } from './address-schema';
import { categoryLabelKey } from './address-format';
import classes from './address.module.css';
import { messageId, type MessageId } from '@/shared/i18n/message-ids';

/** Server error codes of a field (ErrorBody.details) → lang keys of the inline message. */
const DETAIL_MESSAGES: Record<string, string> = {
  VALIDATION_REQUIRED: 'validation.required',
  INVALID_MOBILE: 'address.validation.mobile',
  INVALID_FORMAT: 'address.validation.format',
};

const FIELDS = ['recipient_name', 'phone', 'address_line', 'sub_district', 'district', 'province', 'postal_code'] as const;

export interface AddressFormProps {
  defaultValues?: Partial<AddressFormInput>;
  /** Saves the address; an ApiError thrown here is shown inline (field details) and as an alert. */
  onSubmit: (input: AddressInput) => Promise<void>;
  onCancel?: () => void;
  submitLabel?: string;
  /** Hide the "make default" switch (e.g. when editing the default address). */
  withDefaultOption?: boolean;
}

/** The delivery-address form (create or edit): recipient, phone, address, category, invoice flag. */
export function AddressForm({ defaultValues, onSubmit, onCancel, submitLabel, withDefaultOption = true }: AddressFormProps) {
  const intl = useIntl();
  const lang = useLang();
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<AddressFormInput, unknown, AddressFormOutput>({
    resolver: valibotResolver(addressSchema),
    defaultValues: { ...EMPTY_ADDRESS_FORM, ...defaultValues },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const category = useWatch({ control: form.control, name: 'category' });

  const fieldError = (name: keyof AddressFormInput) => {
    const message = errors[name]?.message;
    return message ? t(messageId(message)) : undefined;
  };

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    const input: AddressInput = {
      recipient_name: values.recipient_name,
      phone: values.phone,
      address_line: values.address_line,
      sub_district: values.sub_district,
      district: values.district,
      province: values.province,
      postal_code: values.postal_code,
      category: values.category,
      is_invoice_address: values.is_invoice_address,
      set_default: values.set_default,
      ...(values.category === 'other' ? { category_other: values.category_other } : {}),
    };
    try {
      await onSubmit(input);
    } catch (error) {
      if (isApiError(error)) {
        const details = (error.body as { details?: Record<string, string> } | undefined)?.details ?? {};
        for (const [field, code] of Object.entries(details)) {
          if (field in EMPTY_ADDRESS_FORM) {
            form.setError(field as Path<AddressFormInput>, { message: DETAIL_MESSAGES[code] ?? 'address.validation.format' });
          }
        }
      }
      setServerError(errorMessage(error, lang));
    }
  });

  return (
    <form className={classes.form} onSubmit={(event) => void submit(event)} noValidate data-testid="address-form">
      {FIELDS.map((name) => {
        const props = {
          ...form.register(name),
          label: t(`address.field.${name}`),
          placeholder: t(`address.placeholder.${name}`),
          error: fieldError(name),
          required: true,
          autoComplete: name === 'recipient_name' ? 'name' : name === 'phone' ? 'tel' : name === 'postal_code' ? 'postal-code' : 'off',
        };
        if (name === 'phone') return <NumberField key={name} kind="phone" maxLength={12} {...props} />;
        if (name === 'postal_code') return <NumberField key={name} kind="digits" maxLength={7} {...props} />;
        return <TextField key={name} {...props} />;
      })}
      <fieldset className={classes.fieldset}>
        <legend className={classes.legend}>{t('address.field.category')}</legend>
        <div className={classes.segments} role="radiogroup">
          {ADDRESS_CATEGORIES.map((value) => (
            <label key={value} className={classes.segment} data-checked={category === value || undefined}>
              <input type="radio" value={value} {...form.register('category')} className="visually-hidden" />
              {t(categoryLabelKey(value))}
            </label>
          ))}
        </div>
      </fieldset>
      {category === 'other' ? (
        <TextField
          {...form.register('category_other')}
          label={t('address.field.category_other')}
          placeholder={t('address.placeholder.category_other')}
          error={fieldError('category_other')}
          required
          maxLength={100}
        />
      ) : null}
      <label className={classes.check}>
        <input type="checkbox" {...form.register('is_invoice_address')} />
        <span>{t('address.field.is_invoice_address')}</span>
      </label>
      {withDefaultOption ? (
        <label className={classes.check}>
          <input type="checkbox" {...form.register('set_default')} />
          <span>{t('address.field.set_default')}</span>
        </label>
      ) : null}
      {serverError ? (
        <p className={classes.alert} role="alert">
          {serverError}
        </p>
      ) : null}
      <div className={classes.formActions}>
        <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
          {submitLabel ?? t('address.save')}
        </Button>
        {onCancel ? (
          <Button type="button" variant="outline" size="md" fullWidth onClick={onCancel} disabled={isSubmitting}>
            {t('dialog.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
