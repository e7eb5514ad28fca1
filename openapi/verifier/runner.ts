/**
 * The contract verifier: drives every operation of openapi/loyalty.yaml against a live server with
 * the scenarios of a scenario file, checks each answer against the contract, and probes the security
 * rules (unsigned / wrongly signed / stale customer calls, calls without a bearer token).
 *
 * `runVerifier(options)` returns one result per scenario and per probe; cli.ts prints them.
 */
import { DEFAULT_SIGNING_KEY } from '../../src/shared/config/signing';
import { checkExchange, formatMismatch } from './checks';
import { loadContract, type Contract, type ContractOperation, type Mismatch } from './contract';
import { TransportError, probeReachable, send, type HttpExchange, type SendOptions } from './http';
import {
  DEFAULT_SCENARIOS_FILE,
  identityKey,
  interpolate,
  loadScenarioFile,
  parseScenarioFile,
  readJsonPath,
  resolveIdentity,
  type Expectation,
  type Identity,
  type LoginRecipe,
  type RequestSpec,
  type Scenario,
  type SetupStep,
  type ScenarioFile,
  type SigningOverride,
  type Vars,
} from './scenarios';

export interface VerifierOptions {
  /** Server under test, e.g. `http://127.0.0.1:4010` or `https://staging.example`. */
  baseUrl: string;
  /** A scenario file path or an already parsed file; default openapi/verifier/scenarios.default.json. */
  scenarios?: string | Partial<ScenarioFile> | Scenario[];
  /** Signing key for X-Signature; default DEFAULT_SIGNING_KEY (the mock's). */
  secret?: string;
  /** Only these operationIds (their setup steps still run). */
  only?: string[];
  /** Per-request timeout, ms (default 30000). */
  timeoutMs?: number;
  /** Lanes run in parallel (default 4); scenarios of one lane (identity) always run in order. */
  concurrency?: number;
  /** Run the security probes (default true). */
  probes?: boolean;
  /** Contract file (default openapi/loyalty.yaml). */
  contractFile?: string;
  /** Called with each result as soon as it and every result before it are known (in output order). */
  onResult?: (result: VerifierLine) => void;
}

export type ProbeKind = 'unsigned' | 'wrong-signature' | 'stale-timestamp' | 'no-bearer';

export interface VerifierLine {
  operationId: string;
  name: string;
  kind: 'scenario' | 'probe';
  probe?: ProbeKind;
  ok: boolean;
  /** The first problem, as shown on the line (`$.code expected "X", got "Y"`). */
  message?: string;
  /** Every problem found with the answer. */
  mismatches: Mismatch[];
  request?: { method: string; url: string };
  response?: { status: number; code?: string; body?: unknown };
  durationMs: number;
}

export interface VerifierResult {
  baseUrl: string;
  startedAt: string;
  durationMs: number;
  results: VerifierLine[];
  /** operationIds with no scenario at all. */
  uncovered: string[];
  passed: number;
  failed: number;
  /** Set when the server could not be reached at all (nothing else ran). */
  unreachable?: string;
  /** Server `Date` minus local time, when the server sends `Date` (signatures allow ±300 s). */
  clockSkewSeconds?: number;
}

export const DEFAULT_TIMEOUT_MS = 30_000;
export const STALE_OFFSET_SECONDS = -600;

/** Recorded request of a passing-or-not happy-path scenario, replayed by the probes. */
interface HappyRequest {
  op: ContractOperation;
  identity: Identity;
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string | null>;
}

class StepFailure extends Error {}

const PROBES: Record<ProbeKind, { name: string; expect: Expectation; accepted: string; signing?: SigningOverride }> = {
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

function errorCode(body: unknown): string | undefined {
  const code = body && typeof body === 'object' ? (body as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}

function short(exchange: HttpExchange): string {
  const code = errorCode(exchange.body);
  return `status ${exchange.status}${code ? ` ${code}` : ''}`;
}

/** Logs in once per identity (cached), or anew when asked. */
class Sessions {
  private readonly cache = new Map<string, Promise<string | undefined>>();

  constructor(
    private readonly contract: Contract,
    private readonly sendOptions: SendOptions,
  ) {}

  /** Per identity: do not log in before this time (ms), see `retire`. */
  private readonly notBefore = new Map<string, number>();

  token(identity: Identity, fresh = false): Promise<string | undefined> {
    if (identity === 'none') return Promise.resolve(undefined);
    const key = identityKey(identity);
    if (fresh) return this.login(identity, key);
    let pending = this.cache.get(key);
    if (!pending) {
      pending = this.login(identity, key);
      this.cache.set(key, pending);
      pending.catch(() => this.cache.delete(key));
    }
    return pending;
  }

  /**
   * A session of `identity` was logged out. Servers whose tokens carry only sub/iat/exp issue the same
   * token for two logins in the same second; if the cached token is that very token it is revoked too,
   * so forget it and log in again no earlier than the next second.
   */
  async retire(identity: Identity, token: string | undefined): Promise<void> {
    if (identity === 'none' || token === undefined) return;
    const key = identityKey(identity);
    const cached = await this.cache.get(key)?.catch(() => undefined);
    if (cached !== token) return;
    this.cache.delete(key);
    this.notBefore.set(key, (Math.floor(Date.now() / 1000) + 1) * 1000 + 50);
  }

  private async call(operationId: string, body?: unknown): Promise<HttpExchange> {
    return send({ op: this.contract.operation(operationId), body }, this.sendOptions);
  }

  private async login(identity: Identity, key: string): Promise<string> {
    if (typeof identity === 'string' && identity !== 'guest') throw new Error(`unresolved identity "${identity}"`);
    const wait = (this.notBefore.get(key) ?? 0) - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    if (identity === 'guest') {
      const session = await this.call('createGuestSession');
      const token = readJsonPath(session.body, '$.data.token');
      if (session.status !== 200 || typeof token !== 'string') {
        throw new StepFailure(`guest session failed: ${short(session)}`);
      }
      return token;
    }
    const recipe = identity as LoginRecipe;
    if ('token' in recipe) return recipe.token;
    const [idType, idNumber] = 'national_id' in recipe ? ['national_id', recipe.national_id] : ['passport', recipe.passport];
    const who = `${idType} ${idNumber}`;
    const challenge = await this.call('requestLoginOtp', { id_type: idType, id_number: idNumber });
    const transactionId = readJsonPath(challenge.body, '$.data.transaction_id');
    if (challenge.status !== 200 || typeof transactionId !== 'string') {
      throw new StepFailure(`login as ${who} failed at RequestOTP: ${short(challenge)}`);
    }
    const session = await this.call('verifyLoginOtp', { transaction_id: transactionId, otp: recipe.otp });
    const token = readJsonPath(session.body, '$.data.token');
    if (session.status !== 200 || typeof token !== 'string') {
      throw new StepFailure(`login as ${who} failed at VerifyOTP: ${short(session)}`);
    }
    return token;
  }
}

/** Runs `tasks` with at most `limit` at a time. */
async function pool(tasks: Array<() => Promise<void>>, limit: number): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.max(1, Math.min(limit, tasks.length)) }, async () => {
    while (next < tasks.length) {
      const task = tasks[next++] as () => Promise<void>;
      await task();
    }
  });
  await Promise.all(workers);
}

/** Collects results into fixed slots and reports them in slot order as soon as possible. */
class OrderedSink {
  readonly slots: Array<VerifierLine | undefined> = [];
  private flushed = 0;
  constructor(private readonly onResult?: (r: VerifierLine) => void) {}
  reserve(): number {
    this.slots.push(undefined);
    return this.slots.length - 1;
  }
  put(slot: number, line: VerifierLine): void {
    this.slots[slot] = line;
    while (this.flushed < this.slots.length && this.slots[this.flushed]) {
      this.onResult?.(this.slots[this.flushed] as VerifierLine);
      this.flushed++;
    }
  }
}

function loadScenarios(input: VerifierOptions['scenarios']): ScenarioFile {
  if (input === undefined) return loadScenarioFile(DEFAULT_SCENARIOS_FILE);
  if (typeof input === 'string') return loadScenarioFile(input);
  return parseScenarioFile(input);
}

/** Checks the scenarios against the contract before anything is sent; throws on unknown operations. */
export function validateScenarios(contract: Contract, file: ScenarioFile): void {
  const known = new Set(contract.operations.map((o) => o.operationId));
  for (const s of file.scenarios) {
    for (const opId of [s.operationId, ...(s.setup ?? []).map((st) => st.operationId)]) {
      if (!known.has(opId)) throw new Error(`scenario "${s.name}": unknown operationId "${opId}"`);
    }
    resolveIdentity(s.identity, file.identities);
  }
}

export async function runVerifier(options: VerifierOptions): Promise<VerifierResult> {
  const started = Date.now();
  const startedAt = new Date(started).toISOString();
  const contract = await loadContract(options.contractFile);
  const file = loadScenarios(options.scenarios);
  validateScenarios(contract, file);
  const only = options.only?.length ? new Set(options.only) : undefined;
  if (only) {
    for (const id of only) contract.operation(id);
  }
  const sendOptions: SendOptions = {
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    secret: options.secret ?? DEFAULT_SIGNING_KEY,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  };
  const inScope = (opId: string) => !only || only.has(opId);
  const scenarios = file.scenarios.filter((s) => inScope(s.operationId));
  const covered = new Set(file.scenarios.map((s) => s.operationId));
  const uncovered = contract.operations.map((o) => o.operationId).filter((id) => inScope(id) && !covered.has(id));

  const finish = (results: VerifierLine[], extra: Partial<VerifierResult> = {}): VerifierResult => {
    const passed = results.filter((r) => r.ok).length;
    return {
      baseUrl: sendOptions.baseUrl,
      startedAt,
      durationMs: Date.now() - started,
      results,
      uncovered,
      passed,
      failed: results.length - passed + (extra.unreachable ? 1 : 0),
      ...extra,
    };
  };

  const reach = await probeReachable(sendOptions.baseUrl, sendOptions.timeoutMs);
  if (reach.problem) return finish([], { unreachable: reach.problem });

  const fileVars: Vars = {};
  for (const [k, v] of Object.entries(file.vars)) fileVars[k] = interpolate(v, fileVars);
  const sessions = new Sessions(contract, sendOptions);
  const sink = new OrderedSink(options.onResult);
  const happy = new Map<string, HappyRequest>();

  const identityOf = (spec: RequestSpec, fallback: Identity): Identity =>
    interpolate(resolveIdentity(spec.identity ?? fallback, file.identities), fileVars);

  async function execute(
    spec: RequestSpec,
    fallbackIdentity: Identity,
    vars: Vars,
    fresh: boolean,
  ): Promise<{ exchange: HttpExchange; recorded: HappyRequest; token?: string }> {
    const op = contract.operation(spec.operationId);
    const identity = identityOf(spec, fallbackIdentity);
    const token = await sessions.token(identity, fresh);
    const query = interpolate(spec.params ?? spec.query, vars);
    const body = interpolate(spec.body, vars);
    const headers = interpolate(spec.headers, vars);
    const exchange = await send({ op, token, query, body, headers, signing: spec.signing }, sendOptions);
    return { exchange, recorded: { op, identity, query, body, headers }, token };
  }

  /** Runs a setup / teardown step; throws StepFailure when its answer is not the expected one. */
  async function runStep(step: SetupStep, label: string, scenario: Scenario, vars: Vars): Promise<void> {
    const { exchange } = await execute(step, scenario.identity, vars, false);
    const expected = step.expect;
    const good = expected
      ? exchange.status === expected.status && (expected.code === undefined || errorCode(exchange.body) === expected.code)
      : exchange.status >= 200 && exchange.status < 300;
    if (!good) {
      const want = expected ? `${expected.status}${expected.code ? ` ${expected.code}` : ''}` : '2xx';
      throw new StepFailure(`${label} failed: expected ${want}, got ${short(exchange)}`);
    }
    for (const [name, path] of Object.entries(step.capture ?? {})) {
      const value = readJsonPath(exchange.body, path);
      if (value === undefined) throw new StepFailure(`${label}: nothing to capture at ${path} for {{${name}}}`);
      vars[name] = value;
    }
  }

  async function runScenario(scenario: Scenario, slot: number): Promise<void> {
    const t0 = Date.now();
    const line: VerifierLine = {
      operationId: scenario.operationId,
      name: scenario.name,
      kind: 'scenario',
      ok: false,
      mismatches: [],
      durationMs: 0,
    };
    try {
      const vars: Vars = { ...fileVars };
      for (const [k, v] of Object.entries(scenario.vars ?? {})) vars[k] = interpolate(v, vars);
      for (const [i, step] of (scenario.setup ?? []).entries()) {
        await runStep(step, `setup step ${i + 1} (${step.operationId})`, scenario, vars);
      }
      const { exchange, recorded, token } = await execute(scenario, scenario.identity, vars, Boolean(scenario.fresh_session));
      if (scenario.operationId === 'logoutLine' && exchange.status < 300) await sessions.retire(recorded.identity, token);
      const mismatches = checkExchange(contract, scenario.operationId, exchange, scenario.expect);
      Object.assign(line, {
        ok: mismatches.length === 0,
        mismatches,
        message: mismatches[0] ? formatMismatch(mismatches[0]) : undefined,
        request: { method: exchange.method, url: exchange.url },
        response: { status: exchange.status, code: errorCode(exchange.body), body: exchange.body },
      });
      if (line.ok) {
        for (const [name, path] of Object.entries(scenario.capture ?? {})) vars[name] = readJsonPath(exchange.body, path);
        for (const [i, step] of (scenario.teardown ?? []).entries()) {
          await runStep(step, `teardown step ${i + 1} (${step.operationId})`, scenario, vars);
        }
      }
      const isHappy = scenario.expect.status >= 200 && scenario.expect.status < 300;
      if (isHappy && !happy.has(scenario.operationId)) happy.set(scenario.operationId, recorded);
    } catch (error) {
      const message =
        error instanceof TransportError
          ? `unreachable: ${error.message} (${error.url})`
          : (error as Error).message;
      Object.assign(line, { ok: false, message, mismatches: [{ path: '$', message }] });
    }
    line.durationMs = Date.now() - t0;
    sink.put(slot, line);
  }

  // Lanes: scenarios of one identity run in file order; different identities run in parallel.
  // Scenarios marked run_last run in a second round, after all the others.
  const concurrency = options.concurrency ?? 4;
  type Lanes = Map<string, Array<{ scenario: Scenario; slot: number }>>;
  const rounds: [Lanes, Lanes] = [new Map(), new Map()];
  scenarios.forEach((scenario, index) => {
    const identity = resolveIdentity(scenario.identity, file.identities);
    const key =
      scenario.lane ??
      (identity === 'none' || identity === 'guest' ? `${identity}#${index}` : identityKey(identity));
    const lanes = rounds[scenario.run_last ? 1 : 0];
    const lane = lanes.get(key) ?? [];
    lane.push({ scenario, slot: sink.reserve() });
    lanes.set(key, lane);
  });
  for (const lanes of rounds) {
    await pool(
      [...lanes.values()].map((lane) => async () => {
        for (const { scenario, slot } of lane) await runScenario(scenario, slot);
      }),
      concurrency,
    );
  }

  if (options.probes !== false) {
    const probeTasks: Array<() => Promise<void>> = [];
    const addProbe = (kind: ProbeKind, recorded: HappyRequest) => {
      const slot = sink.reserve();
      probeTasks.push(() => runProbe(kind, recorded, slot));
    };

    async function runProbe(kind: ProbeKind, recorded: HappyRequest, slot: number): Promise<void> {
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
        const token = kind === 'no-bearer' ? undefined : await sessions.token(recorded.identity);
        const headers = { ...recorded.headers };
        if (kind === 'no-bearer') {
          for (const h of Object.keys(headers)) if (/^(authorization|x-signature|x-timestamp)$/i.test(h)) delete headers[h];
        }
        const exchange = await send(
          { op: recorded.op, token, query: recorded.query, body: recorded.body, headers, signing: probe.signing },
          sendOptions,
        );
        const mismatches = checkExchange(contract, recorded.op.operationId, exchange, probe.expect);
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
    await pool(probeTasks, concurrency);
  }

  return finish(sink.slots.filter((s): s is VerifierLine => Boolean(s)), { clockSkewSeconds: reach.clockSkewSeconds });
}
