/**
 * The mock's one request check (route() → check-request.ts) against the contract: for EVERY operation
 * that takes input (query, header or path parameters, or a body), requests that break one schema
 * keyword of one field, made from the contract itself (a missing required field, a wrong type, an
 * unknown enum value, too long or too short, out of range, a pattern or a format broken), answer 400
 * with the field's code (the contract's "Request validation": VALIDATION_REQUIRED when missing, else
 * the field's `x-error-code`, else INVALID_FORMAT) in `code` and as the only entry of `details`.
 * A new operation or field is covered without touching this file.
 */
import { CATALOGUE } from '../../mocks/catalogue';
import type { ContractOperation } from '../../openapi/verifier/contract';
import { call, freshMock, getContract, server } from './support/harness';

interface Schema {
  type?: string;
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
  example?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  'x-error-code'?: string | Record<string, string>;
}

type Section = 'query' | 'header' | 'body';

interface Field {
  section: Section;
  name: string;
  schema: Schema;
  required: boolean;
}

interface Request {
  query: Record<string, string>;
  headers: Record<string, string>;
  body?: Record<string, unknown> | FormData;
}

interface Case {
  op: ContractOperation;
  what: string;
  field: string;
  code: string;
  request: Request;
}

/** The code the contract names for `keyword` broken on a field with `schema`. */
function contractCode(schema: Schema, keyword: string): string {
  const codes = schema['x-error-code'];
  if (keyword === 'required') return (typeof codes === 'object' ? codes.required : undefined) ?? 'VALIDATION_REQUIRED';
  if (typeof codes === 'string') return codes;
  return codes?.[keyword] ?? codes?.default ?? 'INVALID_FORMAT';
}

const valueOf = (schema: Schema): unknown => schema.example ?? schema.enum?.[0];

/** Values that break exactly one keyword of `schema` (in a query or header, sent as text). */
function violations(schema: Schema, section: Section): Array<{ keyword: string; value: unknown; what: string }> {
  const out: Array<{ keyword: string; value: unknown; what: string }> = [];
  const plain = schema.pattern === undefined && schema.format === undefined;
  if (schema.type === 'string' && section === 'body') out.push({ keyword: 'type', value: 12345, what: 'a number for a string' });
  if (schema.type === 'integer') out.push({ keyword: 'type', value: section === 'body' ? '12' : 'twelve', what: 'not an integer' });
  if (schema.type === 'boolean') out.push({ keyword: 'type', value: 'yes', what: 'not a boolean' });
  if (schema.enum && schema.type === 'string') out.push({ keyword: 'enum', value: 'zz_unknown', what: 'an unknown enum value' });
  if (schema.maxLength !== undefined && plain) out.push({ keyword: 'maxLength', value: 'k'.repeat(schema.maxLength + 1), what: 'too long' });
  if (schema.minLength !== undefined && schema.minLength > 1 && plain) out.push({ keyword: 'minLength', value: 'k'.repeat(schema.minLength - 1), what: 'too short' });
  if (schema.minimum !== undefined) out.push({ keyword: 'minimum', value: schema.minimum - 1, what: 'below the minimum' });
  if (schema.maximum !== undefined) out.push({ keyword: 'maximum', value: schema.maximum + 1, what: 'above the maximum' });
  if (schema.pattern !== undefined && typeof schema.example === 'string') {
    out.push({ keyword: 'pattern', value: `${schema.example.slice(0, -1)}!`, what: 'the pattern broken' });
  }
  if (schema.format === 'email') out.push({ keyword: 'format', value: 'somchai@example', what: 'a malformed e-mail' });
  if (schema.format === 'date') out.push({ keyword: 'format', value: '2026-02-31', what: 'an impossible date' });
  return out;
}

function fieldsOf(op: ContractOperation): Field[] {
  const params = op.parameters
    .filter((p): p is typeof p & { in: Section } => p.in === 'query' || p.in === 'header')
    .map((p) => ({ section: p.in, name: p.name, schema: (p.schema ?? {}) as Schema, required: p.required }));
  const body = (op.requestSchema ?? {}) as Schema;
  const properties = Object.entries(body.properties ?? {}).map(([name, schema]) => ({
    section: 'body' as const,
    name,
    schema,
    required: (body.required ?? []).includes(name),
  }));
  return [...params, ...properties];
}

/** A request that fits the contract: every required field with its example. */
function validRequest(op: ContractOperation, fields: Field[]): Request {
  const request: Request = { query: {}, headers: {} };
  if (op.requestContentType === 'multipart/form-data') request.body = new FormData();
  else if (op.requestSchema) request.body = {};
  for (const f of fields.filter((field) => field.required)) {
    const value = valueOf(f.schema);
    if (f.section === 'body' && !(request.body instanceof FormData)) request.body![f.name] = value;
    else if (f.section === 'query') request.query[f.name] = String(value);
    else if (f.section === 'header') request.headers[f.name] = String(value);
  }
  return request;
}

function withField(base: Request, f: Field, value: unknown): Request {
  const request: Request = { query: { ...base.query }, headers: { ...base.headers } };
  if (base.body instanceof FormData) request.body = new FormData();
  else if (base.body) request.body = { ...base.body };
  const target = f.section === 'body' ? (request.body as Record<string, unknown>) : f.section === 'query' ? request.query : request.headers;
  if (value === undefined) delete target[f.name];
  else target[f.name] = f.section === 'body' ? value : String(value);
  return request;
}

const contract = await getContract();
const withInput = contract.operations.filter((op) => op.parameters.some((p) => p.in !== 'cookie') || op.requestContentType !== undefined);

const cases: Case[] = withInput.flatMap((op) => {
  const fields = fieldsOf(op);
  const base = validRequest(op, fields);
  return fields.flatMap((f) => {
    const missing = f.required ? [{ keyword: 'required', value: undefined, what: 'missing' }] : [];
    // A multipart body carries a file: only its absence is a schema matter (type and size are the handler's).
    const broken = base.body instanceof FormData && f.section === 'body' ? [] : violations(f.schema, f.section);
    return [...missing, ...broken].map(({ keyword, value, what }) => ({
      op,
      what: `${f.section} ${f.name} ${what}`,
      field: f.name,
      code: contractCode(f.schema, keyword),
      request: withField(base, f, value),
    }));
  });
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(freshMock);

describe('every request is checked against the contract', () => {
  it('covers every operation that takes input', () => {
    const covered = new Set(cases.map((c) => c.op.operationId));
    expect(withInput.map((op) => op.operationId).filter((id) => !covered.has(id))).toEqual([]);
    expect(withInput.length).toBeGreaterThanOrEqual(42);
    console.info(`request validation: ${cases.length} schema-violating requests over ${covered.size} operations`);
  });

  it('the valid requests the cases start from fit the contract', () => {
    for (const op of withInput.filter((o) => o.requestContentType === 'application/json')) {
      expect(contract.checkRequest(op.operationId, validRequest(op, fieldsOf(op)).body), op.operationId).toEqual({ ok: true });
    }
  });

  it.each(cases.map((c) => [`${c.op.operationId}: ${c.what} → ${c.code}`, c] as const))('%s', async (_name, c) => {
    const res = await call(c.op.method.toUpperCase(), c.op.path, {
      as: c.op.security === 'public' ? 'anonymous' : 'member',
      query: c.request.query,
      headers: c.request.headers,
      body: c.request.body,
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: c.code, details: { [c.field]: c.code } });
    expect(Object.keys(res.body.details)).toEqual([c.field]);
  });

  it('every x-error-code of the contract is a 400 code of the catalogue', () => {
    const named = cases.map((c) => c.code);
    const codes = new Map(CATALOGUE.map((e) => [e.code, e.status]));
    expect(named.filter((code) => codes.get(code as never) !== 400)).toEqual([]);
  });
});
