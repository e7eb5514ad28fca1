// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://app.example/"}
/**
 * Sharing a privilege with LINE friends: inside the LINE app one custom share message carrying the
 * privilege's permanent link; outside it "Open in LINE"; without LIFF, or without LINE's picker, nothing.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetMock, server } from '@mocks/node';
import { mockLiffShared } from '@mocks/liff/mock-liff';
import { shareMessageProblems } from '@/shared/liff/share-message';
import { resetApp, setLang, signInAs } from '@test-support';
import { withMockLine, withoutLine } from '@test-support/screens/account';
import { renderPrivilege } from '@test-support/screens/privilege';

const ID = 'PRV000101';
const LINK = `https://miniapp.line.me/mock-liff-id/privilege/privilege-detail?privilege_id=${ID}`;

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
  renderPrivilege(`/privilege/privilege-detail?privilege_id=${ID}`);
  await screen.findByTestId('redeem-button');
}

describe('sharing a privilege', () => {
  it('inside LINE: one custom share message whose button opens the privilege’s permanent link', async () => {
    await withMockLine('in-client');
    await open();
    const share = await screen.findByRole('button', { name: 'Share with friends' });
    await waitFor(() => expect(share).toBeEnabled());
    await userEvent.click(share);
    await waitFor(() => expect(mockLiffShared()).toHaveLength(1));
    const [messages] = mockLiffShared();
    expect(messages).toHaveLength(1);
    expect(shareMessageProblems(messages?.[0], { liffId: 'mock-liff-id', link: LINK })).toEqual([]);
  });

  it('outside LINE: "Open in LINE" opens the privilege’s permanent link instead', async () => {
    const opened = vi.fn();
    vi.stubGlobal('open', opened);
    await withMockLine('external');
    await open();
    const inLine = await screen.findByRole('button', { name: 'Open in LINE' });
    await waitFor(() => expect(inLine).toBeEnabled());
    await userEvent.click(inLine);
    expect(opened).toHaveBeenCalledWith(LINK, '_blank', 'noopener,noreferrer');
    expect(screen.queryByRole('button', { name: 'Share with friends' })).not.toBeInTheDocument();
  });

  it('inside LINE without the picker: neither button', async () => {
    await withMockLine('unavailable');
    await open();
    expect(screen.queryByRole('button', { name: 'Share with friends' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open in LINE' })).not.toBeInTheDocument();
  });

  it('without LIFF (no LIFF id): neither button', async () => {
    await open();
    expect(screen.queryByRole('button', { name: 'Share with friends' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open in LINE' })).not.toBeInTheDocument();
  });
});
