import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { isApiError } from '@/shared/api/api-error';
import { useLang } from '@/shared/i18n/lang-store';
import { LOGIN_ROUTE, withRedirect } from '@/shared/routing/paths';
import { startSession } from '@/shared/session/sign-in';
import { Button, ButtonLink } from '@/shared/ui/button/Button';
import { OtpInput } from '@/shared/ui/otp/OtpInput';
import { resendLoginOtp, verifyLoginOtp } from '../api/auth-api';
import { clearChallenge, readChallenge, saveChallenge, type StoredChallenge } from '../api/otp-transaction';
import { AuthCard, FormAlert } from '../ui/AuthLayout';
import { postLoginTarget, useRedirectParam } from '../ui/use-redirect-param';
import { formatSeconds, useCountdown } from '../verify/use-countdown';
import classes from '../ui/AuthLayout.module.css';

const OTP_LENGTH = 6;

function useInitialChallenge(): StoredChallenge | null {
  const location = useLocation();
  const fromState = (location.state as { challenge?: StoredChallenge } | null)?.challenge;
  return fromState ?? readChallenge();
}

/** One-time code entry with reference code, masked number and a resend countdown. */
export default function VerifyScreen() {
  const intl = useIntl();
  const lang = useLang();
  const navigate = useNavigate();
  const redirect = useRedirectParam();
  const initialChallenge = useInitialChallenge();
  const [challenge, setChallenge] = useState(initialChallenge);
  const [otp, setOtp] = useState('');
  const resendIn = useCountdown(challenge ? challenge.received_at + challenge.resend_after * 1000 : 0);

  const verify = useMutation({
    mutationFn: (code: string) => verifyLoginOtp({ transaction_id: challenge?.transaction_id ?? '', otp: code }),
    onSuccess: async (session) => {
      await startSession(session.token);
      clearChallenge();
      void navigate(session.is_registered ? postLoginTarget(redirect) : withRedirect('/auth/register-eservice', redirect), {
        replace: true,
      });
    },
  });
  const resend = useMutation({
    mutationFn: () => resendLoginOtp({ transaction_id: challenge?.transaction_id ?? '' }),
    onSuccess: (next) => {
      setChallenge(saveChallenge(next));
      setOtp('');
      verify.reset();
    },
  });

  if (!challenge) {
    return (
      <AuthCard heading={intl.formatMessage({ id: 'auth.verify.heading' })} intro={intl.formatMessage({ id: 'auth.verify.missing' })}>
        <ButtonLink to={withRedirect(LOGIN_ROUTE, redirect)} fullWidth>
          {intl.formatMessage({ id: 'auth.verify.backToLogin' })}
        </ButtonLink>
      </AuthCard>
    );
  }

  const error = verify.error ?? resend.error;
  const submit = (code: string) => {
    if (code.length === OTP_LENGTH && !verify.isPending) verify.mutate(code);
  };

  return (
    <AuthCard
      heading={intl.formatMessage({ id: 'auth.verify.heading' })}
      intro={intl.formatMessage({ id: 'auth.verify.intro' }, { mobile: challenge.masked_mobile })}
    >
      <dl className={classes.meta}>
        <dt>{intl.formatMessage({ id: 'auth.verify.refCode' })}</dt>
        <dd data-testid="otp-ref-code">{challenge.ref_code}</dd>
        <dt>{intl.formatMessage({ id: 'auth.verify.sentTo' })}</dt>
        <dd>{challenge.masked_mobile}</dd>
      </dl>
      <p className={classes.fineprint}>
        {intl.formatMessage({ id: 'auth.verify.expires' }, { minutes: Math.max(1, Math.round(challenge.expires_in / 60)) })}
      </p>
      <form
        className={classes.form}
        onSubmit={(event) => {
          event.preventDefault();
          submit(otp);
        }}
      >
        <OtpInput
          length={OTP_LENGTH}
          value={otp}
          onChange={setOtp}
          onComplete={submit}
          invalid={Boolean(verify.error)}
          label={intl.formatMessage({ id: 'auth.verify.otpLabel' })}
        />
        {error ? (
          <FormAlert>{isApiError(error) ? error.messageIn(lang) : intl.formatMessage({ id: 'dialog.error.description' })}</FormAlert>
        ) : null}
        <Button type="submit" fullWidth loading={verify.isPending} disabled={otp.length !== OTP_LENGTH}>
          {intl.formatMessage({ id: 'auth.verify.submit' })}
        </Button>
      </form>
      <div className={classes.row}>
        <span>{intl.formatMessage({ id: 'auth.verify.notReceived' })}</span>
        <Button variant="subtle" size="md" onClick={() => resend.mutate()} disabled={resendIn > 0} loading={resend.isPending}>
          {resendIn > 0
            ? intl.formatMessage({ id: 'auth.verify.resendIn' }, { time: formatSeconds(resendIn) })
            : intl.formatMessage({ id: 'auth.verify.resend' })}
        </Button>
      </div>
    </AuthCard>
  );
}

