import { memo, Suspense } from 'react';
import { Outlet } from 'react-router';
import { MantineHost } from '@/shared/ui/light/mantine-host/MantineHost';
import { ScreenLive } from '@/app/bootstrap/prerendered';
import { AppHeader } from './header/AppHeader';
import { Footer } from './footer/Footer';
import { LazyBottomNav, LazyHomeHeader } from './lazy-chrome';
import { useRouteMeta } from '@/shared/routing/use-route-meta';
import type { RouteMeta } from '@/shared/routing/route-meta-types';
import classes from './Shell.module.css';

/** Header (per header_mode), content, footer and bottom navigation (per `menu`). */
export function DefaultLayout() {
  return <DefaultFrame meta={useRouteMeta()} />;
}

/** Rendered again only when the screen (its metadata) changes, not at every change of the router's state. */
const DefaultFrame = memo(function DefaultFrame({ meta }: { meta: RouteMeta | undefined }) {
  const headerMode = meta?.header_mode ?? 1;
  const menu = meta?.menu ?? false;
  return (
    <div className={classes.shell} data-bg={meta?.background_mode ?? 1} data-header={headerMode}>
      {headerMode === 3 ? (
        <Suspense fallback={<div className={classes.homeHeaderSpace} />}>
          <LazyHomeHeader meta={meta} />
        </Suspense>
      ) : headerMode > 0 ? (
        <AppHeader meta={meta} />
      ) : null}
      <main id="main" className={classes.main}>
        <Suspense fallback={null}>
          <MantineHost screen={meta}>
            <Outlet />
          </MantineHost>
          <ScreenLive />
        </Suspense>
      </main>
      <Footer withNav={menu} />
      {menu ? (
        <Suspense fallback={null}>
          <LazyBottomNav active={meta?.tab} />
        </Suspense>
      ) : null}
    </div>
  );
});
