/**
 * The mock runtime: fault and latency control in front of the core's handlers.
 * `createHandlers()` is what msw/node, the browser worker and the standalone server all use.
 */
import { getResponse, http, type HttpHandler, type RequestHandler } from 'msw';
import { handlers as coreHandlers } from '../handlers';
import { createControlHandler, setDefaultLatency } from './control';
import type { Latency } from './latency';
import { withServerDate } from './server-date';

export interface CreateHandlersOptions {
  /** Simulated latency (ms or [min, max]); `mockControl.reset()` returns to it. Default 0. */
  latency?: Latency;
  /** The handlers behind the control handler (default: the core's). */
  handlers?: readonly RequestHandler[];
}

export function createHandlers(opts: CreateHandlersOptions = {}): RequestHandler[] {
  setDefaultLatency(opts.latency ?? 0);
  const downstream = [...(opts.handlers ?? coreHandlers)];
  return [dated(createControlHandler(downstream)), ...downstream];
}

/**
 * The control handler with the mock clock's `Date` on the answers it makes itself (forced faults):
 * the contract requires it on every response. It falls through exactly where the control handler does.
 */
function dated(control: HttpHandler): HttpHandler {
  return http.all(
    ({ request }) => control.test({ request }),
    async ({ request }) => {
      const response = await getResponse([control], request);
      return response && withServerDate(response);
    },
  );
}

/** `'METHOD /path'` of every HTTP handler, for the dev panel's operation picker. */
export function operationTargets(handlers: readonly RequestHandler[]): string[] {
  const targets = new Set<string>();
  for (const handler of handlers) {
    const info = handler.info as { method?: unknown; path?: unknown };
    if (typeof info.method !== 'string' || typeof info.path !== 'string') continue;
    const path = info.path.replace(/^\*/, '');
    if (!path.startsWith('/api/') || info.method === 'ALL') continue;
    targets.add(`${info.method.toUpperCase()} ${path}`);
  }
  return [...targets].sort((a, b) => a.split(' ')[1]!.localeCompare(b.split(' ')[1]!) || a.localeCompare(b));
}

