/**
 * What handlers still need once route() has checked the request against the contract
 * (check-request.ts): `Problems` for field rules the schema cannot express, and paging.
 */
import type { ErrorCodeName } from '../../catalogue';
import { ApiError, type Details } from './respond';

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

export interface PageRequest {
  page: number;
  page_size: number;
}

/** The checked `page` and `page_size` query parameters, with the contract's defaults (1 and 20). */
export function pageParams(query: { page?: number; page_size?: number }): PageRequest {
  return { page: query.page ?? 1, page_size: query.page_size ?? 20 };
}

export function paginate<T>(items: T[], { page, page_size }: PageRequest): { items: T[]; page: number; page_size: number; total: number } {
  const start = (page - 1) * page_size;
  return { items: items.slice(start, start + page_size), page, page_size, total: items.length };
}
