import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { RouteMeta } from '@/shared/routing/route-meta-types';
import { LanguageToggle } from '@/shared/i18n/LanguageToggle';
import { useLinkClicks } from '@/shared/routing/link-clicks';
import { paths } from '@/shared/routing/paths';
import { ProfileBlock } from '../profile/ProfileBlock';
import classes from './Header.module.css';

/**
 * Main-tab header (header_mode 3): title, language toggle, profile block, privilege search.
 * `profile` replaces the profile block (the prerendered shell shows a skeleton there). The search
 * entry is a plain link opened in the app (`useLinkClicks`).
 */
export function HomeHeader({ meta, profile }: { meta: RouteMeta | undefined; profile?: ReactNode }) {
  const intl = useIntl();
  const openLink = useLinkClicks();
  return (
    <header className={classes.home}>
      <div className={classes.homeTop}>
        <span className={classes.brand} aria-hidden="true">
          <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor">
            <path d="M12 2l2.9 6.1 6.6.8-4.9 4.6 1.3 6.5L12 16.8 6.1 20l1.3-6.5L2.5 8.9l6.6-.8z" />
          </svg>
        </span>
        <h1 className={classes.homeTitle}>{meta ? intl.formatMessage({ id: meta.titleKey }) : ''}</h1>
        <LanguageToggle />
      </div>
      {profile ?? <ProfileBlock />}
      <a href={paths.searchPrivilege} className={classes.search} onClick={openLink}>
        <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
          <circle cx="11" cy="11" r="7" />
          <path d="M20 20l-3.5-3.5" />
        </svg>
        <span>{intl.formatMessage({ id: 'search.placeholder' })}</span>
      </a>
    </header>
  );
}
