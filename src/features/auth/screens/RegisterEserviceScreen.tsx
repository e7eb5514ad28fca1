import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useRegisterEservice } from '@/generated/auth/auth';
import { useErrorMessage } from '@/shared/api/error-message';
import { refresh } from '@/shared/api/refresh';
import { cachedCustomerInfo } from '@/shared/session/customer-info';
import { forgetReferral, storedReferral } from '@/shared/session/referral';
import { Button } from '@/shared/ui/light/button/Button';
import { TextField } from '@/shared/ui/light/form/TextField';
import { registerSchema, type RegisterInput, type RegisterOutput } from '../register/register-schema';
import { AuthCard, FormAlert } from '../ui/AuthLayout';
import { postLoginTarget, useRedirectParam } from '../ui/use-redirect-param';
import classes from '../ui/AuthLayout.module.css';
import { paths } from '@/shared/routing/paths';
import { messageId } from '@/shared/i18n/message-ids';
import { useAppNavigate } from '@/shared/routing/app-navigate';
import { AppLink } from '@/shared/routing/AppLink';

/**
 * Completes registration of a signed-in member whose session is not registered yet; a friend's
 * referral code kept from the link (`shared/session/referral.ts`) goes with it as `referral_code`.
 */
export default function RegisterEserviceScreen() {
  const intl = useIntl();
  const messageOf = useErrorMessage();
  const navigate = useAppNavigate();
  const redirect = useRedirectParam();
  // The guard has loaded customer info before this screen renders.
  const info = cachedCustomerInfo()?.customer_info;
  const form = useForm<RegisterInput, unknown, RegisterOutput>({
    resolver: valibotResolver(registerSchema),
    defaultValues: {
      first_name: info?.first_name ?? '',
      last_name: info?.last_name ?? '',
      email: info?.email ?? '',
      accept: false as unknown as true,
    },
    mode: 'onTouched',
  });
  const register = useRegisterEservice({
    mutation: {
      onSuccess: async () => {
        forgetReferral();
        await refresh('registered');
        void navigate(postLoginTarget(redirect), { replace: true });
      },
    },
  });
  const submit = (values: RegisterOutput) => {
    const { current_consent_version, current_pdpa_version } = cachedCustomerInfo() ?? {};
    // The friend's code from the referral link (kept since start-up, through sign-in and OTP verify).
    const referralCode = storedReferral();
    register.mutate({
      data: {
        first_name: values.first_name,
        last_name: values.last_name,
        ...(values.email ? { email: values.email } : {}),
        accept_consent_version: current_consent_version ?? '',
        accept_pdpa_version: current_pdpa_version ?? '',
        ...(referralCode ? { referral_code: referralCode } : {}),
      },
    });
  };
  const errors = form.formState.errors;
  const message = (key: string | undefined) => (key ? intl.formatMessage({ id: messageId(key) }) : undefined);

  return (
    <AuthCard heading={intl.formatMessage({ id: 'auth.register.heading' })} intro={intl.formatMessage({ id: 'auth.register.intro' })}>
      <form className={classes.form} onSubmit={(event) => void form.handleSubmit(submit)(event)} noValidate>
        <TextField {...form.register('first_name')} label={intl.formatMessage({ id: 'auth.register.firstName' })} error={message(errors.first_name?.message)} />
        <TextField {...form.register('last_name')} label={intl.formatMessage({ id: 'auth.register.lastName' })} error={message(errors.last_name?.message)} />
        <TextField {...form.register('email')} type="email" label={intl.formatMessage({ id: 'auth.register.email' })} error={message(errors.email?.message)} />
        <label style={{ display: 'flex', gap: 10, alignItems: 'flex-start', minHeight: 44, fontSize: 14, lineHeight: 1.6 }}>
          <input type="checkbox" {...form.register('accept')} style={{ width: 22, height: 22, marginTop: 2, accentColor: 'var(--app-primary)' }} />
          <span>
            {intl.formatMessage(
              { id: 'auth.register.accept' },
              {
                terms: (text) => <AppLink key="terms" to={paths.authTerms}>{text}</AppLink>,
                privacy: (text) => <AppLink key="privacy" to={paths.authPrivacy}>{text}</AppLink>,
              },
            )}
          </span>
        </label>
        {errors.accept ? <p className={classes.fineprint} style={{ color: 'var(--app-danger)', textAlign: 'left' }}>{message(errors.accept.message)}</p> : null}
        {register.error ? (
          <FormAlert>{messageOf(register.error)}</FormAlert>
        ) : null}
        <Button type="submit" fullWidth loading={register.isPending}>
          {intl.formatMessage({ id: 'auth.register.submit' })}
        </Button>
      </form>
    </AuthCard>
  );
}
