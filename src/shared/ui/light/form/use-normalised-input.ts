/**
 * The kit-free hook behind every number-like field: wraps an input's change handler so the value
 * is normalised (normalise-input.ts) before react-hook-form or any other handler reads it, keeping
 * the caret where the member was typing. The light kit's NumberField uses it; a TextField given
 * its `{ inputMode, onChange }` is the same field (the address form's phone).
 */
import { useCallback, type ChangeEvent } from 'react';
import { inputModeOf, normaliseInput, type InputKind } from '@/shared/lib/normalise-input';

type ChangeHandler = (event: ChangeEvent<HTMLInputElement>) => unknown;

/** Rewrites `event.target.value` in place and returns the normalised value. */
function normaliseEventValue(event: ChangeEvent<HTMLInputElement>, kind: InputKind): string {
  const input = event.target;
  const raw = input.value;
  const next = normaliseInput(raw, kind);
  if (next !== raw) {
    const caret = input.selectionStart ?? raw.length;
    const before = normaliseInput(raw.slice(0, caret), kind).length;
    input.value = next;
    try {
      input.setSelectionRange(before, before);
    } catch {
      // Inputs of some types have no selection; the value is what matters.
    }
  }
  return next;
}

export function useNormalisedInput(kind: InputKind, onChange?: ChangeHandler) {
  const handle = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      normaliseEventValue(event, kind);
      return onChange?.(event);
    },
    [kind, onChange],
  );
  return { inputMode: inputModeOf(kind), onChange: handle } as const;
}
