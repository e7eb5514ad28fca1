import { useContext, type MouseEvent } from 'react';
import { UNSAFE_DataRouterContext } from 'react-router';
import { afterNextPaint } from '@/shared/lib/after-paint';

/**
 * One click handler for plain `<a href>` links to the app's screens (hrefs from `href()` or
 * `paths`, no `target`), set on the links or on a list of them: a plain left click, or Enter on a
 * link, navigates in the app as react-router's `Link` does (a link to where the member already is
 * replaces the history entry); a click with a modifier key (new tab, new window, download) or one
 * already handled is left to the browser, and the middle button never sends a click.
 * react-router's `Link` reads the route's context, which every router state change renders anew:
 * each link of a list, a tab bar or a footer rendered again when a navigation started and when it
 * ended. The router is the same object for its lifetime, so what holds this handler is not.
 * The navigation starts after the frame that answers the tap: the next screen renders in one task
 * (the router renders outside transitions, start-app.tsx), which would otherwise hold that frame back
 * (the tap's interaction latency, INP).
 */
export function useLinkClicks(): (event: MouseEvent<HTMLElement>) => void {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  return (event) => {
    const to = (event.target as Element).closest('a')?.getAttribute('href');
    if (!router || !to || event.defaultPrevented || event.button || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    const { pathname, search, hash } = router.state.location;
    const replace = to === pathname + search + hash;
    void afterNextPaint().then(() => router.navigate(to, { replace }));
  };
}
