import { Radio } from '@/shared/ui/mantine/fields';
import { Paper } from '@/shared/ui/mantine/layout';
import { useIntl } from 'react-intl';
import { isLang, LANGS } from '@/shared/i18n/lang';
import { chooseLang, useChosenLang } from '@/shared/i18n/lang-store';
import classes from './AccountMenu.module.css';

/** Choose Thai or English; the choice is kept on this device. Each row is a label around its radio. */
function ChangeLanguageScreen() {
  const intl = useIntl();
  const lang = useChosenLang();
  return (
    <Radio.Group
      name="lang"
      value={lang}
      onChange={(value) => {
        if (isLang(value)) void chooseLang(value);
      }}
      label={intl.formatMessage({ id: 'route.changeLanguage.title' })}
      labelProps={{ className: 'visually-hidden' }}
    >
      <Paper radius="lg" className={classes.list}>
        {LANGS.map((value) => (
          <label key={value} className={classes.item} lang={value}>
            <span className={classes.label}>{intl.formatMessage({ id: `lang.name.${value}` })}</span>
            <Radio value={value} size="md" />
          </label>
        ))}
      </Paper>
      <p className={classes.hint}>{intl.formatMessage({ id: 'changeLanguage.hint' })}</p>
    </Radio.Group>
  );
}

export default ChangeLanguageScreen;
