import { valibotResolver } from '@hookform/resolvers/valibot';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { getGetCustomerInfoQueryKey, useEditProfile } from '@/generated/customer/customer';
import type { CustomerInfo, CustomerInfoData, EditProfileRequest } from '@/generated/model';
import { messageId } from '@/shared/i18n/message-ids';
import { maskId, maskMobile } from '@/shared/lib/mask-id';
import { paths } from '@/shared/routing/paths';
import { fromIsoDate, toIsoDate } from './birth-date';
import { BirthDateSelect } from './BirthDateSelect';
import { NameEmailFields } from './NameEmailFields';
import { profileSchema, type EserviceFormInput, type ProfileFormInput, type ProfileFormOutput } from './profile-schema';
import { SaveFooter } from './SaveFooter';
import { useProfileSave } from './use-profile-save';
import classes from './profile.module.css';
import type { UseFormRegister } from 'react-hook-form';
import { ButtonLink } from '@/shared/ui/light/button/Button';
import { AppLink } from '@/shared/routing/AppLink';

function formValues(info: CustomerInfo): ProfileFormInput {
  return { first_name: info.first_name, last_name: info.last_name, email: info.email ?? '', birth_date: fromIsoDate(info.birth_date) };
}

/** The member's name, e-mail and birth date (editable), ID and mobile (shown masked; the mobile changes through the call centre). */
export function ProfileEditForm({ info }: { info: CustomerInfo }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const { mutateAsync } = useEditProfile();
  const form = useForm<ProfileFormInput, unknown, ProfileFormOutput>({
    resolver: valibotResolver(profileSchema),
    defaultValues: formValues(info),
    mode: 'onTouched',
  });
  const { errors } = form.formState;

  const { saving, serverError, onSubmit } = useProfileSave(form, async (values) => {
    const birthDate = toIsoDate(values.birth_date);
    const body: EditProfileRequest = {
      first_name: values.first_name,
      last_name: values.last_name,
      // Contract: an omitted `email` (or `birth_date`) keeps the current one; this call cannot
      // remove an e-mail, so an empty field is simply not sent.
      ...(values.email ? { email: values.email } : {}),
      ...(birthDate ? { birth_date: birthDate } : {}),
    };
    const updated = await mutateAsync({ data: body });
    // The answer is the updated customer_info: every reader of the customer info sees it at once.
    queryClient.setQueryData<CustomerInfoData>(getGetCustomerInfoQueryKey(), (current) => (current ? { ...current, customer_info: updated } : current));
    return formValues(updated);
  });

  const birthError = errors.birth_date?.message;
  return (
    <>
      <section className={classes.card} aria-label={intl.formatMessage({ id: 'profileEdit.identity' })}>
        <dl className={classes.facts}>
          <div className={classes.fact}>
            <dt>{intl.formatMessage({ id: info.id_type === 'passport' ? 'profileEdit.field.passport' : 'profileEdit.field.nationalId' })}</dt>
            <dd data-testid="profile-id">{maskId(info.id_number)}</dd>
          </div>
          <div className={classes.fact}>
            <dt>{intl.formatMessage({ id: 'profileEdit.field.mobile' })}</dt>
            <dd>
              <span data-testid="profile-mobile">{maskMobile(info.mobile_no)}</span>
              <AppLink to={paths.changeMobileNumber} className={classes.link} data-testid="change-mobile">
                {intl.formatMessage({ id: 'profileEdit.changeMobile' })}
              </AppLink>
            </dd>
          </div>
        </dl>
      </section>
      <form className={`${classes.card} ${classes.form}`} onSubmit={onSubmit} noValidate data-testid="profile-form">
        <NameEmailFields
          register={form.register as unknown as UseFormRegister<EserviceFormInput>}
          errors={errors}
          disabled={saving}
          emailHint={intl.formatMessage({ id: 'profileEdit.emailKeepHint' })}
        />
        <Controller
          control={form.control}
          name="birth_date"
          render={({ field }) => (
            <BirthDateSelect
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              disabled={saving}
              error={birthError ? intl.formatMessage({ id: messageId(birthError) }) : undefined}
            />
          )}
        />
        <SaveFooter serverError={serverError} saving={saving} />
      </form>
      <ButtonLink to={paths.profileEditEservice} variant="subtle" fullWidth data-testid="edit-eservice">
        {intl.formatMessage({ id: 'profileEdit.editEservice' })}
      </ButtonLink>
    </>
  );
}
