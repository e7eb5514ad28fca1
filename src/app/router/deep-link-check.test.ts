/** Whether start-up must load the deep-link module for the opening address (a LIFF deep link, or a referral code to keep). */
import { describe, expect, it } from 'vitest';
import { mayBeDeepLink } from '@/app/router/deep-link-check';

describe('deep-link check', () => {
  it.each([
    ['/', '?liff.state=%2Fhistory', true],
    ['/liff/privilege-detail', '', true],
    ['/liff-redirect/x', '', true],
    ['/line/index_b', '', true],
    ['/history', '?tab=1', false],
    ['/linex', '', false],
  ])('%s%s → %s', (pathname, search, expected) => {
    expect(mayBeDeepLink({ pathname, search })).toBe(expected);
  });

  it('start-up loads the deep-link module for a ref (it keeps the code)', () => {
    expect(mayBeDeepLink({ pathname: '/auth/login', search: '?ref=SOMCHAI88' })).toBe(true);
    expect(mayBeDeepLink({ pathname: '/auth/login', search: '?redirect=%2Fhistory' })).toBe(false);
  });
});
