import { useIntl } from 'react-intl';
import { LANGS } from '@/shared/i18n/lang';
import { changeLang, useLang } from '@/shared/i18n/lang-store';
import classes from './ProfileMenu.module.css';

/** Choose Thai or English; the choice is kept on this device. */
export default function ChangeLanguageScreen() {
  const intl = useIntl();
  const lang = useLang();
  return (
    <fieldset className={classes.list} style={{ border: 0, padding: 0, margin: 0 }}>
      <legend className="visually-hidden">{intl.formatMessage({ id: 'route.changeLanguage.title' })}</legend>
      {LANGS.map((value) => (
        <label key={value} className={classes.item} lang={value}>
          <span>{intl.formatMessage({ id: `lang.name.${value}` })}</span>
          <input
            type="radio"
            name="lang"
            value={value}
            checked={lang === value}
            onChange={() => void changeLang(value)}
            style={{ width: 22, height: 22, accentColor: 'var(--app-primary)' }}
          />
        </label>
      ))}
    </fieldset>
  );
}
