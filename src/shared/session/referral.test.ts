// @vitest-environment jsdom
/** The referral code of the opening address (`?ref=`) is kept for registration; anything else is ignored. */
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { forgetReferral, keepReferral, REFERRAL_CODE_PATTERN, REFERRAL_STORAGE_KEY, storedReferral } from '@/shared/session/referral';

type Schemas = Record<string, { properties: Record<string, { pattern?: string; maxLength?: number }> }>;
const schemas = (parse(readFileSync('openapi/loyalty.yaml', 'utf8')) as { components: { schemas: Schemas } }).components.schemas;

beforeEach(() => sessionStorage.clear());

describe('referral code capture', () => {
  it('checks the contract pattern of referral_code (registration and the member’s own code)', () => {
    expect(schemas.RegisterRequest?.properties.referral_code?.pattern).toBe(REFERRAL_CODE_PATTERN.source);
    expect(schemas.ReferralCode?.properties.referral_code?.pattern).toBe(REFERRAL_CODE_PATTERN.source);
  });

  it('keeps a valid code in session storage and reads it back', () => {
    keepReferral('?redirect=%2Fhistory&ref=SOMCHAI88');
    expect(sessionStorage.getItem(REFERRAL_STORAGE_KEY)).toBe('SOMCHAI88');
    expect(storedReferral()).toBe('SOMCHAI88');
    forgetReferral();
    expect(storedReferral()).toBeUndefined();
  });

  it.each(['somchai88', 'AB12', 'ABCDEFGHIJKLM', 'SOMCHAI88%3Cx', '', 'SOM CHAI'])('ignores %j (not the contract pattern)', (ref) => {
    keepReferral(`?ref=${ref}`);
    expect(storedReferral()).toBeUndefined();
  });

  it('a later address without a ref keeps the code of the link', () => {
    keepReferral('?ref=SOMCHAI88');
    keepReferral('?redirect=%2Fhistory');
    expect(storedReferral()).toBe('SOMCHAI88');
  });

  it('a tampered stored value is not sent', () => {
    sessionStorage.setItem(REFERRAL_STORAGE_KEY, '<script>');
    expect(storedReferral()).toBeUndefined();
  });
});
