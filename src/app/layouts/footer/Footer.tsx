import { useIntl } from 'react-intl';
import classes from './Footer.module.css';
import { useLinkClicks } from '@/shared/routing/link-clicks';
import { paths } from '@/shared/routing/paths';

/** Links to the programme's terms, privacy policy and version: plain links opened in the app (`useLinkClicks`). */
export function Footer({ withNav }: { withNav: boolean }) {
  const intl = useIntl();
  const openLink = useLinkClicks();
  return (
    <footer className={classes.footer} data-with-nav={withNav}>
      <nav className={classes.links} aria-label={intl.formatMessage({ id: 'footer.label' })} onClick={openLink}>
        <a href={paths.terms}>{intl.formatMessage({ id: 'route.terms.title' })}</a>
        <a href={paths.privacy}>{intl.formatMessage({ id: 'route.privacy.title' })}</a>
        <a href={paths.version}>{intl.formatMessage({ id: 'route.version.title' })}</a>
      </nav>
      <p className={classes.copy}>{intl.formatMessage({ id: 'footer.copyright' }, { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
