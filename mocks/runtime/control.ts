/**
 * The runtime's one leading MSW handler: applies the simulated latency and any forced fault,
 * and otherwise returns nothing so the request falls through to the core's handlers.
 */
import { HttpResponse, delay, getResponse, http, type HttpHandler, type RequestHandler } from 'msw';
import { clock, runExclusive } from '../db';
import { pruneIfDue } from '../db/retention';
import { GENERIC_ERROR_BODY, MAX_REQUEST_BODY_BYTES, PAYLOAD_TOO_LARGE_BODY, SYSTEM_DISCONNECT_BODY } from './errors';
import { clearFaults, setFault, takeFault, type Fault, type FaultKind, type FaultOptions, type FaultTarget, type GatewayStatus } from './faults';
import { getLatency, nextDelay, setLatency, type Latency } from './latency';

let defaultLatency: Latency = 0;

/** Waits until the request is aborted (the client gave up); never resolves otherwise. */
function hangUntilAborted(signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.resolve();
  return Promise.race([
    delay('infinite'),
    new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true })),
  ]);
}

/** True when the body is over MAX_REQUEST_BODY_BYTES, declared (Content-Length) or sent. */
async function bodyTooLarge(request: Request): Promise<boolean> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_REQUEST_BODY_BYTES) return true;
  if (request.body === null) return false;
  return (await request.clone().arrayBuffer()).byteLength > MAX_REQUEST_BODY_BYTES;
}

const GATEWAY_TITLE: Record<GatewayStatus, string> = { 502: '502 Bad Gateway', 504: '504 Gateway Timeout' };

/** The page a gateway in front of the API answers with: HTML, not the API's JSON. */
function gatewayPage(status: GatewayStatus): Response {
  return new HttpResponse(`<html><body><h1>${GATEWAY_TITLE[status]}</h1></body></html>`, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  });
}

/**
 * The response (or non-response) a fault stands for; `downstream` carries out a `lost-answer` or
 * `gateway-after-commit` call.
 */
async function faultResponse(fault: Fault, request: Request, downstream: readonly RequestHandler[] = []): Promise<Response> {
  switch (fault.kind) {
    case 'lost-answer':
      // The call is carried out (points move, the Idempotency-Key is kept), then the connection drops.
      await getResponse([...downstream], request);
      return HttpResponse.error();
    case 'gateway-after-commit':
      // The call is carried out, then the gateway in front gives up on it with an HTML page.
      await getResponse([...downstream], request);
      return gatewayPage(fault.status ?? 502);
    case 'server-error':
      return HttpResponse.json(GENERIC_ERROR_BODY, { status: 500 });
    case 'unavailable':
      return HttpResponse.json(SYSTEM_DISCONNECT_BODY, { status: 503 });
    case 'network':
      return HttpResponse.error();
    case 'timeout':
      await hangUntilAborted(request.signal);
      // Only reached once the client has aborted: nobody reads this.
      return HttpResponse.error();
  }
}

/**
 * The leading handler in front of `downstream`: a body over the size limit answers 413
 * PAYLOAD_TOO_LARGE; expired records are pruned; then latency and faults apply. It only matches API requests one of the
 * downstream handlers answers, so an unknown `/api/...` call stays *unhandled* for MSW
 * (browser: warning; tests: `onUnhandledRequest: 'error'`; standalone server: 404 NOT_FOUND).
 */
export function createControlHandler(downstream: readonly RequestHandler[]): HttpHandler {
  const known = async (request: Request): Promise<boolean> => {
    if (!new URL(request.url).pathname.startsWith('/api/')) return false;
    for (const handler of downstream) if (await handler.test({ request })) return true;
    return false;
  };
  return http.all(
    ({ request }) => known(request),
    async ({ request }) => {
      // The size limit comes first, as at a real server's edge: nothing is carried out.
      if (await bodyTooLarge(request)) return HttpResponse.json(PAYLOAD_TOO_LARGE_BODY, { status: 413 });
      // Expired idempotency records, revoked tokens, OTPs and game records go (mocks/db/retention.ts).
      await runExclusive(() => pruneIfDue(clock.now()));
      const ms = nextDelay();
      if (ms > 0) await delay(ms);
      const fault = takeFault(request.method, new URL(request.url).pathname);
      if (fault) return faultResponse(fault, request, downstream);
      return undefined;
    },
  );
}

export interface MockControl {
  setFault(target: FaultTarget, kind: FaultKind, opts?: FaultOptions): void;
  clearFaults(target?: FaultTarget): void;
  setLatency(latency: Latency): void;
  getLatency(): Latency;
  /** Back to no faults and the latency `createHandlers` was given. */
  reset(): void;
}

export const mockControl: MockControl = {
  setFault,
  clearFaults,
  setLatency,
  getLatency,
  reset() {
    clearFaults();
    setLatency(defaultLatency);
  },
};

/** Sets the latency `mockControl.reset()` returns to, and applies it now. */
export function setDefaultLatency(latency: Latency): void {
  defaultLatency = latency;
  setLatency(latency);
}
