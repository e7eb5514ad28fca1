import { valibotResolver } from '@hookform/resolvers/valibot';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { getGetEserviceProfileQueryKey, useEditEserviceProfile } from '@/generated/customer/customer';
import type { EditEserviceProfileRequest, EserviceProfile } from '@/generated/model';
import { useFormat } from '@/shared/i18n/use-format';
import { NameEmailFields } from './NameEmailFields';
import { eserviceSchema, type EserviceFormInput, type EserviceFormOutput } from './profile-schema';
import { SaveFooter } from './SaveFooter';
import { useProfileSave } from './use-profile-save';
import classes from './profile.module.css';

function formValues(profile: EserviceProfile): EserviceFormInput {
  return { first_name: profile.first_name, last_name: profile.last_name, email: profile.email ?? '' };
}

/** The e-service account's name and e-mail (kept apart from the privilege profile). */
export function EserviceEditForm({ profile }: { profile: EserviceProfile }) {
  const intl = useIntl();
  const format = useFormat();
  const queryClient = useQueryClient();
  const { mutateAsync } = useEditEserviceProfile();
  const form = useForm<EserviceFormInput, unknown, EserviceFormOutput>({
    resolver: valibotResolver(eserviceSchema),
    defaultValues: formValues(profile),
    mode: 'onTouched',
  });

  const { saving, serverError, onSubmit } = useProfileSave(form, async (values) => {
    const body: EditEserviceProfileRequest = {
      first_name: values.first_name,
      last_name: values.last_name,
      // Contract: an empty or absent `email` removes the e-service e-mail.
      ...(values.email ? { email: values.email } : {}),
    };
    const saved = await mutateAsync({ data: body });
    queryClient.setQueryData<EserviceProfile>(getGetEserviceProfileQueryKey(), saved);
    return formValues(saved);
  });

  return (
    <form className={`${classes.card} ${classes.form}`} onSubmit={onSubmit} noValidate data-testid="eservice-form">
      <p className={classes.hint} data-testid="eservice-registered">
        {intl.formatMessage({ id: 'profileEdit.eservice.registeredOn' }, { date: format.date(profile.registered_at) })}
      </p>
      <NameEmailFields register={form.register} errors={form.formState.errors} disabled={saving} emailHint={intl.formatMessage({ id: 'profileEdit.eservice.emailHint' })} />
      <SaveFooter serverError={serverError} saving={saving} />
    </form>
  );
}
