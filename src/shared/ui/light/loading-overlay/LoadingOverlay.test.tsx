// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLang } from '@/shared/i18n/lang-store';
import { getLoadingState, LOADING_BODY_CLASS, loadingOverlay } from '@/shared/ui/light/loading-overlay/loading-store';
import { renderWithProviders } from '@test-support';

describe('loading overlay', () => {
  beforeEach(async () => {
    await changeLang('th');
    renderWithProviders(<main>content</main>);
  });
  afterEach(() => act(() => loadingOverlay.reset()));

  it('goes active on show with the Thai label and the body marker class, inactive on hide', () => {
    expect(getLoadingState()).toBe('inactive');
    expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
    act(() => loadingOverlay.show());
    expect(getLoadingState()).toBe('active');
    expect(document.body).toHaveClass(LOADING_BODY_CLASS);
    expect(screen.getByTestId('loading-overlay')).toHaveAttribute('data-state', 'active');
    expect(screen.getByText('กรุณารอสักครู่')).toBeInTheDocument();
    act(() => loadingOverlay.hide());
    expect(getLoadingState()).toBe('inactive');
    expect(document.body).not.toHaveClass(LOADING_BODY_CLASS);
    expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
  });

  it('counts nested show / hide calls', () => {
    act(() => {
      loadingOverlay.show();
      loadingOverlay.show();
    });
    act(() => loadingOverlay.hide());
    expect(getLoadingState()).toBe('active');
    expect(document.body).toHaveClass(LOADING_BODY_CLASS);
    act(() => loadingOverlay.hide());
    expect(getLoadingState()).toBe('inactive');
    act(() => loadingOverlay.hide());
    act(() => loadingOverlay.show());
    expect(getLoadingState()).toBe('active');
  });

  it('stays up while wrapped work runs, whatever its outcome', async () => {
    let fail: (reason: Error) => void = () => undefined;
    const work = new Promise<void>((_resolve, reject) => {
      fail = reject;
    });
    let settled: Promise<void> = Promise.resolve();
    act(() => {
      settled = loadingOverlay.during(work).catch(() => undefined);
    });
    expect(getLoadingState()).toBe('active');
    await act(async () => {
      fail(new Error('boom'));
      await settled;
    });
    expect(getLoadingState()).toBe('inactive');
  });

  it('shows the English label in English', async () => {
    await act(() => changeLang('en'));
    act(() => loadingOverlay.show());
    expect(screen.getByText('Please wait a moment')).toBeInTheDocument();
  });
});
