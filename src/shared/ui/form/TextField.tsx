import { useId, type InputHTMLAttributes, type Ref } from 'react';
import classes from './TextField.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: string;
  description?: string;
  /** Translated error text; marks the input invalid. */
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** Labelled text input with hint and error, wired for screen readers (works with react-hook-form's register). */
export function TextField({ label, description, error, id, ref, ...input }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [description ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={classes.field}>
      <label htmlFor={inputId} className={classes.label}>
        {label}
      </label>
      {description ? (
        <p id={hintId} className={classes.hint}>
          {description}
        </p>
      ) : null}
      <input
        {...input}
        ref={ref}
        id={inputId}
        className={classes.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error ? (
        <p id={errorId} className={classes.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
