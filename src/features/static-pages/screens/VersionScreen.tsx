import { useIntl } from 'react-intl';
import { env } from '@/shared/config/env';
import { useFormat } from '@/shared/i18n/use-format';
import classes from '../ui/StaticPage.module.css';

/** App version and build time. */
export default function VersionScreen() {
  const intl = useIntl();
  const format = useFormat();
  return (
    <dl className={classes.facts}>
      <dt>{intl.formatMessage({ id: 'version.app' })}</dt>
      <dd data-testid="app-version">{env.appVersion}</dd>
      <dt>{intl.formatMessage({ id: 'version.built' })}</dt>
      <dd>{env.buildTime ? format.dateTime(env.buildTime) : '–'}</dd>
    </dl>
  );
}
