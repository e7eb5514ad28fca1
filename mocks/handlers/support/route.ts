/**
 * One stateful handler per contract operation. `route()` matches any origin ('*' + path, like orval), waits
 * for the database (one request at a time, so checks and writes are atomic), authenticates as
 * the contract's security says, runs the rule, and turns ApiError into the catalogue's answer.
 * An unexpected exception answers 500 GENERIC_ERROR. Every answer carries the mock clock's `Date`
 * (the contract requires it on every response).
 */
import { http, type HttpHandler } from 'msw';
import { runExclusive } from '../../db';
import { withServerDate } from '../../runtime/server-date';
import { authenticate, type Allow, type Security, type Session } from './auth';
import { ApiError, fail, SimulatedFailure } from './respond';

export interface Ctx {
  request: Request;
  url: URL;
  /** null on public operations. */
  session: Session | null;
}

export interface RouteOptions {
  security: Security;
  allow?: Allow;
}

/** The operation a handler implements (for the runtime's dev panel and docs). */
export interface OperationInfo {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
}

export const operations: OperationInfo[] = [];

export function route(
  method: OperationInfo['method'],
  path: string,
  operationId: string,
  options: RouteOptions,
  rule: (ctx: Ctx) => Promise<Response> | Response,
): HttpHandler {
  operations.push({ operationId, method, path });
  const verb = method === 'GET' ? http.get : method === 'POST' ? http.post : http.put;
  return verb(`*${path}`, ({ request }) =>
    runExclusive(async () => {
      try {
        const session = await authenticate(request, options.security, options.allow ?? {});
        return withServerDate(await rule({ request, url: new URL(request.url), session }));
      } catch (error) {
        if (error instanceof ApiError) return withServerDate(fail(error.code, error.details));
        if (!(error instanceof SimulatedFailure)) console.error(`[mock] ${operationId} failed`, error);
        return withServerDate(fail('GENERIC_ERROR'));
      }
    }),
  );
}
