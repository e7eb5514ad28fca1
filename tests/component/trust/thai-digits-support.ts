/**
 * Thai digits (docs/spec.md §5.2): members on a Thai keyboard type ๐-๙. These helpers write a number the way they
 * type it and record what reaches the mock backend, so each field's test can check that the field
 * shows and sends plain ASCII digits.
 */
import { server } from '@mocks/node';

/** `0812345678` → `๐๘๑๒๓๔๕๖๗๘` (every ASCII digit as its Thai digit; other characters kept). */
export function thaiDigits(value: string): string {
  return value.replace(/[0-9]/g, (digit) => String.fromCodePoint(0x0e50 + Number(digit)));
}

export interface SeenRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, unknown> | null;
}

/** Records every request the screens send (call once, in `beforeAll`, after `server.listen`). */
export function recordRequests(): { seen: SeenRequest[]; to: (path: string) => SeenRequest[] } {
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
