/**
 * Authorization across members and stateful sequences, against servers broken on purpose (the fault
 * proxy in front of the mock server): one that hands a member's address, transfer detail and tracking
 * to another member, one whose DeleteAddress leaves the address readable, one whose transfer detail is
 * 404 right after the transfer. The default scenario file must name each fault.
 */
import { errorBody } from '../../mocks/handlers/support/respond';
import { MOCK_SIGNING_KEY } from '../../mocks/signing';
import { formatLine } from '../../openapi/verifier/report';
import { runVerifier } from '../../openapi/verifier/runner';
import { signRequest } from '../../src/shared/api/signature';
import { mockBehindProxies } from './fixtures/fault-proxy';
import { startMockServer } from './helpers';

const { behind } = mockBehindProxies(startMockServer);

const failures = async (url: string, only: string[]) => {
  const result = await runVerifier({ baseUrl: url, probes: false, only });
  return result.results.filter((r) => !r.ok).map(formatLine);
};

/** Query parameters and answer paths that carry the id of a member's own resource. */
const OWNED = { customeraddress_id: '$.data.customeraddress_id', transfer_id: '$.data.transfer_id', delivery_id: '$.data.delivery.delivery_id' } as const;

describe("another member's resources", () => {
  it('a server that finds them for anyone: each authorization scenario fails, naming the resource', async () => {
    // Who made each id; a 404 for that id is asked again as its owner (freshly signed), so the caller gets the owner's record.
    const owner = new Map<string, string>();
    const url = await behind(async (req, forward) => {
      const res = await forward();
      const auth = req.headers.authorization;
      const body = res.json() as { data?: { customeraddress_id?: number; transfer_id?: string; delivery?: { delivery_id?: string } } } | undefined;
      if (res.status === 200 && typeof auth === 'string' && req.method === 'POST') {
        for (const id of [body?.data?.customeraddress_id, body?.data?.transfer_id, body?.data?.delivery?.delivery_id]) if (id !== undefined) owner.set(String(id), auth);
      }
      const query = new URL(req.url, 'http://x').searchParams;
      const id = Object.keys(OWNED).map((name) => query.get(name)).find((v) => v !== null);
      const theirs = id ? owner.get(id) : undefined;
      if (res.status !== 404 || !theirs || theirs === auth) return res;
      const timestamp = String(Math.floor(Date.now() / 1000));
      const signature = await signRequest(MOCK_SIGNING_KEY, theirs.replace(/^Bearer /, ''), timestamp);
      return forward({ headers: { ...req.headers, authorization: theirs, 'x-timestamp': timestamp, 'x-signature': signature } });
    });
    const lines = await failures(url, ['getAddressDetail', 'getTransferDetail', 'getDeliveryTracking']);
    for (const resource of ['address', 'transfer detail', 'delivery tracking']) {
      expect(lines.some((l) => l.includes(`authorization: another member's ${resource} is not found: $.code expected "NOT_FOUND", got undefined (status 200)`)), `${resource}\n${lines.join('\n')}`).toBe(true);
    }
  }, 60_000);
});

describe('stateful sequences', () => {
  it('a DeleteAddress that answers 200 but deletes nothing: "then gone" fails', async () => {
    const url = await behind(async (req, forward) => {
      if (req.path !== '/api/Customer/DeleteAddress') return forward();
      const res = await forward({ method: 'GET', url: '/api/Customer/AddressList', body: Buffer.alloc(0) });
      const id = (JSON.parse(req.body.toString('utf8')) as { customeraddress_id: number }).customeraddress_id;
      return res.withJson({ data: { customeraddress_id: id } }, 200);
    });
    const lines = await failures(url, ['getAddressDetail']);
    expect(lines, lines.join('\n')).toContain('FAIL  getAddressDetail  sequence: created, read, updated, deleted, then gone: $.code expected "NOT_FOUND", got undefined (status 200)');
  }, 60_000);

  it('a transfer whose detail is 404 right after: "transferred, in the history, then its detail" fails', async () => {
    const url = await behind(async (req, forward) => {
      if (req.path !== '/api/History/TransferDetail') return forward();
      const res = await forward();
      return res.withJson(errorBody('NOT_FOUND'), 404);
    });
    const lines = await failures(url, ['getTransferDetail']);
    expect(lines, lines.join('\n')).toContain('FAIL  getTransferDetail  sequence: transferred, in the history, then its detail: $ status expected 200, got 404 (code "NOT_FOUND")');
  }, 60_000);
});
