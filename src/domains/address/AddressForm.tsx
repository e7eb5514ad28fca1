import { valibotResolver } from '@hookform/resolvers/valibot';
import { Checkbox, Fieldset } from '@/shared/ui/mantine/fields';
import { TextField } from '@/shared/ui/light/form/TextField';
import { Tabs } from '@/shared/ui/light/tabs/Tabs';
import { Stack } from '@/shared/ui/mantine/layout';
import { useRef, useState } from 'react';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { AddressInput } from '@/generated/model';
import { isApiError } from '@/shared/api/api-error';
import { errorMessage } from '@/shared/api/error-message';
import { useLang } from '@/shared/i18n/lang-store';
import { useNormalisedInput } from '@/shared/ui/light/form/use-normalised-input';
import { ADDRESS_CATEGORIES, EMPTY_ADDRESS_FORM, addressSchema, type AddressFormInput, type AddressFormOutput } from './address-schema';
import { categoryLabelKey } from './address-format';
import { PlaceField, useThaiAddresses } from './PlaceField';
import type { ThaiPlace } from './th-address-lookup';
import classes from './address.module.css';
import { messageId, type MessageId } from '@/shared/i18n/message-ids';
import { Button } from '@/shared/ui/light/button/Button';

/** Server error codes of a field (ErrorBody.details) → lang keys of the inline message. */
const DETAIL_MESSAGES: Record<string, string> = {
  VALIDATION_REQUIRED: 'validation.required',
  INVALID_MOBILE: 'address.validation.mobile',
  INVALID_FORMAT: 'address.validation.format',
};

/** Postal code before the places: typing it offers the sub-district / district / province sets. */
const FIELDS = ['recipient_name', 'phone', 'address_line', 'postal_code', 'sub_district', 'district', 'province'] as const;
const PLACE_FIELDS = ['sub_district', 'district', 'province', 'postal_code'] as const;
const AUTOCOMPLETE: Partial<Record<(typeof FIELDS)[number], string>> = { recipient_name: 'name', phone: 'tel', postal_code: 'postal-code' };

export interface AddressFormProps {
  defaultValues?: Partial<AddressFormInput>;
  /** Saves the address; an ApiError thrown here is shown inline (field details) and as an alert. */
  onSubmit: (input: AddressInput) => Promise<void>;
  onCancel?: () => void;
  submitLabel?: string;
  /** Hide the "make default" switch (e.g. when editing the default address). */
  withDefaultOption?: boolean;
}

/**
 * The delivery-address form (create or edit): recipient, phone, address, category, invoice flag.
 * Light text fields; the completion, check boxes and fieldset are Mantine's (the shell's host provides Mantine).
 */
export function AddressForm({ defaultValues, onSubmit, onCancel, submitLabel, withDefaultOption = true }: AddressFormProps) {
  const intl = useIntl();
  const lang = useLang();
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [serverError, setServerError] = useState<string | null>(null);
  // A second tap before the button shows it is busy never saves twice.
  const saving = useRef(false);
  const form = useForm<AddressFormInput, unknown, AddressFormOutput>({
    resolver: valibotResolver(addressSchema),
    defaultValues: { ...EMPTY_ADDRESS_FORM, ...defaultValues },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const category = useWatch({ control: form.control, name: 'category' });
  const [postalQuery, subDistrictQuery] = useWatch({ control: form.control, name: ['postal_code', 'sub_district'] });
  const places = useThaiAddresses();
  const pick = (place: ThaiPlace) => {
    for (const name of PLACE_FIELDS) form.setValue(name, place[name], { shouldDirty: true, shouldTouch: true, shouldValidate: true });
  };
  // Thai and full-width digits become ASCII before react-hook-form reads the value.
  const phone = useNormalisedInput('phone', form.register('phone').onChange);
  const postalCode = useNormalisedInput('digits', form.register('postal_code').onChange);

  const fieldError = (name: keyof AddressFormInput) => {
    const message = errors[name]?.message;
    return message ? t(messageId(message)) : undefined;
  };

  const save = async (values: AddressFormOutput) => {
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
    if (saving.current) return;
    saving.current = true;
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
    } finally {
      saving.current = false;
    }
  };

  return (
    <form className={classes.form} onSubmit={(event) => void form.handleSubmit(save)(event)} noValidate data-testid="address-form">
      {FIELDS.map((name) => {
        const props = {
          ...form.register(name),
          label: t(`address.field.${name}`),
          placeholder: t(`address.placeholder.${name}`),
          error: fieldError(name),
          required: true,
          autoComplete: AUTOCOMPLETE[name] ?? 'off',
        } as const;
        if (name === 'phone') return <TextField key={name} {...props} {...phone} maxLength={12} />;
        if (name === 'postal_code') {
          return <PlaceField key={name} {...props} {...postalCode} maxLength={7} by="postal_code" query={postalQuery} places={places} onPick={pick} description={t('address.complete.hint')} />;
        }
        if (name === 'sub_district') return <PlaceField key={name} {...props} by="sub_district" query={subDistrictQuery} places={places} onPick={pick} />;
        return <TextField key={name} {...props} />;
      })}
      <Controller
        control={form.control}
        name="category"
        render={({ field }) => (
          <Fieldset variant="unstyled" legend={t('address.field.category')} classNames={{ root: classes.fieldset, legend: classes.label }}>
            <Tabs
              value={field.value}
              onChange={(value) => field.onChange(value)}
              items={ADDRESS_CATEGORIES.map((value) => ({ value, label: t(categoryLabelKey(value)) }))}
            />
          </Fieldset>
        )}
      />
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
      <Stack gap={0}>
        <Checkbox {...form.register('is_invoice_address')} label={t('address.field.is_invoice_address')} size="md" radius="sm" classNames={{ root: classes.check }} />
        {withDefaultOption ? (
          <Checkbox {...form.register('set_default')} label={t('address.field.set_default')} size="md" radius="sm" classNames={{ root: classes.check }} />
        ) : null}
      </Stack>
      {serverError ? (
        <p className={classes.alert} role="alert">
          {serverError}
        </p>
      ) : null}
      <Stack gap="sm" mt={4}>
        <Button type="submit" fullWidth loading={isSubmitting}>
          {submitLabel ?? t('address.save')}
        </Button>
        {onCancel ? (
          <Button type="button" variant="outline" fullWidth onClick={onCancel} disabled={isSubmitting}>
            {t('dialog.cancel')}
          </Button>
        ) : null}
      </Stack>
    </form>
  );
}
