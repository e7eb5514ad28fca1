import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useLang } from './lang-store';
import { DEV_INTL_PROPS, UNSET_LOCALE } from './intl-locale';
import { loadedMessages, useMessagesVersion } from './messages';

/** Provides react-intl for the current language; call `initLang()` before first render. */
export function I18nProvider({ children }: { children: ReactNode }) {
  const lang = useLang();
  useMessagesVersion();
  const messages = loadedMessages(lang) ?? loadedMessages('th') ?? {};
  return (
    // The language's locale as the default, none set: see intl-locale.ts.
    <IntlProvider locale={UNSET_LOCALE} defaultLocale={lang === 'th' ? 'th-TH' : 'en'} messages={messages} {...DEV_INTL_PROPS}>
      {children}
    </IntlProvider>
  );
}
