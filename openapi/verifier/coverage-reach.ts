/**
 * Calls that reach documented statuses the scenarios, probes and negative inputs did not: a 500 or a
 * 503 through the mock's fault injection (`POST /__mock/faults` kinds `server-error` and `unavailable`,
 * only when the server under test is the mock), a 403 through the account gate (the happy-path call
 * from a guest session, then from each identity some scenario expects a 403 for), a 404 with the happy
 * path's ids made unknown (every digit an 8). Each answer is checked like any other (an injected fault
 * must be the catalogue's GENERIC_ERROR / SYSTEM_DISCONNECT; the others must conform); it counts for
 * the coverage table when it has the status.
 */
import { checkConformance, checkExchange, judgedExchange } from './checks';
import type { ContractOperation, Mismatch } from './contract';
import { TransportError, send, type HttpExchange } from './http';
import type { HappyRequest, ProbeContext } from './probes';
import type { Identity } from './scenarios';
import type { VerifierLine } from './verifier-types';

/** True when the server under test is the mock backend (its control route answers). */
export async function isMockServer(baseUrl: string, timeoutMs: number): Promise<boolean> {
  try {
    const res = await fetch(`${baseUrl}/__mock/health`, { signal: AbortSignal.timeout(timeoutMs) });
    const body = (await res.json().catch(() => undefined)) as { ok?: unknown } | undefined;
    return res.status === 200 && body?.ok === true;
  } catch {
    return false;
  }
}

async function control(baseUrl: string, method: string, path: string, body?: unknown): Promise<void> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`mock control ${method} ${path} answered ${res.status}`);
}

/** Resets the mock (data, clock, faults, latency). */
export const resetMock = (baseUrl: string) => control(baseUrl, 'POST', '/__mock/reset');

/** A well-formed id that should not exist: every digit of the happy path's id an 8 (integers: 888888888). */
function unknownId(value: unknown): unknown {
  if (typeof value === 'number') return 888_888_888;
  return typeof value === 'string' && /[0-9]/.test(value) ? value.replace(/[0-9]/g, '8') : undefined;
}

/** The happy-path request with its `…_id` fields made unknown, or undefined when it has none. */
function withUnknownIds(recorded: HappyRequest): Pick<HappyRequest, 'query' | 'body'> | undefined {
  let changed = false;
  const swap = (fields: Record<string, unknown> | undefined) =>
    fields &&
    Object.fromEntries(
      Object.entries(fields).map(([name, value]) => {
        const unknown = /_id$/.test(name) ? unknownId(value) : undefined;
        if (unknown === undefined) return [name, value];
        changed = true;
        return [name, unknown];
      }),
    );
  const body = recorded.body && typeof recorded.body === 'object' && !Array.isArray(recorded.body) ? swap(recorded.body as Record<string, unknown>) : recorded.body;
  const query = swap(recorded.query);
  return changed ? { query, body } : undefined;
}

export interface ReachAttempt {
  op: ContractOperation;
  status: number;
  slot: number;
}

function lineOf(op: ContractOperation, name: string, exchange: HttpExchange, mismatches: Mismatch[]): VerifierLine {
  return {
    operationId: op.operationId,
    name,
    kind: 'coverage',
    ...judgedExchange(exchange, mismatches, { curl: true }),
    durationMs: exchange.durationMs,
  };
}

/** How one unobserved pair can be reached, or undefined (the gate then gives the hint). */
export function reachable(status: number, recorded: HappyRequest | undefined, mock: boolean): string | undefined {
  if (!recorded || recorded.failure !== undefined) return undefined;
  if ((status === 500 || status === 503) && mock) return `coverage: ${status} through the mock's fault injection`;
  if (status === 403 && recorded.identity !== 'guest' && recorded.identity !== 'none' && recorded.op.security !== 'public') {
    return 'coverage: 403 for a guest session or a refused identity (account gate)';
  }
  if (status === 404 && withUnknownIds(recorded)) return 'coverage: 404 for unknown ids';
  return undefined;
}

/** Runs one reach attempt (one at a time: a fault set on the mock must meet this very call). */
const FAULTS: Record<number, { kind: string; code: string }> = {
  500: { kind: 'server-error', code: 'GENERIC_ERROR' },
  503: { kind: 'unavailable', code: 'SYSTEM_DISCONNECT' },
};

export async function runReach(ctx: ProbeContext, attempt: ReachAttempt, baseUrl: string, refused: Identity[]): Promise<void> {
  const { op, status, slot } = attempt;
  const recorded = ctx.happy.get(op.operationId) as HappyRequest;
  const name = reachable(status, recorded, true) as string;
  const headers = Object.fromEntries(Object.entries(recorded.headers ?? {}).filter(([h]) => h.toLowerCase() !== 'idempotency-key'));
  const t0 = Date.now();
  try {
    const fault = FAULTS[status];
    const input = status === 404 ? (withUnknownIds(recorded) ?? recorded) : recorded;
    // 403: a guest session first, then each identity a scenario expects a 403 for, until one is refused.
    const identities: Identity[] = status === 403 ? ['guest', ...refused.filter((i) => i !== recorded.identity)] : [recorded.identity];
    let exchange: HttpExchange | undefined;
    for (const identity of identities) {
      if (fault) await control(baseUrl, 'POST', '/__mock/faults', { target: `${op.method.toUpperCase()} ${op.path}`, kind: fault.kind, once: true });
      try {
        exchange = await send({ op, token: await ctx.sessions.token(identity), query: input.query, body: input.body, headers }, ctx.sendOptions);
      } finally {
        if (fault) await control(baseUrl, 'DELETE', '/__mock/faults').catch(() => undefined);
      }
      if (exchange.status === status || exchange.status >= 500) break;
    }
    if (!exchange) throw new Error('no call made');
    // An injected fault must be the catalogue's answer for it; the others only have to conform (no 5xx).
    const mismatches = fault
      ? checkExchange(ctx.contract, op.operationId, exchange, { status, code: fault.code }, ctx.checkOptions)
      : checkConformance(ctx.contract, op.operationId, exchange, ctx.checkOptions);
    ctx.sink.put(slot, lineOf(op, name, exchange, mismatches));
  } catch (error) {
    const message = error instanceof TransportError ? `unreachable: ${error.message} (${error.url})` : (error as Error).message;
    ctx.sink.put(slot, { operationId: op.operationId, name, kind: 'coverage', ok: false, message, mismatches: [{ path: '$', message }], durationMs: Date.now() - t0 });
  }
}
