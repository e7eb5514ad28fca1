/**
 * Behaviour faults of a server's security, planted by the fault proxy in front of the mock server:
 * the verifier must exit 1 with FAIL lines naming the probe that caught each one.
 *  - signatures checked on reads only: the proxy re-signs every write correctly before the mock sees it;
 *  - invalid bearer accepted: the proxy swaps a bearer token the mock did not issue for a valid one.
 * And the default scenario file's expired token must stay what it is: issued by the mock, expired.
 * The command line runs in this process (helpers.ts `runCliHere`).
 */
import type { IncomingHttpHeaders } from 'node:http';
import { readToken } from '../../mocks/handlers/support/token';
import { loadContract } from '../../openapi/verifier/contract';
import { loadScenarioFile } from '../../openapi/verifier/scenarios';
import { Sessions } from '../../openapi/verifier/sessions';
import { signRequest, unixSeconds } from '../../src/shared/api/signature';
import { MOCK_SIGNING_KEY } from '../../mocks/signing';
import { mockBehindProxies, type Plant } from './fixtures/fault-proxy';
import { CORE_ONLY_ARGS, runCliHere, startMockServer, type CliRun } from './helpers';

const { behind, mockUrl } = mockBehindProxies(startMockServer);

const bearerOf = (headers: IncomingHttpHeaders) => /^Bearer\s+(\S+)$/i.exec(headers.authorization ?? '')?.[1];

/** The request's headers with `token` as bearer and a correct, current signature over it. */
async function signedHeaders(headers: IncomingHttpHeaders, token: string): Promise<IncomingHttpHeaders> {
  const timestamp = unixSeconds();
  const signature = await signRequest(MOCK_SIGNING_KEY, token, timestamp);
  return { ...headers, authorization: `Bearer ${token}`, 'x-timestamp': timestamp, 'x-signature': signature };
}

async function verifyThrough(plant: Plant): Promise<CliRun> {
  return runCliHere([...CORE_ONLY_ARGS, '--base-url', await behind(plant)]);
}

const fails = (run: CliRun) => run.lines.filter((l) => l.startsWith('FAIL  '));

describe('signatures checked on reads only', () => {
  it('fails the signature probes of the writes, and only those', async () => {
    const run = await verifyThrough(async (req, forward) => {
      const token = bearerOf(req.headers);
      return req.method === 'GET' || !token ? forward() : forward({ headers: await signedHeaders(req.headers, token) });
    });
    expect(run.code).toBe(1);
    const failed = fails(run);
    for (const op of ['redeem', 'createAddress', 'editAddress', 'editDefaultAddress', 'deleteAddress', 'editProfile', 'subscribe', 'requestOtpAddService', 'verifyGame', 'logoutLine']) {
      // The add-service code was asked for that number moments before (happy path, earlier probes):
      // a re-signed probe gets past the signature and may meet the resend interval instead.
      const failedWith = (probe: string, accepted: string, refusal: string) => {
        const lines = [`FAIL  ${op}  security: ${probe} is refused: ${accepted} accepted: expected 401 ${refusal}, got 200`];
        if (op === 'requestOtpAddService') lines.push(`FAIL  ${op}  security: ${probe} is refused: $.code expected "${refusal}", got "OTP_RESEND_TOO_SOON" (status 429)`);
        return lines.some((line) => failed.includes(line));
      };
      expect(failedWith('unsigned call', 'unsigned call', 'INVALID_SIGNATURE'), `${op} unsigned`).toBe(true);
      expect(failedWith('wrongly signed call', 'wrong signature', 'INVALID_SIGNATURE'), `${op} wrongly signed`).toBe(true);
      expect(failedWith('stale timestamp', 'stale timestamp', 'SIGNATURE_EXPIRED'), `${op} stale`).toBe(true);
    }
    // Reads are still checked by the server, so no probe of a GET fails; every write probe was sent with a valid body.
    const contract = await loadContract();
    const probeFails = failed.filter((l) => l.includes('  security: '));
    const ops = new Set(probeFails.map((l) => l.split('  ')[1] as string));
    expect([...ops].filter((id) => contract.operation(id).method === 'get')).toEqual([]);
    const writes = contract.operations.filter((o) => o.security === 'customer' && o.method !== 'get').map((o) => o.operationId);
    expect(writes.filter((id) => !ops.has(id))).toEqual([]);
    expect(run.lines.at(-1)).toMatch(/^\d+ passed, [1-9]\d* failed$/);
  }, 90_000);
});

describe('invalid bearer accepted', () => {
  it('fails the invalid-bearer probes', async () => {
    const contract = await loadContract();
    const sessions = new Sessions(contract, { baseUrl: mockUrl(), secret: MOCK_SIGNING_KEY, timeoutMs: 10_000 });
    await fetch(`${mockUrl()}/__mock/reset`, { method: 'POST' });
    const valid = (await sessions.token({ national_id: '1101700230708', otp: '123456' })) as string;
    const run = await verifyThrough(async (req, forward) => {
      const token = bearerOf(req.headers);
      // A token the mock did not issue (bad signature or shape) is taken for a member's.
      if (!token || readToken(token)) return forward();
      return forward({ headers: await signedHeaders(req.headers, valid) });
    });
    expect(run.code).toBe(1);
    const failed = fails(run);
    expect(failed).toContain(
      'FAIL  getCustomerInfo  security: invalid bearer token is refused: invalid bearer token accepted: expected 401 UNAUTHORIZED, got 200',
    );
    expect(failed.filter((l) => l.includes('security: invalid bearer token is refused: invalid bearer token accepted')).length).toBeGreaterThanOrEqual(9);
    // Expired and revoked tokens are the mock's own, so those probes still pass.
    expect(failed.filter((l) => /expired bearer|revoked bearer/.test(l))).toEqual([]);
  }, 90_000);
});

describe('the default scenario file', () => {
  it('supplies a token the mock issued that has expired', () => {
    const token = loadScenarioFile().expired_token as string;
    const claims = readToken(token);
    expect(claims?.payload.sub).toBe('CUS0000123');
    expect((claims?.exp ?? Infinity) * 1000).toBeLessThan(Date.now());
  });
});
