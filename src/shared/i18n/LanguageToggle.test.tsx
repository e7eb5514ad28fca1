// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useIntl } from 'react-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LanguageToggle } from '@/shared/i18n/LanguageToggle';
import { changeLang, getLang, initLang } from '@/shared/i18n/lang-store';
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
