import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import classes from './Footer.module.css';

/** Links to the programme's terms, privacy policy and version. */
export function Footer({ withNav }: { withNav: boolean }) {
  const intl = useIntl();
  return (
    <footer className={classes.footer} data-with-nav={withNav}>
      <nav className={classes.links} aria-label={intl.formatMessage({ id: 'footer.label' })}>
        <Link to="/term-and-conditions">{intl.formatMessage({ id: 'route.terms.title' })}</Link>
        <Link to="/privacy-policy">{intl.formatMessage({ id: 'route.privacy.title' })}</Link>
        <Link to="/version">{intl.formatMessage({ id: 'route.version.title' })}</Link>
      </nav>
      <p className={classes.copy}>{intl.formatMessage({ id: 'footer.copyright' }, { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
