/**
 * The mock server receives the app's field vitals at POST /__mock/vitals: a valid report is kept
 * (GET /__mock/vitals) and logged in the server's terminal; a malformed one, or one whose path
 * carries a query string, is refused with 400; a reset forgets them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockServer, type MockServer } from '@mocks/server/app';
import { MOCK_SIGNING_KEY } from '@mocks/signing';

const logged: string[] = [];
let server: MockServer;
let url: string;

beforeAll(async () => {
  server = createMockServer({ port: 0, host: '127.0.0.1', origins: [], latency: 0, secret: MOCK_SIGNING_KEY, quiet: false }, (line) => logged.push(line));
  url = await server.listen();
});
afterAll(() => server.close());

const report = { name: 'LCP', value: 1834, rating: 'good', id: 'v5-1', navigationType: 'navigate', path: '/privilege/privilege-list', app_version: '0.1.0' };
const post = (body: unknown) => fetch(`${url}/__mock/vitals`, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });

describe('POST /__mock/vitals', () => {
  it('keeps and logs a valid report', async () => {
    expect((await post(report)).status).toBe(200);
    expect(logged).toContain('vitals LCP 1834 ms good /privilege/privilege-list');
    const { reports } = (await (await fetch(`${url}/__mock/vitals`)).json()) as { reports: unknown[] };
    expect(reports).toEqual([report]);
  });

  it('refuses a malformed report or a path with a query string', async () => {
    expect((await post({ ...report, name: 'FID' })).status).toBe(400);
    expect((await post({ ...report, value: -1 })).status).toBe(400);
    expect((await post({ ...report, path: '/x?citizen_id=1101700230708' })).status).toBe(400);
    expect(logged.filter((l) => l.startsWith('vitals '))).toHaveLength(1);
  });

  it('forgets them on reset', async () => {
    await fetch(`${url}/__mock/reset`, { method: 'POST' });
    const { reports } = (await (await fetch(`${url}/__mock/vitals`)).json()) as { reports: unknown[] };
    expect(reports).toEqual([]);
  });
});
