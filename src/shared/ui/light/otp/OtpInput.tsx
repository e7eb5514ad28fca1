import { useRef, useState, type ChangeEvent } from 'react';
import { normaliseInput } from '@/shared/lib/normalise-input';
import classes from './OtpInput.module.css';

export interface OtpInputProps {
  /** Number of digits (6 for every code the programme sends). */
  length?: number;
  value: string;
  onChange: (value: string) => void;
  /** Called once for each complete code the member enters; more typing never submits it again. */
  onComplete: (code: string) => void;
  /** Accessible name of the field. */
  label: string;
  invalid?: boolean;
  disabled?: boolean;
  id?: string;
  describedBy?: string;
}

/** Digits only, at most `length`: Thai and full-width digits are converted; paste may contain spaces or dashes. */
function cleanOtp(raw: string, length: number): string {
  return normaliseInput(raw, 'digits').replace(/\D/g, '').slice(0, length);
}

/**
 * The one OTP input of the app (sign-in and add-service). One real input, so paste, SMS autofill
 * (`one-time-code`) and screen readers work as with any field; the boxes are drawn behind it.
 * A complete code is handed to `onComplete` exactly once: a seventh digit is ignored rather than
 * overwriting the sixth, and the same code is not submitted again until the member changes it.
 */
export function OtpInput({ length = 6, value, onChange, onComplete, label, invalid, disabled, id, describedBy }: OtpInputProps) {
  const completed = useRef<string | null>(null);
  const [focused, setFocused] = useState(false);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = cleanOtp(event.target.value, length);
    if (next !== event.target.value) event.target.value = next;
    if (next === value) return;
    onChange(next);
    if (next.length < length) {
      completed.current = null;
    } else if (completed.current !== next) {
      completed.current = next;
      onComplete(next);
    }
  };

  const active = Math.min(value.length, length - 1);
  return (
    <div className={classes.root} data-invalid={invalid || undefined}>
      <div className={classes.boxes} aria-hidden="true">
        {Array.from({ length }, (_, i) => (
          <span key={i} className={classes.box} data-filled={i < value.length || undefined} data-active={(focused && i === active) || undefined}>
            {value[i] ?? ''}
          </span>
        ))}
      </div>
      <input
        id={id}
        className={classes.input}
        value={value}
        onChange={handleChange}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        spellCheck={false}
        aria-label={label}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        disabled={disabled}
        data-testid="otp-input"
      />
    </div>
  );
}
