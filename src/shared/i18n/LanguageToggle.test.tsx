// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useIntl } from 'react-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LanguageToggle } from '@/shared/i18n/LanguageToggle';
import { changeLang, getLang, initLang } from '@/shared/i18n/lang-store';
import { ensureMessages } from '@/shared/i18n/messages';
import { renderWithProviders } from '@test-support';

function Greeting() {
  const intl = useIntl();
  return <p data-testid="text">{intl.formatMessage({ id: 'nav.privilege' })}</p>;
}

describe('language toggle', () => {
  beforeEach(async () => {
    localStorage.clear();
    await changeLang('th');
    localStorage.clear();
  });

  it('defaults to Thai when nothing is stored', async () => {
    await act(() => initLang());
    expect(getLang()).toBe('th');
    expect(document.documentElement.lang).toBe('th');
  });

  it('leaves <html lang> alone when it already names the language (setting it restyles the page)', async () => {
    document.documentElement.lang = 'th';
    const set = vi.spyOn(document.documentElement, 'lang', 'set');
    try {
      await act(() => initLang());
      expect(set).not.toHaveBeenCalled();
      localStorage.setItem('lang', 'en');
      await act(() => initLang());
      expect(set).toHaveBeenCalledWith('en');
      expect(document.documentElement.lang).toBe('en');
    } finally {
      set.mockRestore();
    }
  });

  it('switches to English, persists the choice under "lang" and updates <html lang>', async () => {
    renderWithProviders(
      <>
        <LanguageToggle />
        <Greeting />
      </>,
    );
    expect(screen.getByTestId('text')).toHaveTextContent('สิทธิพิเศษ');
    expect(screen.getByRole('button', { name: 'ภาษาไทย' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'English (ภาษาอังกฤษ)' }));
    expect(await screen.findByText('Privileges')).toBeInTheDocument();
    expect(localStorage.getItem('lang')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'ภาษาไทย (Thai)' }));
    expect(await screen.findByText('สิทธิพิเศษ')).toBeInTheDocument();
    expect(localStorage.getItem('lang')).toBe('th');
    expect(document.documentElement.lang).toBe('th');
  });

  describe('a tap', () => {
    /** The frames the page asks for, run by hand; timers faked so that nothing runs before its time. */
    let frames: FrameRequestCallback[] = [];
    beforeEach(async () => {
      await ensureMessages('en'); // in already: only the frame stands between the tap and the switch
      frames = [];
      vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      return () => {
        vi.useRealTimers();
        vi.restoreAllMocks();
      };
    });
    async function paintFrame() {
      const due = frames.splice(0);
      for (const frame of due) frame(performance.now());
      await act(async () => {
        vi.advanceTimersByTime(0);
        await Promise.resolve();
      });
    }
    const renderToggle = () =>
      renderWithProviders(
        <>
          <LanguageToggle />
          <Greeting />
        </>,
      );

    it('shows the choice on the toggle in its own frame; stores it and switches the page after that frame', async () => {
      renderToggle();
      act(() => void fireEvent.click(screen.getByRole('button', { name: 'English (ภาษาอังกฤษ)' })));
      await act(async () => undefined);
      expect(screen.getByRole('button', { name: 'English (ภาษาอังกฤษ)' })).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByTestId('text')).toHaveTextContent('สิทธิพิเศษ');
      expect(localStorage.getItem('lang')).toBeNull();
      await paintFrame();
      expect(localStorage.getItem('lang')).toBe('en');
      expect(screen.getByTestId('text')).toHaveTextContent('Privileges');
      expect(document.documentElement.lang).toBe('en');
      expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    });

    it('lets a second tap before the frame win', async () => {
      renderToggle();
      act(() => void fireEvent.click(screen.getByRole('button', { name: 'English (ภาษาอังกฤษ)' })));
      act(() => void fireEvent.click(screen.getByRole('button', { name: 'ภาษาไทย' })));
      await act(async () => undefined);
      await paintFrame();
      expect(getLang()).toBe('th');
      expect(screen.getByTestId('text')).toHaveTextContent('สิทธิพิเศษ');
      expect(screen.getByRole('button', { name: 'ภาษาไทย' })).toHaveAttribute('aria-pressed', 'true');
      expect(localStorage.getItem('lang')).toBe('th');
    });
  });

  it('starts in the stored language', async () => {
    localStorage.setItem('lang', 'en');
    await act(() => initLang());
    renderWithProviders(<Greeting />);
    expect(screen.getByTestId('text')).toHaveTextContent('Privileges');
  });

  it('ignores an unknown stored value', async () => {
    localStorage.setItem('lang', 'fr');
    await act(() => initLang());
    expect(getLang()).toBe('th');
  });
});
