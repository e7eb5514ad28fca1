/**
 * Authorization across members and stateful sequences, against servers broken on purpose
 * (fixtures/member-faults.ts, planted by the fault proxy in front of the mock server): one that hands a
 * member's address, transfer detail and tracking to another member, one whose DeleteAddress leaves the
 * address readable, one whose transfer detail is 404 right after the transfer. The default scenario
 * file must name each fault.
 */
import { formatLine } from '../../openapi/verifier/report';
import { runVerifier } from '../../openapi/verifier/runner';
import { mockBehindProxies } from './fixtures/fault-proxy';
import { deleteKeeps, findsForAnyone, transferDetailLost } from './fixtures/member-faults';
import { CORE_ONLY, startMockServer } from './helpers';

const { behind } = mockBehindProxies(startMockServer);

const failures = async (url: string, only: string[]) => {
  const result = await runVerifier({ ...CORE_ONLY, baseUrl: url, probes: false, only });
  return result.results.filter((r) => !r.ok).map(formatLine);
};

describe("another member's resources", () => {
  it('a server that finds them for anyone: each authorization scenario fails, naming the resource', async () => {
    const lines = await failures(await behind(findsForAnyone()), ['getAddressDetail', 'getTransferDetail', 'getDeliveryTracking']);
    for (const resource of ['address', 'transfer detail', 'delivery tracking']) {
      const line = `authorization: another member's ${resource} is not found: $.code expected "NOT_FOUND", got undefined (status 200)`;
      expect(lines.some((l) => l.includes(line)), `${resource}\n${lines.join('\n')}`).toBe(true);
    }
  }, 60_000);
});

describe('stateful sequences', () => {
  it('a DeleteAddress that answers 200 but deletes nothing: "then gone" fails', async () => {
    const lines = await failures(await behind(deleteKeeps), ['getAddressDetail']);
    expect(lines, lines.join('\n')).toContain(
      'FAIL  getAddressDetail  sequence: created, read, updated, deleted, then gone: $.code expected "NOT_FOUND", got undefined (status 200)',
    );
  }, 60_000);

  it('a transfer whose detail is 404 right after: "transferred, in the history, then its detail" fails', async () => {
    const lines = await failures(await behind(transferDetailLost), ['getTransferDetail']);
    expect(lines, lines.join('\n')).toContain(
      'FAIL  getTransferDetail  sequence: transferred, in the history, then its detail: $ status expected 200, got 404 (code "NOT_FOUND")',
    );
  }, 60_000);
});
