import { useIntl } from 'react-intl';
import type { NavTab } from '@/shared/routing/route-meta-types';
import { useLinkClicks } from '@/shared/routing/link-clicks';
import { paths } from '@/shared/routing/paths';
import classes from './BottomNav.module.css';

const TABS: ReadonlyArray<{ tab: NavTab; to: string; icon: string }> = [
  { tab: 'activity', to: paths.activityList, icon: 'M12 3l2.5 5.3 5.8.7-4.3 4 1.1 5.7L12 15.9 6.9 18.7 8 13 3.7 9l5.8-.7z' },
  { tab: 'privilege', to: paths.privilegeList, icon: 'M4 10h16v10H4zM3 6h18v4H3zM12 6v14M12 6C10.5 3 7 3 7 5s3 1 5 1 5 1 5-1-3.5-2-5 1' },
  { tab: 'history', to: paths.history, icon: 'M12 7v5l3 2M3.5 12a8.5 8.5 0 1 0 2.6-6.1M3 4v4h4' },
  { tab: 'account', to: paths.accountMenu, icon: 'M4 6h16M4 12h16M4 18h16' },
];

/** The four main tabs: activity, privilege, history and account (the account menu); plain links opened in the app (`useLinkClicks`). */
export function BottomNav({ active }: { active: NavTab | undefined }) {
  const intl = useIntl();
  const openLink = useLinkClicks();
  return (
    <nav className={classes.nav} aria-label={intl.formatMessage({ id: 'nav.label' })} onClick={openLink}>
      {TABS.map(({ tab, to, icon }) => (
        <a key={tab} href={to} className={classes.item} aria-current={active === tab ? 'page' : undefined}>
          <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="1.9" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
            <path d={icon} />
          </svg>
          <span>{intl.formatMessage({ id: `nav.${tab}` })}</span>
        </a>
      ))}
    </nav>
  );
}
