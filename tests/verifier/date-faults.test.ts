/**
 * The server's `Date`, planted wrong by the fault proxy in front of the mock server: the verifier
 * must exit 1 naming it.
 *  - no `Date` at all: every answer's line says the header is missing;
 *  - a `Date` an hour ahead of the clock the signature check uses: the call signed at the server's
 *    Date − 200 s (inside the window by what the server says its time is) is refused.
 */
import { formatLine } from '../../openapi/verifier/report';
import { runVerifier } from '../../openapi/verifier/runner';
import { mockBehindProxies } from './fixtures/fault-proxy';
import { CORE_ONLY, startMockServer } from './helpers';

const { behind } = mockBehindProxies(startMockServer);
const ONLY = ['getCustomerInfo', 'getDocument'];

describe('a server without Date', () => {
  it('fails every line with the missing header', async () => {
    const url = await behind(async (_req, forward, raw) => {
      const res = await forward();
      delete res.headers.date;
      // Node would add its own.
      raw.sendDate = false;
      return res;
    });
    const result = await runVerifier({ ...CORE_ONLY, baseUrl: url, only: ONLY, probes: false });
    const lines = result.results.map(formatLine);
    expect(lines).toContain('FAIL  getCustomerInfo  happy path: $ header Date is missing (the contract requires it on every answer)');
    expect(lines).toContain('FAIL  getDocument  happy path: $ header Date is missing (the contract requires it on every answer)');
    expect(lines).toContain(
      "FAIL  getCustomerInfo  signed at the server's Date - 200 s is accepted: no answer with a valid Date header yet: cannot sign relative to the server's time",
    );
    expect(result.passed).toBe(0);
  }, 60_000);
});

describe('a server whose Date is an hour off its signature clock', () => {
  it('fails the call signed at the server\'s Date - 200 s, and only that', async () => {
    const url = await behind(async (_req, forward) => {
      const res = await forward();
      res.headers.date = new Date(Date.parse(res.headers.date!) + 3_600_000).toUTCString();
      return res;
    });
    const result = await runVerifier({ ...CORE_ONLY, baseUrl: url, only: ONLY, probes: false });
    const failed = result.results.filter((r) => !r.ok).map(formatLine);
    expect(failed).toEqual([
      'FAIL  getCustomerInfo  signed at the server\'s Date - 200 s is accepted: $ status expected 200, got 401 (code "SIGNATURE_EXPIRED")',
    ]);
    expect(result.results.find((r) => r.name === "signed at the server's Date - 400 s is refused")?.ok).toBe(true);
    expect(result.clockSkewSeconds).toBeGreaterThan(3_500);
  }, 60_000);
});
