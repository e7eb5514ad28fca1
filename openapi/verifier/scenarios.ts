/**
 * The scenario file format of the contract verifier, its loader, `{{variable}}` interpolation
 * and the small JSON-path reader used by `capture`.
 *
 * A scenario file is JSON: either a bare array of scenarios or
 * `{ "$comment"?, "identities"?: { name: Identity }, "vars"?, "expired_token"?, "scenarios": Scenario[] }`.
 * See openapi/verifier/README.md for the full description.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MESSAGE_MODES, type MessageMode } from './messages';
import type { ExpectValues } from './values';

export const DEFAULT_SCENARIOS_FILE = fileURLToPath(new URL('./scenarios.default.json', import.meta.url));

/** How a scenario gets its bearer token. */
export type LoginRecipe =
  | { national_id: string; otp: string }
  | { passport: string; otp: string }
  /** A ready token (e.g. from staging tooling); used as is. */
  | { token: string };

/**
 * `"none"`: no token at all; `"guest"`: POST /api/Auth/GuestSession; a login recipe; or the name of an
 * entry of the file's `identities` map.
 */
export type Identity = 'none' | 'guest' | LoginRecipe | string;

export interface Expectation {
  /** Expected HTTP status; must also be documented for the operation. */
  status: number;
  /** Expected `ErrorBody.code` (error answers). */
  code?: string;
}

/** Controls the signature headers of a customer call (normally computed, valid and current). */
export interface SigningOverride {
  /** false: send no X-Signature / X-Timestamp at all. */
  sign?: boolean;
  /** Seconds added to the current time for X-Timestamp (e.g. -600 for a stale one). */
  timestamp_offset?: number;
  /**
   * Sign with the server's time instead of this machine's: the `Date` of its latest answer (plus the
   * time since) plus these seconds, e.g. -200 (inside the ±300 s window) or -400 (outside).
   */
  server_time_offset?: number;
  /** Sign with this key instead of the configured one (a wrong signature). */
  key?: string;
}

export interface RequestSpec {
  operationId: string;
  /** Defaults to the scenario's identity. */
  identity?: Identity;
  /** Query parameters (alias: `query`). */
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  /** JSON body; for multipart operations an object of fields (see `MultipartFile`). */
  body?: unknown;
  /** Extra headers; a `null` value removes a header the verifier would add (e.g. `"Authorization": null`). */
  headers?: Record<string, string | null>;
  signing?: SigningOverride;
}

/**
 * A multipart file field: `{ "$file": { "filename", "content_type", "base64" } }`, or with `"size": N`
 * instead of `base64`, a file of N zero bytes (for size-limit scenarios).
 */
export interface MultipartFile {
  $file: { filename: string; content_type: string; base64?: string; size?: number };
}

export interface SetupStep extends RequestSpec {
  /** Variables to take from this step's response body: `{ "redemption_id": "$.data.redemption_id" }`. */
  capture?: Record<string, string>;
  /** Defaults to any 2xx. */
  expect?: Expectation;
  /** Values this step's answer must hold: `{ "$.data.point": "{{balance_after_first}}" }` (values.ts). */
  expect_values?: ExpectValues;
}

export interface Scenario extends RequestSpec {
  name: string;
  identity: Identity;
  expect: Expectation;
  /** Values the main answer must hold, e.g. the replayed `{ "$.data.redemption_id": "{{first_redemption_id}}" }`. */
  expect_values?: ExpectValues;
  /** Steps run first, in order; their captures become `{{variables}}`. */
  setup?: SetupStep[];
  /** Variables to take from the main answer (for `teardown`). */
  capture?: Record<string, string>;
  /** Steps run after the main call passed: to undo its effect (delete the address it created) or check it (`expect_values`). */
  teardown?: SetupStep[];
  /** Variables fixed for the whole scenario (values are interpolated once, so `{{$uuid}}` is shared). */
  vars?: Record<string, unknown>;
  /** Log in anew instead of reusing the identity's cached token (e.g. for logout). */
  fresh_session?: boolean;
  /** Run after every other scenario (for calls that change what other scenarios rely on, e.g. registration). */
  run_last?: boolean;
  /** Scenarios with the same lane run in file order; default lane: the identity. */
  lane?: string;
  /** Where the scenario came from (`mocks/scenarios.json` for derived error rows). */
  source?: string;
  notes?: string;
  $comment?: string;
}

export interface ScenarioFile {
  $comment?: unknown;
  identities: Record<string, Identity>;
  /** Variables every scenario can use as `{{name}}` (demo data to adapt to another environment). */
  vars: Vars;
  /** How error texts are compared with the catalogue on this server (`--messages` overrides it). */
  messages?: MessageMode;
  /**
   * A bearer token this server issued that has expired (any account), for the expired-bearer probes;
   * `{{variables}}` allowed (e.g. `{{$env.EXPIRED_TOKEN}}`). Without it those probes are skipped.
   */
  expired_token?: string;
  /** (operation, status) pairs this server cannot be made to answer, each with why: listed by the coverage gate, not gated. */
  unreachable?: UnreachableMark[];
  scenarios: Scenario[];
}

export interface UnreachableMark {
  operationId: string;
  status: number;
  reason: string;
}

/** Reads and sanity-checks a scenario file; throws with a readable message when it is malformed. */
export function loadScenarioFile(file: string = DEFAULT_SCENARIOS_FILE): ScenarioFile {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`cannot read scenarios ${file}: ${(error as Error).message}`);
  }
  return parseScenarioFile(raw, file);
}

function isRecipe(value: unknown): value is LoginRecipe {
  if (!value || typeof value !== 'object') return false;
  const r = value as Record<string, unknown>;
  if (typeof r.token === 'string') return true;
  return (typeof r.national_id === 'string' || typeof r.passport === 'string') && typeof r.otp === 'string';
}

export function parseScenarioFile(raw: unknown, label = 'scenarios'): ScenarioFile {
  const obj = (Array.isArray(raw) ? { scenarios: raw } : raw) as Partial<ScenarioFile>;
  if (!obj || typeof obj !== 'object' || !Array.isArray(obj.scenarios)) {
    throw new Error(`${label}: expected an array of scenarios or an object with "scenarios"`);
  }
  const identities = (obj.identities ?? {}) as Record<string, Identity>;
  obj.scenarios.forEach((s, i) => {
    const where = `${label}: scenario #${i + 1}${s && typeof s === 'object' && 'name' in s ? ` "${String(s.name)}"` : ''}`;
    if (!s || typeof s !== 'object') throw new Error(`${where}: not an object`);
    if (typeof s.name !== 'string' || !s.name) throw new Error(`${where}: "name" is required`);
    if (typeof s.operationId !== 'string') throw new Error(`${where}: "operationId" is required`);
    if (s.identity === undefined) throw new Error(`${where}: "identity" is required`);
    if (!s.expect || typeof s.expect.status !== 'number') throw new Error(`${where}: "expect.status" is required`);
    const steps = [...(s.setup ?? []), ...(s.teardown ?? [])] as SetupStep[];
    for (const id of [s.identity, ...steps.map((st) => st.identity)]) {
      if (typeof id === 'string' && id !== 'none' && id !== 'guest' && !(id in identities)) {
        throw new Error(`${where}: unknown identity "${id}" (not in "identities")`);
      }
      if (id !== undefined && typeof id !== 'string' && !isRecipe(id)) {
        throw new Error(`${where}: an identity is "none", "guest", a name, {national_id, otp}, {passport, otp} or {token}`);
      }
    }
  });
  for (const [name, id] of Object.entries(identities)) {
    if (typeof id !== 'string' && !isRecipe(id)) throw new Error(`${label}: identity "${name}" needs {national_id, otp}, {passport, otp} or {token}`);
  }
  const vars = (obj.vars ?? {}) as Vars;
  if (typeof vars !== 'object' || Array.isArray(vars)) throw new Error(`${label}: "vars" must be an object`);
  if (obj.messages !== undefined && !MESSAGE_MODES.includes(obj.messages)) {
    throw new Error(`${label}: "messages" must be one of ${MESSAGE_MODES.map((m) => JSON.stringify(m)).join(', ')}`);
  }
  if (obj.expired_token !== undefined && typeof obj.expired_token !== 'string') {
    throw new Error(`${label}: "expired_token" must be a string`);
  }
  const unreachable = obj.unreachable;
  if (unreachable !== undefined) {
    if (!Array.isArray(unreachable)) throw new Error(`${label}: "unreachable" must be an array of {operationId, status, reason}`);
    unreachable.forEach((m: Partial<UnreachableMark>, i) => {
      if (!m || typeof m.operationId !== 'string' || typeof m.status !== 'number' || typeof m.reason !== 'string' || m.reason.trim() === '') {
        throw new Error(`${label}: unreachable #${i + 1} needs "operationId", "status" (a number) and a non-empty "reason"`);
      }
    });
  }
  const { $comment, messages, expired_token } = obj;
  return { $comment, identities, vars, messages, expired_token, unreachable, scenarios: obj.scenarios as Scenario[] };
}

/** Resolves a named identity to its recipe ('none' / 'guest' stay as they are). */
export function resolveIdentity(identity: Identity, identities: Record<string, Identity>, seen: string[] = []): Identity {
  if (typeof identity !== 'string' || identity === 'none' || identity === 'guest') return identity;
  if (seen.includes(identity)) throw new Error(`identity "${identity}" refers to itself`);
  const target = identities[identity];
  if (target === undefined) throw new Error(`unknown identity "${identity}"`);
  return resolveIdentity(target, identities, [...seen, identity]);
}

/** A stable key for an identity, used for the login cache and the default lane. */
export function identityKey(identity: Identity): string {
  if (typeof identity === 'string') return identity;
  if ('token' in identity) return `token:${identity.token.slice(-16)}`;
  if ('national_id' in identity) return `national_id:${identity.national_id}`;
  return `passport:${identity.passport}`;
}

// ───────────────────────── variables ─────────────────────────

export type Vars = Record<string, unknown>;

const VAR = /\{\{\s*([$\w.+-]+)\s*\}\}/g;
const WHOLE_VAR = /^\{\{\s*([$\w.+-]+)\s*\}\}$/;

function lookup(name: string, vars: Vars): unknown {
  if (name === '$uuid') return randomUUID();
  if (name === '$now') return Math.floor(Date.now() / 1000);
  const relative = /^\$?now([+-]\d+)$/.exec(name);
  if (relative) return String(Math.floor(Date.now() / 1000) + Number(relative[1]));
  if (name === '$digits6') return String(Math.floor(Math.random() * 1e6)).padStart(6, '0');
  if (name.startsWith('$env.')) {
    const value = process.env[name.slice(5)];
    if (value === undefined) throw new Error(`environment variable ${name.slice(5)} is not set`);
    return value;
  }
  if (!(name in vars)) throw new Error(`variable {{${name}}} is not defined (capture it in a setup step or add it to "vars")`);
  return vars[name];
}

/**
 * Replaces `{{name}}` in every string of `value`. A string that is exactly one `{{name}}` takes the variable's
 * own type (so a captured integer stays an integer). Built-ins: `{{$uuid}}` (new each time), `{{$now}}`
 * (unix seconds), `{{now-301}}` / `{{now+60}}` (unix seconds as a string, e.g. for X-Timestamp),
 * `{{$digits6}}`, `{{$env.NAME}}`.
 */
export function interpolate<T>(value: T, vars: Vars): T {
  if (typeof value === 'string') {
    const whole = WHOLE_VAR.exec(value);
    if (whole) return lookup(whole[1] as string, vars) as T;
    return value.replace(VAR, (_m, name: string) => String(lookup(name, vars))) as T;
  }
  if (Array.isArray(value)) return value.map((v) => interpolate(v, vars)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = interpolate(v, vars);
    return out as T;
  }
  return value;
}

// ───────────────────────── JSON path ─────────────────────────

/** Reads `$.a.b[0].c` (dots, `[n]` and `['key']`) from a value; undefined when absent. */
export function readJsonPath(value: unknown, path: string): unknown {
  if (!path.startsWith('$')) throw new Error(`JSON path must start with $: ${path}`);
  const tokens: Array<string | number> = [];
  const re = /\.([^.[\]]+)|\[(\d+)\]|\['([^']*)'\]|\["([^"]*)"\]/g;
  const rest = path.slice(1);
  let m: RegExpExecArray | null;
  let consumed = 0;
  while ((m = re.exec(rest)) !== null) {
    if (m.index !== consumed) throw new Error(`bad JSON path ${path}`);
    consumed = m.index + m[0].length;
    if (m[1] !== undefined) tokens.push(m[1]);
    else if (m[2] !== undefined) tokens.push(Number(m[2]));
    else tokens.push((m[3] ?? m[4]) as string);
  }
  if (consumed !== rest.length) throw new Error(`bad JSON path ${path}`);
  let current: unknown = value;
  for (const token of tokens) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[token];
  }
  return current;
}
