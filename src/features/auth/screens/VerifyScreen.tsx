import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { useResendLoginOtp, useVerifyLoginOtp } from '@/generated/auth/auth';
import { isApiError } from '@/shared/api/api-error';
import { useErrorMessage } from '@/shared/api/error-message';
import { useCountdown, formatMmSs } from '@/shared/lib/use-countdown';
import { withRedirect } from '@/shared/routing/paths';
import { startSession } from '@/shared/session/session';
import { canKeepToken, tellStorageBlocked } from '@/shared/session/storage-blocked';
import { ButtonLink } from '@/shared/ui/light/button/Button';
import { OtpVerify } from '@/shared/ui/light/otp/OtpVerify';
import { clearChallenge, readChallenge, saveChallenge, type StoredChallenge } from '../api/otp-transaction';
import { AuthCard } from '../ui/AuthLayout';
import { postLoginTarget, useRedirectParam } from '../ui/use-redirect-param';
import classes from '../ui/AuthLayout.module.css';
import { useAppNavigate } from '@/shared/routing/app-navigate';

const OTP_LENGTH = 6;

/** Resend refusals no later resend gets past: 3 resends used, or the transaction closed after 5 wrong codes. */
const RESEND_OVER = new Set(['OTP_RESEND_LIMIT', 'OTP_EXPIRED']);

function useInitialChallenge(): StoredChallenge | null {
  const location = useLocation();
  const fromState = (location.state as { challenge?: StoredChallenge } | null)?.challenge;
  return fromState ?? readChallenge();
}

/** One-time code entry with reference code, masked number and a resend countdown. */
export default function VerifyScreen() {
  const intl = useIntl();
  const messageOf = useErrorMessage();
  const navigate = useAppNavigate();
  const redirect = useRedirectParam();
  const initialChallenge = useInitialChallenge();
  const [challenge, setChallenge] = useState(initialChallenge);
  const [otp, setOtp] = useState('');
  const resendIn = useCountdown(challenge ? challenge.received_at + challenge.resend_after * 1000 : null);

  const verify = useVerifyLoginOtp({
    mutation: {
      onSuccess: async (session) => {
        if (!(await startSession(session.token))) {
          await tellStorageBlocked({ codeKept: false });
          return;
        }
        clearChallenge();
        void navigate(session.is_registered ? postLoginTarget(redirect) : withRedirect('registerEservice', redirect), {
          replace: true,
        });
      },
    },
  });
  const resend = useResendLoginOtp({
    mutation: {
      onSuccess: (next) => {
        setChallenge(saveChallenge(next));
        setOtp('');
        verify.reset();
      },
    },
  });

  if (!challenge) {
    return (
      <AuthCard heading={intl.formatMessage({ id: 'auth.verify.heading' })} intro={intl.formatMessage({ id: 'auth.verify.missing' })}>
        <ButtonLink to={withRedirect('login', redirect)} fullWidth>
          {intl.formatMessage({ id: 'auth.verify.backToLogin' })}
        </ButtonLink>
      </AuthCard>
    );
  }

  const error = verify.error ?? resend.error;
  // No more codes for this transaction: the server's message, no resend button, the way back to sign in.
  const resendOver = isApiError(resend.error) && RESEND_OVER.has(resend.error.code);
  const submit = (code: string) => {
    if (code.length !== OTP_LENGTH || verify.isPending) return;
    // A browser that would not keep the session is told so before the code is spent.
    if (!canKeepToken()) {
      void tellStorageBlocked({ codeKept: true });
      return;
    }
    verify.mutate({ data: { transaction_id: challenge.transaction_id, otp: code } });
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
      <OtpVerify
        length={OTP_LENGTH}
        value={otp}
        onChange={setOtp}
        onVerify={submit}
        verifying={verify.isPending}
        invalid={Boolean(verify.error)}
        problem={error ? messageOf(error) : null}
        problemCode={isApiError(error) ? error.code : undefined}
        labels={{
          code: intl.formatMessage({ id: 'auth.verify.otpLabel' }),
          submit: intl.formatMessage({ id: 'auth.verify.submit' }),
          notReceived: intl.formatMessage({ id: 'auth.verify.notReceived' }),
          resend:
            resendIn > 0
              ? intl.formatMessage({ id: 'auth.verify.resendIn' }, { time: formatMmSs(resendIn) })
              : intl.formatMessage({ id: 'auth.verify.resend' }),
        }}
        canResend={resendIn === 0}
        resending={resend.isPending}
        onResend={() => {
          if (!resend.isPending) resend.mutate({ data: { transaction_id: challenge.transaction_id } });
        }}
        resendOver={
          resendOver ? (
            <ButtonLink to={withRedirect('login', redirect)} variant="outline" fullWidth data-testid="otp-back-to-login">
              {intl.formatMessage({ id: 'auth.verify.backToLogin' })}
            </ButtonLink>
          ) : undefined
        }
      />
    </AuthCard>
  );
}

