/**
 * `expect_values` of the scenario format: values an answer must hold at given JSON paths, usually a
 * value captured earlier in the same scenario. This is how a scenario checks behaviour the schema
 * cannot see, e.g. that a replayed Idempotency-Key answers with the first call's `redemption_id` and
 * that the balance fell once:
 *
 *   "expect_values": { "$.data.redemption_id": "{{first_redemption_id}}" }
 */
import { isDeepStrictEqual } from 'node:util';
import type { Mismatch } from './contract';
import { interpolate, readJsonPath, type Vars } from './scenarios';

/** JSON path of the answer → the value it must equal (a literal, or `"{{name}}"` for a variable). */
export type ExpectValues = Record<string, unknown>;

const WHOLE_VAR = /^\{\{\s*([$\w.+-]+)\s*\}\}$/;

/** Throws with a readable message when `expect_values` is not an object of JSON paths. */
export function validateExpectValues(where: string, values: unknown): void {
  if (values === undefined) return;
  if (!values || typeof values !== 'object' || Array.isArray(values)) {
    throw new Error(`${where}: "expect_values" must be an object of JSON path → expected value`);
  }
  for (const path of Object.keys(values)) {
    // readJsonPath throws on a malformed path; an empty body is enough to try it.
    try {
      readJsonPath(undefined, path);
    } catch (error) {
      throw new Error(`${where}: "expect_values": ${(error as Error).message}`);
    }
  }
}

const show = (value: unknown) => (value === undefined ? 'nothing' : JSON.stringify(value));

/**
 * One mismatch per path whose value differs (deep equality, types included: 500 is not "500"), e.g.
 * `$.data.redemption_id expected "RDM2611200001" ({{first_redemption_id}}), got "RDM2611200002"`.
 */
export function compareValues(body: unknown, expected: ExpectValues | undefined, vars: Vars): Mismatch[] {
  const mismatches: Mismatch[] = [];
  for (const [path, raw] of Object.entries(expected ?? {})) {
    const want = interpolate(raw, vars);
    const got = readJsonPath(body, path);
    if (isDeepStrictEqual(got, want)) continue;
    const name = typeof raw === 'string' ? WHOLE_VAR.exec(raw)?.[1] : undefined;
    const from = name ? ` ({{${name}}})` : '';
    mismatches.push({ path, message: `expected ${show(want)}${from}, got ${show(got)}` });
  }
  return mismatches;
}
