/**
 * Identifier and phone-number validators (docs/spec.md §5 "Validation rules").
 * All take the raw string as typed: callers strip display formatting first.
 */

/**
 * True for a 13-digit Thai national ID with a valid check digit:
 * sum of digit[i] × (13 − i) for i = 0..11, check = (11 − sum mod 11) mod 10 = digit[12].
 */
export function isValidThaiNationalId(id: string): boolean {
  if (typeof id !== 'string' || !/^\d{13}$/.test(id)) return false;
  const digits = Array.from(id, Number);
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += (digits[i] ?? 0) * (13 - i);
  return (11 - (sum % 11)) % 10 === digits[12];
}

/** True for a passport or other ID: 5 to 13 ASCII letters and digits only (docs/spec.md §5). */
export function isValidPassportOrOtherId(value: string): boolean {
  return typeof value === 'string' && /^[A-Za-z0-9]{5,13}$/.test(value);
}

/** True for a Thai mobile number: 10 digits starting 06, 08 or 09. */
export function isValidThaiMobile(value: string): boolean {
  return typeof value === 'string' && /^0[689][0-9]{8}$/.test(value);
}
