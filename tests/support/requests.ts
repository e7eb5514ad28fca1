/**
 * What reaches the mock backend (msw/node), recorded for a test to check: every request, or the
 * redemptions only; and numbers written the way members on a Thai keyboard type them (๐-๙).
 */

/** The mock server's request events (`server` of `@mocks/node`). */
interface MockServer {
  events: { on(event: 'request:start', listener: (args: { request: Request }) => void): void };
}

/** `0812345678` → `๐๘๑๒๓๔๕๖๗๘` (every ASCII digit as its Thai digit; other characters kept). */
export function thaiDigits(value: string): string {
  return value.replace(/[0-9]/g, (digit) => String.fromCodePoint(0x0e50 + Number(digit)));
}

interface SeenRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, unknown> | null;
}

/** Records every request the screens send to `server` (call once, at the top of the file or in `beforeAll`). */
export function recordRequests(server: MockServer): { seen: SeenRequest[]; to: (path: string) => SeenRequest[] } {
  const seen: SeenRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const entry: SeenRequest = { method: request.method, path: url.pathname, query: Object.fromEntries(url.searchParams), body: null };
    seen.push(entry);
    if (request.method !== 'GET') {
      void request
        .clone()
        .json()
        .then((body: Record<string, unknown>) => {
          entry.body = body;
        })
        .catch(() => undefined);
    }
  });
  return { seen, to: (path) => seen.filter((entry) => entry.path === path) };
}

/** One redemption request as the mock received it. */
interface SentRedemption {
  key: string | null;
  body: Record<string, unknown>;
}

/**
 * Records every `POST /api/Redemption/Redeem` the mock receives (call once, after `server.listen`):
 * `requests()` resolves with them in order, `count()` says how many arrived, `clear()` starts over.
 */
export function recordRedemptions(server: MockServer) {
  let sent: Array<Promise<SentRedemption>> = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === '/api/Redemption/Redeem') {
      const key = request.headers.get('Idempotency-Key');
      sent.push(request.clone().json().then((body) => ({ key, body: body as Record<string, unknown> })));
    }
  });
  return {
    requests: () => Promise.all(sent),
    count: () => sent.length,
    clear: () => {
      sent = [];
    },
  };
}
