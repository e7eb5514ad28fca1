/**
 * The baseline of accepted failures, the HTML report and the exit codes, against the broken fixture
 * server (tests/verifier/fixtures/broken-server.ts, five failing lines with broken-scenarios.json):
 * an entry before its expiry date excuses its failure; an expired one no longer does and says so;
 * an entry that matches nothing is listed; exit 0 only when every failure is excused; a malformed
 * baseline file cannot run (exit 2).
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { exitCode, formatLine, summaryLines } from '../../openapi/verifier/report';
import { runVerifier } from '../../openapi/verifier/runner';
import { startBrokenServer, type BrokenServer } from './fixtures/broken-server';
import { CORE_ONLY, CORE_ONLY_ARGS, runCliHere } from './helpers';

const SCENARIOS = fileURLToPath(new URL('./fixtures/broken-scenarios.json', import.meta.url));
const NOW = new Date('2026-11-26T12:00:00Z');

const entry = (operationId: string, name: string, expires: string) => ({ operationId, name, expires, reason: `known: ${name}` });

let server: BrokenServer;
let dir: string;

beforeAll(async () => {
  server = await startBrokenServer();
  dir = mkdtempSync(join(tmpdir(), 'verifier-'));
}, 30_000);

afterAll(async () => {
  await server?.close();
});

describe('baseline of accepted failures', () => {
  it('excuses a failure until its expiry date; an expired entry no longer excuses and says so', async () => {
    const baseline = [
      entry('getPoint', 'happy path', '2026-11-26'),
      entry('getCustomerInfo', 'happy path', '2026-11-25'),
      entry('getPoint', 'security: unsigned*', '2027-01-31'),
      entry('getDocument', 'happy path', '2027-01-31'),
    ];
    const result = await runVerifier({ ...CORE_ONLY, baseUrl: server.url, scenarios: SCENARIOS, baseline, now: NOW });
    const lines = result.results.filter((r) => !r.ok && r.skipped === undefined).map(formatLine);
    expect(lines).toContain('EXCUSED  getPoint  happy path: $.data.point expected integer (baseline until 2026-11-26: known: happy path)');
    expect(lines).toContain(
      'EXCUSED  getPoint  security: unsigned call is refused: unsigned call accepted: expected 401 INVALID_SIGNATURE, got 200 (baseline until 2027-01-31: known: security: unsigned*)',
    );
    expect(lines).toContain(
      'FAIL  getCustomerInfo  happy path: $.data.customer_info.isregistered required property is missing (baseline entry expired on 2026-11-25: no longer excused)',
    );
    expect(result.excused).toBe(2);
    expect(result.failed).toBe(3);
    const summary = summaryLines(result);
    expect(summary).toContain('Baseline entry expired on 2026-11-25, no longer excuses: getCustomerInfo  happy path');
    expect(summary).toContain('Baseline entry matched no failure (fixed? delete it): getDocument  happy path');
  }, 60_000);

  it('exits 0 when every failure is excused, and writes the HTML report with the excused lines', async () => {
    const file = join(dir, 'baseline.json');
    const names = ['happy path', 'out of stock', 'security: unsigned call is refused'];
    const accepted = ['getPoint', 'getCustomerInfo', 'redeem'].flatMap((op) => names.map((name) => entry(op, name, '2999-12-31')));
    writeFileSync(file, JSON.stringify({ accepted }));
    const html = join(dir, 'report.html');
    const run = await runCliHere([...CORE_ONLY_ARGS, '--base-url', server.url, '--scenarios', SCENARIOS, '--baseline', file, '--report', html]);
    expect(run.lines.filter((l) => l.startsWith('FAIL'))).toEqual([]);
    expect(run.lines.filter((l) => l.startsWith('EXCUSED  '))).toHaveLength(5);
    expect(run.lines.at(-1)).toMatch(/^\d+ passed, 0 failed$/);
    expect(run.code).toBe(0);
    const page = readFileSync(html, 'utf8');
    expect(page).toContain('5 excused');
    expect(page).toContain('$.data.point expected integer (baseline until 2999-12-31: known: happy path)');
    expect(page).not.toMatch(/<script|<link|src="http/);
  }, 60_000);

  it('exits 1 when a failure is left, and 2 when the baseline file is malformed (an entry without expiry)', async () => {
    const partial = await runVerifier({ ...CORE_ONLY, baseUrl: server.url, scenarios: SCENARIOS, baseline: [entry('getPoint', 'happy path', '2999-12-31')] });
    expect(partial.failed).toBe(4);
    expect(exitCode(partial)).toBe(1);
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ accepted: [{ operationId: 'getPoint', name: 'happy path', reason: 'forever' }] }));
    const malformed = await runCliHere([...CORE_ONLY_ARGS, '--base-url', server.url, '--scenarios', SCENARIOS, '--baseline', bad]);
    expect(malformed.code).toBe(2);
    expect(malformed.stderr).toContain('"expires" must be a date YYYY-MM-DD');
  }, 60_000);
});

describe('fuzzing a server that is not the mock', () => {
  it('sends no login OTP request (it could text a real phone) and resets nothing', async () => {
    const file = JSON.parse(readFileSync(SCENARIOS, 'utf8')) as { scenarios: unknown[] };
    const login = { name: 'happy path', operationId: 'requestLoginOtp', identity: 'none', body: { id_type: 'national_id', id_number: '1101700230708' }, expect: { status: 200 } };
    const scenarios = { ...file, scenarios: [...file.scenarios, login] } as Parameters<typeof runVerifier>[0]['scenarios'];
    const result = await runVerifier({ baseUrl: server.url, scenarios, only: ['requestLoginOtp', 'getPrivilegeList'], probes: false, negative: false, coverage: false, fuzz: 10, seed: 3 });
    expect(result.results.find((r) => r.operationId === 'requestLoginOtp' && r.kind === 'scenario')?.ok).toBe(true);
    expect(result.mock).toBe(false);
    expect(result.results.filter((r) => r.kind === 'fuzz').map((r) => r.operationId)).toEqual(['getPrivilegeList']);
  }, 60_000);
});
