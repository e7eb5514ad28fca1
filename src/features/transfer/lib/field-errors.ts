import type { FieldPath, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/shared/api/api-error';
import { errorMessage } from '@/shared/api/error-message';
import type { Lang } from '@/shared/i18n/lang';
import { recipientField, type RecipientInput } from './recipient';

/** Prefix of a field error that is the server's text, not a message id. */
export const SERVER_MESSAGE = 'server:';

/**
 * Puts a server error on the field it concerns (`details` of the error body), in the member's
 * language; answers the message for the whole form when no field is named, and whether the amount
 * was at fault.
 */
export function applyServerError(error: unknown, lang: Lang, setError: UseFormSetError<RecipientInput>): { formMessage: string | null; amountMessage: string | null } {
  const message = errorMessage(error, lang);
  const details = isApiError(error) ? ((error.body as { details?: Record<string, string> } | undefined)?.details ?? {}) : {};
  let placed = false;
  let amountMessage: string | null = null;
  for (const key of Object.keys(details)) {
    const field = recipientField(key);
    if (field === 'points') amountMessage = message;
    else if (field) {
      // The field shows the server's own words (SERVER_MESSAGE marks them as not a message id).
      setError(field as FieldPath<RecipientInput>, { message: `${SERVER_MESSAGE}${message}` });
      placed = true;
    }
  }
  return { formMessage: placed || amountMessage ? null : message, amountMessage };
}
