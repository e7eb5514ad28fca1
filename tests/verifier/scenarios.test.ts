/**
 * The default scenario file: it covers every operation with a happy path, every row of the mock's error
 * table (mocks/scenarios.json), is well-formed and current; plus the building blocks (interpolation,
 * JSON paths, the answer checks).
 */
import { existsSync, readFileSync } from 'node:fs';
import { checkExchange } from '../../openapi/verifier/checks';
import { loadContract, type Contract } from '../../openapi/verifier/contract';
import { MOCK_SCENARIOS_FILE, covers, deriveDefaultFile, formatJson, readMockRows } from '../../openapi/verifier/derive-scenarios';
import type { HttpExchange } from '../../openapi/verifier/http';
import { validateScenarios } from '../../openapi/verifier/runner';
import {
  DEFAULT_SCENARIOS_FILE,
  interpolate,
  loadScenarioFile,
  parseScenarioFile,
  readJsonPath,
  type ScenarioFile,
} from '../../openapi/verifier/scenarios';

let contract: Contract;
let file: ScenarioFile;

beforeAll(async () => {
  contract = await loadContract();
  file = loadScenarioFile();
});

describe('scenarios.default.json', () => {
  it('is a valid scenario file whose operations and identities exist', () => {
    expect(() => validateScenarios(contract, file)).not.toThrow();
    expect(file.$comment).toBeTruthy();
  });

  it('has a happy-path (2xx) scenario for every operation of the contract', () => {
    const happy = new Set(file.scenarios.filter((s) => s.expect.status < 300).map((s) => s.operationId));
    const missing = contract.operations.map((o) => o.operationId).filter((id) => !happy.has(id));
    expect(missing).toEqual([]);
    expect(contract.operations).toHaveLength(56);
  });

  it('expects only statuses the contract documents, and catalogue codes with their catalogue status', () => {
    for (const s of file.scenarios) {
      const op = contract.operation(s.operationId);
      expect(Object.keys(op.responses), `${s.operationId} ${s.name}`).toContain(String(s.expect.status));
      if (s.expect.code) {
        const entry = contract.catalogue.find((c) => c.code === s.expect.code);
        expect(entry?.status, `${s.operationId} ${s.name}`).toBe(s.expect.status);
      }
    }
  });

  it('sends happy-path bodies that fit the request schema (where no captured value is needed)', () => {
    for (const s of file.scenarios.filter((x) => x.expect.status < 300 && x.body !== undefined)) {
      let body: unknown;
      try {
        body = interpolate(s.body, interpolate(file.vars, {}));
      } catch {
        continue; // needs a value captured by a setup step
      }
      if (contract.operation(s.operationId).requestContentType !== 'application/json') continue;
      expect(contract.checkRequest(s.operationId, body), `${s.operationId} ${s.name}`).toEqual({ ok: true });
    }
  });

  it('has unique scenario names per operation', () => {
    const keys = file.scenarios.map((s) => `${s.operationId} ${s.name}`);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  const haveMockRows = existsSync(MOCK_SCENARIOS_FILE);

  it.runIf(haveMockRows)('contains a scenario for every row of mocks/scenarios.json', () => {
    const rows = readMockRows();
    expect(rows.length).toBeGreaterThan(0);
    const uncovered = rows.filter((row) => !file.scenarios.some((s) => covers(s, row)));
    expect(uncovered.map((r) => `${r.operationId} ${r.status} ${r.code}`)).toEqual([]);
  });

  it.runIf(haveMockRows)('is what derive-scenarios.ts makes of mocks/scenarios.json (run it after the mock changes)', async () => {
    const { text } = await deriveDefaultFile();
    const current = readFileSync(DEFAULT_SCENARIOS_FILE, 'utf8');
    expect(current === text, 'scenarios.default.json is out of date: run npx tsx openapi/verifier/derive-scenarios.ts').toBe(true);
  });
});

describe('scenario building blocks', () => {
  it('interpolates variables, keeping the type of a whole-string variable', () => {
    const vars = { id: 1024, name: 'x' };
    expect(interpolate({ a: '{{id}}', b: 'n={{name}}/{{id}}', c: ['{{ name }}'] }, vars)).toEqual({
      a: 1024,
      b: 'n=x/1024',
      c: ['x'],
    });
    expect(interpolate('{{$uuid}}', {})).toMatch(/^[0-9a-f-]{36}$/);
    expect(() => interpolate('{{missing}}', {})).toThrow(/\{\{missing\}\} is not defined/);
  });

  it('reads JSON paths', () => {
    const body = { data: { items: [{ id: 'a' }, { id: 'b' }], 'odd key': 1 } };
    expect(readJsonPath(body, '$.data.items[1].id')).toBe('b');
    expect(readJsonPath(body, "$.data['odd key']")).toBe(1);
    expect(readJsonPath(body, '$.data.nothing.deeper')).toBeUndefined();
    expect(() => readJsonPath(body, 'data.items')).toThrow();
  });

  it('rejects malformed scenario files with a readable message', () => {
    expect(() => parseScenarioFile({ scenarios: [{ name: 'x', operationId: 'getPoint', identity: 'member' }] })).toThrow(
      /"expect.status" is required/,
    );
    expect(() =>
      parseScenarioFile({ scenarios: [{ name: 'x', operationId: 'getPoint', identity: 'nobody', expect: { status: 200 } }] }),
    ).toThrow(/unknown identity "nobody"/);
    expect(() => parseScenarioFile({ identities: { m: { national_id: '1101700230708' } }, scenarios: [] })).toThrow(
      /identity "m" needs/,
    );
    expect(
      parseScenarioFile([{ name: 'x', operationId: 'getPoint', identity: { passport: 'AA1234567', otp: '123456' }, expect: { status: 200 } }])
        .scenarios,
    ).toHaveLength(1);
  });

  it('formats JSON readably and losslessly', () => {
    const value = { a: [1, 2], b: { c: 'x'.repeat(200) } };
    expect(JSON.parse(formatJson(value))).toEqual(value);
    expect(formatJson({ a: 1 })).toBe('{ "a": 1 }');
  });
});

describe('answer checks', () => {
  const exchange = (status: number, body: unknown, contentType = 'application/json', date: string | null = 'Wed, 18 Nov 2026 03:41:00 GMT'): HttpExchange => ({
    method: 'GET',
    url: 'http://x/api/Customer/GetPoint',
    requestHeaders: {},
    status,
    contentType,
    body,
    bodyIsJson: typeof body !== 'string',
    rawBody: typeof body === 'string' ? body : JSON.stringify(body),
    date,
    durationMs: 1,
  });
  const err = (code: string, extra: Record<string, unknown> = {}) => ({ code, message: { th: 'ข้อความ', en: 'Text' }, ...extra });
  const first = (status: number, body: unknown, expect: { status: number; code?: string }, type?: string) =>
    checkExchange(contract, 'getPoint', exchange(status, body, type), expect)[0];

  it('passes a valid answer', () => {
    const ok = { data: { point: 1, tier: 'gold', expiring: [] } };
    expect(checkExchange(contract, 'getPoint', exchange(200, ok), { status: 200 })).toEqual([]);
  });

  it('names each kind of problem', () => {
    expect(first(200, 'hello', { status: 200 }, 'text/plain')?.message).toMatch(/^not JSON: body is not JSON/);
    expect(first(200, { data: { point: 1, tier: 'gold', expiring: [] } }, { status: 200 }, 'text/html')?.message).toMatch(
      /^not JSON: JSON body, Content-Type "text\/html"/,
    );
    expect(first(401, err('UNAUTHORIZED'), { status: 200 })).toEqual({ path: '$', message: 'status expected 200, got 401 (code "UNAUTHORIZED")' });
    expect(first(418, err('GENERIC_ERROR'), { status: 418 })?.message).toMatch(/^status 418 is not documented for this operation/);
    expect(first(401, err('NO_SUCH'), { status: 401 })).toEqual({
      path: '$.code',
      message: 'unknown error code "NO_SUCH" (not in x-error-catalogue)',
    });
    expect(first(500, err('UNAUTHORIZED'), { status: 500 })).toEqual({
      path: '$',
      message: 'wrong status for code: UNAUTHORIZED is answered with 401 in the catalogue, got 500',
    });
    expect(first(401, { code: 'UNAUTHORIZED', message: { th: '', en: 'x' } }, { status: 401 })).toEqual({
      path: '$.message.th',
      message: 'expected a non-empty string',
    });
    expect(first(500, err('GENERIC_ERROR'), { status: 401, code: 'UNAUTHORIZED' })).toEqual({
      path: '$.code',
      message: 'expected "UNAUTHORIZED", got "GENERIC_ERROR" (status 500)',
    });
  });

  it('requires a valid Date header on every answer, success and error alike', () => {
    const ok = { data: { point: 1, tier: 'gold', expiring: [] } };
    const dated = (status: number, body: unknown, date: string | null) => checkExchange(contract, 'getPoint', exchange(status, body, undefined, date), { status });
    expect(dated(200, ok, null)).toEqual([{ path: '$', message: 'header Date is missing (the contract requires it on every answer)' }]);
    expect(dated(401, err('UNAUTHORIZED'), null).map((m) => m.message)).toContain('header Date is missing (the contract requires it on every answer)');
    expect(dated(200, ok, '2026-11-18T03:41:00Z')[0]?.message).toMatch(/^header Date "2026-11-18T03:41:00Z" is not an HTTP date \(IMF-fixdate/);
  });
});
