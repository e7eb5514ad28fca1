import { useEffect, useId, useImperativeHandle, useRef, type ChangeEvent, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import classes from './TextField.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: string;
  description?: string;
  /** Translated error text; marks the input invalid. */
  error?: string;
  /** Shown at the input's end (a unit), not read out. */
  rightSection?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/**
 * Text typed into a prerendered field before the app took the page over (hydration keeps the DOM,
 * not what was typed into it): handed once, on mount, to the field's change handler, so a member who
 * types before the code has arrived loses nothing. On a page the app rendered itself both agree.
 */
function useTypedBeforeHydration(value: unknown, onChange: TextFieldProps['onChange'], ref: Ref<HTMLInputElement> | undefined) {
  const own = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    const element = own.current;
    if (element && typeof value === 'string' && element.value !== value) onChange?.({ target: element, currentTarget: element } as ChangeEvent<HTMLInputElement>);
    // Once, on mount: later differences are the app's own updates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // The caller's ref (react-hook-form's register among them) still receives the input element.
  useImperativeHandle(ref, () => own.current as HTMLInputElement, []);
  return own;
}

/** Labelled text input with hint and error, wired for screen readers (works with react-hook-form's register). */
export function TextField({ label, description, error, rightSection, id, ref, ...input }: TextFieldProps) {
  const inputRef = useTypedBeforeHydration(input.value, input.onChange, ref);
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [description ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const field = (
    <input
      {...input}
      ref={inputRef}
      id={inputId}
      className={classes.input}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
    />
  );
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
      {rightSection ? (
        <div className={classes.control}>
          {field}
          <span className={classes.section} aria-hidden="true">
            {rightSection}
          </span>
        </div>
      ) : (
        field
      )}
      {error ? (
        <p id={errorId} className={classes.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
