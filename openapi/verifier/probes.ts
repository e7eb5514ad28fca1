/**
 * The security probes: a recorded happy-path call sent again unsigned, wrongly signed, with a stale
 * timestamp, or without a bearer token; each must be refused with the contract's 401.
 */
import { checkExchange, formatMismatch, type CheckOptions } from './checks';
import type { Contract, ContractOperation } from './contract';
import { errorCode } from './exchange-text';
import { TransportError, send, type SendOptions } from './http';
import type { OrderedSink } from './lanes';
import type { VerifierLine } from './runner';
import type { Expectation, Identity, SigningOverride } from './scenarios';
import type { Sessions } from './sessions';

export type ProbeKind = 'unsigned' | 'wrong-signature' | 'stale-timestamp' | 'no-bearer';

export const STALE_OFFSET_SECONDS = -600;

/** Recorded request of a happy-path scenario, replayed by the probes. */
export interface HappyRequest {
  op: ContractOperation;
  identity: Identity;
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string | null>;
  /** Set when the happy-path scenario never got its call out (login / setup failed): its probes report this. */
  failure?: string;
}

export interface ProbeContext {
  contract: Contract;
  sessions: Sessions;
  sendOptions: SendOptions;
  sink: OrderedSink;
  /** The first passing-or-not happy-path request of each operation. */
  happy: Map<string, HappyRequest>;
  inScope: (operationId: string) => boolean;
  /** The run's check options (how error texts are compared with the catalogue). */
  checkOptions: CheckOptions;
}

export const PROBES: Record<ProbeKind, { name: string; expect: Expectation; accepted: string; signing?: SigningOverride }> = {
  unsigned: {
    name: 'security: unsigned call is refused',
    expect: { status: 401, code: 'INVALID_SIGNATURE' },
    accepted: 'unsigned call accepted',
    signing: { sign: false },
  },
  'wrong-signature': {
    name: 'security: wrongly signed call is refused',
    expect: { status: 401, code: 'INVALID_SIGNATURE' },
    accepted: 'wrong signature accepted',
    signing: { key: '\u0000not-the-signing-key' },
  },
  'stale-timestamp': {
    name: 'security: stale timestamp is refused',
    expect: { status: 401, code: 'SIGNATURE_EXPIRED' },
    accepted: 'stale timestamp accepted',
    signing: { timestamp_offset: STALE_OFFSET_SECONDS },
  },
  'no-bearer': {
    name: 'security: call without bearer token is refused',
    expect: { status: 401, code: 'UNAUTHORIZED' },
    accepted: 'missing bearer accepted',
  },
};


/** Sends one probe and reports its line into its slot. */
async function runProbe(ctx: ProbeContext, kind: ProbeKind, recorded: HappyRequest, slot: number): Promise<void> {
  const { contract, sessions, sendOptions, sink } = ctx;
    const t0 = Date.now();
    const probe = PROBES[kind];
    const line: VerifierLine = {
      operationId: recorded.op.operationId,
      name: probe.name,
      kind: 'probe',
      probe: kind,
      ok: false,
      mismatches: [],
      durationMs: 0,
    };
    try {
      if (recorded.failure !== undefined) throw new Error(recorded.failure);
      const token = kind === 'no-bearer' ? undefined : await sessions.token(recorded.identity);
      const headers = { ...recorded.headers };
      if (kind === 'no-bearer') {
        for (const h of Object.keys(headers)) if (/^(authorization|x-signature|x-timestamp)$/i.test(h)) delete headers[h];
      }
      const exchange = await send(
        { op: recorded.op, token, query: recorded.query, body: recorded.body, headers, signing: probe.signing },
        sendOptions,
      );
      const mismatches = checkExchange(contract, recorded.op.operationId, exchange, probe.expect, ctx.checkOptions);
      const want = `${probe.expect.status} ${probe.expect.code}`;
      const accepted = exchange.status < 400;
      const message = accepted
        ? `${probe.accepted}: expected ${want}, got ${exchange.status}`
        : mismatches[0]
          ? formatMismatch(mismatches[0])
          : undefined;
      if (accepted) mismatches.unshift({ path: '$', message: message as string });
      Object.assign(line, {
        ok: mismatches.length === 0,
        mismatches,
        message,
        request: { method: exchange.method, url: exchange.url },
        response: { status: exchange.status, code: errorCode(exchange.body), body: exchange.body },
      });
    } catch (error) {
      const message =
        error instanceof TransportError ? `unreachable: ${error.message} (${error.url})` : (error as Error).message;
      Object.assign(line, { ok: false, message, mismatches: [{ path: '$', message }] });
    }
    line.durationMs = Date.now() - t0;
    sink.put(slot, line);
  }

/**
 * The probes to run, each with its reserved slot (in output order): signature probes on one
 * representative customer operation per tag, the missing-bearer probe on every operation that
 * needs a bearer token.
 */
export function planProbes(ctx: ProbeContext): Array<() => Promise<void>> {
  const { contract, happy, inScope, sink } = ctx;
  const probeTasks: Array<() => Promise<void>> = [];
  const addProbe = (kind: ProbeKind, recorded: HappyRequest) => {
    const slot = sink.reserve();
    probeTasks.push(() => runProbe(ctx, kind, recorded, slot));
  };

  // One representative customer operation per tag (a GET when the tag has one): unsigned, wrongly signed, stale.
  const tags = [...new Set(contract.operations.map((o) => o.tag))];
  for (const tag of tags) {
    const candidates = contract.operations.filter(
      (o) => o.tag === tag && o.security === 'customer' && inScope(o.operationId) && happy.has(o.operationId),
    );
    // A GET where the tag has one; logout only when nothing else is left (a wrongly accepted one ends the session).
    const representative =
      candidates.find((o) => o.method === 'get') ??
      candidates.find((o) => o.operationId !== 'logoutLine') ??
      candidates[0];
    if (!representative) continue;
    const recorded = happy.get(representative.operationId) as HappyRequest;
    if (recorded.identity === 'none') continue;
    addProbe('unsigned', recorded);
    addProbe('wrong-signature', recorded);
    addProbe('stale-timestamp', recorded);
  }
  // Every operation that needs a bearer token: the same call without one.
  for (const op of contract.operations) {
    if (op.security === 'public' || !inScope(op.operationId)) continue;
    const recorded = happy.get(op.operationId);
    if (recorded) addProbe('no-bearer', recorded);
  }
  return probeTasks;
}
