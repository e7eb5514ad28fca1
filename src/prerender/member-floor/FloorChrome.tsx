/**
 * The member floor's frame, as the app's DefaultLayout draws it for a signed-in member: the home
 * header (header_mode 3: title, language toggle, profile block, search entry) or the bar (header_mode 1:
 * back, title, toggle), the footer and the bottom navigation. The app's markup and classes; links
 * open in place (floor-nav.tsx).
 */
import type { ReactNode } from 'react';
import shell from '@/app/layouts/Shell.module.css';
import footer from '@/app/layouts/footer/Footer.module.css';
import header from '@/app/layouts/header/Header.module.css';
import nav from '@/app/layouts/nav/BottomNav.module.css';
import profile from '@/app/layouts/profile/ProfileBlock.module.css';
import toggle from '@/shared/i18n/LanguageToggle.module.css';
import { paths } from '@/shared/routing/paths';
import { MemberAvatar } from '@/shared/ui/light/avatar/MemberAvatar';
import avatar from '@/shared/ui/light/avatar/MemberAvatar.module.css';
import status from '@/shared/ui/light/status/status.module.css';
import { calls, useCall } from './floor-data';
import { FloorLink } from './floor-nav';
import { format, t } from './floor-text';

type Tab = 'activity' | 'privilege' | 'history' | 'account';

const TABS: ReadonlyArray<{ tab: Tab; to: string; icon: string }> = [
  { tab: 'activity', to: paths.activityList, icon: 'M12 3l2.5 5.3 5.8.7-4.3 4 1.1 5.7L12 15.9 6.9 18.7 8 13 3.7 9l5.8-.7z' },
  { tab: 'privilege', to: paths.privilegeList, icon: 'M4 10h16v10H4zM3 6h18v4H3zM12 6v14M12 6C10.5 3 7 3 7 5s3 1 5 1 5 1 5-1-3.5-2-5 1' },
  { tab: 'history', to: paths.history, icon: 'M12 7v5l3 2M3.5 12a8.5 8.5 0 1 0 2.6-6.1M3 4v4h4' },
  { tab: 'account', to: paths.accountMenu, icon: 'M4 6h16M4 12h16M4 18h16' },
];

function Toggle() {
  return (
    <div role="group" aria-label={t('lang.toggle.label')} className={toggle.root} data-tone="light">
      <button type="button" lang="th" className={toggle.option} aria-pressed="true" aria-label={t('lang.name.th')}>
        TH
      </button>
      <button type="button" lang="en" className={toggle.option} aria-pressed="false" aria-label={t('lang.name.en')}>
        EN
      </button>
    </div>
  );
}

/** The member's name, tier and points (a skeleton until customer info is in, or while the screen waits for its first data). */
function ProfileBlock({ waiting }: { waiting: boolean }) {
  const info = useCall(calls.customerInfo)?.value?.customer_info;
  const point = useCall(calls.point)?.value?.point;
  if (!info || waiting) {
    return (
      <section className={profile.card} aria-label={t('profile.label')}>
        <div className={status.skeleton} style={{ flex: 1 }}>
          <span className={`${status.placeholder} ${status.line}`} style={{ width: '60%' }} />
          <span className={`${status.placeholder} ${status.line}`} style={{ width: '35%' }} />
        </div>
      </section>
    );
  }
  const name = [info.first_name, info.last_name].filter(Boolean).join(' ');
  return (
    <section className={profile.card} aria-label={t('profile.label')}>
      <MemberAvatar name={name} src={info.image_url} testIds={{ image: 'profile-block-photo' }} />
      <div className={profile.details}>
        <p className={profile.name}>{name || t('profile.member')}</p>
        {info.tier ? <span className={avatar.tier}>{t(`tier.${info.tier}`)}</span> : null}
      </div>
      <div className={profile.points}>
        <span className={profile.pointValue}>{point === undefined ? '–' : format.number(point)}</span>
        <span className={profile.pointLabel}>{t('profile.points')}</span>
      </div>
    </section>
  );
}

/** `waiting`: the screen shows its skeleton until its first data are in, and the profile block with it. */
export function HomeHeader({ title, waiting = false }: { title: string; waiting?: boolean }) {
  return (
    <header className={header.home}>
      <div className={header.homeTop}>
        <span className={header.brand} aria-hidden="true">
          <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor">
            <path d="M12 2l2.9 6.1 6.6.8-4.9 4.6 1.3 6.5L12 16.8 6.1 20l1.3-6.5L2.5 8.9l6.6-.8z" />
          </svg>
        </span>
        <h1 className={header.homeTitle}>{title}</h1>
        <Toggle />
      </div>
      <ProfileBlock waiting={waiting} />
      <FloorLink to={paths.searchPrivilege} className={header.search}>
        <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
          <circle cx="11" cy="11" r="7" />
          <path d="M20 20l-3.5-3.5" />
        </svg>
        <span>{t('search.placeholder')}</span>
      </FloorLink>
    </header>
  );
}

export function BarHeader({ title }: { title: string }) {
  return (
    <header className={header.bar}>
      <button type="button" className={header.iconButton} aria-label={t('action.back')} onClick={() => history.back()}>
        <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
          <path d="M15 5l-7 7 7 7" />
        </svg>
      </button>
      <h1 className={header.title}>{title}</h1>
      <Toggle />
    </header>
  );
}

function Footer() {
  return (
    <footer className={footer.footer} data-with-nav="true">
      <nav className={footer.links} aria-label={t('footer.label')}>
        <FloorLink to={paths.terms}>{t('route.terms.title')}</FloorLink>
        <FloorLink to={paths.privacy}>{t('route.privacy.title')}</FloorLink>
        <FloorLink to={paths.version}>{t('route.version.title')}</FloorLink>
      </nav>
      <p className={footer.copy}>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}

function BottomNav({ active }: { active: Tab }) {
  return (
    <nav className={nav.nav} aria-label={t('nav.label')}>
      {TABS.map(({ tab, to, icon }) => (
        <FloorLink key={tab} to={to} className={nav.item} aria-current={active === tab ? 'page' : undefined}>
          <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="1.9" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
            <path d={icon} />
          </svg>
          <span>{t(`nav.${tab}`)}</span>
        </FloorLink>
      ))}
    </nav>
  );
}

export interface ShellProps {
  /** background_mode and header_mode of the screen's route (shared/routing/route-meta.mjs). */
  bg: 1 | 2;
  headerMode: 1 | 3;
  header: ReactNode;
  tab: Tab;
  children: ReactNode;
}

/** The signed-in layout around a screen. */
export function Shell({ bg, headerMode, header: top, tab, children }: ShellProps) {
  return (
    <div className={shell.shell} data-bg={bg} data-header={headerMode}>
      {top}
      <main id="main" className={shell.main}>
        {children}
      </main>
      <Footer />
      <BottomNav active={tab} />
    </div>
  );
}
