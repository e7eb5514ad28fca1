/** Deep links (`liff.state`, `/liff/{slug}`, `/liff-redirect/…`, `/line/…`) resolved to the app's own addresses. */
import { describe, expect, it } from 'vitest';
import { resolveDeepLink, routeForSlug } from '@/app/router/deep-link';
import { KNOWN_PATHS } from '@/app/router/route-table';

describe('deep links', () => {
  const at = (href: string) => {
    const url = new URL(href, 'https://app.example');
    return resolveDeepLink({ pathname: url.pathname, search: url.search, hash: url.hash }, KNOWN_PATHS);
  };

  it('follows liff.state', () => {
    expect(at('/?liff.state=%2Fprivilege%2Fprivilege-detail%3Fprivilege_id%3DP001')).toBe('/privilege/privilege-detail?privilege_id=P001');
    expect(at('/?liff.state=%2Fhistory')).toBe('/history');
  });

  it('maps liff.state slugs and keeps other query values', () => {
    expect(at('/?liff.state=%2Fliff%2Fprivilege-detail%3Fprivilege_id%3DP002&utm=x')).toBe('/privilege/privilege-detail?privilege_id=P002&utm=x');
  });

  it('refuses liff.state values leaving the app', () => {
    expect(at('/?liff.state=%2F%2Fevil.example%2Fx')).toBe('/privilege/privilege-list');
    expect(at('/?liff.state=https%3A%2F%2Fevil.example')).toBe('/privilege/privilege-list');
  });

  it.each([
    ['/liff/privilege-detail?privilege_id=P001', '/privilege/privilege-detail?privilege_id=P001'],
    ['/liff-redirect/tracking-status?order=A1', '/history/tracking-status?order=A1'],
    ['/line/activity-detail?activity_id=9#top', '/activity/activity-detail?activity_id=9#top'],
    ['/liff/history/transfer-detail?id=T1', '/history/transfer-detail?id=T1'],
    ['/liff/profile-menu', '/other/profile-menu'],
    ['/liff/unknown-thing', '/privilege/privilege-list'],
    ['/line/', '/privilege/privilege-list'],
  ])('%s → %s', (href, expected) => {
    expect(at(href)).toBe(expected);
  });

  it('routes a referral link inside liff.state to the login with its ref', () => {
    expect(at('/?liff.state=%2Fauth%2Flogin%3Fref%3DSOMCHAI88')).toBe('/auth/login?ref=SOMCHAI88');
    expect(at('/?liff.state=%2Fliff%2Flogin%3Fref%3DSOMCHAI88')).toBe('/auth/login?ref=SOMCHAI88');
    expect(at('/liff/login?ref=SOMCHAI88')).toBe('/auth/login?ref=SOMCHAI88');
    expect(at('/auth/login?ref=SOMCHAI88')).toBeNull();
  });

  it('leaves ordinary paths and /line/index_b alone', () => {
    expect(at('/history')).toBeNull();
    expect(at('/line/index_b')).toBeNull();
  });

  it('maps unknown slugs to the start route', () => {
    expect(routeForSlug('nope')).toBe('/privilege/privilege-list');
  });
});
