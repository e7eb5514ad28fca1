import { useEffect, useId, useImperativeHandle, useRef, type ChangeEvent, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import classes from './TextField.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: string;
  description?: string;
  /** Translated error text; marks the input invalid. */
  error?: string;
  /** Read out but not shown (a search box whose icon and placeholder say what it is). */
  hideLabel?: boolean;
  /** Shown at the input's start (an icon), not read out. */
  leftSection?: ReactNode;
  /** Shown at the input's end (a unit), not read out. */
  rightSection?: ReactNode;
  /** A control at the input's end that takes taps and is read out (a clear button); in place of `rightSection`. */
  endAction?: ReactNode;
  /** Added to the input's own class (a screen's look, e.g. a pill-shaped search box). */
  className?: string;
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

/**
 * Labelled text input with hint and error, wired for screen readers (works with react-hook-form's
 * register). Props it does not name go to the input, so a Mantine combobox can use it as its target.
 */
export function TextField({ label, description, error, hideLabel, leftSection, rightSection, endAction, className, id, ref, ...input }: TextFieldProps) {
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
      className={className ? `${classes.input} ${className}` : classes.input}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
    />
  );
  return (
    <div className={classes.field}>
      <label htmlFor={inputId} className={hideLabel ? 'visually-hidden' : classes.label}>
        {label}
      </label>
      {description ? (
        <p id={hintId} className={classes.hint}>
          {description}
        </p>
      ) : null}
      {leftSection || rightSection || endAction ? (
        <div className={classes.control} data-start={leftSection ? '' : undefined} data-end={endAction ? 'action' : rightSection ? '' : undefined}>
          {leftSection ? (
            <span className={`${classes.section} ${classes.start}`} aria-hidden="true">
              {leftSection}
            </span>
          ) : null}
          {field}
          {endAction ? (
            <span className={`${classes.section} ${classes.action}`}>{endAction}</span>
          ) : rightSection ? (
            <span className={classes.section} aria-hidden="true">
              {rightSection}
            </span>
          ) : null}
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
