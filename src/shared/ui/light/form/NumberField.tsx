import type { InputKind } from '@/shared/lib/normalise-input';
import { TextField, type TextFieldProps } from './TextField';
import { useNormalisedInput } from './use-normalised-input';

export interface NumberFieldProps extends TextFieldProps {
  /** What the field holds: decides which characters are converted and which separators dropped. */
  kind: InputKind;
}

/**
 * The light kit's field for national ID, passport, phone, postal code, points and quantities:
 * Thai and full-width digits become ASCII as they are typed (works with react-hook-form's register).
 */
export function NumberField({ kind, onChange, ...props }: NumberFieldProps) {
  const normalised = useNormalisedInput(kind, onChange);
  return <TextField autoComplete="off" {...props} inputMode={props.inputMode ?? normalised.inputMode} onChange={normalised.onChange} />;
}
