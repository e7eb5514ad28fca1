import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from '@/shared/lib/idempotency';

describe('newIdempotencyKey', () => {
  it('makes a v4 UUID per confirmation', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});
