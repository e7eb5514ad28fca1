import { useIntl } from 'react-intl';
import { buildInfo } from '@/shared/config/build-info';
import { useFormat } from '@/shared/i18n/use-format';
import classes from '../ui/StaticPage.module.css';

/** App version and build time. */
export default function VersionScreen() {
  const intl = useIntl();
  const format = useFormat();
  return (
    <dl className={classes.facts}>
      <dt>{intl.formatMessage({ id: 'version.app' })}</dt>
      <dd data-testid="app-version">{buildInfo.appVersion}</dd>
      <dt>{intl.formatMessage({ id: 'version.built' })}</dt>
      <dd>{buildInfo.buildTime ? format.dateTime(buildInfo.buildTime) : '–'}</dd>
    </dl>
  );
}
