/**
 * Masking of identifiers for display (docs/spec.md §5 "Masking of identifiers").
 */

/** Removes whitespace and dashes that users or APIs put into IDs and phone numbers. */
function stripSeparators(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The last `count` characters (code points, so surrogate pairs are never split). */
function lastChars(value: string, count: number): string {
  return Array.from(value).slice(-count).join('');
}

/**
 * Masks a national ID, passport or other identifier.
 *
 * - 13 digits (Thai national ID): `x-xxxx-xxxx` + 10th digit + `-` + 11th–12th digits + `-`
 *   + 13th digit, e.g. `1101700230708` → `x-xxxx-xxxx0-70-8`.
 * - 9 characters: `xxxxx` + the last four.
 * - anything else: `xxxx` + the last four (the whole value when shorter than four).
 *
 * Spaces and dashes are removed first, so `1-1017-00230-70-8` masks like `1101700230708`.
 */
export function maskId(value: string): string {
  const id = stripSeparators(value);
  if (/^\d{13}$/.test(id)) {
    return `x-xxxx-xxxx${id.slice(9, 10)}-${id.slice(10, 12)}-${id.slice(12)}`;
  }
  if (Array.from(id).length === 9) return `xxxxx${lastChars(id, 4)}`;
  return `xxxx${lastChars(id, 4)}`;
}

/**
 * Masks a Thai mobile number: `0812345678` → `08x-xxx-5678`.
 *
 * Spaces and dashes are removed first and an international `+66` / `66` prefix becomes `0`.
 * A value that is then not 10 digits is masked as `xxxx` + its last four characters.
 */
export function maskMobile(value: string): string {
  const compact = stripSeparators(value);
  const national = /^\+?66\d{9}$/.test(compact) ? `0${compact.replace(/^\+?66/, '')}` : compact;
  if (!/^\d{10}$/.test(national)) return `xxxx${lastChars(national, 4)}`;
  return `${national.slice(0, 2)}x-xxx-${national.slice(6)}`;
}
