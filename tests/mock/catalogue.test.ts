/** mocks/catalogue.ts must equal the contract's x-error-catalogue (codes, statuses, th/en texts). */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
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
