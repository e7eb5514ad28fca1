/**
 * One validated text field for the light kit's first-route forms (the sign-in): the same valibot
 * schema and "on touched" behaviour as the react-hook-form forms, without carrying react-hook-form
 * (about 9 KB gzip) on the first screen. Every other form uses react-hook-form (src/app/README.md).
 */
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import * as v from 'valibot';

export function useLightField<TOutput>(schema: v.GenericSchema<string, TOutput>, initial = '') {
  const [value, setValue] = useState(initial);
  // What the input holds now, for a submit in the same event as a change: a form held from the
  // prerendered screen is sent right after the text typed into it is handed over (TextField).
  const latest = useRef(initial);
  // The input itself: what the member sees in it is what is sent, even text typed into the
  // prerendered HTML that no change event has reported yet.
  const input = useRef<HTMLInputElement | null>(null);
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const check = (raw: string) => {
    const result = v.safeParse(schema, raw);
    setError(result.success ? undefined : result.issues[0].message);
    return result;
  };

  return {
    /** Spread on the input: a controlled value, validated from the first blur on. */
    props: {
      ref: input,
      value,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        latest.current = event.target.value;
        setValue(event.target.value);
        if (touched) check(event.target.value);
      },
      onBlur: () => {
        setTouched(true);
        // What the field holds now: a value handed over in an effect has not re-rendered yet.
        check(input.current?.value ?? latest.current);
      },
    },
    /** The failed rule's message (a lang key), once the field was left or submitted. */
    error,
    /** A form `onSubmit` that validates, shows the error, and calls `onValid` with the parsed value. */
    handleSubmit: (onValid: (output: TOutput) => void) => (event: FormEvent) => {
      event.preventDefault();
      setTouched(true);
      const shown = input.current?.value;
      if (shown !== undefined && shown !== latest.current) {
        latest.current = shown;
        setValue(shown);
      }
      const result = check(latest.current);
      if (result.success) onValid(result.output);
    },
  };
}
