/**
 * The one request check in front of every handler (`route()` runs it after authentication): query,
 * header and path parameters and the JSON body against the contract's schemas, with the validators
 * compiled from openapi/loyalty.yaml at generation time (mocks/contract/, no `eval`, so it runs in the
 * browser too). It follows the contract's "Request validation": strings trimmed, `null` and empty
 * values count as not sent, missing → VALIDATION_REQUIRED, any other problem → the field's
 * `x-error-code` (one code, or schema keyword → code) else INVALID_FORMAT, one code per field.
 */
import type { ErrorCodeName } from '../../catalogue';
import type { NoQuery, OperationRequests } from '../../contract/request-types.generated';
import * as compiled from '../../contract/request-validators.generated.js';
import type { FieldCodes, RequestShape, RequestValidator } from '../../contract/request-validators.generated.js';
import { raise } from './respond';
import { Problems, type Body } from './validate';

/** The checked input of an operation: its body and query as the contract types them. */
export type RequestOf<O extends string> = O extends keyof OperationRequests ? OperationRequests[O] : { body: undefined; query: NoQuery };

export interface CheckedRequest {
  body: unknown;
  query: Record<string, unknown>;
  /** The schema's problems, per field; `route()` adds the operation's own field rules and answers them. */
  problems: Problems;
}

type Section = 'query' | 'header' | 'path' | 'body';

/** When a field breaks several keywords, the lowest rank answers (the contract's order). */
const RANK: Record<string, number> = { required: 0, type: 1, enum: 2, minLength: 3, maxLength: 3, minimum: 4, maximum: 4, pattern: 5, format: 6 };
const rank = (keyword: string): number => RANK[keyword] ?? 7;

/** Trimmed; `null`, `undefined` and empty strings are "not sent". */
function sent(value: unknown): unknown {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  return value ?? undefined;
}

/** A parameter's text as its schema's type, when it reads as one (else the text, which the schema refuses). */
function parameter(raw: string | null | undefined, type: string): unknown {
  const value = sent(raw);
  if (typeof value !== 'string') return value;
  if ((type === 'integer' || type === 'number') && /^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  if (type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

/** The JSON object body with its fields cleaned; no body is `{}`; not JSON or not an object → 400. */
async function jsonBody(request: Request): Promise<Body> {
  const text = await request.clone().text();
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return raise('INVALID_FORMAT', { body: 'INVALID_FORMAT' });
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) raise('INVALID_FORMAT', { body: 'INVALID_FORMAT' });
  return Object.fromEntries(Object.entries(value).flatMap(([name, field]) => (sent(field) === undefined ? [] : [[name, sent(field)]])));
}

function codeFor(codes: FieldCodes | undefined, keyword: string): ErrorCodeName {
  const named = typeof codes === 'string' ? (keyword === 'required' ? undefined : codes) : (codes?.[keyword] ?? (keyword === 'required' ? undefined : codes?.default));
  return (named ?? (keyword === 'required' ? 'VALIDATION_REQUIRED' : 'INVALID_FORMAT')) as ErrorCodeName;
}

/** ajv's errors → one code per field, fields in the order ajv met them (parameters, then the body). */
function problemsOf(shape: RequestShape, errors: NonNullable<RequestValidator['errors']>): Problems {
  const worst = new Map<string, { section: Section; keyword: string }>();
  for (const error of errors) {
    const [section, field] = error.instancePath
      .split('/')
      .slice(1)
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~')) as [Section, string | undefined];
    const missing = (error.params as { missingProperty?: string }).missingProperty;
    const name = field ?? (error.keyword === 'required' && missing !== undefined ? missing : section);
    const seen = worst.get(name);
    if (!seen || rank(error.keyword) < rank(seen.keyword)) worst.set(name, { section, keyword: error.keyword });
  }
  const problems = new Problems();
  for (const [name, { section, keyword }] of worst) problems.add(name, codeFor(shape.codes[section]?.[name], keyword));
  return problems;
}

/** Reads and checks the input of `operationId`; operations without input pass with an empty one. */
export async function checkRequest(operationId: string, request: Request, url: URL, pathParams: Record<string, unknown>): Promise<CheckedRequest> {
  const shape = compiled.requestShapes[operationId];
  const validate = (compiled as unknown as Record<string, RequestValidator | undefined>)[operationId];
  if (!shape || !validate) return { body: undefined, query: {}, problems: new Problems() };
  const input: Record<Exclude<Section, 'body'>, Record<string, unknown>> & { body?: Body } = { query: {}, header: {}, path: {} };
  for (const p of shape.params) {
    const raw = p.in === 'query' ? url.searchParams.get(p.name) : p.in === 'header' ? request.headers.get(p.name) : String(pathParams[p.name] ?? '');
    const value = parameter(raw, p.type);
    if (value !== undefined) input[p.in][p.name] = value;
  }
  if (shape.body) input.body = await jsonBody(request);
  const problems = validate(input) ? new Problems() : problemsOf(shape, validate.errors ?? []);
  return { body: input.body, query: input.query, problems };
}
