/**
 * Thai digits (docs/spec.md §5.2): every field a member types a number into goes through the shared number input
 * (`useNormalisedInput` / `NumberField`, or the shared `OtpInput`), which turns Thai and full-width
 * digits into ASCII and picks the keyboard. A field that picks a number keyboard itself, is a
 * browser number input, or a Mantine NumberInput / PinInput, would skip that: no such field outside
 * the shared inputs. (Each field's own behaviour: the `*.thai-digits.test.tsx` files beside the forms,
 * and src/features/account/screens/AddressEditScreen.thai-digits.test.tsx for the account area.)
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = 'src';
/** The shared inputs themselves. */
const SHARED = ['src/shared/ui/light/form/', 'src/shared/ui/light/otp/', 'src/shared/lib/normalise-input.ts'];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return path === join(ROOT, 'generated') ? [] : files(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Source text without comments, so documentation may still name what it refuses. */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
}

/** A number field built by hand: its own number keyboard, a browser number input, a Mantine number / PIN input. */
const OWN_NUMBER_FIELD = /inputMode\s*[=:]\s*\{?\s*['"](numeric|decimal|tel)['"]|type\s*[=:]\s*\{?\s*['"]number['"]|<(NumberInput|PinInput)\b/;
/** A phone field (`type="tel"`) must take its change handler from the shared input. */
const PHONE_FIELD = /type\s*[=:]\s*\{?\s*['"]tel['"]/;

const product = () =>
  files(ROOT)
    .map((path) => relative('.', path).split('\\').join('/'))
    .filter((path) => !SHARED.some((shared) => path.startsWith(shared)))
    .map((path) => ({ path, text: code(readFileSync(path, 'utf8')) }));

describe('number fields use the shared number input', () => {
  it('no product file builds its own number field', () => {
    expect(product().filter(({ text }) => OWN_NUMBER_FIELD.test(text)).map(({ path }) => path)).toEqual([]);
  });

  it('every phone field takes the shared input’s handler', () => {
    const phones = product().filter(({ text }) => PHONE_FIELD.test(text));
    expect(phones.length).toBeGreaterThan(0);
    expect(phones.filter(({ text }) => !/\buseNormalisedInput\(\s*'phone'/.test(text)).map(({ path }) => path)).toEqual([]);
  });

  it('the checks would catch one', () => {
    for (const field of ['<TextInput inputMode="numeric" />', "{ inputMode: 'tel' }", '<input type="number" />', '<NumberInput label="x" />', '<PinInput length={6} />']) {
      expect(OWN_NUMBER_FIELD.test(code(field)), field).toBe(true);
    }
    expect(OWN_NUMBER_FIELD.test(code('<TextInput inputMode="email" />'))).toBe(false);
    expect(OWN_NUMBER_FIELD.test(code('// inputMode="numeric" comes from the hook'))).toBe(false);
    expect(PHONE_FIELD.test(code('<TextInput type="tel" />'))).toBe(true);
  });
});
