import { useId, type SelectHTMLAttributes } from 'react';
import own from './SelectField.module.css';
import classes from './TextField.module.css';

interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size' | 'children'> {
  label: string;
  options: readonly SelectOption[];
  /** The label is read out but not shown (a group's legend names the fields). */
  hideLabel?: boolean;
  /** Marks the select invalid (the message is the caller's, e.g. under a group of selects). */
  invalid?: boolean;
}

/** Labelled native select (light kit): the phone's own picker, styled like the text fields. */
export function SelectField({ label, options, hideLabel, invalid, id, ...select }: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <div className={classes.field}>
      <label htmlFor={selectId} className={hideLabel ? 'visually-hidden' : classes.label}>
        {label}
      </label>
      <select {...select} id={selectId} className={`${classes.input} ${own.select}`} aria-invalid={invalid || undefined}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
