/**
 * The profile rules the app's forms enforce, enforced by the mock too (the same shared rules,
 * src/shared/lib/person-rules.ts), as field rules of route() so one 400 names every wrong field with
 * the schema's problems: names of Thai or Latin letters, spaces, `.`, `-` and `'` (→ INVALID_NAME),
 * and a birth date that is not after today nor more than 100 years back by the mock clock in
 * Bangkok (→ INVALID_BIRTH_DATE; an impossible calendar date such as `2026-02-31` already fails the
 * contract's `format: date`, whose `x-error-code` names the same code).
 */
import { birthDateRuleProblem, isName } from '../../../src/shared/lib/person-rules';
import { clock } from '../../db';
import { dateBangkok } from '../../db/clock';
import type { Body, Problems } from './validate';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const day = (iso: string) => {
  const [year, month, date] = iso.split('-').map(Number);
  return { year: year!, month: month!, day: date! };
};

function nameRule(body: Body, field: 'first_name' | 'last_name', problems: Problems): void {
  const value = body[field];
  if (typeof value === 'string' && value !== '' && !isName(value)) problems.add(field, 'INVALID_NAME');
}

function birthDateRule(body: Body, problems: Problems): void {
  const value = body['birth_date'];
  if (typeof value !== 'string' || !DATE.test(value)) return;
  if (birthDateRuleProblem(day(value), day(dateBangkok(clock.now()))) !== null) problems.add('birth_date', 'INVALID_BIRTH_DATE');
}

/** Field rules of the privilege profile (names and birth date). */
export function profileFields(body: Body, problems: Problems): void {
  nameRule(body, 'first_name', problems);
  nameRule(body, 'last_name', problems);
  birthDateRule(body, problems);
}

/** Field rules of the e-service profile (names). */
export function eserviceProfileFields(body: Body, problems: Problems): void {
  nameRule(body, 'first_name', problems);
  nameRule(body, 'last_name', problems);
}
