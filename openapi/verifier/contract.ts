/**
 * Reads openapi/loyalty.yaml and answers: which operations exist, what security each needs,
 * and whether a response (status + body) is what the contract promises.
 * Used by the mock's conformance tests and by the contract verifier.
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { fileURLToPath } from 'node:url';

export const CONTRACT_FILE = fileURLToPath(new URL('../loyalty.yaml', import.meta.url));

type SecurityKind = 'customer' | 'reward' | 'public';

type Schema = Record<string, unknown>;

interface RawOperation {
  operationId: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: Schema }>;
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> };
  responses: Record<string, { content?: Record<string, { schema?: Schema }>; headers?: Record<string, unknown> }>;
}

export interface ContractOperation {
  operationId: string;
  tag: string;
  method: string;
  path: string;
  security: SecurityKind;
  parameters: Array<{ name: string; in: string; required: boolean; schema?: Schema }>;
  requestContentType?: string;
  requestSchema?: Schema;
  /** status code (or 'default') → JSON schema of the body, undefined when the response has no body. */
  responses: Record<string, Schema | undefined>;
}

export interface Mismatch {
  /** JSON path of the first mismatch, e.g. `$.data.items[0].points_cost`. */
  path: string;
  message: string;
}

export type CheckResult = { ok: true } | { ok: false; mismatches: Mismatch[] };

export interface CatalogueEntry {
  code: string;
  status: number;
  th: string;
  en: string;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

function securityOf(op: RawOperation, globalSecurity: RawOperation['security']): SecurityKind {
  const requirements = op.security ?? globalSecurity ?? [];
  if (requirements.length === 0 || requirements.every((r) => Object.keys(r).length === 0)) return 'public';
  return requirements.some((r) => 'signature' in r) ? 'customer' : 'reward';
}

function jsonPath(error: ErrorObject): string {
  const parts = error.instancePath
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  let path = '$';
  for (const part of parts) path += /^\d+$/.test(part) ? `[${part}]` : `.${part}`;
  if (error.keyword === 'required') path += `.${(error.params as { missingProperty: string }).missingProperty}`;
  if (error.keyword === 'additionalProperties')
    path += `.${(error.params as { additionalProperty: string }).additionalProperty}`;
  return path;
}

function describe(error: ErrorObject): string {
  switch (error.keyword) {
    case 'required':
      return 'required property is missing';
    case 'type':
      return `expected ${(error.params as { type: string }).type}`;
    case 'enum':
      return `expected one of ${JSON.stringify((error.params as { allowedValues: unknown[] }).allowedValues)}`;
    default:
      return error.message ?? error.keyword;
  }
}

export class Contract {
  readonly operations: ContractOperation[];
  readonly catalogue: CatalogueEntry[];
  readonly errorCodes: string[];
  private readonly ajv: Ajv;
  private readonly validators = new Map<Schema, ValidateFunction>();

  constructor(operations: ContractOperation[], catalogue: CatalogueEntry[], errorCodes: string[]) {
    this.operations = operations;
    this.catalogue = catalogue;
    this.errorCodes = errorCodes;
    this.ajv = new Ajv({ strict: false, allErrors: false, validateFormats: true });
    addFormats(this.ajv);
    this.ajv.addFormat('binary', true);
    this.ajv.addKeyword({ keyword: 'example' });
  }

  operation(operationId: string): ContractOperation {
    const op = this.operations.find((o) => o.operationId === operationId);
    if (!op) throw new Error(`no operation ${operationId} in the contract`);
    return op;
  }

  /** Finds the operation a concrete request targets. */
  match(method: string, pathname: string): ContractOperation | undefined {
    return this.operations.find((o) => o.method === method.toLowerCase() && o.path === pathname);
  }

  private validator(schema: Schema): ValidateFunction {
    let fn = this.validators.get(schema);
    if (!fn) {
      fn = this.ajv.compile(schema);
      this.validators.set(schema, fn);
    }
    return fn;
  }

  /** Checks a response against the contract: the status must be documented and the body must fit its schema. */
  checkResponse(operationId: string, status: number, body: unknown): CheckResult {
    const op = this.operation(operationId);
    const key = String(status) in op.responses ? String(status) : 'default' in op.responses ? 'default' : undefined;
    if (!key) {
      return {
        ok: false,
        mismatches: [{ path: '$', message: `status ${status} is not documented (expected ${Object.keys(op.responses).join(', ')})` }],
      };
    }
    const schema = op.responses[key];
    if (!schema) return body === undefined || body === '' ? { ok: true } : { ok: false, mismatches: [{ path: '$', message: 'expected no body' }] };
    const validate = this.validator(schema);
    if (validate(body)) {
      if (status >= 400) return this.checkErrorCode(status, body);
      return { ok: true };
    }
    return { ok: false, mismatches: (validate.errors ?? []).map((e) => ({ path: jsonPath(e), message: describe(e) })) };
  }

  /** An error body's code must be in the catalogue, with the status the catalogue gives it. */
  private checkErrorCode(status: number, body: unknown): CheckResult {
    const code = (body as { code?: unknown }).code;
    const entry = this.catalogue.find((c) => c.code === code);
    if (!entry) return { ok: false, mismatches: [{ path: '$.code', message: `unknown error code ${JSON.stringify(code)}` }] };
    if (entry.status !== status)
      return { ok: false, mismatches: [{ path: '$', message: `${entry.code} is answered with ${entry.status}, got ${status}` }] };
    return { ok: true };
  }

  /** Checks a request body against the operation's request schema. */
  checkRequest(operationId: string, body: unknown): CheckResult {
    const schema = this.operation(operationId).requestSchema;
    if (!schema) return { ok: true };
    const validate = this.validator(schema);
    return validate(body)
      ? { ok: true }
      : { ok: false, mismatches: (validate.errors ?? []).map((e) => ({ path: jsonPath(e), message: describe(e) })) };
  }
}

let cached: Promise<Contract> | undefined;

/** Loads and dereferences the contract once per process. */
export function loadContract(file: string = CONTRACT_FILE): Promise<Contract> {
  if (file === CONTRACT_FILE && cached) return cached;
  const loading = (async () => {
    const api = (await SwaggerParser.dereference(file)) as unknown as {
      security?: RawOperation['security'];
      paths: Record<string, Record<string, RawOperation>>;
      components?: { schemas?: Record<string, Schema> };
      'x-error-catalogue'?: CatalogueEntry[];
    };
    const operations: ContractOperation[] = [];
    for (const [path, item] of Object.entries(api.paths)) {
      for (const method of METHODS) {
        const op = item[method];
        if (!op) continue;
        const [contentType, media] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
        const responses: Record<string, Schema | undefined> = {};
        for (const [status, response] of Object.entries(op.responses)) {
          responses[status] = response.content?.['application/json']?.schema;
        }
        operations.push({
          operationId: op.operationId,
          tag: op.tags?.[0] ?? 'untagged',
          method,
          path,
          security: securityOf(op, api.security),
          parameters: (op.parameters ?? []).map((p) => ({ ...p, required: Boolean(p.required) })),
          requestContentType: contentType,
          requestSchema: media?.schema,
          responses,
        });
      }
    }
    const catalogue = api['x-error-catalogue'] ?? [];
    const errorCodeSchema = api.components?.schemas?.ErrorCode as { enum?: string[] } | undefined;
    return new Contract(operations, catalogue, errorCodeSchema?.enum ?? catalogue.map((c) => c.code));
  })();
  if (file === CONTRACT_FILE) cached = loading;
  return loading;
}
