/**
 * Input faults, planted by the fault proxy in front of the mock server, that only the generated checks
 * catch (no scenario sends these inputs):
 *  - an over-long field accepted with 200 (EditProfile's first_name is cut to 100 before the mock sees it);
 *  - a crash (500) on a wrong type (PrivilegeList's `page` that is not a number);
 *  - a 500 for some input only the fuzzer finds (PrivilegeList's `keyword` longer than 20 characters),
 *    shrunk to a minimal input whose `curl` line reproduces it;
 * and the coverage gate: a documented status never observed fails the run with exit code 3 and a hint,
 * unless the scenario file marks it unreachable with a reason.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { exitCode, formatLine, summaryLines } from '../../openapi/verifier/report';
import { runVerifier } from '../../openapi/verifier/runner';
import { DEFAULT_SCENARIOS_FILE, loadScenarioFile } from '../../openapi/verifier/scenarios';
import { mockBehindProxies, type Plant } from './fixtures/fault-proxy';
import { runCliHere, startMockServer } from './helpers';

const { behind, mockUrl } = mockBehindProxies(startMockServer);

const GENERIC_ERROR = { code: 'GENERIC_ERROR', message: { th: 'เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้งภายหลัง', en: 'An error occurred. Please try again later.' } };

/** The server's input faults: EditProfile takes an over-long first_name; PrivilegeList crashes on a non-numeric page or a long keyword. */
const lax: Plant = async (req, forward) => {
  if (req.path === '/api/Customer/EditProfile' && req.body.length) {
    const body = JSON.parse(req.body.toString('utf8')) as { first_name?: unknown };
    if (typeof body.first_name === 'string' && body.first_name.length > 100) {
      return forward({ body: Buffer.from(JSON.stringify({ ...body, first_name: body.first_name.slice(0, 100) })) });
    }
  }
  if (req.path === '/api/Privilege/List') {
    const query = new URL(req.url, 'http://x').searchParams;
    const page = query.get('page');
    const crash = (page !== null && !/^\d+$/.test(page.trim())) || (query.get('keyword') ?? '').length > 20;
    if (crash) return (await forward()).withJson(GENERIC_ERROR, 500);
  }
  return forward();
};

const NO_EXTRAS = { probes: false, coverage: false, fuzz: 0 } as const;

describe('negative inputs generated from the schemas', () => {
  it('fail an over-long field accepted with 200 and a crash on a wrong type, naming operation and input', async () => {
    const result = await runVerifier({ ...NO_EXTRAS, baseUrl: await behind(lax), only: ['editProfile', 'getPrivilegeList'] });
    const failed = result.results.filter((r) => !r.ok).map(formatLine);
    expect(failed).toContain(
      'FAIL  editProfile  negative: body.first_name above maxLength 100: $ invalid input accepted: expected 400 INVALID_FORMAT, got 200',
    );
    expect(failed).toContain(
      'FAIL  getPrivilegeList  negative: query.page wrong type (letters): $ server error on invalid input: expected 400 INVALID_FORMAT, got 500',
    );
    // Thai digits are a wrong type for an integer too; the scenarios themselves all pass.
    expect(failed).toContain(
      'FAIL  getPrivilegeList  negative: query.page Thai digits instead of ASCII: $ server error on invalid input: expected 400 INVALID_FORMAT, got 500',
    );
    expect(result.results.filter((r) => r.kind === 'scenario').every((r) => r.ok)).toBe(true);
    const longName = result.results.find((r) => r.name === 'negative: body.first_name above maxLength 100');
    expect(longName?.input).toMatch(/^body\.first_name = ".*\(101 chars\)$/);
    expect(longName?.curl).toMatch(/^curl -sS -i -X PUT '.*\/api\/Customer\/EditProfile' .*-H 'X-Signature: [0-9a-f]+'.*--data-raw '\{/);
    // Every other field of EditProfile is still refused as the contract says.
    expect(result.results.filter((r) => r.operationId === 'editProfile' && r.kind === 'negative' && !r.ok)).toHaveLength(1);
  }, 90_000);
});

describe('fuzzing', () => {
  it('finds the 500 only some input gives, shrinks it, and prints a curl line that reproduces it', async () => {
    const url = await behind(lax);
    const result = await runVerifier({ baseUrl: url, only: ['getPrivilegeList'], probes: false, negative: false, coverage: false, fuzz: 80, seed: 7 });
    const line = result.results.find((r) => r.kind === 'fuzz');
    expect(line).toMatchObject({ operationId: 'getPrivilegeList', ok: false, name: 'fuzz: 80 cases (seed 7)' });
    expect(line?.message).toMatch(/^\$ server error: status 500 \(code "GENERIC_ERROR"\) \(minimal input \{.*\}, after \d+ case\(s\) and \d+ shrink\(s\); seed 7\)$/);
    const input = JSON.parse(line?.input ?? '{}') as Record<string, unknown>;
    // Shrunk: nothing but what makes it fail (a keyword just over the length that crashes, or a non-numeric page).
    // (a query value is sent as its text: a number's too)
    const keyword = input.keyword === undefined || input.keyword === null ? '' : String(input.keyword);
    expect(keyword.length > 20 || (input.page !== undefined && !/^\d+$/.test(String(input.page).trim()))).toBe(true);
    expect(Object.keys(input).length).toBeLessThanOrEqual(2);
    // The curl line sends the same call, signed as the verifier signed it, and gets the same 500.
    // (asynchronously: the proxy that answers it runs in this very process)
    const { stdout: answer } = await promisify(execFile)('bash', ['-c', line?.curl ?? 'false'], { encoding: 'utf8' });
    expect(answer).toMatch(/^HTTP\/1\.1 500/);
    expect(answer).toContain('"GENERIC_ERROR"');
    // The same seed gives the same cases.
    const again = await runVerifier({ baseUrl: url, only: ['getPrivilegeList'], probes: false, negative: false, coverage: false, fuzz: 80, seed: 7 });
    expect(again.results.find((r) => r.kind === 'fuzz')?.input).toBe(line?.input);
  }, 90_000);
});

describe('coverage gate', () => {
  const file = (marks: boolean) => {
    const { $comment: _comment, unreachable, ...rest } = loadScenarioFile(DEFAULT_SCENARIOS_FILE);
    const path = join(mkdtempSync(join(tmpdir(), 'verifier-')), 'scenarios.json');
    writeFileSync(path, JSON.stringify({ ...rest, unreachable: marks ? unreachable : [] }));
    return path;
  };
  const only = ['--only', 'getDocument', '--no-probes', '--fuzz', '0'];

  it('exits 3 when only the coverage gate fails, naming the pair and the input that should reach it', async () => {
    const run = await runCliHere(['--base-url', mockUrl(), '--scenarios', file(false), ...only]);
    expect(run.lines.filter((l) => l.startsWith('FAIL'))).toEqual([]);
    expect(run.lines).toContain('Coverage: 3 of 4 (operation, documented status) pairs observed, 0 marked unreachable, 1 not observed.');
    expect(run.lines).toContain('  - getDocument 404: try a scenario with an id that does not exist on this server');
    expect(run.lines.some((l) => l.startsWith('Coverage gate FAILED: 1 documented status(es) never observed'))).toBe(true);
    expect(run.lines.at(-1)).toMatch(/^\d+ passed, 0 failed$/);
    expect(run.code).toBe(3);
  }, 90_000);

  it('lists a pair marked unreachable with its reason, and does not gate on it (exit 0)', async () => {
    const result = await runVerifier({ baseUrl: mockUrl(), scenarios: file(true), only: ['getDocument'], probes: false, fuzz: 0 });
    const summary = summaryLines(result);
    expect(summary).toContain('Marked unreachable in the scenario file (1; listed, not gated):');
    expect(summary.some((l) => l.startsWith('  - getDocument 404: Every kind the schema allows'))).toBe(true);
    expect(exitCode(result)).toBe(0);
  }, 90_000);

  it('makes an operation without a scenario a row of the table: every status unobserved, hint: add a scenario', async () => {
    const { scenarios, ...rest } = loadScenarioFile(DEFAULT_SCENARIOS_FILE);
    const result = await runVerifier({
      baseUrl: mockUrl(),
      scenarios: { ...rest, scenarios: scenarios.filter((s) => s.operationId !== 'getDocument') },
      only: ['getDocument'],
      probes: false,
      fuzz: 0,
    });
    expect(result.uncovered).toEqual(['getDocument']);
    expect(result.coverage?.pairs.filter((p) => p.hint !== undefined).map((p) => `${p.status} ${p.hint}`)).toEqual([
      '200 the operation has no scenario: add one (its happy path first)',
      '400 the operation has no scenario: add one (its happy path first)',
      '500 the operation has no scenario: add one (its happy path first)',
    ]);
    // The pair the file marks unreachable stays listed with its reason.
    expect(result.coverage?.pairs.find((p) => p.status === '404')?.unreachable).toMatch(/^Every kind the schema allows/);
  }, 90_000);
});
