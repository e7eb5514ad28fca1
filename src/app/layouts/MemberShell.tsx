/**
 * The signed-in shell as the build prerenders it (app/bootstrap/prerender-entry.tsx): the start
 * screen's header, bottom navigation and list skeleton, drawn from the same parts and styles as
 * the real screen, so the first paint of a member with a session is already the app's frame. The
 * member's data is not known at build time: the profile block and the list are skeletons, and the
 * app replaces this whole shell with the real screen in one commit (start-app.tsx).
 */
import { useIntl } from 'react-intl';
import { ROUTES } from '@/app/router/route-table';
import type { ScreenRoute } from '@/app/router/route-types';
import { PrivilegeGridSkeleton } from '@/features/privilege/ui/PrivilegeCard';
import { START_ROUTE } from '@/shared/routing/paths';
import { Footer } from './footer/Footer';
import { HomeHeader } from './header/HomeHeader';
import { BottomNav } from './nav/BottomNav';
import profile from './profile/ProfileBlock.module.css';
import shell from './Shell.module.css';
import status from '@/shared/ui/light/status/status.module.css';

const START = ROUTES.find((r): r is ScreenRoute => r.kind === 'screen' && r.path === START_ROUTE);

export function MemberShell() {
  const intl = useIntl();
  const loading = intl.formatMessage({ id: 'privilege.loading' });
  return (
    <div className={shell.shell} data-bg={START?.background_mode} data-header={START?.header_mode} aria-busy="true">
      <HomeHeader
        meta={START}
        profile={
          <section className={profile.card} aria-label={intl.formatMessage({ id: 'profile.label' })}>
            <div className={status.skeleton} style={{ flex: 1 }}>
              <span className={`${status.placeholder} ${status.line}`} style={{ width: '60%' }} />
              <span className={`${status.placeholder} ${status.line}`} style={{ width: '35%' }} />
            </div>
          </section>
        }
      />
      <main id="main" className={shell.main}>
        <PrivilegeGridSkeleton label={loading} />
      </main>
      <Footer withNav />
      <BottomNav active={START?.tab} />
    </div>
  );
}
