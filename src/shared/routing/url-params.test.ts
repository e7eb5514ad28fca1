import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readUrlParam, URL_PARAM_LIMITS } from '@/shared/routing/url-params';

type Schema = { maxLength?: number };
const contract = parse(readFileSync('openapi/loyalty.yaml', 'utf8')) as {
  paths: Record<string, Record<string, { parameters?: Array<{ name?: string; $ref?: string; schema?: Schema }> }>>;
  components: { parameters: Record<string, { name: string; schema: Schema }> };
};

/** maxLength of the contract's query or path parameter `name` (the first that declares one). */
function contractMaxLength(name: string): number | undefined {
  const shared = Object.values(contract.components.parameters).find((p) => p.name === name);
  if (shared?.schema.maxLength) return shared.schema.maxLength;
  for (const item of Object.values(contract.paths)) {
    for (const op of Object.values(item)) {
      const found = op.parameters?.find((p) => p.name === name && p.schema?.maxLength);
      if (found) return found.schema?.maxLength;
    }
  }
  return undefined;
}

describe('URL parameter limits', () => {
  it.each([
    ['q', 'keyword'],
    ['category', 'category_id'],
    ['privilege_id', 'privilege_id'],
    ['redemption_id', 'redemption_id'],
    ['delivery_id', 'delivery_id'],
    ['transfer_id', 'transfer_id'],
    ['activity_id', 'activity_id'],
  ] as const)('?%s is limited to the contract maxLength of %s', (param, field) => {
    expect(contractMaxLength(field)).toBe(URL_PARAM_LIMITS[param]);
  });

  it.each([
    ['game_id', 'game_id'],
    ['game_token', 'game_token'],
  ] as const)('?%s is limited to the contract maxLength of GameVerifyRequest.%s', (param, field) => {
    const schema = (contract as unknown as { components: { schemas: Record<string, { properties: Record<string, Schema> }> } }).components.schemas;
    expect(schema.GameVerifyRequest?.properties[field]?.maxLength).toBe(URL_PARAM_LIMITS[param]);
  });

  it('clamps an over-long value and keeps absent ones absent', () => {
    const params = new URLSearchParams({ q: 'x'.repeat(5000) });
    expect(readUrlParam(params, 'q')).toHaveLength(100);
    expect(readUrlParam(params, 'category')).toBeNull();
  });

  it('clamps the history ids to their 13 characters', () => {
    const params = new URLSearchParams({ delivery_id: `DLV2611120001${'9'.repeat(500)}`, transfer_id: `TRF2611050001${'x'.repeat(500)}` });
    expect(readUrlParam(params, 'delivery_id')).toBe('DLV2611120001');
    expect(readUrlParam(params, 'transfer_id')).toBe('TRF2611050001');
  });
});
