/**
 * Messages for code outside React (the session flows' dialogs): every message of the member's
 * language is loaded first, then formatted as the screens do.
 */
import { createIntl, type IntlShape } from 'react-intl';
import { getLang } from './lang-store';
import { ensureMessages } from './messages';

export async function loadIntl(): Promise<IntlShape> {
  const lang = getLang();
  const messages = await ensureMessages(lang).catch(() => undefined);
  return createIntl({ locale: lang === 'th' ? 'th-TH' : 'en', defaultLocale: 'th-TH', messages: messages ?? {} });
}
