import type { ReactNode } from 'react';
import { Button } from '../button/Button';
import { OtpInput } from './OtpInput';
import { FormAlert } from '../form-alert/FormAlert';
import classes from './OtpVerify.module.css';

export interface OtpVerifyProps {
  length: number;
  /** The typed code; the caller clears it after a resend or a refused code. */
  value: string;
  onChange: (value: string) => void;
  /** A complete code, typed in full or submitted; the caller ignores it while one is in flight. */
  onVerify: (code: string) => void;
  verifying: boolean;
  /** The code was refused: the boxes show it. */
  invalid: boolean;
  disabled?: boolean;
  /** What went wrong with the last code or resend, in words; `problemCode` names it for tests. */
  problem?: string | null;
  problemCode?: string | undefined;
  /** Shown under the boxes while there is no problem (the code's expiry). */
  hint?: ReactNode;
  labels: { code: string; submit: string; notReceived: string; resend: string };
  canResend: boolean;
  resending: boolean;
  onResend: () => void;
  /** Shown between the verify button and the resend row (a failed resend). */
  notice?: ReactNode;
  /** Replaces the resend row when no resend can succeed any more (the way back). */
  resendOver?: ReactNode;
}

const PROBLEM_ID = 'otp-verify-problem';

/**
 * The one-time code's verify-and-resend flow (sign-in, adding a service): the code boxes, what went
 * wrong or when the code expires, the verify button, and "not received? resend" with its countdown.
 */
export function OtpVerify({
  length,
  value,
  onChange,
  onVerify,
  verifying,
  invalid,
  disabled = false,
  problem,
  problemCode,
  hint,
  labels,
  canResend,
  resending,
  onResend,
  notice,
  resendOver,
}: OtpVerifyProps) {
  const submit = (code: string) => {
    if (code.length === length) onVerify(code);
  };
  return (
    <>
      <form
        className={classes.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit(value);
        }}
      >
        <OtpInput
          length={length}
          value={value}
          onChange={onChange}
          onComplete={submit}
          invalid={invalid}
          disabled={disabled}
          label={labels.code}
          describedBy={problem ? PROBLEM_ID : undefined}
        />
        {problem ? (
          <FormAlert id={PROBLEM_ID} data-testid="otp-problem" data-code={problemCode}>
            {problem}
          </FormAlert>
        ) : hint ? (
          <p className={classes.hint} data-testid="otp-expires">
            {hint}
          </p>
        ) : null}
        <Button type="submit" fullWidth loading={verifying} disabled={value.length !== length} data-testid="otp-submit">
          {labels.submit}
        </Button>
      </form>
      {notice}
      {resendOver ?? (
        <div className={classes.resend}>
          <span>{labels.notReceived}</span>
          <Button variant="subtle" onClick={onResend} disabled={!canResend} loading={resending} data-testid="otp-resend">
            {labels.resend}
          </Button>
        </div>
      )}
    </>
  );
}
