// @vitest-environment jsdom
/**
 * The home-screen shortcut to the e-code wallet (builds with PUBLIC_LINE_SHORTCUT=true): inside the
 * LINE app it asks LINE for a shortcut to history's permanent link, says so when LINE refuses, and is
 * not offered outside the LINE app.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import HomeShortcutButton from '@/features/history/ui/HomeShortcutButton';
import { getLiffSdk } from '@/shared/liff/liff-client';
import { resetApp, setLang } from '@test-support';
import { withMockLine, withoutLine } from '@test-support/screens/account';
import { AppProviders } from '@/app/providers/AppProviders';

beforeEach(() => {
  resetApp();
  withoutLine();
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

async function renderButton() {
  await setLang('en');
  render(
    <AppProviders>
      <HomeShortcutButton />
    </AppProviders>,
  );
}

function spyShortcut(result: () => Promise<void>) {
  const sdk = getLiffSdk() as unknown as { createShortcutOnHomeScreen: (params: { url: string }) => Promise<void> };
  const spy = vi.fn((_params: { url: string }) => result());
  sdk.createShortcutOnHomeScreen = spy;
  return spy;
}

describe('home-screen shortcut', () => {
  it('inside LINE: asks LINE for a shortcut to history’s permanent link', async () => {
    await withMockLine('in-client');
    const spy = spyShortcut(() => Promise.resolve());
    await renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Add e-codes to home screen' }));
    await waitFor(() => expect(spy).toHaveBeenCalledWith({ url: 'https://miniapp.line.me/mock-liff-id/history' }));
    expect(screen.queryByTestId('wallet-shortcut-failed')).not.toBeInTheDocument();
  });

  it('LINE refuses (not a verified MINI App): says so', async () => {
    await withMockLine('in-client');
    spyShortcut(() => Promise.reject(new Error('FORBIDDEN')));
    await renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Add e-codes to home screen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not add the shortcut. Please try again.');
  });

  it('outside the LINE app, or without LIFF: not offered', async () => {
    await renderButton();
    expect(screen.queryByTestId('wallet-shortcut')).not.toBeInTheDocument();
    await withMockLine('external');
    await renderButton();
    expect(screen.queryByTestId('wallet-shortcut')).not.toBeInTheDocument();
  });
});
