import { useIntl } from 'react-intl';
import { LANGS, type Lang } from './lang';
import { chooseLang, useChosenLang } from './lang-store';
import classes from './LanguageToggle.module.css';

const LABEL: Record<Lang, string> = { th: 'TH', en: 'EN' };

/** Two-segment TH / EN switch; the choice persists in localStorage ('lang'). */
export function LanguageToggle({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const lang = useChosenLang();
  const intl = useIntl();
  return (
    <div role="group" aria-label={intl.formatMessage({ id: 'lang.toggle.label' })} className={classes.root} data-tone={tone}>
      {LANGS.map((value) => (
        <button
          key={value}
          type="button"
          lang={value}
          className={classes.option}
          aria-pressed={lang === value}
          aria-label={intl.formatMessage({ id: `lang.name.${value}` })}
          onClick={() => void chooseLang(value)}
        >
          {LABEL[value]}
        </button>
      ))}
    </div>
  );
}
