import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import classes from './Footer.module.css';
import { paths } from '@/shared/routing/paths';

/** Links to the programme's terms, privacy policy and version. */
export function Footer({ withNav }: { withNav: boolean }) {
  const intl = useIntl();
  return (
    <footer className={classes.footer} data-with-nav={withNav}>
      <nav className={classes.links} aria-label={intl.formatMessage({ id: 'footer.label' })}>
        <Link to={paths.terms}>{intl.formatMessage({ id: 'route.terms.title' })}</Link>
        <Link to={paths.privacy}>{intl.formatMessage({ id: 'route.privacy.title' })}</Link>
        <Link to={paths.version}>{intl.formatMessage({ id: 'route.version.title' })}</Link>
      </nav>
      <p className={classes.copy}>{intl.formatMessage({ id: 'footer.copyright' }, { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
