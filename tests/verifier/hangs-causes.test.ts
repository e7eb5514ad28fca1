/**
 * Failure causes, hangs and gateway pages, each proven with a fault planted by the fault proxy in front of the mock server:
 * a broken login names its cause on every dependent line (and the run keeps its number of lines),
 * hanging servers end within the deadline, a gateway's HTML error page is named once in the summary,
 * and a misspelled optional field is a warning after the summary, not a failure. The proxy planting
 * nothing is transparent: the verifier passes through it as it does against the mock directly.
 *
 * A fault confined to a few operations is verified on those operations only (`only`: their setup steps
 * still run); a fault that reaches every line (the login, a server that never answers) on the whole run.
 * The command line runs in this process (helpers.ts `runCliHere`).
 */
import type { ServerResponse } from 'node:http';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadContract } from '../../openapi/verifier/contract';
import { formatLine, summaryLines } from '../../openapi/verifier/report';
import { runVerifier, type VerifierResult } from '../../openapi/verifier/runner';
import { loadScenarioFile, resolveIdentity } from '../../openapi/verifier/scenarios';
import { startFaultProxy, type FaultProxy, type Plant } from './fixtures/fault-proxy';
import { CORE_ONLY, CORE_ONLY_ARGS, runCliHere, startMockServer, type MockServer } from './helpers';

let mock: MockServer;
let proxy: FaultProxy;
/**
 * The core run through the proxy planting nothing, made once, by the first test that asks for it (the
 * first test of the file reads it: a test's time, not the start-up hook's).
 */
let normalRun: Promise<VerifierResult> | undefined;
const normal = () => (normalRun ??= plantFault(nothing).then((baseUrl) => runVerifier({ ...CORE_ONLY, baseUrl })));
const lines = async () => (await normal()).results.length;
const nothing: Plant = (_req, forward) => forward();
/** What the one proxy of this file plants now (one proxy for all tests: closing proxies costs seconds). */
let planted: Plant = nothing;

const reset = async () => {
  expect((await fetch(`${mock.url}/__mock/reset`, { method: 'POST' })).status).toBe(200);
};

/** Plants `plant` in the proxy after resetting the mock's data; returns the proxy's URL. */
async function plantFault(plant: Plant): Promise<string> {
  await reset();
  planted = plant;
  return proxy.url;
}

const failedLines = (result: VerifierResult) => result.results.filter((r) => !r.ok).map(formatLine);

beforeAll(async () => {
  mock = await startMockServer();
  proxy = await startFaultProxy(mock.url, (req, forward, raw) => planted(req, forward, raw));
}, 45_000);

afterAll(async () => {
  await proxy?.close();
  await mock?.stop();
});

describe('the fault proxy planting nothing', () => {
  it('lets the verifier pass against the mock behind it', async () => {
    const result = await normal();
    expect(result.results.filter((r) => !r.ok).map(formatLine)).toEqual([]);
    expect(result.passed).toBeGreaterThan(100);
  }, 60_000);
});

describe('a misspelled optional field', () => {
  it('is a warning after the summary (and in the JSON report), never a failure', async () => {
    const url = await plantFault(async (req, forward) => {
      const res = await forward();
      if (req.path !== '/api/Customer/CustomerInfo' || res.status !== 200) return res;
      const body = res.json() as { data: { customer_info: Record<string, unknown> } };
      const { email, ...info } = body.data.customer_info;
      return res.withJson({ ...body, data: { ...body.data, customer_info: { ...info, emial: email ?? 'a@example.com' } } });
    });
    const dir = mkdtempSync(join(tmpdir(), 'verifier-'));
    // Only getCustomerInfo answers the misspelled field: its scenarios and probes call it many times.
    const run = await runCliHere([...CORE_ONLY_ARGS, '--base-url', url, '--only', 'getCustomerInfo', '--report', join(dir, 'report.json')]);
    expect(run.lines.filter((l) => l.startsWith('FAIL'))).toEqual([]);
    expect(run.code, run.stdout.slice(-3000) + run.stderr).toBe(0);
    const warning = 'Warning: unknown property $.data.customer_info.emial in getCustomerInfo (not in the contract; misspelled?)';
    // Once (deduplicated over every call of getCustomerInfo), after the summary, before the count line.
    expect(run.lines.filter((l) => l === warning)).toHaveLength(1);
    expect(run.lines.indexOf(warning)).toBeGreaterThan(run.lines.indexOf('Every operation in scope is covered by a scenario.'));
    expect(run.lines.at(-1)).toMatch(/^\d+ passed, 0 failed$/);
    const json = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')) as VerifierResult;
    expect(json.unknownProperties).toEqual([{ operationId: 'getCustomerInfo', path: '$.data.customer_info.emial' }]);
  }, 60_000);
});

describe('a broken login (RequestOTP answers 200 without transaction_id)', () => {
  it('names the missing $.data.transaction_id on every dependent line, with as many lines as a normal run', async () => {
    // Before any fault is planted: the normal run plants nothing.
    const normalLines = await lines();
    const url = await plantFault(async (req, forward) => {
      const res = await forward();
      if (req.path !== '/api/Auth/RequestOTP' || res.status !== 200) return res;
      const { data } = res.json() as { data: Record<string, unknown> };
      const { transaction_id: _dropped, ...rest } = data;
      return res.withJson({ data: rest });
    });
    const result = await runVerifier({ ...CORE_ONLY, baseUrl: url });
    expect(result.results).toHaveLength(normalLines);
    const cause = /login as national_id \d+ failed at RequestOTP \(requestLoginOtp\): \$\.data\.transaction_id missing \(status 200; \$\.data has ref_code/;
    // Every failed line names the missing path (login, or the setup step / main call of the OTP scenarios).
    expect(failedLines(result).filter((l) => !l.includes('$.data.transaction_id'))).toEqual([]);
    // Every scenario of a logged-in identity depends on the login, and so does every signature probe.
    const file = loadScenarioFile();
    const loggedIn = file.scenarios.filter((s) => {
      const id = resolveIdentity(s.identity, file.identities);
      return typeof id === 'object' && !('token' in id);
    });
    const failedScenarios = new Set(result.results.filter((r) => r.kind === 'scenario' && !r.ok).map((r) => `${r.operationId} ${r.name}`));
    expect(loggedIn.filter((s) => !failedScenarios.has(`${s.operationId} ${s.name}`)).map((s) => s.name)).toEqual([]);
    const signatureProbes = result.results.filter((r) => r.probe && r.probe !== 'no-bearer');
    expect(signatureProbes.length).toBeGreaterThan(0);
    expect(signatureProbes.filter((r) => r.ok || !cause.test(r.message ?? ''))).toEqual([]);
  }, 60_000);
});

describe('a gateway answering with its HTML error page', () => {
  it('is named once in the summary; the lines keep their own short message', async () => {
    let pages = 0;
    const url = await plantFault(async (req, forward, raw: ServerResponse) => {
      if (!req.path.startsWith('/api/Privilege/')) return forward();
      pages++;
      raw.writeHead(502, { 'Content-Type': 'text/html' });
      raw.end('<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body>\r\n</html>\r\n');
      return 'handled';
    });
    const privilege = (await loadContract()).operations.filter((o) => o.path.startsWith('/api/Privilege/')).map((o) => o.operationId);
    const result = await runVerifier({ ...CORE_ONLY, baseUrl: url, only: privilege });
    expect(pages).toBeGreaterThan(3);
    const named = summaryLines(result).filter((l) => l.includes('gateway'));
    expect(named).toEqual([
      `The server answered ${pages} call(s) with a gateway HTML page (502 Bad Gateway): is the backend behind the gateway up?`,
    ]);
    const failed = failedLines(result);
    expect(failed.some((l) => l.includes('$ not JSON: body is not JSON, Content-Type "text/html" (status 502)'))).toBe(true);
    expect(failed.filter((l) => /gateway/i.test(l))).toEqual([]);
  }, 60_000);
});

describe('a hanging server', () => {
  it('a stalled body is a timeout on its line, not an empty body; the rest of the run goes on', async () => {
    // GetPoint and the operations around it in the scenario file: each stalled call waits out its timeout.
    const only = ['getCustomerInfo', 'getPoint', 'uploadImageProfile'];
    const linesInScope = (await runVerifier({ ...CORE_ONLY, baseUrl: await plantFault(nothing), only })).results.length;
    const url = await plantFault(async (req, forward, raw) => {
      if (req.path !== '/api/Customer/GetPoint') return forward();
      raw.writeHead(200, { 'Content-Type': 'application/json' });
      raw.write('{"data":');
      return 'handled';
    });
    // Its GetPoint probes may time out together: no stop after N in a row here, that is the next test.
    const result = await runVerifier({ ...CORE_ONLY, baseUrl: url, timeoutMs: 1000, maxTimeouts: 100, only });
    expect(result.results).toHaveLength(linesInScope);
    const getPoint = result.results.filter((r) => r.operationId === 'getPoint' && r.kind === 'scenario');
    expect(getPoint.length).toBeGreaterThan(0);
    for (const line of getPoint) {
      expect(line.message).toMatch(/^unreachable: body stalled: status 200 came, the body did not finish within 1000 ms/);
    }
    expect(result.stopped).toBeUndefined();
    expect(failedLines(result).filter((l) => !l.includes('GetPoint'))).toEqual([]);
    expect(result.results.filter((r) => r.operationId !== 'getPoint' && r.ok).length).toBeGreaterThan(10);
  }, 60_000);

  it('that never answers stops after N consecutive timeouts, well within the deadline, exit 1 (command line)', async () => {
    // Before any fault is planted: the normal run plants nothing.
    const normalLines = await lines();
    const url = await plantFault(async (req, forward) =>
      // Only the reachability check (the terms document) is answered; everything else hangs.
      req.path === '/api/Content/Document' ? forward() : new Promise(() => undefined),
    );
    const started = Date.now();
    // A timeout that a busy machine's forwarded reachability check stays well inside (at 400 ms it
    // sometimes did not, and the run reported the server unreachable instead of hanging).
    const run = await runCliHere([...CORE_ONLY_ARGS, '--base-url', url, '--timeout', '1000', '--max-timeouts', '3', '--deadline', '20']);
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(run.code).toBe(1);
    const fails = run.lines.filter((l) => l.startsWith('FAIL'));
    expect(fails.some((l) => /unreachable: no answer within 1000 ms/.test(l))).toBe(true);
    const stopped = fails.filter((l) => l.endsWith(': stopped after 3 consecutive timeouts'));
    expect(stopped.length).toBeGreaterThan(normalLines / 2);
    expect(run.lines.filter((l) => l.startsWith('PASS') || l.startsWith('FAIL'))).toHaveLength(normalLines);
    expect(run.lines).toContain(
      `Stopped: stopped after 3 consecutive timeouts; ${stopped.length} line(s) were not run (the server accepts connections but does not answer: is it hanging?).`,
    );
    expect(run.lines.at(-1)).toMatch(/^\d+ passed, \d+ failed$/);
  }, 60_000);

  it('that answers slowly ends at the run-wide deadline, every line reported', async () => {
    // Before any fault is planted: the normal run plants nothing.
    const normalLines = await lines();
    const url = await plantFault(async (req, forward) => {
      if (req.path !== '/api/Content/Document') await new Promise((r) => setTimeout(r, 150));
      return forward();
    });
    const result = await runVerifier({ ...CORE_ONLY, baseUrl: url, deadlineMs: 1500 });
    expect(result.durationMs).toBeLessThan(1500 + 1000);
    expect(result.results).toHaveLength(normalLines);
    expect(result.stopped).toBe('deadline of 1.5 s reached');
    const cut = result.results.filter((r) => r.message === 'deadline of 1.5 s reached');
    expect(cut.length).toBeGreaterThan(10);
    expect(summaryLines(result)).toContain(
      `Stopped: deadline of 1.5 s reached; ${cut.length} line(s) were not run (raise --deadline, or find out why calls are slow).`,
    );
    expect(result.failed).toBeGreaterThanOrEqual(cut.length);
  }, 60_000);
});
