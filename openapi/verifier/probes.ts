/**
 * The security probes: a recorded happy-path call sent again unsigned, wrongly signed, with a stale
 * timestamp, without a bearer token, or with an invalid, expired or revoked one; each must be refused
 * with the contract's 401. Probes of writes (which would change data if a faulty server accepted them)
 * run after the read probes, on throwaway data (write-probes.ts); the probes that end sessions run last of all.
 */
import { checkExchange, formatMismatch, type CheckOptions } from './checks';
import type { Contract, ContractOperation } from './contract';
import { errorCode, short } from './exchange-text';
import { TransportError, send, type HttpExchange, type SendOptions } from './http';
import { pool, type OrderedSink } from './lanes';
import { PROBES, type ProbeKind } from './probe-kinds';
import type { VerifierLine } from './runner';
import type { Identity, Scenario } from './scenarios';
import { StepFailure, type Sessions } from './sessions';
import { prepareWrite, type PreparedWrite } from './write-probes';


/** Recorded request of a happy-path scenario, replayed by the probes. */
export interface HappyRequest {
  op: ContractOperation;
  identity: Identity;
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string | null>;
  /** Set when the happy path never got its call out: why (every probe of the operation fails with it). */
  failure?: string;
}

export interface ProbeContext {
  contract: Contract;
  sessions: Sessions;
  sendOptions: SendOptions;
  sink: OrderedSink;
  /** The first happy-path request of each operation, as sent. */
  happy: Map<string, HappyRequest>;
  /**
   * Per operation, the identity of its first happy-path scenario in the scenario file: the probes are
   * planned from the file, not from what ran, so a run has the same lines whatever the server answers.
   */
  planned: Map<string, Identity>;
  inScope: (operationId: string) => boolean;
  /** The scenario file's `expired_token`, interpolated; the expired-bearer probes are skipped without it. */
  expiredToken?: string;
  /** The run's check options (how error texts are compared with the catalogue). */
  checkOptions: CheckOptions;
}

interface Probe {
  kind: ProbeKind;
  op: ContractOperation;
  slot: number;
}

const NO_EXPIRED_TOKEN = 'no expired token in the scenario file (scenario file field "expired_token")';

/** The first happy-path scenario of each operation in file order (not whichever lane gets there first): what the probes replay. */
export function firstHappyScenarios(scenarios: Scenario[]): Map<string, Scenario> {
  const first = new Map<string, Scenario>();
  for (const s of scenarios) {
    if (s.expect.status >= 200 && s.expect.status < 300 && !first.has(s.operationId)) first.set(s.operationId, s);
  }
  return first;
}

/** The token with one character of its signature part changed (the part after the last dot; the middle of an opaque token). */
function invalidToken(token: string): string {
  const dot = token.lastIndexOf('.');
  const at = dot >= 0 && dot < token.length - 1 ? dot + 1 : Math.floor(token.length / 2);
  return `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
}

/** Logs in a session of its own and logs it out with LogoutLine: the revoked token. */
async function revokedSession(ctx: ProbeContext, identity: Identity): Promise<string> {
  const token = await ctx.sessions.token(identity, true);
  if (token === undefined) throw new StepFailure('probe set-up: no session to revoke');
  const logout = await send({ op: ctx.contract.operation('logoutLine'), token }, ctx.sendOptions);
  if (logout.status >= 300) throw new StepFailure(`probe set-up: LogoutLine of a session of its own failed: ${short(logout)}`);
  await ctx.sessions.retire(identity, token);
  return token;
}

type Revoked = (identity: Identity) => Promise<string>;

/** The bearer token a probe sends, or a reason to skip it. */
async function probeToken(ctx: ProbeContext, probe: Probe, identity: Identity, revoked: Revoked): Promise<{ token?: string; skip?: string }> {
  switch (probe.kind) {
    case 'no-bearer':
      return {};
    case 'invalid-bearer':
      return { token: invalidToken((await ctx.sessions.token(identity)) ?? '') };
    case 'expired-bearer':
      return ctx.expiredToken ? { token: ctx.expiredToken } : { skip: NO_EXPIRED_TOKEN };
    case 'revoked-bearer':
      // Logging out a ready token from the scenario file would end it for good.
      if (typeof identity === 'object' && 'token' in identity) return { skip: 'the identity is a ready token; logging it out would end it for good' };
      return { token: await revoked(identity) };
    default:
      // A wrongly accepted LogoutLine ends its session: it gets one of its own.
      return { token: await ctx.sessions.token(identity, probe.op.operationId === 'logoutLine') };
  }
}

/** Sends one probe and reports its line into its slot. */
async function runProbe(ctx: ProbeContext, probe: Probe, revoked: Revoked): Promise<void> {
  const { contract, sessions, sendOptions, sink, happy } = ctx;
  const t0 = Date.now();
  const spec = PROBES[probe.kind];
  const operationId = probe.op.operationId;
  const line: VerifierLine = { operationId, name: spec.name, kind: 'probe', probe: probe.kind, ok: false, mismatches: [], durationMs: 0 };
  try {
    const recorded = happy.get(operationId);
    if (!recorded) throw new StepFailure(`no request to replay: the happy path of ${operationId} did not get to send one (see its line)`);
    if (recorded.failure !== undefined) throw new StepFailure(recorded.failure);
    const { token, skip } = await probeToken(ctx, probe, recorded.identity, revoked);
    if (skip) {
      Object.assign(line, { skipped: skip, message: skip });
    } else {
      const valid = async (id: string, body?: unknown) =>
        send({ op: contract.operation(id), token: await sessions.token(recorded.identity), body }, sendOptions);
      const write: PreparedWrite | undefined = probe.op.method === 'get' ? undefined : await prepareWrite(recorded, happy, valid);
      const headers = { ...(write ? write.headers : recorded.headers) };
      if (probe.kind === 'no-bearer') {
        for (const h of Object.keys(headers)) if (/^(authorization|x-signature|x-timestamp)$/i.test(h)) delete headers[h];
      }
      let exchange: HttpExchange | undefined;
      try {
        const body = write ? write.body : recorded.body;
        exchange = await send({ op: probe.op, token, query: recorded.query, body, headers, signing: spec.signing }, sendOptions);
      } finally {
        // Clean-up of throwaway data; the line is about the probe, so a failed clean-up does not change it.
        await write?.after(exchange).catch(() => undefined);
      }
      if (operationId === 'logoutLine' && exchange.status < 300) await sessions.retire(recorded.identity, token);
      const mismatches = checkExchange(contract, operationId, exchange, spec.expect, ctx.checkOptions);
      const want = `${spec.expect.status} ${spec.expect.code}`;
      const accepted = exchange.status < 400;
      const message = accepted
        ? `${spec.accepted}: expected ${want}, got ${exchange.status}`
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
    }
  } catch (error) {
    const message = error instanceof TransportError ? `unreachable: ${error.message} (${error.url})` : (error as Error).message;
    Object.assign(line, { ok: false, message, mismatches: [{ path: '$', message }] });
  }
  line.durationMs = Date.now() - t0;
  sink.put(probe.slot, line);
}

/**
 * The probes in three rounds, each with its slot reserved in run order:
 *  - reads: every probe of a GET;
 *  - writes: every probe of another method (they would change data if accepted), after the reads;
 *  - last: the session-ending ones, one at a time after everything else: the signature probes of
 *    LogoutLine (each on a session of its own) and the revoked-bearer probes.
 * Signature probes (unsigned, wrongly signed, stale) go to every customer operation, the missing-bearer
 * probe to every operation that needs a bearer token, and the invalid / expired / revoked bearer probes
 * to one representative per tag (a GET where the tag has one, never LogoutLine).
 */
function planProbes(ctx: ProbeContext): { reads: Probe[]; writes: Probe[]; last: Probe[] } {
  const { contract, planned, inScope, sink } = ctx;
  const rounds = { reads: [] as Probe[], writes: [] as Probe[], last: [] as Probe[] };
  const add = (kind: ProbeKind, op: ContractOperation, last = false) =>
    (last ? rounds.last : op.method === 'get' ? rounds.reads : rounds.writes).push({ kind, op, slot: -1 });
  const targets = contract.operations.filter((o) => o.security !== 'public' && inScope(o.operationId) && planned.has(o.operationId));
  const signedIn = (o: ContractOperation) => planned.get(o.operationId) !== 'none';
  const representatives = new Set<ContractOperation>();
  for (const tag of new Set(targets.map((o) => o.tag))) {
    const candidates = targets.filter((o) => o.tag === tag && signedIn(o) && o.operationId !== 'logoutLine');
    const representative = candidates.find((o) => o.method === 'get') ?? candidates[0];
    if (representative) representatives.add(representative);
  }
  for (const op of targets) {
    if (op.security === 'customer' && signedIn(op)) {
      for (const kind of ['unsigned', 'wrong-signature', 'stale-timestamp'] as const) add(kind, op, op.operationId === 'logoutLine');
    }
    add('no-bearer', op);
    if (representatives.has(op)) {
      add('invalid-bearer', op);
      add('expired-bearer', op);
    }
  }
  for (const op of representatives) add('revoked-bearer', op, true);
  for (const probe of [...rounds.reads, ...rounds.writes, ...rounds.last]) probe.slot = sink.reserve();
  return rounds;
}

/** Plans and runs the probes, round after round (see planProbes). */
export async function runProbes(ctx: ProbeContext, concurrency: number): Promise<void> {
  const { reads, writes, last } = planProbes(ctx);
  const sessionsRevoked = new Map<string, Promise<string>>();
  const revoked: Revoked = (identity) => {
    const key = JSON.stringify(identity);
    const pending = sessionsRevoked.get(key) ?? revokedSession(ctx, identity);
    sessionsRevoked.set(key, pending);
    return pending;
  };
  await pool(reads.map((probe) => () => runProbe(ctx, probe, revoked)), concurrency);
  // The probes of one write operation run in order (they share its throwaway data); operations in parallel.
  const byOperation = new Map<string, Probe[]>();
  for (const probe of writes) byOperation.set(probe.op.operationId, [...(byOperation.get(probe.op.operationId) ?? []), probe]);
  await pool([...byOperation.values()].map((probes) => async () => {
    for (const probe of probes) await runProbe(ctx, probe, revoked);
  }), concurrency);
  for (const probe of last) await runProbe(ctx, probe, revoked);
}
