/** The letter shown in place of a member without a profile photo. */
import { describe, expect, it } from 'vitest';
import { initials } from '@/shared/lib/initials';

describe('initials', () => {
  it('takes the first letter, skipping a Thai leading vowel', () => {
    expect(initials('สมชาย ใจดี')).toBe('ส');
    expect(initials('เกียรติ')).toBe('ก');
    expect(initials(' john')).toBe('J');
    expect(initials('')).toBe('?');
  });
});
