/**
 * What the verifier checks on one answer, in order; the first problem is what the result line shows.
 *
 *  1. the body is JSON and `Content-Type` says so (when there is a body);
 *  2. an expected error `code` is the one answered (an unknown code is named as such);
 *  3. the status is the expected one;
 *  4. the status is documented for the operation and the body fits its schema (contract.ts);
 *  5. an error code is in the catalogue with the catalogue's status (contract.ts);
 *  6. error messages `message.th` / `message.en` are the catalogue's texts for the code (messages.ts);
 *  7. the answer carries a valid `Date` header, which the contract requires on every response (server-time.ts).
 */
import type { Contract, Mismatch } from './contract';
import { curlLine } from './curl';
import { errorCode } from './exchange-text';
import type { HttpExchange } from './http';
import { checkMessages, type MessageMode } from './messages';
import type { Expectation } from './scenarios';
import { checkDateHeader } from './server-time';

export interface CheckOptions {
  /** How error texts are compared with the catalogue (default `exact`). */
  messages?: MessageMode;
}

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

function codeOf(body: unknown): unknown {
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as { code?: unknown }).code : undefined;
}

/** Re-words the contract checker's mismatches where the verifier can be more specific. */
function reword(mismatches: Mismatch[], body: unknown): Mismatch[] {
  return mismatches.map((m) => {
    if (m.path === '$.code' && m.message.startsWith('expected one of')) {
      return { path: '$.code', message: `unknown error code ${JSON.stringify(codeOf(body))} (not in x-error-catalogue)` };
    }
    if (m.path === '$' && / is answered with \d+, got \d+$/.test(m.message)) {
      const match = /^(\S+) is answered with (\d+), got (\d+)$/.exec(m.message);
      if (match) return { path: '$', message: `wrong status for code: ${match[1]} is answered with ${match[2]} in the catalogue, got ${match[3]}` };
    }
    if (m.path === '$' && m.message.startsWith('status ') && m.message.includes('is not documented')) {
      return { path: '$', message: m.message.replace(/^status (\d+) is not documented/, 'status $1 is not documented for this operation') };
    }
    return m;
  });
}

/** Every problem with one answer, most telling first (empty when it is what the contract and scenario expect). */
export function checkExchange(
  contract: Contract,
  operationId: string,
  exchange: HttpExchange,
  expect: Expectation,
  options: CheckOptions = {},
): Mismatch[] {
  const problems: Mismatch[] = [];
  const { status, body } = exchange;
  const hasBody = exchange.rawBody.trim() !== '';

  if (hasBody && (!exchange.bodyIsJson || !JSON_TYPE.test(exchange.contentType))) {
    const what = exchange.bodyIsJson ? 'JSON body' : 'body is not JSON';
    problems.push({
      path: '$',
      message: `not JSON: ${what}, Content-Type ${JSON.stringify(exchange.contentType || '(none)')} (status ${status})`,
    });
    if (!exchange.bodyIsJson) return problems;
  }

  const code = codeOf(body);
  if (expect.code !== undefined && code !== expect.code) {
    const known = contract.catalogue.some((c) => c.code === code);
    problems.push(
      code !== undefined && !known
        ? { path: '$.code', message: `unknown error code ${JSON.stringify(code)} (expected ${JSON.stringify(expect.code)})` }
        : { path: '$.code', message: `expected ${JSON.stringify(expect.code)}, got ${JSON.stringify(code)} (status ${status})` },
    );
  }

  if (status !== expect.status) {
    const suffix = code !== undefined ? ` (code ${JSON.stringify(code)})` : '';
    problems.push({ path: '$', message: `status expected ${expect.status}, got ${status}${suffix}` });
  }

  const result = contract.checkResponse(operationId, status, hasBody ? body : undefined);
  if (!result.ok) problems.push(...reword(result.mismatches, body));

  if (status >= 400 && body && typeof body === 'object') {
    problems.push(...checkMessages(body, contract.catalogue, options.messages ?? 'exact'));
  }
  problems.push(...checkDateHeader(exchange.date));

  // Keep one entry per path+message (the contract checker and the status check can say the same thing).
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.path} ${p.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** `$.data.point expected integer` — the path of a mismatch followed by what was wrong. */
export function formatMismatch(m: Mismatch): string {
  return `${m.path} ${m.message}`;
}

/**
 * A result line's verdict on one exchange: ok, its mismatches (the first is the line's message), what
 * was sent and answered, and with `curl`, for a failure, the command that sends the request again.
 */
export function judgedExchange(exchange: HttpExchange, mismatches: Mismatch[], { curl = false } = {}) {
  return {
    ok: mismatches.length === 0,
    mismatches,
    message: mismatches[0] ? formatMismatch(mismatches[0]) : undefined,
    request: { method: exchange.method, url: exchange.url },
    response: { status: exchange.status, code: errorCode(exchange.body), body: exchange.body },
    curl: curl && mismatches.length ? curlLine(exchange) : undefined,
  };
}

/**
 * The oracle of answers no scenario predicted (coverage reach attempts, fuzz cases): any documented
 * status but a 5xx, a body that fits its schema, a catalogue code with the catalogue's status and texts.
 */
export function checkConformance(contract: Contract, operationId: string, exchange: HttpExchange, options: CheckOptions = {}): Mismatch[] {
  const problems = checkExchange(contract, operationId, exchange, { status: exchange.status }, options);
  if (exchange.status >= 500) problems.unshift({ path: '$', message: `server error: status ${exchange.status}${codeOf(exchange.body) ? ` (code ${JSON.stringify(codeOf(exchange.body))})` : ''}` });
  return problems;
}
