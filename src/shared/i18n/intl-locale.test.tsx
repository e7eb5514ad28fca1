// @vitest-environment jsdom
/**
 * The app's messages, with values and with tags, format without react-intl asking the browser which
 * locales it supports: the first such question of a page loads the browser's locale data, the longest
 * task of the sign-in screen's start-up (intl-locale.ts). The locale is still the language's.
 */
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FormattedMessage, useIntl } from 'react-intl';
import { renderWithProviders, resetApp, setLang } from '@test-support';

function Sample() {
  const intl = useIntl();
  return (
    <>
      <p data-testid="locale">{intl.locale}</p>
      <p data-testid="values">{intl.formatMessage({ id: 'footer.copyright' }, { year: 2026 })}</p>
      <p data-testid="plural">{intl.formatMessage({ id: 'redeem.success.ecode' }, { minutes: 60 })}</p>
      <p data-testid="tags">
        <FormattedMessage id="auth.login.consent" values={{ terms: (text) => <a key="terms" href="/terms">{text}</a>, privacy: (text) => <a key="privacy" href="/privacy">{text}</a> }} />
      </p>
    </>
  );
}

describe.each([
  ['th', 'th-TH', '© 2026 สิทธิพิเศษสมาชิก สงวนลิขสิทธิ์', 'ใช้ได้ภายใน 60 นาที'],
  ['en', 'en', '© 2026 Member Privileges. All rights reserved.', 'Use it within 60 minutes.'],
] as const)('%s', (lang, locale, valuesText, pluralText) => {
  beforeEach(async () => {
    resetApp();
    await setLang(lang);
  });
  afterEach(() => vi.restoreAllMocks());

  it('formats values, plurals and tags in the language, asking the browser for no locale list, reporting nothing', () => {
    const numberProbe = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const dateProbe = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    const errors = vi.spyOn(console, 'error');
    renderWithProviders(<Sample />);
    expect(screen.getByTestId('locale')).toHaveTextContent(locale);
    expect(screen.getByTestId('values')).toHaveTextContent(valuesText);
    expect(screen.getByTestId('plural').textContent).toContain(pluralText);
    expect(screen.getByTestId('tags').querySelectorAll('a')).toHaveLength(2);
    expect(numberProbe).not.toHaveBeenCalled();
    expect(dateProbe).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });
});
