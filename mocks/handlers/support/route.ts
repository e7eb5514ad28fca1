/**
 * One stateful handler per contract operation. `route()` matches any origin ('*' + path, like orval), waits
 * for the database (one request at a time, so checks and writes are atomic), authenticates as
 * the contract's security says, checks the request against the contract (check-request.ts) together
 * with the operation's own field rules, runs the rule, and turns ApiError into the catalogue's answer.
 * Authentication goes first, as the contract's "Request validation" says: a request that fails both
 * answers 401 / 403. An unexpected exception answers 500 GENERIC_ERROR. Every answer carries the mock
 * clock's `Date` (the contract requires it on every response).
 */
import { http, type HttpHandler } from 'msw';
import { runExclusive } from '../../db';
import { withServerDate } from '../../runtime/server-date';
import { authenticate, type Allow, type Security, type Session } from './auth';
import { checkRequest, type RequestOf } from './check-request';
import { ApiError, fail, SimulatedFailure } from './respond';
import type { Body, Problems } from './validate';

export interface Ctx<O extends string = string> {
  request: Request;
  url: URL;
  /** null on public operations. */
  session: Session | null;
  /** The JSON body, checked against the contract (strings trimmed, `null` and empty fields left out). */
  body: RequestOf<O>['body'];
  /** The query parameters, checked and typed (integers as numbers); absent ones left out. */
  query: RequestOf<O>['query'];
}

export interface RouteOptions {
  security: Security;
  allow?: Allow;
  /**
   * Field rules the schema cannot express (one field required by another's value): they see the body
   * before it is known to fit and add to the schema's problems, so one 400 names every wrong field.
   */
  fields?: (body: Body, problems: Problems) => void;
}

/** The operation a handler implements (for the runtime's dev panel and docs). */
export interface OperationInfo {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
}

export const operations: OperationInfo[] = [];

export function route<O extends string>(
  method: OperationInfo['method'],
  path: string,
  operationId: O,
  options: RouteOptions,
  rule: (ctx: Ctx<O>) => Promise<Response> | Response,
): HttpHandler {
  operations.push({ operationId, method, path });
  const verb = method === 'GET' ? http.get : method === 'POST' ? http.post : http.put;
  return verb(`*${path}`, ({ request, params }) =>
    runExclusive(async () => {
      try {
        const session = await authenticate(request, options.security, options.allow ?? {});
        const url = new URL(request.url);
        const checked = await checkRequest(operationId, request, url, params);
        options.fields?.((checked.body ?? {}) as Body, checked.problems);
        checked.problems.check();
        const input = { body: checked.body, query: checked.query } as RequestOf<O>;
        return withServerDate(await rule({ request, url, session, ...input }));
      } catch (error) {
        if (error instanceof ApiError) return withServerDate(fail(error.code, error.details));
        if (!(error instanceof SimulatedFailure)) console.error(`[mock] ${operationId} failed`, error);
        return withServerDate(fail('GENERIC_ERROR'));
      }
    }),
  );
}
