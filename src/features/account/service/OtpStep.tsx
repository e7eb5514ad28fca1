import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { LinkedService, ServiceCandidate } from '@/generated/model';
import { useVerifyOtpAddService } from '@/generated/service/service';
import { isApiError } from '@/shared/api/api-error';
import { useErrorMessage } from '@/shared/api/error-message';
import { formatMmSs, useCountdown } from '@/shared/lib/use-countdown';
import { OtpVerify } from '@/shared/ui/light/otp/OtpVerify';
import { CODE_ERRORS, OTP_LENGTH, serviceBody, type Challenge } from './add-service';
import classes from './service.module.css';
import { Button } from '@/shared/ui/light/button/Button';

export interface OtpStepProps {
  candidate: ServiceCandidate;
  challenge: Challenge;
  resending: boolean;
  /** The failed resend, if any. */
  resendError: unknown;
  onResend: () => void;
  onLinked: (service: LinkedService) => void;
  onChangeNumber: () => void;
}

/**
 * Step 2: the code sent to the chosen number, with its reference code, expiry and resend
 * countdowns. A wrong or expired code clears the boxes and says so under them; an expired one
 * can be replaced at once. Keyed by transaction in the screen, so a resend starts it afresh.
 */
export function OtpStep({ candidate, challenge, resending, resendError, onResend, onLinked, onChangeNumber }: OtpStepProps) {
  const intl = useIntl();
  const messageOf = useErrorMessage();
  const [otp, setOtp] = useState('');
  // The mutation's isPending only updates on the next render; two taps in one frame both pass it.
  const inFlight = useRef(false);
  const verify = useVerifyOtpAddService({ mutation: { onSuccess: onLinked } });
  const resendIn = useCountdown(challenge.received_at + challenge.resend_after * 1000);
  const expiresIn = useCountdown(challenge.received_at + challenge.expires_in * 1000);
  const errorCode = isApiError(verify.error) ? verify.error.code : null;
  const expired = errorCode === 'OTP_EXPIRED' || expiresIn === 0;
  // After OTP_RESEND_LIMIT no resend succeeds while this code is valid: the message, and no button to tap again until it expires.
  const resendOver = isApiError(resendError) && resendError.code === 'OTP_RESEND_LIMIT' && !expired;
  const canResend = (expired || resendIn === 0) && !resending && !resendOver;

  const submit = (code: string) => {
    if (code.length !== OTP_LENGTH || inFlight.current || verify.isPending || verify.isSuccess) return;
    inFlight.current = true;
    verify.mutate(
      { data: { ...serviceBody(candidate), transaction_id: challenge.transaction_id, otp: code } },
      {
        onError: (error) => {
          if (isApiError(error) && CODE_ERRORS.has(error.code)) setOtp('');
        },
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  };

  // The server's word for the last code; once the code's time is up without one, the expiry.
  const problem =
    verify.error && !(expiresIn === 0 && errorCode !== 'OTP_EXPIRED')
      ? messageOf(verify.error)
      : expired
        ? intl.formatMessage({ id: 'service.otp.expired' })
        : null;

  return (
    <section className={`${classes.card} ${classes.form}`} aria-labelledby="service-otp-heading" data-testid="otp-step" data-transaction={challenge.transaction_id}>
      <h2 id="service-otp-heading" className={classes.heading}>
        {intl.formatMessage({ id: 'service.otp.heading' })}
      </h2>
      <p className={classes.intro}>{intl.formatMessage({ id: 'service.otp.intro' }, { mobile: challenge.masked_mobile })}</p>
      {challenge.resent ? (
        <p className={classes.notice} data-tone="info" role="status" data-testid="otp-resent">
          {intl.formatMessage({ id: 'service.otp.resent' }, { ref: challenge.ref_code })}
        </p>
      ) : null}
      <dl className={classes.facts}>
        <div>
          <dt>{intl.formatMessage({ id: 'service.otp.refCode' })}</dt>
          <dd data-testid="otp-ref-code">{challenge.ref_code}</dd>
        </div>
      </dl>
      <OtpVerify
        length={OTP_LENGTH}
        value={otp}
        onChange={setOtp}
        onVerify={submit}
        verifying={verify.isPending || verify.isSuccess}
        invalid={Boolean(verify.error)}
        disabled={verify.isPending || verify.isSuccess}
        problem={problem}
        problemCode={errorCode ?? (expired ? 'EXPIRED' : undefined)}
        hint={intl.formatMessage({ id: 'service.otp.expiresIn' }, { time: formatMmSs(expiresIn) })}
        labels={{
          code: intl.formatMessage({ id: 'service.otp.label' }),
          submit: intl.formatMessage({ id: 'service.otp.submit' }),
          notReceived: intl.formatMessage({ id: 'service.otp.notReceived' }),
          resend:
            canResend || resending || resendOver
              ? intl.formatMessage({ id: 'service.otp.resend' })
              : intl.formatMessage({ id: 'service.otp.resendIn' }, { time: formatMmSs(resendIn) }),
        }}
        canResend={canResend}
        resending={resending}
        onResend={onResend}
        notice={
          resendError ? (
            <p className={classes.notice} data-tone="danger" role="alert" data-testid="otp-resend-problem">
              {messageOf(resendError)}
            </p>
          ) : null
        }
      />
      <Button variant="outline" onClick={onChangeNumber} disabled={verify.isPending} data-testid="otp-change-number">
        {intl.formatMessage({ id: 'service.otp.change' })}
      </Button>
    </section>
  );
}
