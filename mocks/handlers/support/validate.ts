/** Request parsing and field validation that answer the catalogue's codes with `details`. */
import type { ErrorCodeName } from '../../catalogue';
import { ApiError, raise, type Details } from './respond';

export const MOBILE = /^0[0-9]{9}$/;
export const POSTAL_CODE = /^[0-9]{5}$/;
export const CITIZEN_ID = /^[0-9]{13}$/;
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Collects per-field problems; `check()` throws with all of them in `details` and, as the code,
 * VALIDATION_REQUIRED when a field is missing, else the first problem's code.
 */
export class Problems {
  private readonly details: Details = {};
  private first: ErrorCodeName | undefined;

  add(field: string, code: ErrorCodeName): this {
    if (!(field in this.details)) this.details[field] = code;
    this.first ??= code;
    return this;
  }

  get empty(): boolean {
    return this.first === undefined;
  }

  check(): void {
    if (!this.first) return;
    const missing = Object.values(this.details).includes('VALIDATION_REQUIRED');
    throw new ApiError(missing ? 'VALIDATION_REQUIRED' : this.first, this.details);
  }
}

export type Body = Record<string, unknown>;

/** The JSON object body; malformed JSON or a non-object → 400 INVALID_FORMAT. */
export async function readJson(request: Request): Promise<Body> {
  const text = await request.text();
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return raise('INVALID_FORMAT', { body: 'INVALID_FORMAT' });
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) raise('INVALID_FORMAT', { body: 'INVALID_FORMAT' });
  return value as Body;
}

export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** A required string field: missing → VALIDATION_REQUIRED, not a string or too long → INVALID_FORMAT. */
export function requiredString(body: Body, field: string, problems: Problems, maxLength = 255): string {
  const value = body[field];
  if (isBlank(value)) {
    problems.add(field, 'VALIDATION_REQUIRED');
    return '';
  }
  if (typeof value !== 'string' || value.length > maxLength) {
    problems.add(field, 'INVALID_FORMAT');
    return '';
  }
  return value.trim();
}

export function optionalString(body: Body, field: string, problems: Problems, maxLength = 255): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || value.length > maxLength) {
    problems.add(field, 'INVALID_FORMAT');
    return undefined;
  }
  return value.trim();
}

export function requiredBoolean(body: Body, field: string, problems: Problems): boolean {
  const value = body[field];
  if (value === undefined || value === null) {
    problems.add(field, 'VALIDATION_REQUIRED');
    return false;
  }
  if (typeof value !== 'boolean') {
    problems.add(field, 'INVALID_FORMAT');
    return false;
  }
  return value;
}

export function optionalBoolean(body: Body, field: string, problems: Problems): boolean | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') {
    problems.add(field, 'INVALID_FORMAT');
    return undefined;
  }
  return value;
}

/** An integer field; `required` → missing is VALIDATION_REQUIRED; out of range → INVALID_FORMAT. */
export function integer(body: Body, field: string, problems: Problems, opts: { required?: boolean; min?: number; max?: number } = {}): number | undefined {
  const value = body[field];
  if (value === undefined || value === null) {
    if (opts.required) problems.add(field, 'VALIDATION_REQUIRED');
    return undefined;
  }
  if (typeof value !== 'number' || !Number.isInteger(value) || (opts.min !== undefined && value < opts.min) || (opts.max !== undefined && value > opts.max)) {
    problems.add(field, 'INVALID_FORMAT');
    return undefined;
  }
  return value;
}

/** A query parameter that must be present (VALIDATION_REQUIRED) and match `pattern` (INVALID_FORMAT). */
export function queryParam(url: URL, name: string, pattern?: RegExp, badCode: ErrorCodeName = 'INVALID_FORMAT'): string {
  const value = url.searchParams.get(name);
  if (value === null || value.trim() === '') raise('VALIDATION_REQUIRED', { [name]: 'VALIDATION_REQUIRED' });
  if (pattern && !pattern.test(value)) raise(badCode, { [name]: badCode });
  return value;
}

function intParam(url: URL, name: string, fallback: number, min: number, max: number): number {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) raise('INVALID_FORMAT', { [name]: 'INVALID_FORMAT' });
  const value = Number(raw);
  if (value < min || value > max) raise('INVALID_FORMAT', { [name]: 'INVALID_FORMAT' });
  return value;
}

export interface PageRequest {
  page: number;
  page_size: number;
}

/** `page` (≥ 1, default 1) and `page_size` (1-50, default 20); anything else → 400 INVALID_FORMAT. */
export function pageParams(url: URL): PageRequest {
  return { page: intParam(url, 'page', 1, 1, 1_000_000), page_size: intParam(url, 'page_size', 20, 1, 50) };
}

export function paginate<T>(items: T[], { page, page_size }: PageRequest): { items: T[]; page: number; page_size: number; total: number } {
  const start = (page - 1) * page_size;
  return { items: items.slice(start, start + page_size), page, page_size, total: items.length };
}
