/**
 * The one way to turn any failure into words for the member: the server's message in the member's
 * language for an ApiError (every API failure is one), "loading stopped" for a read the member
 * stopped waiting for, the catalogue's generic message otherwise.
 */
import { isCancelledError } from '@tanstack/react-query';
import { useLang } from '@/shared/i18n/lang-store';
import type { Lang } from '@/shared/i18n/lang';
import { GENERIC_ERROR_MESSAGE, STOPPED_MESSAGE, isApiError } from './api-error';

export function errorMessage(error: unknown, lang: Lang): string {
  if (isApiError(error)) return error.messageIn(lang);
  return (isCancelledError(error) ? STOPPED_MESSAGE : GENERIC_ERROR_MESSAGE)[lang];
}

/** `errorMessage` in the current language, for components. */
export function useErrorMessage(): (error: unknown) => string {
  const lang = useLang();
  return (error: unknown) => errorMessage(error, lang);
}
