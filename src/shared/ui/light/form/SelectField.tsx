import { useId, type SelectHTMLAttributes } from 'react';
import own from './SelectField.module.css';
import classes from './TextField.module.css';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size' | 'children'> {
  label: string;
  options: readonly SelectOption[];
}

/** Labelled native select (light kit): the phone's own picker, styled like the text fields. */
export function SelectField({ label, options, id, ...select }: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <div className={classes.field}>
      <label htmlFor={selectId} className={classes.label}>
        {label}
      </label>
      <select {...select} id={selectId} className={`${classes.input} ${own.select}`}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
