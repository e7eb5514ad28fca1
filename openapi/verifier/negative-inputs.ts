/**
 * Negative and boundary inputs generated from the contract's schemas: each takes an operation's first
 * happy-path request and breaks ONE field of it (a query, header or JSON body field): missing when
 * required, a wrong type, below / above a length or a value bound, a broken pattern (Thai and
 * full-width digits where ASCII digits are required), an unknown enum value, a broken format. The
 * contract's "Request validation" says what each must be answered: 400, `code` VALIDATION_REQUIRED
 * for a missing field, else the field's `x-error-code` for the broken keyword (else INVALID_FORMAT),
 * and `details.<field>` naming the same code.
 */
import { checkExchange, judgedExchange } from './checks';
import type { ContractOperation, Mismatch } from './contract';
import { TransportError, send, type HttpExchange } from './http';
import { pool } from './lanes';
import type { HappyRequest, ProbeContext } from './probes';
import { readJsonPath } from './scenarios';
import type { VerifierLine } from './verifier-types';

type Schema = Record<string, unknown>;
type Section = 'query' | 'header' | 'body';

/** Operations whose accepted call moves points: they only ever get inputs a correct server refuses, in a round of their own. */
const POINT_MOVING = new Set(['redeem', 'blueplusTransferPoint', 'maxmeTransferPoint', 'pointXTopUp']);

const MISSING = Symbol('missing');

interface NegativeCase {
  operationId: string;
  section: Section;
  field: string;
  /** What is wrong, for the line: `above maxLength 10`. */
  what: string;
  value: unknown;
  /** The schema keyword the value breaks (`required` for a missing field). */
  keyword: string;
  /** The code the contract says answers it. */
  code: string;
}

/** The contract's rule: `x-error-code` is one code (every keyword but `required`) or a keyword → code map with `default`. */
export function fieldCode(codes: unknown, keyword: string): string {
  const named =
    typeof codes === 'string'
      ? keyword === 'required' ? undefined : codes
      : ((codes as Record<string, string> | undefined)?.[keyword] ?? (keyword === 'required' ? undefined : (codes as Record<string, string> | undefined)?.default));
  return named ?? (keyword === 'required' ? 'VALIDATION_REQUIRED' : 'INVALID_FORMAT');
}

const THAI_DIGITS = '๐๑๒๓๔๕๖๗๘๙';
const FULL_WIDTH_DIGITS = '０１２３４５６７８９';
const digitsAs = (text: string, set: string) => text.replace(/[0-9]/g, (d) => set[Number(d)] as string);

/** `text` made `length` characters long: cut, or padded with its own last character. */
function fit(text: string, length: number): string {
  if (text.length >= length) return text.slice(0, length);
  return text + (text.at(-1) ?? 'a').repeat(length - text.length);
}

function show(value: unknown): string {
  if (value === MISSING) return '(missing)';
  const text = JSON.stringify(value);
  return text.length > 40 ? `${text.slice(0, 37)}…" (${String(value).length} chars)` : text;
}

/** The broken variants of one field, each breaking exactly one keyword of its schema. */
function fieldCases(section: Section, field: string, schema: Schema, required: boolean, base: unknown): Array<Omit<NegativeCase, 'operationId' | 'code'>> {
  const out: Array<Omit<NegativeCase, 'operationId' | 'code'>> = [];
  const add = (what: string, value: unknown, keyword: string) => out.push({ section, field, what, value, keyword });
  const text = section !== 'body';
  if (required) add('missing required field', MISSING, 'required');
  const num = (n: number) => (text ? String(n) : n);
  switch (schema.type) {
    case 'integer':
    case 'number': {
      add('wrong type (letters)', 'abc', 'type');
      add('Thai digits instead of ASCII', '๑๒', 'type');
      add('full-width digits instead of ASCII', '１２', 'type');
      if (schema.type === 'integer') add('wrong type (a fraction)', num(1.5), 'type');
      if (typeof schema.minimum === 'number') add(`below minimum ${schema.minimum}`, num(schema.minimum - 1), 'minimum');
      if (typeof schema.maximum === 'number') add(`above maximum ${schema.maximum}`, num(schema.maximum + 1), 'maximum');
      break;
    }
    case 'boolean':
      add('wrong type (text)', 'yes', 'type');
      break;
    case 'string': {
      const valid = typeof base === 'string' ? base : typeof schema.example === 'string' ? schema.example : undefined;
      if (!text) add('wrong type (a number)', 12345, 'type');
      if (Array.isArray(schema.enum)) {
        add('unknown enum value', 'not_in_the_enum', 'enum');
        break;
      }
      if (valid === undefined || schema.format === 'binary') break;
      if (typeof schema.minLength === 'number' && schema.minLength > 1) add(`below minLength ${schema.minLength}`, fit(valid, schema.minLength - 1), 'minLength');
      if (typeof schema.maxLength === 'number') add(`above maxLength ${schema.maxLength}`, fit(valid, schema.maxLength + 1), 'maxLength');
      if (typeof schema.pattern === 'string') {
        const pattern = new RegExp(schema.pattern, 'u');
        const variants: Array<[string, string]> = [
          ['Thai digits instead of ASCII', digitsAs(valid, THAI_DIGITS)],
          ['full-width digits instead of ASCII', digitsAs(valid, FULL_WIDTH_DIGITS)],
          ['pattern broken (a symbol)', `${valid.slice(0, -1)}#`],
        ];
        for (const [what, value] of variants) if (value !== valid && !pattern.test(value)) add(what, value, 'pattern');
      }
      if (schema.format === 'email') add('not an email', 'not-an-email', 'format');
      if (schema.format === 'date') add('not a date', '2026-13-45', 'format');
      break;
    }
    default:
      break;
  }
  return out;
}

/** Every negative case of an operation, from its recorded happy-path request (multipart bodies are not generated). */
export function negativeCases(op: ContractOperation, recorded: Pick<HappyRequest, 'query' | 'body'>): NegativeCase[] {
  const cases: NegativeCase[] = [];
  const push = (list: ReturnType<typeof fieldCases>, schema: Schema) =>
    list.forEach((c) => cases.push({ ...c, operationId: op.operationId, code: fieldCode(schema['x-error-code'], c.keyword) }));
  for (const p of op.parameters) {
    if ((p.in !== 'query' && p.in !== 'header') || !p.schema) continue;
    const base = p.in === 'query' ? recorded.query?.[p.name] : undefined;
    push(fieldCases(p.in as Section, p.name, p.schema, p.required, base ?? (p.in === 'header' ? 'a0b1c2d3-e4f5-4a6b-8c7d-9e0f1a2b3c4d' : undefined)), p.schema);
  }
  const schema = op.requestSchema;
  if (op.requestContentType === 'application/json' && schema?.properties) {
    const body = (recorded.body ?? {}) as Record<string, unknown>;
    const required = new Set((schema.required as string[] | undefined) ?? []);
    for (const [name, prop] of Object.entries(schema.properties as Record<string, Schema>)) {
      push(fieldCases('body', name, prop, required.has(name), body[name]), prop);
    }
  }
  return cases;
}

/** The request of a case: the happy-path request with the one field changed (or left out). */
function requestOf(recorded: HappyRequest, c: NegativeCase) {
  const query = { ...(recorded.query ?? {}) };
  const body = recorded.body && typeof recorded.body === 'object' ? { ...(recorded.body as Record<string, unknown>) } : recorded.body;
  // A fresh Idempotency-Key for each case (http.ts adds one) unless the case is about that header.
  const headers: Record<string, string | null> = Object.fromEntries(
    Object.entries(recorded.headers ?? {}).filter(([name]) => name.toLowerCase() !== 'idempotency-key'),
  );
  const target: Record<string, unknown> = c.section === 'query' ? query : c.section === 'body' ? ((body ?? {}) as Record<string, unknown>) : headers;
  if (c.value === MISSING) {
    if (c.section === 'header') headers[c.field] = null;
    else delete target[c.field];
  } else target[c.field] = c.section === 'header' ? String(c.value) : c.value;
  return { query, body: c.section === 'body' && body === undefined ? target : body, headers };
}

function negativeName(c: NegativeCase): string {
  return `negative: ${c.section}.${c.field} ${c.what}`;
}

/** What is wrong with the answer to a case (empty when it is the contract's 400 with the field's code in `details`). */
function judgeNegative(ctx: Pick<ProbeContext, 'contract' | 'checkOptions'>, c: NegativeCase, exchange: HttpExchange): Mismatch[] {
  const mismatches = checkExchange(ctx.contract, c.operationId, exchange, { status: 400, code: c.code }, ctx.checkOptions);
  if (exchange.status < 300) {
    const moved = POINT_MOVING.has(c.operationId) ? ' (points may have moved: check the identity\'s balance)' : '';
    mismatches.unshift({ path: '$', message: `invalid input accepted: expected 400 ${c.code}, got ${exchange.status}${moved}` });
  } else if (exchange.status >= 500) {
    mismatches.unshift({ path: '$', message: `server error on invalid input: expected 400 ${c.code}, got ${exchange.status}` });
  } else if (exchange.status === 400) {
    const detail = readJsonPath(exchange.body, `$.details.${c.field}`);
    if (detail !== c.code) mismatches.push({ path: `$.details.${c.field}`, message: `expected ${JSON.stringify(c.code)}, got ${JSON.stringify(detail)}` });
  }
  return mismatches;
}

async function runCase(ctx: ProbeContext, recorded: HappyRequest, c: NegativeCase, slot: number): Promise<void> {
  const t0 = Date.now();
  const line: VerifierLine = { operationId: c.operationId, name: negativeName(c), kind: 'negative', input: `${c.section}.${c.field} = ${show(c.value)}`, ok: false, mismatches: [], durationMs: 0 };
  try {
    const token = await ctx.sessions.token(recorded.identity);
    const exchange = await send({ op: recorded.op, token, ...requestOf(recorded, c) }, ctx.sendOptions);
    // A server that wrongly created an address for a broken input: delete it again.
    const created = exchange.status < 300 && c.operationId === 'createAddress' ? readJsonPath(exchange.body, '$.data.customeraddress_id') : undefined;
    if (created !== undefined) await send({ op: ctx.contract.operation('deleteAddress'), token, body: { customeraddress_id: created } }, ctx.sendOptions).catch(() => undefined);
    const mismatches = judgeNegative(ctx, c, exchange);
    Object.assign(line, judgedExchange(exchange, mismatches, { curl: true }));
  } catch (error) {
    const message = error instanceof TransportError ? `unreachable: ${error.message} (${error.url})` : (error as Error).message;
    Object.assign(line, { ok: false, message, mismatches: [{ path: '$', message }] });
  }
  line.durationMs = Date.now() - t0;
  ctx.sink.put(slot, line);
}

/**
 * Plans (slots in contract order) and runs every negative case: reads and ordinary writes in parallel
 * per operation, then the point-moving operations (redeem, transfers) one case at a time, last.
 * An operation whose happy path did not get its request out has no cases (its own line says why).
 */
export async function runNegativeInputs(ctx: ProbeContext, concurrency: number): Promise<void> {
  const planned: Array<{ recorded: HappyRequest; c: NegativeCase; slot: number }> = [];
  for (const op of ctx.contract.operations) {
    const recorded = ctx.happy.get(op.operationId);
    if (!ctx.inScope(op.operationId) || !recorded || recorded.failure !== undefined) continue;
    for (const c of negativeCases(op, recorded)) planned.push({ recorded, c, slot: ctx.sink.reserve() });
  }
  const byOperation = new Map<string, typeof planned>();
  for (const item of planned) byOperation.set(item.c.operationId, [...(byOperation.get(item.c.operationId) ?? []), item]);
  const ordinary = [...byOperation].filter(([id]) => !POINT_MOVING.has(id));
  await pool(ordinary.map(([, items]) => async () => {
    for (const { recorded, c, slot } of items) await runCase(ctx, recorded, c, slot);
  }), concurrency);
  for (const [id, items] of byOperation) {
    if (!POINT_MOVING.has(id)) continue;
    for (const { recorded, c, slot } of items) await runCase(ctx, recorded, c, slot);
  }
}
