#!/usr/bin/env node
/**
 * Compiles the request schemas of openapi/loyalty.yaml into plain JavaScript validators, once, at
 * generation time (ajv standalone code: the browser's Content-Security-Policy forbids compiling at run
 * time, and the browser cannot read the YAML). Writes, into `--out DIR` (default mocks/contract):
 *
 * - `request-validators.generated.js`: one validator per operation that takes input, over
 *   `{ query, header, path, body }`, plus `requestShapes`: per operation its parameters (name, where,
 *   type) and each field's `x-error-code`;
 * - `request-validators.generated.d.ts`: its types;
 * - `request-types.generated.ts`: per operation the types of its body and query (from src/generated/model).
 *
 * `npm run generate` runs it after orval; tests/tools/check-generated.mjs checks it is current.
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import standalone from 'ajv/dist/standalone/index.js';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const CONTRACT = 'openapi/loyalty.yaml';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const SECTIONS = ['query', 'header', 'path'];
const outArg = process.argv.indexOf('--out');
const out = outArg > 0 ? process.argv[outArg + 1] : 'mocks/contract';

const raw = await SwaggerParser.parse(CONTRACT);
const api = await SwaggerParser.dereference(structuredClone(raw));

const pascal = (id) => id.charAt(0).toUpperCase() + id.slice(1);
const refName = (ref) => ref?.split('/').pop();

/** Drops what a validator does not need (texts, examples) so the module stays small. */
function lean(schema) {
  if (Array.isArray(schema)) return schema.map(lean);
  if (!schema || typeof schema !== 'object') return schema;
  const kept = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'description' || key === 'example' || key === 'examples' || key === 'x-error-code') continue;
    kept[key] = key === 'properties' ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, lean(v)])) : lean(value);
  }
  return kept;
}

const shapes = {};
const schemas = {};
const types = [];
const modelImports = new Set();

for (const [path, item] of Object.entries(api.paths)) {
  for (const method of METHODS) {
    const op = item[method];
    if (!op) continue;
    const rawOp = raw.paths[path][method];
    const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].filter((p) => SECTIONS.includes(p.in));
    const json = op.requestBody?.content?.['application/json'];
    if (params.length === 0 && !json) continue;

    const shape = { params: [], codes: {} };
    const root = { type: 'object', properties: {}, required: [] };
    for (const section of SECTIONS) {
      const mine = params.filter((p) => p.in === section);
      if (mine.length === 0) continue;
      root.properties[section] = {
        type: 'object',
        properties: Object.fromEntries(mine.map((p) => [p.name, lean(p.schema)])),
        required: mine.filter((p) => p.required).map((p) => p.name),
      };
      root.required.push(section);
      for (const p of mine) {
        shape.params.push({ name: p.name, in: p.in, type: p.schema?.type ?? 'string' });
        if (p.schema?.['x-error-code']) (shape.codes[section] ??= {})[p.name] = p.schema['x-error-code'];
      }
    }
    if (json) {
      root.properties.body = lean(json.schema);
      if (op.requestBody.required) root.required.push('body');
      shape.body = true;
      for (const [name, property] of Object.entries(json.schema.properties ?? {})) {
        if (property['x-error-code']) (shape.codes.body ??= {})[name] = property['x-error-code'];
      }
    }
    shapes[op.operationId] = shape;
    schemas[op.operationId] = { $id: op.operationId, ...root };

    const bodyType = json ? refName(rawOp.requestBody?.content?.['application/json']?.schema?.$ref) : undefined;
    const queryType = params.some((p) => p.in === 'query') ? `${pascal(op.operationId)}Params` : undefined;
    for (const t of [bodyType, queryType]) if (t) modelImports.add(t);
    types.push(`  ${op.operationId}: { body: ${bodyType ?? 'undefined'}; query: ${queryType ?? 'NoQuery'} };`);
  }
}

const ajv = new Ajv({ allErrors: true, strict: false, code: { source: true, esm: true, lines: true } });
addFormats(ajv);
for (const schema of Object.values(schemas)) ajv.addSchema(schema);
let code = standalone(ajv, Object.fromEntries(Object.keys(schemas).map((id) => [id, id])));

// Standalone code asks for its runtime helpers with require(); the module is ESM and runs in the browser
// too: ajv-formats is imported, and string lengths (in characters, not UTF-16 units) are counted here.
const formatImport = 'import { fullFormats } from "ajv-formats/dist/formats.js";';
const lengthHelper = 'const codePointLength = (text) => [...text].length;';
code = code.replace(/require\("ajv-formats\/dist\/formats"\)\.fullFormats/g, 'fullFormats');
code = code.replace(/require\("ajv\/dist\/runtime\/ucs2length"\)\.default/g, 'codePointLength');
if (/require\(/.test(code)) throw new Error('the standalone validators still require() a runtime module');
if (/\bnew Function\b|\beval\(/.test(code)) throw new Error('the standalone validators would need eval');

const header = `// Generated by mocks/contract/build-request-validators.mjs from ${CONTRACT}. Do not edit by hand: run \`npm run generate\`.\n`;
const js = [
  header.trim(),
  '/* eslint-disable */',
  code.includes('fullFormats') ? formatImport : '',
  code.includes('codePointLength') ? lengthHelper : '',
  code.replace(/^"use strict";/, ''),
  `export const requestShapes = ${JSON.stringify(shapes, null, 2)};`,
  '',
].join('\n');

const ts = [
  header.trim(),
  `import type {\n${[...modelImports].sort().map((t) => `  ${t},`).join('\n')}\n} from '../../src/generated/model';`,
  '',
  '/** An operation without query parameters. */',
  'export type NoQuery = Record<string, never>;',
  '',
  '/** The checked input of each operation that takes one: its JSON body and its query parameters. */',
  'export interface OperationRequests {',
  ...types,
  '}',
  '',
].join('\n');

const dts = [
  header.trim(),
  "import type { ErrorObject } from 'ajv';",
  '',
  '/** A compiled validator: true when the input fits; otherwise its `errors`. */',
  'export interface RequestValidator {',
  '  (input: unknown): boolean;',
  '  errors?: ErrorObject[] | null;',
  '}',
  '',
  '/** Error codes of a field: one code for every problem but absence, or schema keyword → code (with `default`). */',
  'export type FieldCodes = string | Record<string, string>;',
  '',
  'export interface RequestShape {',
  "  params: Array<{ name: string; in: 'query' | 'header' | 'path'; type: string }>;",
  '  body?: true;',
  '  codes: Partial<Record<\'query\' | \'header\' | \'path\' | \'body\', Record<string, FieldCodes>>>;',
  '}',
  '',
  'export const requestShapes: Record<string, RequestShape>;',
  ...Object.keys(schemas).map((id) => `export const ${id}: RequestValidator;`),
  '',
].join('\n');

mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'request-validators.generated.js'), js);
writeFileSync(join(out, 'request-validators.generated.d.ts'), dts);
writeFileSync(join(out, 'request-types.generated.ts'), ts);
process.stdout.write(`request validators: ${Object.keys(schemas).length} operations, ${(js.length / 1024).toFixed(1)} KB → ${out}\n`);
