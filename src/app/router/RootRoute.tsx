import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useRouteMeta } from '@/shared/routing/use-route-meta';
import { usePrefetchOnIdle } from '@/app/bootstrap/idle-prefetch';
import classes from '@/app/layouts/Shell.module.css';

/** The document title follows the route title. */
function useDocumentTitle() {
  const meta = useRouteMeta();
  const intl = useIntl();
  const appName = intl.formatMessage({ id: 'app.name' });
  const title = meta ? intl.formatMessage({ id: meta.titleKey }) : '';
  useEffect(() => {
    document.title = title ? `${title} | ${appName}` : appName;
  }, [title, appName]);
}

/**
 * Scroll: a new screen starts at the top; Back and Forward return to where the member was
 * (react-router's ScrollRestoration, kept per history entry in session storage); a navigation
 * that only rewrites the query of the same screen (a filter) passes `preventScrollReset: true`.
 */
export function RootRoute() {
  useDocumentTitle();
  usePrefetchOnIdle();
  const navigation = useNavigation();
  return (
    <>
      <ScrollRestoration />
      {navigation.state === 'loading' ? <div className={classes.progress} role="progressbar" aria-hidden="true" /> : null}
      <Outlet />
    </>
  );
}
