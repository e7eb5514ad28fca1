/**
 * One test per row of mocks/scenarios.json (the machine-readable twin of mocks/SCENARIOS.md):
 * the documented input answers the documented code and status with the catalogue's exact Thai
 * and English texts, and the answer fits the contract.
 */
import { readFileSync } from 'node:fs';
import { CATALOGUE } from '../../mocks/catalogue';
import { multipartForm } from '../../openapi/verifier/http';
import scenarios from '../../mocks/scenarios.json';
import { call, freshMock, server, type Identity } from './support/harness';

interface Scenario {
  name: string;
  code: string;
  status: number;
  operationId: string;
  method: string;
  path: string;
  identity: Identity;
  query?: Record<string, string | number>;
  body?: unknown;
  headers?: Record<string, string>;
  notes: string;
}

const rows = scenarios as Scenario[];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(freshMock);

describe('mocks/scenarios.json', () => {
  it.each(rows.map((row) => [row.name, row] as const))('%s', async (_name, row) => {
    const body = row.body && JSON.stringify(row.body).includes('"$file"') ? multipartForm(row.body as object) : row.body;
    const res = await call(row.method, row.path, { as: row.identity, query: row.query, body, headers: row.headers });
    const entry = CATALOGUE.find((c) => c.code === row.code)!;
    expect(res.operationId).toBe(row.operationId);
    expect(res.status).toBe(row.status);
    expect(res.body.code).toBe(row.code);
    expect(res.body.message).toEqual({ th: entry.th, en: entry.en });
    expect(entry.status).toBe(row.status);
  });

  it('covers every code of the error catalogue', () => {
    const covered = new Set(rows.map((r) => r.code));
    expect(CATALOGUE.map((c) => c.code).filter((code) => !covered.has(code))).toEqual([]);
  });

  it('has unique names and is listed row by row in mocks/SCENARIOS.md', () => {
    expect(new Set(rows.map((r) => r.name)).size).toBe(rows.length);
    const md = readFileSync(new URL('../../mocks/SCENARIOS.md', import.meta.url), 'utf8');
    expect(rows.filter((r) => !md.includes(r.name)).map((r) => r.name)).toEqual([]);
  });
});
