/**
 * The fault-planting proxy of the behaviour-fault tests is transparent when it plants nothing: the
 * verifier passes through it against the mock server exactly as it does directly.
 */
import { formatLine } from '../../openapi/verifier/report';
import { runVerifier } from '../../openapi/verifier/runner';
import { startFaultProxy, type FaultProxy } from './fixtures/fault-proxy';
import { CORE_ONLY, startMockServer, type MockServer } from './helpers';

let mock: MockServer;
let proxy: FaultProxy;

beforeAll(async () => {
  mock = await startMockServer();
  proxy = await startFaultProxy(mock.url, (_req, forward) => forward());
}, 45_000);

afterAll(async () => {
  await proxy?.close();
  await mock?.stop();
});

describe('fault proxy planting nothing', () => {
  it('lets the verifier pass against the mock behind it', async () => {
    await fetch(`${mock.url}/__mock/reset`, { method: 'POST' });
    const result = await runVerifier({ ...CORE_ONLY, baseUrl: proxy.url });
    expect(result.results.filter((r) => !r.ok).map(formatLine)).toEqual([]);
    expect(result.passed).toBeGreaterThan(100);
  }, 60_000);
});
