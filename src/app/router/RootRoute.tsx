import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useRouteMeta } from '@/shared/routing/use-route-meta';
import { usePrefetchOnIdle } from '@/app/bootstrap/idle-prefetch';
import classes from '@/app/layouts/Shell.module.css';

/**
 * The root's parts that follow the router's state: the document title (the route title), the idle
 * prefetch of the screen's next screens, and a thin bar while a navigation loads.
 */
function RouteState() {
  const meta = useRouteMeta();
  const intl = useIntl();
  usePrefetchOnIdle(meta);
  const appName = intl.formatMessage({ id: 'app.name' });
  const title = meta ? intl.formatMessage({ id: meta.titleKey }) : '';
  useEffect(() => {
    document.title = title ? `${title} | ${appName}` : appName;
  }, [title, appName]);
  return useNavigation().state === 'loading' ? <div className={classes.progress} role="progressbar" aria-hidden="true" /> : null;
}

/**
 * Scroll: a new screen starts at the top; Back and Forward return to where the member was
 * (react-router's ScrollRestoration, kept per history entry in session storage); a navigation
 * that only rewrites the query of the same screen (a filter) passes `preventScrollReset: true`.
 * The root itself reads no router state: its parts that do are leaves, so a navigation's start and
 * end render them, not the shell and screen below.
 */
export function RootRoute() {
  return (
    <>
      <ScrollRestoration />
      <RouteState />
      <Outlet />
    </>
  );
}
