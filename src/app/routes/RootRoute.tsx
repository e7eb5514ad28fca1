import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useRouteMeta } from '@/app/layouts/use-route-meta';
import { prefetchScreens } from './route-table';
import { getLang } from '@/shared/i18n/lang-store';
import { ensureLateMessages } from '@/shared/i18n/messages';
import { whenIdle } from '@/shared/lib/when-idle';
import classes from '@/app/layouts/Shell.module.css';

const PREFETCH_AFTER_MS = 1500;

/** After a screen has settled (browser idle), fetch the chunks of the screens it names in `prefetchOnIdle`. */
function usePrefetchOnIdle() {
  const prefetch = useRouteMeta()?.prefetchOnIdle;
  useEffect(() => {
    if (!prefetch?.length) return undefined;
    // Give the screen's own data and images the network first, then wait for an idle moment.
    // The late messages join the catalogue in place, so nothing on screen re-renders.
    const run = () => {
      if (prefetchScreens(prefetch).lateMessages) void ensureLateMessages(getLang()).catch(() => undefined);
    };
    return whenIdle(run, { delayMs: PREFETCH_AFTER_MS, timeoutMs: 4000 });
  }, [prefetch]);
}

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
