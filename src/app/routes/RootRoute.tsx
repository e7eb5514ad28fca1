import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { useRouteMeta } from '@/app/layouts/use-route-meta';
import classes from '@/app/layouts/Shell.module.css';

/**
 * Every navigation scrolls to the top, unless it passes `state: { keepScroll: true }` (e.g. a
 * filter that only rewrites the query); the document title follows the route title.
 */
function useRouteEffects() {
  const { pathname, search, state } = useLocation();
  const keepScroll = (state as { keepScroll?: boolean } | null)?.keepScroll === true;
  const meta = useRouteMeta();
  const intl = useIntl();
  useEffect(() => {
    if (!keepScroll) window.scrollTo(0, 0);
  }, [pathname, search, keepScroll]);
  const appName = intl.formatMessage({ id: 'app.name' });
  const title = meta ? intl.formatMessage({ id: meta.titleKey }) : '';
  useEffect(() => {
    document.title = title ? `${title} | ${appName}` : appName;
  }, [title, appName]);
}

export function RootRoute() {
  useRouteEffects();
  const navigation = useNavigation();
  return (
    <>
      {navigation.state === 'loading' ? <div className={classes.progress} role="progressbar" aria-hidden="true" /> : null}
      <Outlet />
    </>
  );
}
