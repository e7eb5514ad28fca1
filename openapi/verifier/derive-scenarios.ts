/**
 * Keeps openapi/verifier/scenarios.default.json in step with the mock's error table:
 * converts every row of mocks/scenarios.json ({code, status, operationId, method, path, identity,
 * query?, body?, headers?, notes}) into a verifier scenario and merges them into the default file.
 *
 *   npx tsx openapi/verifier/derive-scenarios.ts            # rewrite scenarios.default.json
 *   npx tsx openapi/verifier/derive-scenarios.ts --check    # exit 1 when the file is out of date
 *
 * Merge rule: scenarios with `"source": "mocks/scenarios.json"` are replaced by freshly derived ones;
 * hand-written scenarios are kept as they are, and a hand-written scenario with the same operationId,
 * status and code as a row stands for that row (use that to add setup steps a row needs).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadContract, type Contract } from './contract';
import { DEFAULT_SCENARIOS_FILE, type Identity, type Scenario, type ScenarioFile } from './scenarios';

export const MOCK_SCENARIOS_FILE = fileURLToPath(new URL('../../mocks/scenarios.json', import.meta.url));
export const DERIVED_SOURCE = 'mocks/scenarios.json';

export interface MockScenarioRow {
  name?: string;
  code: string;
  status: number;
  operationId: string;
  method: string;
  path: string;
  identity: unknown;
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string | null>;
  notes?: string;
  [extra: string]: unknown;
}

export function readMockRows(file: string = MOCK_SCENARIOS_FILE): MockScenarioRow[] {
  if (!existsSync(file)) throw new Error(`${file} does not exist (the mock backend writes it)`);
  const raw = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  const rows = Array.isArray(raw) ? raw : (raw as { scenarios?: unknown }).scenarios;
  if (!Array.isArray(rows)) throw new Error(`${file}: expected an array of rows`);
  return rows as MockScenarioRow[];
}

/** A row's identity, in the verifier's terms (names of DEMO identities stay names). */
export function rowIdentity(identity: unknown): Identity {
  if (identity === undefined || identity === null || identity === 'none' || identity === 'anonymous') return 'none';
  if (typeof identity === 'string') return identity;
  return identity as Identity;
}

/** Does `scenario` stand for `row`? */
export function covers(scenario: Scenario, row: Pick<MockScenarioRow, 'operationId' | 'status' | 'code'>): boolean {
  return (
    scenario.operationId === row.operationId && scenario.expect.status === row.status && scenario.expect.code === row.code
  );
}

function shortNotes(notes: string | undefined): string {
  if (!notes) return '';
  const first = notes.split(/(?<=[.;:])\s|\n/)[0] ?? notes;
  const clean = first.replace(/[.;:]$/, '').trim();
  return clean.length > 70 ? `${clean.slice(0, 67)}...` : clean;
}

export function deriveScenario(row: MockScenarioRow, contract: Contract): Scenario {
  const op = contract.operation(row.operationId);
  if (op.method !== row.method.toLowerCase() || op.path !== row.path) {
    throw new Error(
      `mocks/scenarios.json row ${row.code}: ${row.method} ${row.path} is not ${row.operationId} (${op.method.toUpperCase()} ${op.path})`,
    );
  }
  const note = shortNotes(row.notes);
  const headers: Record<string, string | null> = { ...row.headers };
  let signing: Scenario['signing'];
  // `X-Timestamp: {{now-301}}` (mock notation: a correctly re-signed timestamp 301 s old) → a signing offset.
  for (const [name, value] of Object.entries(headers)) {
    const relative = typeof value === 'string' ? /^\{\{\s*\$?now([+-]\d+)\s*\}\}$/.exec(value) : null;
    if (name.toLowerCase() === 'x-timestamp' && relative) {
      signing = { timestamp_offset: Number(relative[1]) };
      delete headers[name];
    }
  }
  const extra: Partial<Scenario> = {};
  for (const key of ['setup', 'signing', 'vars', 'fresh_session', 'run_last', 'lane'] as const) {
    if (row[key] !== undefined) (extra as Record<string, unknown>)[key] = row[key];
  }
  const scenario: Scenario = {
    name: typeof row.name === 'string' && row.name ? row.name : `${row.code}${note ? ` - ${note}` : ''}`,
    operationId: row.operationId,
    identity: rowIdentity(row.identity),
    ...extra,
    ...(row.notes ? { notes: row.notes } : {}),
    ...(row.query && Object.keys(row.query).length ? { params: row.query } : {}),
    ...(Object.keys(headers).length ? { headers } : {}),
    ...(signing ? { signing } : {}),
    ...(row.body !== undefined ? { body: row.body } : {}),
    expect: { status: row.status, code: row.code },
    source: DERIVED_SOURCE,
  };
  return scenario;
}

/** The merged file: hand-written scenarios first (unchanged), then one derived scenario per uncovered row. */
export function merge(file: ScenarioFile & Record<string, unknown>, rows: MockScenarioRow[], contract: Contract) {
  const handWritten = file.scenarios.filter((s) => s.source !== DERIVED_SOURCE);
  const derived: Scenario[] = [];
  const names = new Set<string>();
  for (const row of rows) {
    if (handWritten.some((s) => covers(s, row))) continue;
    const scenario = deriveScenario(row, contract);
    let name = scenario.name;
    for (let n = 2; names.has(`${row.operationId} ${name}`); n++) name = `${scenario.name} (${n})`;
    names.add(`${row.operationId} ${name}`);
    derived.push({ ...scenario, name });
  }
  return { ...file, scenarios: [...handWritten, ...derived] };
}

/** One-line JSON with a space after `:` and `,` (`{ "a": 1, "b": [2, 3] }`). */
function inlineJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(inlineJson).join(', ')}]`;
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  if (!entries.length) return '{}';
  return `{ ${entries.map(([k, v]) => `${JSON.stringify(k)}: ${inlineJson(v)}`).join(', ')} }`;
}

/** JSON with small objects and arrays kept on one line, so the file stays readable. */
export function formatJson(value: unknown, indent = '', width = 160): string {
  const flat = inlineJson(value);
  if (value === null || typeof value !== 'object' || indent.length + flat.length <= width) return flat;
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    return `[\n${value.map((v) => `${inner}${formatJson(v, inner, width)}`).join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${formatJson(v, inner, width)}`).join(',\n')}\n${indent}}`;
}

export async function deriveDefaultFile(
  options: { scenariosFile?: string; mockFile?: string } = {},
): Promise<{ text: string; derived: number; rows: number }> {
  const target = options.scenariosFile ?? DEFAULT_SCENARIOS_FILE;
  const contract = await loadContract();
  const file = JSON.parse(readFileSync(target, 'utf8')) as ScenarioFile & Record<string, unknown>;
  const rows = readMockRows(options.mockFile);
  const merged = merge(file, rows, contract);
  const derived = merged.scenarios.filter((s) => s.source === DERIVED_SOURCE).length;
  return { text: `${formatJson(merged)}\n`, derived, rows: rows.length };
}

async function main(argv: string[]): Promise<number> {
  const check = argv.includes('--check');
  const { text, derived, rows } = await deriveDefaultFile();
  const current = readFileSync(DEFAULT_SCENARIOS_FILE, 'utf8');
  if (check) {
    if (current !== text) {
      console.error('openapi/verifier/scenarios.default.json is out of date: run npx tsx openapi/verifier/derive-scenarios.ts');
      return 1;
    }
    console.log(`scenarios.default.json is current (${rows} mock rows, ${derived} derived scenarios)`);
    return 0;
  }
  writeFileSync(DEFAULT_SCENARIOS_FILE, text);
  console.log(`scenarios.default.json: ${rows} mock rows, ${derived} derived scenarios, ${rows - derived} covered by hand-written ones`);
  return 0;
}

if (process.argv[1] && /derive-scenarios\.ts$/.test(process.argv[1])) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(`derive-scenarios: ${(error as Error).message}`);
      process.exitCode = 1;
    },
  );
}
