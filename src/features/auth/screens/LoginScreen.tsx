import { useIntl } from 'react-intl';
import { useRequestLoginOtp } from '@/generated/auth/auth';
import { useErrorMessage } from '@/shared/api/error-message';
import { canLinkLine, linkLine } from '@/shared/liff/liff-client';
import { useRouteMeta } from '@/shared/routing/use-route-meta';
import { paths, withRedirect } from '@/shared/routing/paths';
import { Button, ButtonLink } from '@/shared/ui/light/button/Button';
import { NumberField } from '@/shared/ui/light/form/NumberField';
import { useLightField } from '@/shared/ui/light/form/use-light-field';
import { saveChallenge } from '../api/otp-transaction';
import { idTypeOf, loginIdSchema, normaliseId } from '../login/login-schema';
import { AuthCard, AuthLinks, FormAlert } from '../ui/AuthLayout';
import { useRedirectParam } from '../ui/use-redirect-param';
import classes from '../ui/AuthLayout.module.css';
import { messageId, type MessageId } from '@/shared/i18n/message-ids';
import { useAppNavigate } from '@/shared/routing/app-navigate';
import { AppLink } from '@/shared/routing/AppLink';

const ENTRY_INTRO: Record<string, MessageId> = {
  'nt-mobile-postpaid': 'auth.login.intro.ntMobile',
  'my-eservice': 'auth.login.intro.myEservice',
};

/**
 * National-ID / passport sign-in: requests a one-time code, then continues to /auth/verify.
 * The first screen most visitors see, so it uses the app's own light controls.
 */
export default function LoginScreen() {
  const intl = useIntl();
  const messageOf = useErrorMessage();
  const navigate = useAppNavigate();
  const redirect = useRedirectParam();
  const loginEntry = useRouteMeta()?.loginEntry;
  const idField = useLightField(loginIdSchema);
  const request = useRequestLoginOtp({
    mutation: {
      onSuccess: (challenge) => {
        const stored = saveChallenge(challenge);
        void navigate(withRedirect('verify', redirect), { state: { challenge: stored } });
      },
    },
  });

  const onSubmit = idField.handleSubmit((value) => {
    if (request.isPending) return;
    const idNumber = normaliseId(value);
    request.mutate({ data: { id_type: idTypeOf(idNumber), id_number: idNumber } });
  });
  const fieldError = idField.error;
  const serverError = request.error;

  return (
    <>
      <AuthCard
        heading={intl.formatMessage({ id: 'auth.login.heading' })}
        intro={intl.formatMessage({ id: (loginEntry && ENTRY_INTRO[loginEntry]) || 'auth.login.intro' })}
      >
        <form className={classes.form} onSubmit={onSubmit} noValidate>
          <NumberField
            {...idField.props}
            name="id_number"
            kind="id"
            label={intl.formatMessage({ id: 'auth.login.idLabel' })}
            placeholder={intl.formatMessage({ id: 'auth.login.idPlaceholder' })}
            description={intl.formatMessage({ id: 'auth.login.idHint' })}
            error={fieldError ? intl.formatMessage({ id: messageId(fieldError) }) : undefined}
            maxLength={17}
          />
          {serverError ? (
            <FormAlert>
              {messageOf(serverError)}
            </FormAlert>
          ) : null}
          <Button type="submit" fullWidth loading={request.isPending}>
            {intl.formatMessage({ id: 'auth.login.submit' })}
          </Button>
        </form>
        <p className={classes.fineprint}>
          {intl.formatMessage(
            { id: 'auth.login.consent' },
            {
              terms: (text) => <AppLink key="terms" to={paths.authTerms}>{text}</AppLink>,
              privacy: (text) => <AppLink key="privacy" to={paths.authPrivacy}>{text}</AppLink>,
            },
          )}
        </p>
        <div className={classes.divider}>{intl.formatMessage({ id: 'auth.login.or' })}</div>
        <ButtonLink to={withRedirect('verifyGuest', redirect)} variant="outline" fullWidth>
          {intl.formatMessage({ id: 'auth.guest.browse' })}
        </ButtonLink>
        {canLinkLine() ? (
          <Button variant="subtle" fullWidth onClick={linkLine}>
            {intl.formatMessage({ id: 'auth.linkLine' })}
          </Button>
        ) : null}
      </AuthCard>
      <AuthLinks>
        {loginEntry !== 'nt-mobile-postpaid' ? (
          <AppLink to={withRedirect('loginNtMobile', redirect)}>{intl.formatMessage({ id: 'route.loginNtMobile.title' })}</AppLink>
        ) : null}
        {loginEntry !== 'my-eservice' ? (
          <AppLink to={withRedirect('loginMyEservice', redirect)}>{intl.formatMessage({ id: 'route.loginMyEservice.title' })}</AppLink>
        ) : null}
        <AppLink to={paths.howToMember}>{intl.formatMessage({ id: 'route.howToMember.title' })}</AppLink>
        <AppLink to={paths.eligibilityCheck}>{intl.formatMessage({ id: 'auth.eligibility.heading' })}</AppLink>
      </AuthLinks>
    </>
  );
}
