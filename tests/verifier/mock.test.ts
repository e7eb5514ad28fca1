/**
 * The verifier must PASS against the mock backend (`npx tsx mocks/server/main.ts --port 0 --quiet`) with the
 * default scenarios: every operation's happy path, every error row of mocks/scenarios.json and the
 * security probes — once in-process through runVerifier() and once as the CLI (exit code 0).
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadContract } from '../../openapi/verifier/contract';
import { formatLine } from '../../openapi/verifier/report';
import { runVerifier, type VerifierResult } from '../../openapi/verifier/runner';
import { loadScenarioFile } from '../../openapi/verifier/scenarios';
import { runCli, startMockServer, type MockServer } from './helpers';

let mock: MockServer;

beforeAll(async () => {
  mock = await startMockServer();
}, 45_000);

afterAll(async () => {
  await mock?.stop();
});

const reset = async () => {
  const res = await fetch(`${mock.url}/__mock/reset`, { method: 'POST' });
  expect(res.status).toBe(200);
};

describe('contract verifier against the mock server', () => {
  it('passes every scenario and every security probe (in process)', async () => {
    await reset();
    const result = await runVerifier({ baseUrl: mock.url });
    const failures = result.results.filter((r) => !r.ok).map(formatLine);
    expect(failures).toEqual([]);
    expect(result.failed).toBe(0);
    expect(result.uncovered).toEqual([]);

    const contract = await loadContract();
    const scenarios = loadScenarioFile().scenarios;
    expect(result.results.filter((r) => r.kind === 'scenario')).toHaveLength(scenarios.length);
    // Every operation ran; every signed (customer) operation was probed three ways, reads and writes alike;
    // every protected call without a bearer; one call per tag with an invalid, an expired and a revoked token.
    const ran = new Set(result.results.map((r) => r.operationId));
    expect(contract.operations.filter((o) => !ran.has(o.operationId))).toEqual([]);
    const probed = (kind: string) => result.results.filter((r) => r.probe === kind).map((r) => r.operationId);
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
    expect(result.skipped).toBe(0);
  }, 60_000);

  it('exits 0 from the command line with the closing count line', async () => {
    await reset();
    const dir = mkdtempSync(join(tmpdir(), 'verifier-'));
    const report = join(dir, 'report.json');
    // A machine whose npm config makes npm warn on stderr (an unknown key) must not matter.
    const npmrc = join(dir, 'npmrc');
    writeFileSync(npmrc, 'no-such-npm-setting=true\n');
    const run = await runCli(['--base-url', mock.url, '--report', report], 45_000, { NPM_CONFIG_USERCONFIG: npmrc });
    // The verifier's own output decides: no FAIL line, exit 0, the closing count line.
    expect(run.stderr).not.toMatch(/^(FAIL|Error)/m);
    expect(run.lines.filter((l) => l.startsWith('FAIL'))).toEqual([]);
    expect(run.code).toBe(0);
    const last = run.lines.at(-1) as string;
    expect(last).toMatch(/^\d+ passed, 0 failed$/);
    const json = JSON.parse(readFileSync(report, 'utf8')) as VerifierResult;
    expect(last).toBe(`${json.passed} passed, 0 failed`);
    expect(run.lines.filter((l) => l.startsWith('PASS  '))).toHaveLength(json.passed);
  }, 60_000);
});
