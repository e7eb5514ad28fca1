/**
 * mocks/catalogue.ts must equal the contract's x-error-catalogue (codes, statuses, th/en texts), and
 * so must the app's own text for a catalogue code (`error.<CODE>` in lang/, e.g. the network failure's SYSTEM_DISCONNECT).
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import en from '../../lang/en.json';
import th from '../../lang/th.json';
import { CATALOGUE } from '../../mocks/catalogue';

const contract = parse(readFileSync(new URL('../../openapi/loyalty.yaml', import.meta.url), 'utf8')) as {
  'x-error-catalogue': Array<{ code: string; status: number; th: string; en: string }>;
  components: { schemas: { ErrorCode: { enum: string[] } } };
};

it('equals the x-error-catalogue of openapi/loyalty.yaml', () => {
  expect(CATALOGUE.map((e) => ({ ...e }))).toEqual(contract['x-error-catalogue']);
});

it('covers exactly the ErrorCode enum', () => {
  expect(CATALOGUE.map((e) => e.code).sort()).toEqual([...contract.components.schemas.ErrorCode.enum].sort());
});

it('gives the app\'s own texts for catalogue codes (lang error.<CODE>) in the catalogue\'s words', () => {
  const own = contract['x-error-catalogue'].filter((entry) => `error.${entry.code}` in th);
  expect(own.map((entry) => entry.code)).toContain('SYSTEM_DISCONNECT');
  for (const entry of own) {
    const key = `error.${entry.code}` as keyof typeof th & keyof typeof en;
    expect({ code: entry.code, th: th[key], en: en[key] }).toEqual({ code: entry.code, th: entry.th, en: entry.en });
  }
});
