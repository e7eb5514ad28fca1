/**
 * The app's locales without asking the browser which locales it supports.
 *
 * react-intl asks (`Intl.NumberFormat.supportedLocalesOf`) when a provider is made and when a message
 * with values is first formatted. The first question of a page makes the browser load its locale
 * data: 30–40 ms in one task on a 2-core server, about 150 ms at 4× CPU, the longest task of the
 * sign-in screen's start-up, which shows no number or date (docs/performance.md §3). Both
 * locales of the app (`th-TH`, `en`) are in every browser it runs in, so it does not ask:
 *
 * - the provider (I18nProvider) gets the locale as `defaultLocale` and no `locale`: react-intl then
 *   uses the default without asking (@formatjs/intl `createIntl`) and reports it as an
 *   INVALID_CONFIG error, which `DEV_INTL_PROPS` drops; any other error is reported as react-intl does;
 * - `IntlMessageFormat.resolveLocale` (a public static of intl-messageformat) takes a message's
 *   locale as given. intl-messageformat is pinned to react-intl's own version (package.json): another
 *   copy would not be the one react-intl uses, and intl-locale.test.tsx would fail.
 *
 * Numbers, dates and plurals still load the locale data, on the first screen that shows one.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { ReactIntlErrorCode, type IntlConfig } from 'react-intl';

// react-intl passes one locale, a string (String() of a one-locale list is that locale too).
IntlMessageFormat.resolveLocale = (locales) => new Intl.Locale(String(locales));

/** The provider's `locale`: left unset on purpose (above); react-intl's type asks for a string. */
export const UNSET_LOCALE = undefined as unknown as string;

/**
 * While developing and testing, the provider's `onError`: react-intl's own handler but for the unset
 * locale. A build keeps react-intl's, which reports nothing.
 */
export const DEV_INTL_PROPS: Pick<IntlConfig, 'onError'> | undefined = import.meta.env.DEV
  ? {
      onError: (error) => {
        if (error.code !== ReactIntlErrorCode.INVALID_CONFIG) console.error(error);
      },
    }
  : undefined;
