/**
 * Login ID validation (docs/spec.md §5): required; letters and digits only; 5 to 13 characters;
 * 13 digits must be a valid Thai national ID (checksum). Messages are lang keys.
 */
import * as v from 'valibot';
import { normaliseInput } from '@/shared/lib/normalise-input';
import { isValidThaiNationalId } from '@/shared/lib/thai-id';
import type { IdType } from '@/generated/model';

const LOGIN_ERRORS = {
  required: 'validation.required',
  alphanumeric: 'validation.alphanumeric',
  length: 'validation.length5to13',
  invalid: 'validation.invalidInformation',
} as const;

/** Thai or full-width digits become ASCII; spaces and dashes people type inside a national ID are ignored. */
export function normaliseId(value: string): string {
  return normaliseInput(value, 'id');
}

/** The login ID field (the sign-in form validates it with `useLightField`). */
export const loginIdSchema = v.pipe(
  v.string(),
  v.transform(normaliseId),
  v.nonEmpty(LOGIN_ERRORS.required),
  v.regex(/^[A-Za-z0-9]+$/, LOGIN_ERRORS.alphanumeric),
  v.minLength(5, LOGIN_ERRORS.length),
  v.maxLength(13, LOGIN_ERRORS.length),
  v.check((value) => !/^\d{13}$/.test(value) || isValidThaiNationalId(value), LOGIN_ERRORS.invalid),
);

/** 13 digits is a national ID; anything else valid is a passport or other ID. */
export function idTypeOf(idNumber: string): IdType {
  return /^\d{13}$/.test(idNumber) ? 'national_id' : 'passport';
}
