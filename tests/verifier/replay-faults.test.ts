/**
 * Behaviour faults of issue 18 item 3, planted by the fault proxy in front of the mock server:
 * idempotency that re-executes (a replay moves points again).
 */
import { randomUUID } from 'node:crypto';
import { formatLine } from '../../openapi/verifier/report';
import { runVerifier } from '../../openapi/verifier/runner';
import { startFaultProxy, type FaultProxy, type Plant, type ProxiedResponse } from './fixtures/fault-proxy';
import { runCli, startMockServer, type MockServer } from './helpers';

let mock: MockServer;
const proxies: FaultProxy[] = [];

beforeAll(async () => {
  mock = await startMockServer();
}, 45_000);

afterAll(async () => {
  await Promise.all(proxies.map((p) => p.close()));
  await mock?.stop();
});

/** A fresh mock behind a new proxy planting `plant`. */
async function behind(plant: Plant): Promise<string> {
  const res = await fetch(`${mock.url}/__mock/reset`, { method: 'POST' });
  expect(res.status).toBe(200);
  const proxy = await startFaultProxy(mock.url, plant);
  proxies.push(proxy);
  return proxy.url;
}

const withKey = (headers: Record<string, unknown>) => typeof headers['idempotency-key'] === 'string';

const REPLAYS = ['redeem', 'blueplusTransferPoint', 'maxmeTransferPoint', 'pointXTopUp'].map(
  (op) => `FAIL  ${op}  same Idempotency-Key and body replays the answer: `,
);

describe('idempotency that re-executes', () => {
  it('a new key on every keyed call: exit 1, each replay scenario names the reference that changed', async () => {
    const url = await behind((req, forward) =>
      withKey(req.headers) ? forward({ headers: { ...req.headers, 'idempotency-key': randomUUID() } }) : forward(),
    );
    const run = await runCli(['--base-url', url, '--no-probes']);
    expect(run.code).toBe(1);
    const fails = run.lines.filter((l) => l.startsWith('FAIL'));
    for (const start of REPLAYS) {
      const line = fails.find((l) => l.startsWith(start));
      expect(line, start).toMatch(/: \$\.data\.(redemption_id|transfer_id) expected "(RDM|TRF)\d+" \(\{\{first_(redemption|transfer)_id\}\}\), got "(RDM|TRF)\d+"$/);
    }
    // The key bound to another body is not recognised either.
    expect(fails.some((l) => l.startsWith('FAIL  redeem  same Idempotency-Key, different body: $.code expected "IDEMPOTENCY_KEY_REUSED"'))).toBe(true);
    expect(run.lines.at(-1)).toMatch(/^\d+ passed, [1-9]\d* failed$/);
  }, 60_000);

  it('the first answer replayed but the call carried out again: the balance check names $.data.point', async () => {
    const first = new Map<string, ProxiedResponse>();
    const url = await behind(async (req, forward) => {
      const key = req.headers['idempotency-key'];
      if (typeof key !== 'string') return forward();
      const res = await forward({ headers: { ...req.headers, 'idempotency-key': randomUUID() } });
      const kept = first.get(key);
      if (kept) return kept;
      first.set(key, res);
      return res;
    });
    const result = await runVerifier({ baseUrl: url, probes: false });
    const lines = result.results.filter((r) => !r.ok).map(formatLine);
    for (const start of REPLAYS) {
      expect(lines.find((l) => l.startsWith(start)), start).toMatch(
        /: teardown step 1 \(getPoint\): \$\.data\.point expected \d+ \(\{\{(first_balance_after|balance_after_first)\}\}\), got \d+$/,
      );
    }
  }, 60_000);
});
