// @vitest-environment jsdom
/**
 * Session storage hygiene (docs/security.md §1): readToken() drops an empty token from storage instead
 * of leaving it behind, and leaves any other value to the server (the guard asks customer info with it);
 * a member token's claims count only once the server accepted it.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetAcceptedToken, markTokenAccepted, sessionKindOf } from '@/shared/session/session';
import { readToken, TOKEN_STORAGE_KEY } from '@/shared/session/token';

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (payload: object) => `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url({ payload })}.sig`;
const stored = () => sessionStorage.getItem(TOKEN_STORAGE_KEY);

beforeEach(() => {
  sessionStorage.clear();
  forgetAcceptedToken();
});

describe('readToken', () => {
  it.each([
    ['empty', ''],
    ['blank', '   '],
  ])('removes a stored %s token and answers null', (_name, value) => {
    sessionStorage.setItem(TOKEN_STORAGE_KEY, value);
    expect(readToken()).toBeNull();
    expect(stored()).toBeNull();
  });

  it.each([
    ['garbage', 'not-a-token'],
    ['missing part', 'abc.def'],
    ['bad base64', 'a.%%%.c'],
    ['bad JSON', `a.${Buffer.from('{oops').toString('base64url')}.c`],
    ['JSON that is not an object', `a.${b64url([1, 2])}.c`],
  ])('leaves a stored %s token to the server (the guard decides), and its claims unread', (_name, value) => {
    sessionStorage.setItem(TOKEN_STORAGE_KEY, value);
    expect(readToken()).toBe(value);
    expect(stored()).toBe(value);
    expect(sessionKindOf(value)).toBe('pending');
  });

  it('keeps and answers a decodable token', () => {
    const value = token({ sub: 'CUS0000123', guest: false });
    sessionStorage.setItem(TOKEN_STORAGE_KEY, value);
    expect(readToken()).toBe(value);
    expect(stored()).toBe(value);
  });
});

describe('sessionKindOf', () => {
  it('a member token is only pending until the server accepted it', () => {
    const member = token({ sub: 'CUS0000123', guest: false });
    expect(sessionKindOf(member)).toBe('pending');
    markTokenAccepted(member);
    expect(sessionKindOf(member)).toBe('member');
    expect(sessionKindOf(token({ sub: 'CUS0000124', guest: false }))).toBe('pending');
    expect(sessionKindOf(token({ sub: 'GUEST-1', guest: true }))).toBe('guest');
    expect(sessionKindOf(null)).toBe('none');
  });
});
