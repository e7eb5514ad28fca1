/**
 * Form rules of the profile screens (privilege profile and e-service profile), one module for both.
 * Messages are lang keys.
 */
import * as v from 'valibot';
import { isName } from '@/shared/lib/person-rules';
import { birthDateProblem, todayOf, type BirthDateParts, type BirthDateProblem } from './birth-date';

/** The same rule as the server's (mocks/handlers/support/validate.ts EMAIL). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const name = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('validation.required'),
  v.maxLength(100, 'validation.tooLong'),
  v.check(isName, 'profileEdit.validation.lettersOnly'),
);

/** Optional: empty means "no e-mail" (see each screen for what the server does with it). */
const email = v.pipe(v.string(), v.trim(), v.maxLength(254, 'validation.tooLong'), v.check((value) => value === '' || EMAIL.test(value), 'validation.email'));

/** Name and e-mail: the fields both profile screens edit. */
const nameEmailEntries = { first_name: name, last_name: name, email };

export const eserviceSchema = v.object(nameEmailEntries);
export type EserviceFormInput = v.InferInput<typeof eserviceSchema>;
export type EserviceFormOutput = v.InferOutput<typeof eserviceSchema>;

const BIRTH_DATE_MESSAGES: Record<BirthDateProblem, string> = {
  incomplete: 'profileEdit.validation.birthDateIncomplete',
  invalid: 'profileEdit.validation.birthDateInvalid',
  future: 'profileEdit.validation.birthDateFuture',
  tooOld: 'profileEdit.validation.birthDateInvalid',
};

const birthDate = v.check<BirthDateParts, (issue: v.CheckIssue<BirthDateParts>) => string>(
  (parts) => birthDateProblem(parts, todayOf()) === null,
  (issue) => BIRTH_DATE_MESSAGES[birthDateProblem(issue.input, todayOf()) ?? 'invalid'],
);

export const profileSchema = v.object({
  ...nameEmailEntries,
  birth_date: v.pipe(v.object({ day: v.string(), month: v.string(), year: v.string() }), birthDate),
});
export type ProfileFormInput = v.InferInput<typeof profileSchema>;
export type ProfileFormOutput = v.InferOutput<typeof profileSchema>;
