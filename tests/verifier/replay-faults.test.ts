/**
 * Behaviour faults (replayed writes, error language), planted by the fault proxy in front of the mock server:
 * idempotency that re-executes (a replay moves points again) and untranslated Thai error messages.
 * The relaxed message mode accepts the catalogue text plus detail, never English in message.th.
 * The command line runs in this process (helpers.ts `runCliHere`).
 */
import { randomUUID } from 'node:crypto';
import { formatLine } from '../../openapi/verifier/report';
import { runVerifier } from '../../openapi/verifier/runner';
import { parseScenarioFile } from '../../openapi/verifier/scenarios';
import { mockBehindProxies, type Plant, type ProxiedResponse } from './fixtures/fault-proxy';
import { CORE_ONLY, CORE_ONLY_ARGS, runCliHere, startMockServer } from './helpers';

const { behind, mockUrl } = mockBehindProxies(startMockServer);

const withKey = (headers: Record<string, unknown>) => typeof headers['idempotency-key'] === 'string';

/** Rewrites the `message` of every error answer. */
const rewriteMessages =
  (rewrite: (m: { th: string; en: string }) => { th: string; en: string }): Plant =>
  async (_req, forward) => {
    const res = await forward();
    const body = res.json() as { message?: { th: string; en: string } } | undefined;
    return res.status >= 400 && body?.message ? res.withJson({ ...body, message: rewrite(body.message) }) : res;
  };

/** The keyed operations: the replay tests verify only these (their setup steps still run). */
const KEYED = ['redeem', 'blueplusTransferPoint', 'maxmeTransferPoint', 'pointXTopUp'];
const REPLAYS = KEYED.map(
  (op) => `FAIL  ${op}  same Idempotency-Key and body replays the answer: `,
);

describe('idempotency that re-executes', () => {
  it('a new key on every keyed call: exit 1, each replay scenario names the reference that changed', async () => {
    const url = await behind((req, forward) =>
      withKey(req.headers) ? forward({ headers: { ...req.headers, 'idempotency-key': randomUUID() } }) : forward(),
    );
    const run = await runCliHere([...CORE_ONLY_ARGS, '--base-url', url, '--no-probes', '--only', KEYED.join(',')]);
    expect(run.code, run.stdout + run.stderr).toBe(1);
    const fails = run.lines.filter((l) => l.startsWith('FAIL'));
    for (const start of REPLAYS) {
      const line = fails.find((l) => l.startsWith(start));
      expect(line, `${start}\n${run.stdout.slice(-3000)}${run.stderr}`).toMatch(/: \$\.data\.(redemption_id|transfer_id) expected "(RDM|TRF)\d+" \(\{\{first_(redemption|transfer)_id\}\}\), got "(RDM|TRF)\d+"$/);
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
    const result = await runVerifier({ ...CORE_ONLY, baseUrl: url, probes: false, only: KEYED });
    const lines = result.results.filter((r) => !r.ok).map(formatLine);
    for (const start of REPLAYS) {
      expect(lines.find((l) => l.startsWith(start)), start).toMatch(
        /: teardown step 1 \(getPoint\): \$\.data\.point expected \d+ \(\{\{(first_balance_after|balance_after_first)\}\}\), got \d+$/,
      );
    }
  }, 60_000);
});

describe('error texts vs the catalogue', () => {
  it('untranslated Thai (message.th is the English text): exit 1 with lines naming $.message.th', async () => {
    const url = await behind(rewriteMessages((m) => ({ th: m.en, en: m.en })));
    const run = await runCliHere([...CORE_ONLY_ARGS, '--base-url', url]);
    expect(run.code, run.stdout + run.stderr).toBe(1);
    const fails = run.lines.filter((l) => l.startsWith('FAIL'));
    expect(fails, run.stdout.slice(-3000) + run.stderr).toContain(
      'FAIL  redeem  out of stock: PRV000109: $.message.th expected the catalogue text "สินค้าหมดแล้ว" for OUT_OF_STOCK, got "Out of stock." (not Thai)',
    );
    // Every failure is this fault: the untranslated text, on error answers only (probes included).
    expect(fails.length).toBeGreaterThan(40);
    expect(fails.filter((l) => !/: \$\.message\.th expected the catalogue text ".+" for [A-Z_]+, got ".+" \(not Thai\)$/.test(l))).toEqual([]);
    expect(fails.some((l) => l.includes('  security: '))).toBe(true);
  }, 60_000);

  it('relaxed accepts the catalogue text plus detail, which exact refuses', async () => {
    const url = await behind(rewriteMessages((m) => ({ th: `${m.th} (รหัส 42)`, en: `${m.en} Reference 42.` })));
    // Exact on the error answers (scenarios and probes) of the keyed operations and the address writes;
    // relaxed on every error answer of the run.
    const exact = await runVerifier({ ...CORE_ONLY, baseUrl: url, only: [...KEYED, 'createAddress', 'editAddress'] });
    expect(exact.failed).toBeGreaterThan(40);
    expect(exact.results.filter((r) => !r.ok).every((r) => r.message?.startsWith('$.message.th expected the catalogue text '))).toBe(true);

    await fetch(`${mockUrl()}/__mock/reset`, { method: 'POST' });
    const relaxed = await runVerifier({ ...CORE_ONLY, baseUrl: url, messages: 'relaxed' });
    expect(relaxed.results.filter((r) => !r.ok).map(formatLine)).toEqual([]);
  }, 60_000);

  it('relaxed still refuses English in message.th (CLI flag and scenario file option)', async () => {
    const url = await behind(rewriteMessages((m) => ({ th: `${m.en} (code 42)`, en: m.en })));
    const run = await runCliHere([...CORE_ONLY_ARGS, '--base-url', url, '--messages', 'relaxed', '--no-probes', '--only', 'redeem']);
    expect(run.code).toBe(1);
    expect(run.lines).toContain(
      'FAIL  redeem  out of stock: PRV000109: $.message.th expected text containing the catalogue text "สินค้าหมดแล้ว" for OUT_OF_STOCK, got "Out of stock. (code 42)" (not Thai)',
    );

    await fetch(`${mockUrl()}/__mock/reset`, { method: 'POST' });
    const scenarios = parseScenarioFile({
      messages: 'relaxed',
      scenarios: [
        {
          name: 'out of stock',
          operationId: 'redeem',
          identity: { national_id: '1101700230708', otp: '123456' },
          body: { privilege_id: 'PRV000109', quantity: 1 },
          expect: { status: 409, code: 'OUT_OF_STOCK' },
        },
      ],
    });
    const fromFile = await runVerifier({ ...CORE_ONLY, baseUrl: url, scenarios, probes: false, only: ['redeem'] });
    expect(fromFile.results.map(formatLine)).toEqual([
      'FAIL  redeem  out of stock: $.message.th expected text containing the catalogue text "สินค้าหมดแล้ว" for OUT_OF_STOCK, got "Out of stock. (code 42)" (not Thai)',
    ]);
  }, 60_000);
});
