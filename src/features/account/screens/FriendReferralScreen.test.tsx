// @vitest-environment jsdom
/**
 * /other/friend-referral against the mock: code, link, QR, copy, and share through LINE's picker
 * (sent / cancelled says nothing / failed says so), else Web Share, else copy. And the code of a
 * referral link reaching the registration request.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetMock, server } from '@mocks/node';
import FriendReferralScreen from '@/features/account/screens/FriendReferralScreen';
import { setLiffSdk, setLiffState } from '@/shared/liff/liff-client';
import type { LiffApi, LiffShareMessage } from '@/shared/liff/liff-types';
import { paths } from '@/shared/routing/paths';
import { REFERRAL_STORAGE_KEY } from '@/shared/session/referral';
import { renderApp, renderScreen, resetApp, setLang, signInAs } from '@test-support';

const LINK = 'https://liff.line.me/2000000000-AbCdEfGh/auth/login?ref=SOMCHAI88';
/** The referral page's permanent link, which LINE shares carry. */
const PERMANENT_LINK = 'https://miniapp.line.me/2000000000-AbCdEfGh/auth/login?ref=SOMCHAI88';
const requests: { path: string; body: unknown }[] = [];

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', async ({ request }) => {
    const path = new URL(request.url).pathname;
    requests.push({ path, body: request.method === 'GET' ? null : await request.clone().json().catch(() => null) });
  });
});
let copied: string | null;
beforeEach(() => {
  resetApp();
  requests.length = 0;
  copied = null;
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (t: string) => void (copied = t) } });
  Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
  Object.defineProperty(navigator, 'canShare', { configurable: true, value: undefined });
});
afterEach(() => {
  setLiffSdk(null);
  setLiffState({ mode: 'browser', loggedIn: false, profile: null });
  server.resetHandlers();
  resetMock();
});
afterAll(() => server.close());

/** A LINE session whose share target picker answers `picker`. */
function inLine(picker: () => Promise<{ status: 'success' } | void>) {
  const shareTargetPicker = vi.fn(picker);
  const permanentLink = { createUrlBy: (url: string) => Promise.resolve(url.replace(location.origin, 'https://miniapp.line.me/2000000000-AbCdEfGh')) };
  setLiffSdk({ id: '2000000000-AbCdEfGh', isApiAvailable: (name: string) => name === 'shareTargetPicker', shareTargetPicker, permanentLink } as unknown as LiffApi);
  setLiffState({ mode: 'client', loggedIn: true });
  return shareTargetPicker;
}

async function open(lang: 'th' | 'en' = 'en') {
  await setLang(lang);
  await signInAs('member');
  renderScreen(FriendReferralScreen, { path: paths.friendReferral });
  const card = await screen.findByTestId('referral-card');
  // Inside LINE the share waits for the page's permanent link.
  await waitFor(() => expect(within(card).getByTestId('referral-share')).toBeEnabled());
  return card;
}

const notice = () => screen.getByTestId('referral-notice');

describe('friend referral screen', () => {
  it('shows the code, the link, a QR code of the link, friends joined and the reward (English)', async () => {
    const card = await open('en');
    expect(within(card).getByTestId('referral-code')).toHaveTextContent('SOMCHAI88');
    expect(within(card).getByTestId('referral-link')).toHaveTextContent(LINK);
    expect(within(card).getByTestId('referral-joined')).toHaveTextContent('3 friends have joined');
    expect(within(card).getByTestId('referral-reward')).toHaveTextContent('Earn 100 points for each friend who joins');
    const qr = await within(card).findByTestId('referral-qr');
    expect(qr).toHaveAccessibleName('QR code of your referral link');
    expect(qr.querySelector('path')?.getAttribute('d')?.length).toBeGreaterThan(100);
  });

  it('speaks Thai with the Thai plural', async () => {
    const card = await open('th');
    expect(within(card).getByTestId('referral-joined')).toHaveTextContent('เพื่อนสมัครสมาชิกแล้ว 3 คน');
    expect(within(card).getByTestId('referral-reward')).toHaveTextContent('รับ 100 คะแนนต่อเพื่อน 1 คนที่สมัครสมาชิก');
    expect(within(card).getByRole('button', { name: 'คัดลอกลิงก์' })).toBeInTheDocument();
  });

  it('copies the link and says so', async () => {
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(notice()).toHaveTextContent('Link copied'));
    expect(copied).toBe(LINK);
  });

  it('says when copying is not possible', async () => {
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(notice()).toHaveTextContent('Could not copy'));
  });
});

describe('share with friends', () => {
  it('inside LINE: one Flex bubble (picture, invitation with the code, button to the permanent link) through the picker; sent says nothing', async () => {
    const picker = inLine(() => Promise.resolve({ status: 'success' }));
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Share with friends' }));
    await waitFor(() => expect(picker).toHaveBeenCalledOnce());
    const [messages, options] = picker.mock.calls[0] as unknown as [LiffShareMessage[], unknown];
    expect(options).toEqual({ isMultiple: true });
    expect(messages).toHaveLength(1);
    const json = JSON.stringify(messages[0]);
    expect(messages[0]).toMatchObject({
      type: 'flex',
      contents: {
        type: 'bubble',
        hero: { type: 'image', url: expect.stringMatching(/^https?:\/\/.+\.png$/), action: { type: 'uri', uri: PERMANENT_LINK } },
        footer: { contents: [{ type: 'button', action: { type: 'uri', label: 'Join now', uri: PERMANENT_LINK } }, { action: { uri: 'https://miniapp.line.me/2000000000-AbCdEfGh' } }] },
      },
    });
    expect(json).toContain('Sign up with my referral code SOMCHAI88');
    expect(notice()).toHaveTextContent('');
    expect(copied).toBeNull();
  });

  it('a closed picker (cancelled) says nothing', async () => {
    const picker = inLine(() => Promise.resolve());
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Share with friends' }));
    await waitFor(() => expect(picker).toHaveBeenCalledOnce());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Share with friends' })).toBeEnabled());
    expect(notice()).toHaveTextContent('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a failed picker says so, and a double tap shares once', async () => {
    let fail: (e: Error) => void = () => undefined;
    const picker = inLine(() => new Promise((_, reject) => (fail = reject)));
    await open();
    const share = screen.getByRole('button', { name: 'Share with friends' });
    fireEvent.click(share);
    fireEvent.click(share);
    await waitFor(() => expect(picker).toHaveBeenCalledOnce());
    fail(new Error('LINE failed'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sharing did not work. Please try again or copy the link.');
    expect(picker).toHaveBeenCalledOnce();
  });

  it('outside LINE: the Web Share sheet with title, text and link', async () => {
    const webShare = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { configurable: true, value: webShare });
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Share with friends' }));
    await waitFor(() => expect(webShare).toHaveBeenCalledOnce());
    expect(webShare).toHaveBeenCalledWith({ title: 'Join me as a member', text: expect.stringContaining('SOMCHAI88'), url: LINK });
    expect(notice()).toHaveTextContent('');
  });

  it('where the picker is unavailable (LINE without the API) the Web Share sheet is used', async () => {
    setLiffSdk({ isApiAvailable: () => false, shareTargetPicker: vi.fn() } as unknown as LiffApi);
    setLiffState({ mode: 'client', loggedIn: true });
    const webShare = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { configurable: true, value: webShare });
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Share with friends' }));
    await waitFor(() => expect(webShare).toHaveBeenCalledOnce());
  });

  it('a cancelled Web Share (AbortError) says nothing; a failed one says so', async () => {
    const webShare = vi.fn(() => Promise.reject(new DOMException('cancelled', 'AbortError')));
    Object.defineProperty(navigator, 'share', { configurable: true, value: webShare });
    await open();
    const share = screen.getByRole('button', { name: 'Share with friends' });
    await userEvent.click(share);
    await waitFor(() => expect(webShare).toHaveBeenCalledOnce());
    await waitFor(() => expect(share).toBeEnabled());
    expect(screen.queryByRole('alert')).toBeNull();
    webShare.mockImplementation(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    await userEvent.click(share);
    expect(await screen.findByRole('alert')).toHaveTextContent('Sharing did not work');
  });

  it('without LINE and Web Share it copies the link and says "link copied"', async () => {
    await open('th');
    await userEvent.click(screen.getByRole('button', { name: 'แชร์ให้เพื่อน' }));
    await waitFor(() => expect(notice()).toHaveTextContent('คัดลอกลิงก์แล้ว'));
    expect(copied).toBe(LINK);
  });
});

describe('the referral code reaches registration', () => {
  /** The e-service registration (another area's screen) in the whole app, the guard letting the unregistered member in. */
  const registration = () => renderApp(paths.registerEservice);

  it('a stored code from the link is sent as referral_code, counted by the mock, then forgotten', async () => {
    await setLang('en');
    await signInAs('member');
    renderScreen(FriendReferralScreen, { path: paths.friendReferral });
    expect(await screen.findByTestId('referral-joined')).toHaveTextContent('3 friends have joined');
    cleanup();
    resetApp();

    sessionStorage.setItem(REFERRAL_STORAGE_KEY, 'SOMCHAI88');
    await signInAs('unregistered');
    const { where } = registration();
    await userEvent.clear(await screen.findByLabelText('First name'));
    await userEvent.type(screen.getByLabelText('First name'), 'มานะ');
    await userEvent.clear(screen.getByLabelText('Last name'));
    await userEvent.type(screen.getByLabelText('Last name'), 'ใหม่มา');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(where()).not.toBe(paths.registerEservice));
    const register = requests.find((r) => r.path === '/api/Auth/Register');
    expect(register?.body).toMatchObject({ first_name: 'มานะ', last_name: 'ใหม่มา', referral_code: 'SOMCHAI88' });
    expect(sessionStorage.getItem(REFERRAL_STORAGE_KEY)).toBeNull();

    // The referrer sees the new friend.
    cleanup();
    resetApp();
    await signInAs('member');
    renderScreen(FriendReferralScreen, { path: paths.friendReferral });
    expect(await screen.findByTestId('referral-joined')).toHaveTextContent('4 friends have joined');
  });

  it('without a stored code the request carries none', async () => {
    await setLang('en');
    await signInAs('unregistered');
    const { where } = registration();
    await userEvent.clear(await screen.findByLabelText('First name'));
    await userEvent.type(screen.getByLabelText('First name'), 'มานะ');
    await userEvent.clear(screen.getByLabelText('Last name'));
    await userEvent.type(screen.getByLabelText('Last name'), 'ใหม่มา');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(where()).not.toBe(paths.registerEservice));
    const register = requests.find((r) => r.path === '/api/Auth/Register');
    expect(register?.body).not.toHaveProperty('referral_code');
  });
});
