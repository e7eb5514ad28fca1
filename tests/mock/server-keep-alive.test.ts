/**
 * The standalone server keeps an idle connection open for a minute: a client that reuses a kept-alive
 * connection after a few quiet seconds (an e2e test's control call after the redemption checks) must not
 * meet the server closing it (ECONNRESET), as it did with Node's default of 5 s.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Agent, request } from 'node:http';
import { createMockServer, KEEP_ALIVE_MS, type MockServer } from '@mocks/server/app';
import { MOCK_SIGNING_KEY } from '@mocks/signing';

let api: MockServer;
let url: string;
beforeAll(async () => {
  api = createMockServer({ port: 0, host: '127.0.0.1', origins: [], latency: 0, secret: MOCK_SIGNING_KEY, quiet: true });
  url = await api.listen();
});
afterAll(() => api.close());

/** GET through `agent`; resolves with the answer's Keep-Alive header. */
function get(agent: Agent, path: string): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}${path}`, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(String(res.headers['keep-alive'])));
    });
    req.on('error', reject);
    req.end();
  });
}

it('keeps an idle connection a minute and says so, and reuses it', async () => {
  expect(KEEP_ALIVE_MS).toBeGreaterThanOrEqual(60_000);
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const sockets = new Set<unknown>();
  agent.on('free', (socket) => sockets.add(socket));
  expect(await get(agent, '/__mock/health')).toBe(`timeout=${KEEP_ALIVE_MS / 1000}`);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(await get(agent, '/__mock/health')).toBe(`timeout=${KEEP_ALIVE_MS / 1000}`);
  expect(sockets.size).toBe(1);
  agent.destroy();
});
