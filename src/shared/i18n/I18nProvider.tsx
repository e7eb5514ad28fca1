import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useLang } from './lang-store';
import { loadedMessages, useMessagesVersion } from './messages';

/** Provides react-intl for the current language; call `initLang()` before first render. */
export function I18nProvider({ children }: { children: ReactNode }) {
  const lang = useLang();
  useMessagesVersion();
  const messages = loadedMessages(lang) ?? loadedMessages('th') ?? {};
  return (
    <IntlProvider locale={lang === 'th' ? 'th-TH' : 'en'} defaultLocale="th-TH" messages={messages}>
      {children}
    </IntlProvider>
  );
}
