/**
 * One way to read what members type into number-like fields. Thai keyboards give ๐-๙ and some
 * keyboards give full-width characters (０-９, Ａ-Ｚ); both become ASCII before validation and
 * submission. Separators people type inside a number (spaces, dashes, thousands commas) are dropped
 * where the field allows it; anything else is left for validation to refuse with a message.
 */

/** What a field holds, which decides what is normalised and dropped. */
export type InputKind =
  /** OTP, postal code, quantity: digits; spaces and dashes dropped. */
  | 'digits'
  /** Mobile number: digits; spaces and dashes dropped. */
  | 'phone'
  /** National ID or passport: letters and digits; spaces and dashes dropped. */
  | 'id'
  /** Points and amounts: digits; spaces and thousands commas dropped. */
  | 'amount';

const THAI_ZERO = 0x0e50;
const FULLWIDTH_FIRST = 0xff01;
const FULLWIDTH_LAST = 0xff5e;
const FULLWIDTH_OFFSET = 0xfee0;

/** ๐-๙ and full-width ASCII (digits, letters, punctuation) become plain ASCII; the rest is kept. */
export function toAscii(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.codePointAt(0) as number;
    if (code >= THAI_ZERO && code <= THAI_ZERO + 9) out += String(code - THAI_ZERO);
    else if (code >= FULLWIDTH_FIRST && code <= FULLWIDTH_LAST) out += String.fromCodePoint(code - FULLWIDTH_OFFSET);
    else if (code === 0x3000) out += ' ';
    else out += char;
  }
  return out;
}

const SEPARATORS: Record<InputKind, RegExp> = {
  digits: /[\s-]/g,
  phone: /[\s-]/g,
  id: /[\s-]/g,
  amount: /[\s,]/g,
};

/** The value as the field's rules and the server expect it. */
export function normaliseInput(value: string, kind: InputKind): string {
  return toAscii(value).replace(SEPARATORS[kind], '');
}

/** `inputMode` that brings up the right on-screen keyboard for a kind. */
export function inputModeOf(kind: InputKind): 'numeric' | 'tel' | 'text' {
  if (kind === 'phone') return 'tel';
  return kind === 'id' ? 'text' : 'numeric';
}
