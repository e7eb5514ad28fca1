// @vitest-environment jsdom
/**
 * docs/spec.md §6: a friendship call checks the LINE permission first. Without `profile` granted, LINE's
 * friendship API is not called and the answer is "unknown" (null); nothing asks for consent here.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openExternalUrl, setLiffSdk, setLiffState } from '@/shared/liff/liff-client';
import { getFriendship, lineAddFriendUrl, openAddFriend } from '@/shared/liff/line-official-account';
import type { LiffApi } from '@/shared/liff/liff-types';

function fakeLiff(state: 'granted' | 'prompt' | 'unavailable' | Error, friendFlag = true) {
  const query = vi.fn(() => (state instanceof Error ? Promise.reject(state) : Promise.resolve({ state })));
  const friendship = vi.fn(() => Promise.resolve({ friendFlag }));
  const openWindow = vi.fn();
  const sdk = { permission: { query }, getFriendship: friendship, openWindow } as unknown as LiffApi;
  setLiffSdk(sdk);
  setLiffState({ mode: 'client', loggedIn: true, profile: null });
  return { query, friendship, openWindow };
}

afterEach(() => {
  setLiffSdk(null);
  setLiffState({ mode: 'browser', loggedIn: false, profile: null });
  vi.unstubAllGlobals();
});

describe('getFriendship checks the profile permission first', () => {
  it('granted: asks LINE and answers its friend flag', async () => {
    const liff = fakeLiff('granted', false);
    await expect(getFriendship()).resolves.toBe(false);
    expect(liff.query).toHaveBeenCalledWith('profile');
    expect(liff.friendship).toHaveBeenCalledTimes(1);
  });

  it.each(['prompt', 'unavailable'] as const)('%s: unknown, and LINE is not asked', async (state) => {
    const liff = fakeLiff(state);
    await expect(getFriendship()).resolves.toBeNull();
    expect(liff.friendship).not.toHaveBeenCalled();
  });

  it('a failing permission query counts as not granted', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const liff = fakeLiff(new Error('boom'));
    await expect(getFriendship()).resolves.toBeNull();
    expect(liff.friendship).not.toHaveBeenCalled();
  });

  it('signed out of LINE: unknown without any LINE call', async () => {
    const liff = fakeLiff('granted');
    setLiffState({ loggedIn: false });
    await expect(getFriendship()).resolves.toBeNull();
    expect(liff.query).not.toHaveBeenCalled();
  });
});

describe('the official account’s add-friend page', () => {
  it('is LINE’s add-friend address of the configured id (default @ntprivilege)', () => {
    expect(lineAddFriendUrl()).toBe('https://line.me/R/ti/p/%40ntprivilege');
  });

  it('inside LINE opens in LINE itself, not the external browser', () => {
    const liff = fakeLiff('granted');
    openAddFriend();
    expect(liff.openWindow).toHaveBeenCalledWith({ url: 'https://line.me/R/ti/p/%40ntprivilege', external: false });
    openExternalUrl('https://example.com/');
    expect(liff.openWindow).toHaveBeenLastCalledWith({ url: 'https://example.com/', external: true });
  });

  it('in an external browser with LIFF opens a new tab', () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const liff = fakeLiff('granted');
    setLiffState({ mode: 'external' });
    openAddFriend();
    expect(liff.openWindow).not.toHaveBeenCalled();
    expect(open).toHaveBeenCalledWith('https://line.me/R/ti/p/%40ntprivilege', '_blank', 'noopener,noreferrer');
  });

  it('without LIFF opens a new tab', () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    openAddFriend();
    expect(open).toHaveBeenCalledWith('https://line.me/R/ti/p/%40ntprivilege', '_blank', 'noopener,noreferrer');
  });
});
