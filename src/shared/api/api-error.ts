import en from '@lang/en.json';
import th from '@lang/th.json';

export type LocalizedText = { th: string; en: string };

/** What went wrong: the server answered with an error, the network failed, or the call timed out. */
export type ApiErrorKind = 'http' | 'network' | 'timeout';

const SYSTEM_DISCONNECT = 'SYSTEM_DISCONNECT';
const GENERIC_ERROR = 'GENERIC_ERROR';

export const SYSTEM_DISCONNECT_MESSAGE: LocalizedText = {
  th: th['error.SYSTEM_DISCONNECT'],
  en: en['error.SYSTEM_DISCONNECT'],
};

export const GENERIC_ERROR_MESSAGE: LocalizedText = {
  th: th['error.GENERIC_ERROR'],
  en: en['error.GENERIC_ERROR'],
};

/** A read the member stopped waiting for (`shared/api/slow-reads.ts`). */
export const STOPPED_MESSAGE: LocalizedText = {
  th: th['loading.stopped'],
  en: en['loading.stopped'],
};

/** The single error type every API call rejects with. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly code: string;
  readonly messages: LocalizedText;
  readonly body: unknown;

  constructor(init: { kind: ApiErrorKind; status: number; code: string; messages: LocalizedText; body?: unknown }) {
    super(init.messages.en);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.messages = init.messages;
    this.body = init.body;
  }

  /** The message in the member's language. */
  messageIn(lang: 'th' | 'en'): string {
    return this.messages[lang];
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

function isLocalizedText(value: unknown): value is LocalizedText {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as LocalizedText).th === 'string' &&
    typeof (value as LocalizedText).en === 'string'
  );
}

/** Builds an ApiError from a non-2xx response body, whatever shape the server sent. */
export function apiErrorFromBody(status: number, body: unknown): ApiError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const code = typeof record.code === 'string' ? record.code : GENERIC_ERROR;
  const messages = isLocalizedText(record.message) ? record.message : GENERIC_ERROR_MESSAGE;
  return new ApiError({ kind: 'http', status, code, messages, body });
}

export function networkError(cause?: unknown): ApiError {
  return new ApiError({ kind: 'network', status: 0, code: SYSTEM_DISCONNECT, messages: SYSTEM_DISCONNECT_MESSAGE, body: cause });
}

export function timeoutError(): ApiError {
  return new ApiError({ kind: 'timeout', status: 0, code: GENERIC_ERROR, messages: GENERIC_ERROR_MESSAGE });
}
