/**
 * The mock backend for vitest (msw/node). Test files:
 *
 *   beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
 *   afterEach(() => { server.resetHandlers(); resetMock(); });
 *   afterAll(() => server.close());
 */
import { setupServer } from 'msw/node';
import { clock, resetDb } from './db';
import { createHandlers } from './runtime';
import { mockControl } from './runtime/control';

const handlers = createHandlers({ latency: 0 });

export const server = setupServer(...handlers);

/** Fresh seed data, no forced faults, no latency, the clock back at its start. */
export function resetMock(): void {
  resetDb();
  mockControl.reset();
  clock.reset();
}

export { mockControl };

/** Publishes a new terms / PDPA version, as `POST /__mock/consent` and the MOCK panel do. */
export { publishConsentVersions } from './db/consent-versions';
