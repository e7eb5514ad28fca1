/**
 * Response helpers: every success body is `{ data }`, every error body is the contract's
 * ErrorBody `{ code, message: { th, en }, details? }` with the catalogue's status and texts.
 */
import { HttpResponse } from 'msw';
import { catalogueEntry, type ErrorCodeName } from '../../catalogue';

export type Details = Record<string, ErrorCodeName>;

export interface ErrorBodyShape {
  code: ErrorCodeName;
  message: { th: string; en: string };
  details?: Details;
}

/** A business-rule or validation failure; the route wrapper turns it into the catalogue answer. */
export class ApiError extends Error {
  readonly code: ErrorCodeName;
  readonly details?: Details;

  constructor(code: ErrorCodeName, details?: Details) {
    super(code);
    this.name = 'ApiError';
    this.code = code;
    if (details && Object.keys(details).length > 0) this.details = details;
  }

  get status(): number {
    return catalogueEntry(this.code).status;
  }
}

export function errorBody(code: ErrorCodeName, details?: Details): ErrorBodyShape {
  const entry = catalogueEntry(code);
  return {
    code,
    message: { th: entry.th, en: entry.en },
    ...(details && Object.keys(details).length > 0 ? { details } : {}),
  };
}

/** `200 { data }`. */
export function ok<T>(data: T, status = 200): Response {
  return HttpResponse.json({ data }, { status });
}

/** The catalogue's answer for `code`: its HTTP status and ErrorBody with the exact th/en texts. */
export function fail(code: ErrorCodeName, details?: Details): Response {
  return HttpResponse.json(errorBody(code, details), { status: catalogueEntry(code).status });
}

/** Throws the ApiError for `code` (for use in expressions). */
export function raise(code: ErrorCodeName, details?: Details): never {
  throw new ApiError(code, details);
}

/**
 * A deliberate server-side failure (documented trigger of 500 GENERIC_ERROR, e.g. the broken
 * privilege PRV999999). The route wrapper answers GENERIC_ERROR without logging a stack trace.
 */
export class SimulatedFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SimulatedFailure';
  }
}
