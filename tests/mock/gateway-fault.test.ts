/**
 * The `gateway-after-commit` fault on the core's point-moving writes: the write is carried out, the
 * gateway's HTML page comes back instead of the answer, and the same Idempotency-Key then replays the
 * first outcome without moving points again.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PARTNER_CARDS } from '../../mocks/identities';
import { call, DEMO, forceFault, freshMock, server } from './support/harness';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(freshMock);

const points = async () => (await call('GET', '/api/Customer/GetPoint')).body.data.point as number;

describe("fault 'gateway-after-commit'", () => {
  it('Blue Plus transfer: 504 HTML after the transfer, then the same key replays it; points moved once', async () => {
    const start = await points();
    const body = { recipient_type: 'self', partner_card: PARTNER_CARDS.self, mobile_no: DEMO.member.mobile, points: 1000 };
    const headers = { 'Idempotency-Key': 'gateway-fault-blueplus-01' };
    forceFault('POST /api/Reward/BlueplusTransferPoint', 'gateway-after-commit', { once: true, status: 504 });
    const lost = await call('POST', '/api/Reward/BlueplusTransferPoint', { body, headers, unchecked: true });
    expect(lost.status).toBe(504);
    expect(lost.headers.get('content-type')).toMatch(/^text\/html/);
    expect(lost.body).toBe('<html><body><h1>504 Gateway Timeout</h1></body></html>');
    expect(await points()).toBe(start - 1000);
    const replay = await call('POST', '/api/Reward/BlueplusTransferPoint', { body, headers });
    expect(replay.status).toBe(200);
    expect(replay.body.data.balance_after).toBe(start - 1000);
    expect(await points()).toBe(start - 1000);
  });

  it('redemption: 502 HTML by default; a sticky fault answers every replay the same way, still one debit', async () => {
    const start = await points();
    const request = { body: { privilege_id: 'PRV000101', quantity: 1 }, headers: { 'Idempotency-Key': 'gateway-fault-redeem-01' }, unchecked: true };
    forceFault('POST /api/Redemption/Redeem', 'gateway-after-commit');
    for (let i = 0; i < 3; i += 1) {
      const lost = await call('POST', '/api/Redemption/Redeem', request);
      expect(lost.status).toBe(502);
      expect(lost.body).toContain('502 Bad Gateway');
    }
    expect(await points()).toBe(start - 500);
  });
});
