/**
 * Test harness of the mock core: an msw/node server with the mock's handlers, a `call()` that
 * signs like the app does and validates every answer against openapi/loyalty.yaml.
 */
import { setupServer } from 'msw/node';
import { expect } from 'vitest';
import { loadContract, type Contract } from '../../../openapi/verifier/contract';
import { dbReady, resetDb } from '../../../mocks/db';
import { handlers } from '../../../mocks/handlers';
import { createControlHandler, mockControl } from '../../../mocks/runtime/control';
import { DEMO, issueToken, signedHeaders, type DemoName } from '../../../mocks/identities';
import { clock } from '../../../mocks/db/clock';
import { signRequest } from '../../../src/shared/api/signature';
import { MOCK_SIGNING_KEY } from '../../../mocks/signing';

export const BASE = 'http://mock.test';
/** The core's handlers behind the runtime's control handler, so `forceFault` applies as in the app. */
export const server = setupServer(createControlHandler(handlers), ...handlers);

/**
 * Forces a runtime fault on this harness (`'POST /api/Redemption/Redeem'`, `'gateway-after-commit'`,
 * `{ once: true, status: 504 }`); `freshMock()` clears it.
 */
export const forceFault = mockControl.setFault;

export type Identity = DemoName | 'guest' | 'anonymous';

export interface CallOptions {
  as?: Identity;
  /** Use this bearer token instead of one for `as`. */
  token?: string;
  query?: Record<string, string | number>;
  body?: unknown;
  /** Extra/override headers; `X-Timestamp: '{{now-301}}'` is mock time minus 301 s, re-signed. */
  headers?: Record<string, string>;
  /** Skip the contract check of the answer (for deliberately odd requests). */
  unchecked?: boolean;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are validated against the contract at run time
export interface CallResult<T = any> {
  status: number;
  body: T;
  operationId: string;
  headers: Headers;
}

let contract: Contract | undefined;
export async function getContract(): Promise<Contract> {
  contract ??= await loadContract();
  return contract;
}

function tokenFor(identity: Identity): string | undefined {
  if (identity === 'anonymous') return undefined;
  if (identity === 'guest') return issueToken('GUEST-0000test', { guest: true });
  return issueToken(DEMO[identity].customerId);
}

function resolvePlaceholder(value: string): string {
  const match = /^\{\{now([+-]\d+)?\}\}$/.exec(value);
  if (!match) return value;
  return String(Math.floor(clock.now() / 1000) + Number(match[1] ?? 0));
}

/** Calls the mock like the app does and checks the answer against the contract. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see CallResult
export async function call<T = any>(method: string, path: string, opts: CallOptions = {}): Promise<CallResult<T>> {
  const c = await getContract();
  const op = c.match(method, path);
  if (!op) throw new Error(`no contract operation for ${method} ${path}`);
  const token = opts.token ?? tokenFor(opts.as ?? 'member');
  const headers: Record<string, string> = {};
  if (token) {
    if (op.security === 'customer') Object.assign(headers, await signedHeaders(token, MOCK_SIGNING_KEY));
    else headers['Authorization'] = `Bearer ${token}`;
  }
  for (const [name, value] of Object.entries(opts.headers ?? {})) headers[name] = resolvePlaceholder(value);
  if (token && opts.headers?.['X-Timestamp'] && !opts.headers['X-Signature']) {
    headers['X-Signature'] = await signRequest(MOCK_SIGNING_KEY, token, headers['X-Timestamp']!);
  }
  const url = new URL(path, BASE);
  for (const [name, value] of Object.entries(opts.query ?? {})) url.searchParams.set(name, String(value));
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers['Content-Type'] = 'application/json';
  }
  const res = await fetch(url, { method, headers, body });
  const text = await res.text();
  const parsed = text === '' ? undefined : parseOrText(text);
  if (!opts.unchecked) {
    const check = c.checkResponse(op.operationId, res.status, parsed);
    expect(check, `${op.operationId} ${res.status} ${text.slice(0, 300)}`).toEqual({ ok: true });
  }
  return { status: res.status, body: parsed as T, operationId: op.operationId, headers: res.headers };
}

/** A JSON body parsed; anything else (a gateway's HTML page) as its text. */
function parseOrText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Fresh seed + real time, and no forced faults, before every test. */
export async function freshMock(): Promise<void> {
  mockControl.clearFaults();
  resetDb();
  await dbReady();
}

export { clock, DEMO };
