/**
 * The verifier's full default run must PASS against the mock backend (`npx tsx mocks/server/main.ts
 * --port 0 --quiet`): every scenario, every security probe, the negative inputs generated from the
 * schemas, the coverage reach attempts and gate, 200 fuzz cases. The run is made ONCE, as the CLI with
 * all three reports (JSON, JUnit, HTML), and several things are asserted on it.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadContract } from '../../openapi/verifier/contract';
import { formatLine } from '../../openapi/verifier/report';
import type { VerifierResult } from '../../openapi/verifier/runner';
import { loadScenarioFile } from '../../openapi/verifier/scenarios';
import { runCli, startMockServer, type CliRun, type MockServer } from './helpers';

let mock: MockServer;
let run: CliRun;
let json: VerifierResult;
let dir: string;

beforeAll(async () => {
  mock = await startMockServer();
  dir = mkdtempSync(join(tmpdir(), 'verifier-'));
  // A machine whose npm config makes npm warn on stderr (an unknown key) must not matter.
  const npmrc = join(dir, 'npmrc');
  writeFileSync(npmrc, 'no-such-npm-setting=true\n');
  const reports = ['report.json', 'report.xml', 'report.html'].flatMap((name) => ['--report', join(dir, name)]);
  run = await runCli(['--base-url', mock.url, '--seed', '20261126', ...reports], 170_000, { NPM_CONFIG_USERCONFIG: npmrc });
  json = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')) as VerifierResult;
}, 200_000);

afterAll(async () => {
  await mock?.stop();
});

describe('the full default run against the mock server', () => {
  it('exits 0 with no failure and the closing count line', () => {
    expect(run.stderr).not.toMatch(/^(FAIL|Error)/m);
    expect(json.results.filter((r) => !r.ok).map(formatLine)).toEqual([]);
    expect(run.lines.filter((l) => l.startsWith('FAIL'))).toEqual([]);
    expect(run.code).toBe(0);
    const last = run.lines.at(-1) as string;
    expect(last).toBe(`${json.passed} passed, 0 failed`);
    expect(run.lines.filter((l) => l.startsWith('PASS  '))).toHaveLength(json.passed);
    expect(json.stopped).toBeUndefined();
  });

  it('ran every scenario and every security probe', async () => {
    const contract = await loadContract();
    const scenarios = loadScenarioFile().scenarios;
    expect(json.results.filter((r) => r.kind === 'scenario')).toHaveLength(scenarios.length);
    expect(json.uncovered).toEqual([]);
    // Every signed (customer) operation was probed three ways, reads and writes alike; every protected
    // call without a bearer; one call per tag with an invalid, an expired and a revoked token.
    const probed = (kind: string) => json.results.filter((r) => r.probe === kind).map((r) => r.operationId);
    const signed = contract.operations.filter((o) => o.security === 'customer').map((o) => o.operationId);
    expect(signed).toHaveLength(43);
    for (const kind of ['unsigned', 'wrong-signature', 'stale-timestamp'] as const) expect(probed(kind).sort(), kind).toEqual(signed.sort());
    const protectedOps = contract.operations.filter((o) => o.security !== 'public');
    expect(probed('no-bearer')).toHaveLength(protectedOps.length);
    const protectedTags = [...new Set(protectedOps.map((o) => o.tag))];
    for (const kind of ['invalid-bearer', 'expired-bearer', 'revoked-bearer'] as const) {
      expect(probed(kind).map((id) => contract.operation(id).tag).sort(), kind).toEqual([...protectedTags].sort());
    }
    // The default file supplies an expired token, so nothing is skipped against the mock.
    expect(json.skipped).toBe(0);
  });

  it('sent the generated negative inputs to every operation that takes JSON or query input, each answered 400', async () => {
    const contract = await loadContract();
    const negative = json.results.filter((r) => r.kind === 'negative');
    expect(negative.length).toBeGreaterThan(400);
    const withInput = contract.operations.filter((o) => o.requestContentType === 'application/json' || o.parameters.some((p) => p.in === 'query'));
    expect(new Set(negative.map((r) => r.operationId))).toEqual(new Set(withInput.map((o) => o.operationId)));
    expect(negative.every((r) => r.response?.status === 400)).toBe(true);
    // Thai and full-width digits where ASCII is required, missing fields and the redeem / transfer writes among them.
    for (const what of ['Thai digits instead of ASCII', 'full-width digits instead of ASCII', 'missing required field', 'above maxLength', 'below minimum']) {
      expect(negative.some((r) => r.name.includes(what)), what).toBe(true);
    }
    expect(negative.some((r) => r.operationId === 'redeem' && r.response?.code === 'VALIDATION_REQUIRED')).toBe(true);
  });

  it('observed every documented status but those the scenario file marks unreachable (the gate passes)', () => {
    const coverage = json.coverage!;
    expect(coverage.missing).toBe(0);
    expect(coverage.pairs.filter((p) => p.observed === 0).map((p) => `${p.operationId} ${p.status}`).sort()).toEqual(
      ['createGuestSession 403', 'getDocument 404', 'requestLoginOtp 403'],
    );
    // 500 and 503 through the mock's fault injection, each the catalogue's answer.
    const injected = json.results.filter((r) => r.kind === 'coverage' && r.name.includes('fault injection'));
    expect(injected.map((r) => r.response?.code)).toEqual(expect.arrayContaining(['GENERIC_ERROR', 'SYSTEM_DISCONNECT']));
    expect(run.lines).toContain('Coverage: 304 of 307 (operation, documented status) pairs observed, 3 marked unreachable, 0 not observed.');
  });

  it('ran 200 fuzz cases with the given seed, reads and throwaway writes only', () => {
    expect(json.fuzz).toEqual({ cases: 200, seed: 20261126 });
    const fuzz = json.results.filter((r) => r.kind === 'fuzz');
    expect(fuzz.reduce((n, r) => n + Number(/fuzz: (\d+) cases/.exec(r.name)?.[1]), 0)).toBe(200);
    const ops = fuzz.map((r) => r.operationId);
    for (const never of ['redeem', 'blueplusTransferPoint', 'maxmeTransferPoint', 'pointXTopUp', 'deleteAddress']) expect(ops).not.toContain(never);
    expect(run.lines).toContain('Fuzz: 200 cases, seed 20261126 (--seed 20261126 repeats them).');
  });

  it('wrote the JUnit and the self-contained HTML report beside the JSON one', () => {
    const xml = readFileSync(join(dir, 'report.xml'), 'utf8');
    expect(xml).toMatch(/<testsuites name="contract verifier" tests="\d+" failures="0"/);
    expect(xml).toContain('<testsuite name="coverage" tests="307" failures="0" skipped="3">');
    const html = readFileSync(join(dir, 'report.html'), 'utf8');
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).not.toMatch(/<script|<link|src="http/);
    expect(html).toContain(`${json.passed} passed`);
    expect(html).toContain('exit code 0');
  });
});
