/**
 * The profile rules the app's forms enforce, enforced by the mock too (the same shared rules,
 * src/shared/lib/person-rules.ts): names of Thai or Latin letters, spaces, `.`, `-` and `'`
 * (→ INVALID_NAME), and a real birth date that is not after today nor more than 100 years back
 * by the mock clock in Bangkok (→ INVALID_BIRTH_DATE). Problems go to `details` by field.
 */
import { birthDateRuleProblem, isName } from '../../../src/shared/lib/person-rules';
import { dateBangkok } from '../../db/clock';
import { DATE, optionalString, requiredString, type Body, type Problems } from './validate';

const NAME_MAX = 100;

/** A required name field: missing → VALIDATION_REQUIRED, digits or signs → INVALID_NAME. */
export function nameField(body: Body, field: 'first_name' | 'last_name', problems: Problems): string {
  const value = requiredString(body, field, problems, NAME_MAX);
  if (value && !isName(value)) problems.add(field, 'INVALID_NAME');
  return value;
}

const day = (iso: string) => {
  const [year, month, date] = iso.split('-').map(Number);
  return { year: year!, month: month!, day: date! };
};

/** The optional `birth_date` (`YYYY-MM-DD`): not that shape → INVALID_FORMAT; not a usable birth date → INVALID_BIRTH_DATE. */
export function birthDateField(body: Body, problems: Problems, now: number): string | undefined {
  const value = optionalString(body, 'birth_date', problems, 10);
  if (value === undefined) return undefined;
  if (!DATE.test(value)) {
    problems.add('birth_date', 'INVALID_FORMAT');
    return undefined;
  }
  if (birthDateRuleProblem(day(value), day(dateBangkok(now))) !== null) problems.add('birth_date', 'INVALID_BIRTH_DATE');
  return value;
}
