/**
 * What the contract proxy (proxy.ts) checks on each request and answer that passes through it, with the
 * same checks as everywhere else: a request goes through the mock's request validators
 * (mocks/handlers/support/check-request.ts, compiled from the contract), an answer through the
 * verifier's `checkExchange` (documented status, body schema, catalogue code and texts, JSON
 * `Content-Type`, `Date` header). Only the expected status is missing: the proxy takes the server's.
 */
import { ApiError } from '../../mocks/handlers/support/respond';
import { checkRequest } from '../../mocks/handlers/support/check-request';
import { checkExchange } from './checks';
import type { Contract, ContractOperation } from './contract';
import { parseBody, type HttpExchange } from './http';
import type { MessageMode } from './messages';

/** One request and its answer as the proxy saw them. */
export interface ProxiedExchange {
  method: string;
  /** Path and query as the app sent them (`/api/Customer/GetPoint?x=1`). */
  url: string;
  requestHeaders: Headers;
  requestBody: Buffer;
  status: number;
  responseHeaders: Headers;
  /** The answer's body, decoded (no content-encoding). */
  responseBody: Buffer;
}

export interface Violation {
  /** The operation, or `METHOD /path` when no operation of the contract has that method and path. */
  operation: string;
  direction: 'request' | 'response';
  /** What is wrong (a JSON path and the problem, or a field and the code the contract gives it). */
  what: string;
  /** `POST /api/Redemption/Redeem → 409`, for the reader. */
  where: string;
}

/** `VIOLATION  redeem  response  $.code unknown error code "NO_STOCK" (…) (POST /api/Redemption/Redeem → 409)` */
export function formatViolation(v: Violation): string {
  return `VIOLATION  ${v.operation}  ${v.direction}  ${v.what} (${v.where})`;
}

/** The request's problems as the mock would answer them: one field and its catalogue code each. */
async function requestProblems(op: ContractOperation, exchange: ProxiedExchange): Promise<string[]> {
  const url = new URL(exchange.url, 'http://proxy.invalid');
  const hasBody = exchange.method !== 'GET' && exchange.method !== 'HEAD' && exchange.requestBody.length > 0;
  const request = new Request(url, { method: exchange.method, headers: exchange.requestHeaders, body: hasBody ? new Uint8Array(exchange.requestBody) : undefined });
  try {
    const checked = await checkRequest(op.operationId, request, url, {});
    checked.problems.check();
    return [];
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const details = Object.entries(error.details ?? {});
    return details.length ? details.map(([field, code]) => `${field}: ${code}`) : [`body: ${error.code}`];
  }
}

function responseExchange(exchange: ProxiedExchange): HttpExchange {
  const rawBody = exchange.responseBody.toString('utf8');
  const { body, bodyIsJson } = parseBody(rawBody);
  return {
    method: exchange.method,
    url: exchange.url,
    requestHeaders: Object.fromEntries(exchange.requestHeaders),
    status: exchange.status,
    contentType: exchange.responseHeaders.get('content-type') ?? '',
    body,
    bodyIsJson,
    rawBody,
    date: exchange.responseHeaders.get('date'),
    durationMs: 0,
  };
}

/** Every way the request and the answer break the contract (empty when both conform). */
export async function checkProxied(contract: Contract, exchange: ProxiedExchange, messages: MessageMode = 'exact'): Promise<Violation[]> {
  const path = exchange.url.split('?')[0] as string;
  const where = `${exchange.method} ${path} → ${exchange.status}`;
  const op = contract.match(exchange.method, path);
  if (!op) {
    return [{ operation: `${exchange.method} ${path}`, direction: 'request', what: 'no operation of the contract has this method and path', where }];
  }
  const violations: Violation[] = (await requestProblems(op, exchange)).map((what) => ({ operation: op.operationId, direction: 'request', what, where }));
  const mismatches = checkExchange(contract, op.operationId, responseExchange(exchange), { status: exchange.status }, { messages });
  for (const m of mismatches) violations.push({ operation: op.operationId, direction: 'response', what: `${m.path} ${m.message}`, where });
  return violations;
}
