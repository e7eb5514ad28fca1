/**
 * Property-based fuzzing with fast-check: after the scenarios, probes and negative inputs, each read
 * that takes input and each throwaway write (an address created and deleted again; on the mock, a
 * login OTP request) gets inputs generated from its schema: the happy path's own values, values the schema
 * allows, and hostile ones (any text, numbers, null, Thai / full-width digits, very long text), with
 * any field left out. Never redeem or a transfer. The oracle: no 5xx, a documented status, a body
 * that fits its schema, a catalogue code (checkConformance). A failure is shrunk by fast-check to a
 * minimal input, which the line shows with a `curl` command that sends it again.
 */
import fc from 'fast-check';
import { checkConformance, formatMismatch } from './checks';
import type { ContractOperation, Mismatch } from './contract';
import { curlLine } from './curl';
import { errorCode } from './exchange-text';
import { TransportError, send, type HttpExchange } from './http';
import { pool } from './lanes';
import type { HappyRequest, ProbeContext } from './probes';
import { readJsonPath } from './scenarios';
import type { VerifierLine } from './verifier-types';

type Schema = Record<string, unknown>;

export const DEFAULT_FUZZ_CASES = 200;

/**
 * Writes whose effect is thrown away (or undone): the only ones the fuzzer sends. The login OTP request
 * only to the mock: on another server it could text a real phone, or use up the test account's OTP quota.
 */
const THROWAWAY_WRITES = new Set(['createAddress']);
const MOCK_ONLY_WRITES = new Set(['requestLoginOtp']);

interface Field {
  name: string;
  section: 'query' | 'body';
  schema: Schema;
  base: unknown;
}

const HOSTILE: fc.Arbitrary<unknown> = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.boolean(),
  fc.constant(null),
  fc.constant(''),
  fc.constantFrom('๑๒๓๔๕', '１２３４５', ' 1 ', '\u0000', "' OR 1=1 --", '<script>alert(1)</script>', '../../etc/passwd', '%00', 'ñ', '🙂'),
  fc.string({ minLength: 200, maxLength: 600 }),
);

/** Values the schema allows (roughly: patterns, bounds, enums). */
function allowed(schema: Schema): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  switch (schema.type) {
    case 'integer':
      return fc.integer({ min: (schema.minimum as number | undefined) ?? -1_000_000, max: (schema.maximum as number | undefined) ?? 1_000_000 });
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'string':
      if (typeof schema.pattern === 'string') return fc.stringMatching(new RegExp(schema.pattern));
      return fc.string({ minLength: (schema.minLength as number | undefined) ?? 0, maxLength: (schema.maxLength as number | undefined) ?? 40 });
    default:
      return HOSTILE;
  }
}

function fieldsOf(op: ContractOperation, recorded: HappyRequest): Field[] {
  const fields: Field[] = [];
  for (const p of op.parameters) {
    if (p.in === 'query' && p.schema) fields.push({ name: p.name, section: 'query', schema: p.schema, base: recorded.query?.[p.name] });
  }
  const props = op.requestContentType === 'application/json' ? (op.requestSchema?.properties as Record<string, Schema> | undefined) : undefined;
  const body = (recorded.body ?? {}) as Record<string, unknown>;
  for (const [name, schema] of Object.entries(props ?? {})) fields.push({ name, section: 'body', schema, base: body[name] });
  return fields;
}

/** An input: field name → value; a field not in it is not sent. */
type Input = Record<string, unknown>;

function inputArbitrary(fields: Field[]): fc.Arbitrary<Input> {
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const f of fields) {
    model[f.name] = fc.oneof(
      { arbitrary: f.base === undefined ? allowed(f.schema) : fc.constant(f.base), weight: 3 },
      { arbitrary: allowed(f.schema), weight: 2 },
      { arbitrary: HOSTILE, weight: 2 },
    );
  }
  return fc.record(model, { requiredKeys: [] }) as fc.Arbitrary<Input>;
}

function split(fields: Field[], input: Input): { query: Record<string, unknown>; body?: Record<string, unknown> } {
  const query: Record<string, unknown> = {};
  const body: Record<string, unknown> = {};
  for (const f of fields) if (f.name in input) (f.section === 'query' ? query : body)[f.name] = input[f.name];
  return { query, body: fields.some((f) => f.section === 'body') ? body : undefined };
}

interface FuzzPlan {
  op: ContractOperation;
  recorded: HappyRequest;
  fields: Field[];
  runs: number;
  slot: number;
}

/** The operations the fuzzer sends to, with the cases split evenly among them. */
function planFuzz(ctx: ProbeContext, cases: number, mock: boolean): FuzzPlan[] {
  const targets = ctx.contract.operations.flatMap((op) => {
    const recorded = ctx.happy.get(op.operationId);
    if (!ctx.inScope(op.operationId) || !recorded || recorded.failure !== undefined) return [];
    if (op.method !== 'get' && !THROWAWAY_WRITES.has(op.operationId) && !(mock && MOCK_ONLY_WRITES.has(op.operationId))) return [];
    const fields = fieldsOf(op, recorded);
    return fields.length ? [{ op, recorded, fields }] : [];
  });
  return targets.map((t, i) => ({
    ...t,
    runs: Math.floor(cases / targets.length) + (i < cases % targets.length ? 1 : 0),
    slot: ctx.sink.reserve(),
  }));
}

async function sendCase(ctx: ProbeContext, plan: FuzzPlan, input: Input): Promise<{ exchange?: HttpExchange; mismatches: Mismatch[] }> {
  const { query, body } = split(plan.fields, input);
  try {
    const token = await ctx.sessions.token(plan.recorded.identity);
    const exchange = await send({ op: plan.op, token, query, body }, ctx.sendOptions);
    const created = plan.op.operationId === 'createAddress' && exchange.status < 300 ? readJsonPath(exchange.body, '$.data.customeraddress_id') : undefined;
    if (created !== undefined) {
      await send({ op: ctx.contract.operation('deleteAddress'), token, body: { customeraddress_id: created } }, ctx.sendOptions).catch(() => undefined);
    }
    return { exchange, mismatches: checkConformance(ctx.contract, plan.op.operationId, exchange, ctx.checkOptions) };
  } catch (error) {
    const message = error instanceof TransportError ? `unreachable: ${error.message} (${error.url})` : (error as Error).message;
    return { mismatches: [{ path: '$', message }] };
  }
}

const describeInput = (input: Input) => JSON.stringify(input);

async function runPlan(ctx: ProbeContext, plan: FuzzPlan, seed: number): Promise<void> {
  const t0 = Date.now();
  const line: VerifierLine = { operationId: plan.op.operationId, name: `fuzz: ${plan.runs} cases (seed ${seed})`, kind: 'fuzz', ok: true, mismatches: [], durationMs: 0 };
  const statuses = new Map<number, number>();
  const property = fc.asyncProperty(inputArbitrary(plan.fields), async (input) => {
    const { exchange, mismatches } = await sendCase(ctx, plan, input);
    if (exchange) statuses.set(exchange.status, (statuses.get(exchange.status) ?? 0) + 1);
    return mismatches.length === 0;
  });
  const details = await fc.check(property, { numRuns: plan.runs, seed, endOnFailure: false });
  if (details.failed && details.counterexample) {
    const [input] = details.counterexample;
    // The shrunk input once more, for the line, the report and the curl command.
    const { exchange, mismatches } = await sendCase(ctx, plan, input);
    const found = mismatches.length ? mismatches : [{ path: '$', message: `failed while fuzzing but not when sent again: ${details.errorInstance ? String(details.errorInstance) : 'flaky answer'}` }];
    Object.assign(line, {
      ok: false,
      mismatches: found,
      input: describeInput(input),
      message: `${formatMismatch(found[0] as Mismatch)} (minimal input ${describeInput(input)}, after ${details.numRuns} case(s) and ${details.numShrinks} shrink(s); seed ${seed})`,
      request: exchange ? { method: exchange.method, url: exchange.url } : undefined,
      response: exchange ? { status: exchange.status, code: errorCode(exchange.body), body: exchange.body } : undefined,
      curl: exchange ? curlLine(exchange) : undefined,
    });
  } else {
    // The statuses seen count for the coverage table; the line keeps the most frequent one.
    const [top] = [...statuses].sort((a, b) => b[1] - a[1]);
    if (top) line.response = { status: top[0] };
  }
  line.durationMs = Date.now() - t0;
  ctx.sink.put(plan.slot, line);
}

/** Runs the fuzz cases (operations in parallel, each operation's cases one after another). */
export async function runFuzz(ctx: ProbeContext, cases: number, seed: number, concurrency: number, mock: boolean): Promise<void> {
  const plans = planFuzz(ctx, cases, mock);
  await pool(plans.map((plan) => () => runPlan(ctx, plan, seed)), concurrency);
}
