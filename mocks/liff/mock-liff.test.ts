// @vitest-environment jsdom
/**
 * The LIFF mock of `npm run dev` with the real @line/liff pluggable SDK and @line/liff-mock: each
 * LINE environment saved by the MOCK panel makes LIFF answer as chosen after start-up.
 */
import { globalStore } from '@line/liff-mock/dist/store/GlobalStore';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getLiffSdk,
  getLiffState,
  isLineApiAvailable,
  liffLogoutIfLoggedIn,
  openExternalUrl,
  setLiffSdk,
  setLiffState,
} from '@/shared/liff/liff-client';
import { canShareMessages, shareMessages } from '@/shared/liff/liff-share';
import { referralMessages } from '@/features/account/referral/referral-message';
import { initLiff } from '@/shared/liff/liff-init';
import { getFriendship } from '@/shared/liff/line-official-account';
import { loadMockLiff } from '@/shared/liff/load-liff';
import {
  installMockLiff,
  MOCK_LIFF_MODE_KEY,
  mockLiffShared,
  MOCK_LINE_PROFILE,
  mockPermanentLink,
  readMockLiffMode,
  type MockLiffMode,
} from '@mocks/liff/mock-liff';
import { permanentLink } from '@/shared/liff/line-links';
import { installDevHooks } from '@/shared/config/dev-hooks';

const MESSAGE = [{ type: 'text' as const, text: 'สวัสดี' }];

beforeEach(() => {
  vi.stubEnv('PUBLIC_USE_MOCK', 'true');
  // What the mock's browser entry installs on `npm run dev` (mocks/browser-entry.ts).
  installDevHooks({ liff: installMockLiff });
  // A fresh mock LINE session: neither init nor login called yet.
  globalStore.resetAll();
  localStorage.clear();
  setLiffState({ mode: 'browser', loggedIn: false, profile: null });
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

async function startWith(mode: MockLiffMode | null) {
  if (mode) localStorage.setItem(MOCK_LIFF_MODE_KEY, mode);
  const state = await initLiff({ liffId: 'mock-liff-id', mock: true });
  await vi.waitFor(() => expect(getLiffState().profile).not.toBeNull());
  return state;
}

describe('LIFF mock environments', () => {
  it.each([
    ['in-client', 'client', true, true, 'sent'],
    ['external', 'external', true, false, 'sent'],
    ['unavailable', 'client', false, true, 'unavailable'],
  ] as const)('%s: LIFF runs as %s, APIs %s, friend %s, share %s', async (mode, liffMode, apis, friend, share) => {
    const state = await startWith(mode);

    expect(state).toMatchObject({ mode: liffMode, loggedIn: true });
    expect(getLiffState().profile).toEqual({
      userId: MOCK_LINE_PROFILE.userId,
      displayName: 'สมชาย ใจดี',
      pictureUrl: `${location.origin}/images/line/profile.svg`,
    });
    expect(isLineApiAvailable('shareTargetPicker')).toBe(apis);
    expect(canShareMessages()).toBe(apis);
    await expect(getFriendship()).resolves.toBe(friend);
    await expect(shareMessages(MESSAGE)).resolves.toBe(share);
    // The friend-referral card (one Flex bubble) goes through the mock's picker the same way.
    const text = { altText: 'a', title: 't', body: 'b', codeLabel: 'c', button: 'Join', appName: 'App' };
    const card = referralMessages('SOMCHAI88', 'https://miniapp.line.me/x/auth/login?ref=SOMCHAI88', 'x', text);
    await expect(shareMessages(card)).resolves.toBe(share);
  });

  it('starts inside LINE when nothing (or something unknown) is saved', async () => {
    expect(readMockLiffMode()).toBe('in-client');
    localStorage.setItem(MOCK_LIFF_MODE_KEY, 'on-the-moon');
    expect(readMockLiffMode()).toBe('in-client');
    await expect(startWith(null)).resolves.toMatchObject({ mode: 'client', loggedIn: true });
  });

  it('signs in to the mock LINE login after init, which its profile, friendship and share calls need', async () => {
    localStorage.setItem(MOCK_LIFF_MODE_KEY, 'external');
    const sdk = await loadMockLiff();
    expect(globalStore.isLoginCalled).toBe(false);
    await sdk.init({ liffId: 'mock-liff-id', mock: true });
    expect(globalStore.isLoginCalled).toBe(true);
    await expect(sdk.getProfile()).resolves.toMatchObject({ displayName: 'สมชาย ใจดี' });
    await expect(sdk.getFriendship()).resolves.toEqual({ friendFlag: false });
    await expect(sdk.shareTargetPicker(MESSAGE)).resolves.toEqual({ status: 'success' });
    expect(sdk.isInClient()).toBe(false);
  });

  it('without LINE APIs the share target picker refuses and every API is unavailable', async () => {
    localStorage.setItem(MOCK_LIFF_MODE_KEY, 'unavailable');
    const sdk = await loadMockLiff();
    await sdk.init({ liffId: 'mock-liff-id', mock: true });
    expect(sdk.isApiAvailable('shareTargetPicker')).toBe(false);
    expect(sdk.isApiAvailable('subwindowOpen')).toBe(false);
    await expect(sdk.shareTargetPicker(MESSAGE)).rejects.toThrow(/not available/);
  });

  it('LINE logout signs out and keeps the saved environment although the app clears storage', async () => {
    await startWith('external');
    localStorage.clear();
    liffLogoutIfLoggedIn();
    expect(getLiffState()).toMatchObject({ loggedIn: false, profile: null });
    expect(localStorage.getItem(MOCK_LIFF_MODE_KEY)).toBe('external');
    await expect(getFriendship()).resolves.toBeNull();
    await expect(shareMessages(MESSAGE)).resolves.toBe('unavailable');
  });

  it('external links open a new tab (the mock has no LINE browser)', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    await startWith('in-client');
    openExternalUrl('https://example.com/terms');
    expect(open).toHaveBeenCalledWith('https://example.com/terms', '_blank', 'noopener,noreferrer');
  });
});

describe('permanent links (LIFF URL + (page URL − endpoint URL))', () => {
  const LIFF_URL = 'https://miniapp.line.me/123456-abcedfg';

  it('keeps the path, query and hash of the page', () => {
    expect(mockPermanentLink(LIFF_URL, 'https://example.com', 'https://example.com/shop?search=shoes#item10')).toBe(`${LIFF_URL}/shop?search=shoes#item10`);
    expect(mockPermanentLink(LIFF_URL, 'https://example.com/app/', 'https://example.com/app/privilege/privilege-detail?privilege_id=P1#terms')).toBe(
      `${LIFF_URL}/privilege/privilege-detail?privilege_id=P1#terms`,
    );
    expect(mockPermanentLink(LIFF_URL, 'https://example.com/', 'https://example.com/?ref=A')).toBe(`${LIFF_URL}/?ref=A`);
  });

  it('refuses a page outside the endpoint URL, as LINE does', () => {
    expect(() => mockPermanentLink(LIFF_URL, 'https://example.com/app', 'https://example.com/application')).toThrow(/under the endpoint url/);
    expect(() => mockPermanentLink(LIFF_URL, 'https://example.com', 'https://other.example/shop')).toThrow(/under the endpoint url/);
  });

  it('the mock SDK answers with the app origin as endpoint, and the app shares that link', async () => {
    await startWith('in-client');
    const page = `${location.origin}/privilege/privilege-detail?privilege_id=P1#terms`;
    await expect(loadMockLiffSdkLink(page)).resolves.toBe('https://miniapp.line.me/mock-liff-id/privilege/privilege-detail?privilege_id=P1#terms');
    await expect(permanentLink('/privilege/privilege-detail?privilege_id=P1#terms')).resolves.toBe(
      'https://miniapp.line.me/mock-liff-id/privilege/privilege-detail?privilege_id=P1#terms',
    );
    // What the picker was given is kept for end-to-end checks.
    await shareMessages(MESSAGE);
    expect(mockLiffShared().at(-1)).toEqual(MESSAGE);
  });

  it('without LIFF the share link is the page address itself', async () => {
    setLiffSdk(null);
    await expect(permanentLink('/other/friend-referral?x=1#y')).resolves.toBe(`${location.origin}/other/friend-referral?x=1#y`);
  });
});

/** The SDK the app holds after start-up, asked directly. */
function loadMockLiffSdkLink(page: string): Promise<string> {
  const sdk = getLiffSdk();
  if (!sdk) throw new Error('LIFF not started');
  return sdk.permanentLink.createUrlBy(page);
}

describe('LINE actions without LIFF (plain browser)', () => {
  it('answer unknown or unavailable, and links open a new tab', async () => {
    setLiffSdk(null);
    const open = vi.fn();
    vi.stubGlobal('open', open);
    expect(isLineApiAvailable('shareTargetPicker')).toBe(false);
    expect(canShareMessages()).toBe(false);
    await expect(getFriendship()).resolves.toBeNull();
    await expect(shareMessages(MESSAGE)).resolves.toBe('unavailable');
    openExternalUrl('https://example.com/');
    expect(open).toHaveBeenCalledWith('https://example.com/', '_blank', 'noopener,noreferrer');
  });
});
