// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://app.example/"}
/**
 * Friend referral and LINE, with the dev LIFF mock: inside the LINE app the share picker gets one custom share message carrying
 * the referral page's permanent link; outside it (LIFF in an external browser) "Open in LINE" opens
 * this screen's permanent link and sharing never asks LINE's picker; without LIFF neither appears.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetMock, server } from '@mocks/node';
import { mockLiffShared } from '@mocks/liff/mock-liff';
import { shareMessageProblems } from '@/shared/liff/share-message';
import { renderScreen, resetApp, setLang, signInAs } from '@test-support';
import { withMockLine, withoutLine } from '@test-support/screens/account';
import FriendReferralScreen from '@/features/account/screens/FriendReferralScreen';
import { paths } from '@/shared/routing/paths';


beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetApp();
  withoutLine();
  mockLiffShared().length = 0;
});
afterEach(() => {
  server.resetHandlers();
  resetMock();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

async function open() {
  await signInAs('member');
  await setLang('en');
  renderScreen(FriendReferralScreen, { path: paths.friendReferral });
  await screen.findByTestId('referral-card');
}

describe('friend referral and LINE', () => {
  it('inside LINE: the picker gets one custom share message opening the referral page’s permanent link', async () => {
    await withMockLine('in-client');
    await open();
    const share = screen.getByRole('button', { name: 'Share with friends' });
    await waitFor(() => expect(share).toBeEnabled());
    await userEvent.click(share);
    await waitFor(() => expect(mockLiffShared()).toHaveLength(1));
    const [messages] = mockLiffShared();
    const code = screen.getByTestId('referral-code').textContent ?? '';
    expect(messages).toHaveLength(1);
    expect(shareMessageProblems(messages?.[0], { liffId: 'mock-liff-id', link: `https://miniapp.line.me/mock-liff-id/auth/login?ref=${code}` })).toEqual([]);
    expect(screen.queryByTestId('referral-open-in-line')).not.toBeInTheDocument();
  });

  it('outside LINE: "Open in LINE" opens this screen’s permanent link; sharing uses the browser, not LINE’s picker', async () => {
    const opened = vi.fn();
    vi.stubGlobal('open', opened);
    const webShare = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { share: webShare }));
    await withMockLine('external');
    await open();
    const inLine = screen.getByRole('button', { name: 'Open in LINE' });
    await waitFor(() => expect(inLine).toBeEnabled());
    await userEvent.click(inLine);
    expect(opened).toHaveBeenCalledWith('https://miniapp.line.me/mock-liff-id/other/friend-referral', '_blank', 'noopener,noreferrer');
    await userEvent.click(screen.getByRole('button', { name: 'Share with friends' }));
    await waitFor(() => expect(webShare).toHaveBeenCalledTimes(1));
    expect(mockLiffShared()).toEqual([]);
  });

  it('without LIFF (no LIFF id): no "Open in LINE"', async () => {
    await open();
    expect(screen.getByRole('button', { name: 'Share with friends' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Open in LINE' })).not.toBeInTheDocument();
  });
});
