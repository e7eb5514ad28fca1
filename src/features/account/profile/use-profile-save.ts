import { useRef, useState, type FormEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { isApiError } from '@/shared/api/api-error';
import { useErrorMessage } from '@/shared/api/error-message';
import { useDialog } from '@/shared/ui/light/dialog/dialog-store';
import { useLeaveGuard } from '@/shared/ui/light/form/use-leave-guard';

/** Server error codes of a field (ErrorBody.details) → lang keys of the inline message. */
const DETAIL_MESSAGES: Record<string, string> = {
  VALIDATION_REQUIRED: 'validation.required',
  INVALID_EMAIL: 'validation.email',
  INVALID_FORMAT: 'profileEdit.validation.format',
  INVALID_NAME: 'profileEdit.validation.lettersOnly',
  INVALID_BIRTH_DATE: 'profileEdit.validation.birthDateInvalid',
};

/** Puts each field the server named in `details` on that field; answers whether any was placed. */
function applyFieldDetails<T extends FieldValues>(error: unknown, form: UseFormReturn<T, unknown, unknown>): boolean {
  if (!isApiError(error)) return false;
  const details = (error.body as { details?: Record<string, string> } | undefined)?.details ?? {};
  const fields = Object.keys(form.getValues());
  let placed = false;
  for (const [field, code] of Object.entries(details)) {
    if (!fields.includes(field)) continue;
    form.setError(field as Path<T>, { message: DETAIL_MESSAGES[code] ?? 'profileEdit.validation.format' }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}

/**
 * Saving one of the profile forms: one save at a time (a double tap never sends twice), the
 * server's field errors on their fields and its message above the button, every typed value kept
 * on any error; on success the form takes the saved values (no longer "unsaved") and a success
 * dialog shows. Leaving with unsaved changes asks first.
 */
export function useProfileSave<TIn extends FieldValues, TOut>(form: UseFormReturn<TIn, unknown, TOut>, save: (values: TOut) => Promise<TIn>) {
  const intl = useIntl();
  const dialog = useDialog();
  const messageOf = useErrorMessage();
  const busy = useRef(false);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  useLeaveGuard(form.formState.isDirty && !saving, {
    title: intl.formatMessage({ id: 'profileEdit.leave.title' }),
    description: intl.formatMessage({ id: 'profileEdit.leave.body' }),
    stay: intl.formatMessage({ id: 'profileEdit.leave.stay' }),
    leave: intl.formatMessage({ id: 'profileEdit.leave.leave' }),
  });

  const persist = async (values: TOut) => {
    if (busy.current) return;
    busy.current = true;
    setSaving(true);
    setServerError(null);
    try {
      const saved = await save(values);
      form.reset(saved);
      void dialog.open({ type: 'success', title: intl.formatMessage({ id: 'profileEdit.saved.title' }), description: intl.formatMessage({ id: 'profileEdit.saved.body' }) });
    } catch (error) {
      applyFieldDetails(error, form as UseFormReturn<TIn, unknown, unknown>);
      setServerError(messageOf(error));
    } finally {
      busy.current = false;
      setSaving(false);
    }
  };

  return {
    saving,
    serverError,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void form.handleSubmit(persist)(event),
  };
}
