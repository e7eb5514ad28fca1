/**
 * The verifier must FAIL against a deliberately broken server, naming each planted fault on its own
 * line with the JSON path / reason, and exit 1 (tests/verifier/fixtures/broken-server.ts).
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatLine, summaryLines } from '../../openapi/verifier/report';
import { runVerifier, type VerifierResult } from '../../openapi/verifier/runner';
import { startBrokenServer, type BrokenServer } from './fixtures/broken-server';
import { CORE_ONLY, CORE_ONLY_ARGS, runCli } from './helpers';

const SCENARIOS = fileURLToPath(new URL('./fixtures/broken-scenarios.json', import.meta.url));

const PLANTED = [
  'FAIL  getPoint  happy path: $.data.point expected integer',
  'FAIL  getCustomerInfo  happy path: $.data.customer_info.isregistered required property is missing',
  'FAIL  redeem  out of stock: $.code unknown error code "NO_STOCK" (expected "OUT_OF_STOCK")',
  'FAIL  getCustomerInfo  security: unsigned call is refused: unsigned call accepted: expected 401 INVALID_SIGNATURE, got 200',
  // Fault 4 again: every signed /api/Customer/ call is probed.
  'FAIL  getPoint  security: unsigned call is refused: unsigned call accepted: expected 401 INVALID_SIGNATURE, got 200',
];

let server: BrokenServer;
let result: VerifierResult;

beforeAll(async () => {
  server = await startBrokenServer();
  result = await runVerifier({ ...CORE_ONLY, baseUrl: server.url, scenarios: SCENARIOS });
}, 30_000);

afterAll(async () => {
  await server?.close();
});

describe('contract verifier against the broken fixture server', () => {
  it('reports exactly the four planted faults, each on its own line', () => {
    const failed = result.results.filter((r) => !r.ok && r.skipped === undefined).map(formatLine);
    expect(failed.sort()).toEqual([...PLANTED].sort());
    expect(result.failed).toBe(5);
    expect(result.passed).toBeGreaterThan(10);
  });

  it('gives the JSON path and reason of each fault', () => {
    const find = (op: string, name: string) => result.results.find((r) => r.operationId === op && r.name === name);
    expect(find('getPoint', 'happy path')?.mismatches[0]).toEqual({ path: '$.data.point', message: 'expected integer' });
    expect(find('getCustomerInfo', 'happy path')?.mismatches[0]).toEqual({
      path: '$.data.customer_info.isregistered',
      message: 'required property is missing',
    });
    const stock = find('redeem', 'out of stock');
    expect(stock?.mismatches[0]?.path).toBe('$.code');
    expect(stock?.response).toMatchObject({ status: 409, code: 'NO_STOCK' });
    // The contract checker also says the code is not in the catalogue.
    expect(stock?.mismatches.some((m) => m.message.startsWith('unknown error code "NO_STOCK"'))).toBe(true);
    const unsigned = result.results.find((r) => r.kind === 'probe' && r.probe === 'unsigned' && !r.ok);
    expect(unsigned).toMatchObject({ operationId: 'getCustomerInfo', response: { status: 200 } });
  });

  it('still passes what the broken server does right (signature and bearer checks, other bodies)', () => {
    const passed = result.results.filter((r) => r.ok);
    expect(passed.map((r) => r.probe).filter(Boolean)).toEqual(
      expect.arrayContaining(['wrong-signature', 'stale-timestamp', 'no-bearer', 'unsigned', 'invalid-bearer', 'revoked-bearer']),
    );
    expect(passed.map((r) => r.operationId)).toEqual(expect.arrayContaining(['redeem', 'getPrivilegeList', 'getDocument']));
  });

  it('hints at the signing key when signed calls are refused with INVALID_SIGNATURE', async () => {
    const wrongKey = await runVerifier({ ...CORE_ONLY, baseUrl: server.url, scenarios: SCENARIOS, secret: 'not-the-key', probes: false });
    const refused = wrongKey.results.filter((r) => r.response?.code === 'INVALID_SIGNATURE');
    expect(refused.map((r) => r.operationId)).toEqual(expect.arrayContaining(['getPoint', 'getCustomerInfo', 'redeem']));
    expect(refused[0]?.message).toMatch(/^\$ status expected 200, got 401 \(code "INVALID_SIGNATURE"\)$/);
    expect(summaryLines(wrongKey)).toContain("Hint: many signed calls were refused with INVALID_SIGNATURE - is --secret the server's signing key?");
  });

  it('exits 1 from the command line, prints each fault and the closing count, and writes a JUnit report', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'verifier-'));
    const report = join(dir, 'report.xml');
    const run = await runCli([...CORE_ONLY_ARGS, '--base-url', server.url, '--scenarios', SCENARIOS, '--report', report]);
    expect(run.code).toBe(1);
    for (const line of PLANTED) expect(run.lines).toContain(line);
    // No expired token in this scenario file: those probes are skipped, listed, and counted neither way.
    const skip = 'no expired token in the scenario file (scenario file field "expired_token")';
    expect(run.lines).toContain(`SKIP  getCustomerInfo  security: expired bearer token is refused: ${skip}`);
    expect(run.lines).toContain(`Skipped ${result.skipped} lines (not checked): ${skip}`);
    expect(result.skipped).toBe(run.lines.filter((l) => l.startsWith('SKIP  ')).length);
    expect(result.skipped).toBeGreaterThan(0);
    expect(run.lines.at(-1)).toBe(`${result.passed} passed, 5 failed`);
    const xml = readFileSync(report, 'utf8');
    expect(xml).toMatch(new RegExp(`<testsuites name="contract verifier" tests="\\d+" failures="5" skipped="${result.skipped}"`));
    expect(xml).toContain(`<skipped message="${skip.replace(/"/g, '&quot;')}"/>`);
    expect(xml).toContain('<failure message="$.data.point expected integer">');
  }, 60_000);

  it('writes a JSON report with every result', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'verifier-'));
    const report = join(dir, 'report.json');
    const run = await runCli([...CORE_ONLY_ARGS, '--base-url', server.url, '--scenarios', SCENARIOS, '--only', 'getPoint', '--no-probes', '--report', report]);
    expect(run.code).toBe(1);
    const json = JSON.parse(readFileSync(report, 'utf8')) as VerifierResult;
    expect(json.results).toHaveLength(1);
    expect(json.results[0]).toMatchObject({ operationId: 'getPoint', ok: false, message: '$.data.point expected integer' });
    expect(json.failed).toBe(1);
    expect(run.lines.at(-1)).toBe('0 passed, 1 failed');
  }, 60_000);
});

describe('contract verifier against no server at all', () => {
  it('exits 2 (could not run) with a clear message when the server is unreachable', async () => {
    // A port that was free a moment ago: nothing listens there.
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: p } = probe.address() as { port: number };
        probe.close(() => resolve(p));
      });
    });
    const run = await runCli([...CORE_ONLY_ARGS, '--base-url', `http://127.0.0.1:${port}`, '--timeout', '3000']);
    expect(run.code).toBe(2);
    expect(run.stdout).toMatch(new RegExp(`UNREACHABLE  cannot connect to http://127.0.0.1:${port}: .*ECONNREFUSED`));
    expect(run.lines.at(-1)).toBe('0 passed, 1 failed');
  }, 60_000);

  it('exits 2 on bad usage', async () => {
    const run = await runCli(['--scenarios', 'x.json']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--base-url is required');
  }, 60_000);
});
