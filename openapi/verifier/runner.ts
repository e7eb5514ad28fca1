/**
 * The contract verifier: drives every operation of openapi/loyalty.yaml against a live server with
 * the scenarios of a scenario file, checks each answer against the contract, and probes the security
 * rules (unsigned / wrongly signed / stale customer calls; calls without a bearer token or with an
 * invalid, expired or revoked one: probes.ts).
 *
 * `runVerifier(options)` returns one result per scenario and per probe; cli.ts prints them.
 */
import { MOCK_SIGNING_KEY } from '../../mocks/signing';
import { checkExchange, formatMismatch, judgedExchange } from './checks';
import { loadContract, type Contract } from './contract';
import { describeMissing, errorCode, short } from './exchange-text';
import { TransportError, probeReachable, send, type HttpExchange, type SendOptions } from './http';
import { OrderedSink, planRounds, pool } from './lanes';
import { Baseline, loadBaseline } from './baseline';
import { coverageTable } from './coverage';
import { runGenerated } from './generated-checks';
import { firstHappyScenarios, runProbes, type HappyRequest, type ProbeContext } from './probes';
import { RunStopped, RunWatch } from './run-watch';
import { ServerClock } from './server-time';
import {
  DEFAULT_SCENARIOS_FILE,
  interpolate,
  loadScenarioFile,
  parseScenarioFile,
  readJsonPath,
  resolveIdentity,
  type Identity,
  type RequestSpec,
  type Scenario,
  type SetupStep,
  type ScenarioFile,
  type Vars,
} from './scenarios';
import { Sessions, StepFailure } from './sessions';
import { compareValues, validateExpectValues } from './values';
import type { VerifierLine, VerifierOptions, VerifierResult } from './verifier-types';

export type { VerifierLine, VerifierOptions, VerifierResult } from './verifier-types';

export const DEFAULT_TIMEOUT_MS = 30_000;

function loadScenarios(input: VerifierOptions['scenarios']): ScenarioFile {
  if (input === undefined) return loadScenarioFile(DEFAULT_SCENARIOS_FILE);
  if (typeof input === 'string') return loadScenarioFile(input);
  return parseScenarioFile(input);
}

/** Checks the scenarios against the contract before anything is sent; throws on unknown operations. */
export function validateScenarios(contract: Contract, file: ScenarioFile): void {
  const known = new Set(contract.operations.map((o) => o.operationId));
  for (const s of file.scenarios) {
    const steps = [...(s.setup ?? []), ...(s.teardown ?? [])];
    for (const opId of [s.operationId, ...steps.map((st) => st.operationId)]) {
      if (!known.has(opId)) throw new Error(`scenario "${s.name}": unknown operationId "${opId}"`);
    }
    for (const spec of [s, ...steps]) validateExpectValues(`scenario "${s.name}"`, spec.expect_values);
    resolveIdentity(s.identity, file.identities);
  }
  for (const mark of file.unreachable ?? []) {
    if (!known.has(mark.operationId)) throw new Error(`unreachable: unknown operationId "${mark.operationId}"`);
    const documented = Object.keys(contract.operation(mark.operationId).responses);
    if (!documented.includes(String(mark.status))) {
      throw new Error(`unreachable: ${mark.operationId} does not document status ${mark.status} (it documents ${documented.join(', ')})`);
    }
  }
}

export async function runVerifier(options: VerifierOptions): Promise<VerifierResult> {
  const started = Date.now();
  const startedAt = new Date(started).toISOString();
  const contract = await loadContract(options.contractFile);
  const file = loadScenarios(options.scenarios);
  validateScenarios(contract, file);
  const entries = typeof options.baseline === 'string' ? loadBaseline(options.baseline) : options.baseline;
  const baseline = entries ? new Baseline(entries, options.now) : undefined;
  const only = options.only?.length ? new Set(options.only) : undefined;
  if (only) {
    for (const id of only) contract.operation(id);
  }
  const sendOptions: SendOptions = {
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    secret: options.secret ?? MOCK_SIGNING_KEY,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    watch: new RunWatch(options.deadlineMs, options.maxTimeouts, started),
    serverClock: new ServerClock(),
  };
  const watch = sendOptions.watch as RunWatch;
  const inScope = (opId: string) => !only || only.has(opId);
  const scenarios = file.scenarios.filter((s) => inScope(s.operationId));
  const covered = new Set(file.scenarios.map((s) => s.operationId));
  const uncovered = contract.operations.map((o) => o.operationId).filter((id) => inScope(id) && !covered.has(id));

  const finish = (results: VerifierLine[], extra: Partial<VerifierResult> = {}): VerifierResult => {
    const passed = results.filter((r) => r.ok).length;
    const skipped = results.filter((r) => r.skipped !== undefined).length;
    const excused = results.filter((r) => r.excused !== undefined).length;
    return {
      baseUrl: sendOptions.baseUrl,
      startedAt,
      durationMs: Date.now() - started,
      results,
      uncovered,
      passed,
      failed: results.length - passed - skipped - excused + (extra.unreachable ? 1 : 0),
      skipped,
      excused,
      stopped: watch.stopped,
      gatewayPages: watch.gatewayPages(),
      unknownProperties: watch.unknownProperties(),
      ...extra,
    };
  };

  const reach = await probeReachable(sendOptions.baseUrl, Math.min(sendOptions.timeoutMs, watch.deadlineMs));
  if (reach.problem) return finish([], { unreachable: reach.problem });

  const fileVars: Vars = {};
  for (const [k, v] of Object.entries(file.vars)) fileVars[k] = interpolate(v, fileVars);
  const sessions = new Sessions(contract, sendOptions);
  // Accepted failures are marked as each line comes, so the line printed already says EXCUSED.
  const sink = new OrderedSink((line) => {
    baseline?.mark(line);
    options.onResult?.(line);
  });
  const checkOptions = { messages: options.messages ?? file.messages ?? 'exact' } as const;
  const happy = new Map<string, HappyRequest>();
  const firstHappy = firstHappyScenarios(scenarios);

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
    const { exchange } = await execute(step, scenario.identity, vars, false).catch((error: unknown) => {
      throw error instanceof TransportError ? new StepFailure(`${label} failed: unreachable: ${error.message} (${error.url})`) : error;
    });
    const expected = step.expect;
    const good = expected
      ? exchange.status === expected.status && (expected.code === undefined || errorCode(exchange.body) === expected.code)
      : exchange.status >= 200 && exchange.status < 300;
    if (!good) {
      const want = expected ? `${expected.status}${expected.code ? ` ${expected.code}` : ''}` : '2xx';
      throw new StepFailure(`${label} failed: expected ${want}, got ${short(exchange)}`);
    }
    const [wrong] = compareValues(exchange.body, step.expect_values, vars);
    if (wrong) throw new StepFailure(`${label}: ${formatMismatch(wrong)}`);
    for (const [name, path] of Object.entries(step.capture ?? {})) {
      const value = readJsonPath(exchange.body, path);
      if (value === undefined) throw new StepFailure(`${label}: ${describeMissing(exchange, path, 'a value')}, wanted for {{${name}}}`);
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
      // The probes replay the first happy-path scenario of the file (they were planned from it).
      if (firstHappy.get(scenario.operationId) === scenario) happy.set(scenario.operationId, recorded);
      if (scenario.operationId === 'logoutLine' && exchange.status < 300) await sessions.retire(recorded.identity, token);
      const mismatches = [
        ...checkExchange(contract, scenario.operationId, exchange, scenario.expect, checkOptions),
        ...compareValues(exchange.body, scenario.expect_values, vars),
      ];
      Object.assign(line, judgedExchange(exchange, mismatches));
      if (line.ok) {
        for (const [name, path] of Object.entries(scenario.capture ?? {})) vars[name] = readJsonPath(exchange.body, path);
        for (const [i, step] of (scenario.teardown ?? []).entries()) {
          await runStep(step, `teardown step ${i + 1} (${step.operationId})`, scenario, vars);
        }
      }
    } catch (error) {
      const message =
        error instanceof TransportError
          ? `unreachable: ${error.message} (${error.url})`
          : (error as Error).message;
      Object.assign(line, { ok: false, message, mismatches: [{ path: '$', message }] });
      // The probes of this operation are still planned (same lines every run); they report this cause.
      if (firstHappy.get(scenario.operationId) === scenario && !happy.has(scenario.operationId)) {
        const op = contract.operation(scenario.operationId);
        happy.set(scenario.operationId, { op, identity: resolveIdentity(scenario.identity, file.identities), failure: error instanceof RunStopped ? message : `not probed (happy path failed): ${message}` });
      }
    }
    line.durationMs = Date.now() - t0;
    sink.put(slot, line);
  }

  const concurrency = options.concurrency ?? 4;
  for (const lanes of planRounds(scenarios, file.identities, () => sink.reserve())) {
    await pool(
      lanes.map((lane) => async () => {
        for (const { scenario, slot } of lane) await runScenario(scenario, slot);
      }),
      concurrency,
    );
  }

  const planned = new Map([...firstHappy].map(([id, s]) => [id, resolveIdentity(s.identity, file.identities)]));
  const expiredToken = file.expired_token === undefined ? undefined : String(interpolate(file.expired_token, fileVars));
  const ctx: ProbeContext = { contract, sessions, sendOptions, sink, happy, planned, inScope, expiredToken: expiredToken || undefined, checkOptions };
  if (options.probes !== false) await runProbes(ctx, concurrency);
  const refused = scenarios.filter((s) => s.expect.status === 403).map((s) => resolveIdentity(s.identity, file.identities));
  const { mock, fuzz } = await runGenerated(ctx, options, concurrency, refused);

  const results = sink.slots.filter((s): s is VerifierLine => Boolean(s));
  for (const line of results) baseline?.mark(line);
  const baselineOutcome = baseline?.outcome();
  const coverage = options.coverage === false ? undefined : coverageTable(contract, results, file.unreachable ?? [], inScope, uncovered);
  return finish(results, { clockSkewSeconds: reach.clockSkewSeconds, coverage, mock, baseline: baselineOutcome, fuzz });
}
