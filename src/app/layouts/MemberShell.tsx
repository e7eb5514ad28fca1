/**
 * The signed-in shell as the build prerenders it (src/prerender/server-entry.tsx): the start
 * screen's header, bottom navigation and list skeleton, drawn from the same parts and styles as
 * the real screen, so the first paint of a member with a session is already the app's frame. The
 * member's data is not known at build time: the profile block and the list are skeletons, and the
 * app replaces this whole shell with the real screen in one commit (start-app.tsx).
 */
import { useIntl } from 'react-intl';
import { ROUTES } from '@/app/routes/route-table';
import type { ScreenRoute } from '@/app/routes/route-types';
import { PrivilegeGridSkeleton } from '@/features/privilege/ui/PrivilegeCard';
import { LanguageToggle } from '@/shared/i18n/LanguageToggle';
import { START_ROUTE } from '@/shared/routing/paths';
import { Footer } from './footer/Footer';
import header from './header/Header.module.css';
import { BottomNav } from './nav/BottomNav';
import profile from './profile/ProfileBlock.module.css';
import shell from './Shell.module.css';
import status from '@/shared/ui/status/status.module.css';

const START = ROUTES.find((r): r is ScreenRoute => r.kind === 'screen' && r.path === START_ROUTE);

export function MemberShell() {
  const intl = useIntl();
  const loading = intl.formatMessage({ id: 'privilege.loading' });
  return (
    <div className={shell.shell} data-bg={START?.background_mode} data-header={START?.header_mode} aria-busy="true">
      <header className={header.home}>
        <div className={header.homeTop}>
          <span className={header.brand} aria-hidden="true">
            <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor">
              <path d="M12 2l2.9 6.1 6.6.8-4.9 4.6 1.3 6.5L12 16.8 6.1 20l1.3-6.5L2.5 8.9l6.6-.8z" />
            </svg>
          </span>
          <h1 className={header.homeTitle}>{START ? intl.formatMessage({ id: START.titleKey }) : ''}</h1>
          <LanguageToggle />
        </div>
        <section className={profile.card} aria-label={intl.formatMessage({ id: 'profile.label' })}>
          <div className={status.skeleton} style={{ flex: 1 }}>
            <span className={status.line} style={{ width: '60%' }} />
            <span className={status.line} style={{ width: '35%' }} />
          </div>
        </section>
        <span className={header.search}>
          <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
            <circle cx="11" cy="11" r="7" />
            <path d="M20 20l-3.5-3.5" />
          </svg>
          <span>{intl.formatMessage({ id: 'search.placeholder' })}</span>
        </span>
      </header>
      <main id="main" className={shell.main}>
        <PrivilegeGridSkeleton label={loading} />
      </main>
      <Footer withNav />
      <BottomNav active={START?.tab} />
    </div>
  );
}
