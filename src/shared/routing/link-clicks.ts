import type { MouseEvent } from 'react';
import type { DataRouter } from 'react-router';
import { afterNextPaint } from '@/shared/lib/after-paint';
import { useAppRouter } from './app-navigate';

/** How a link opens its screen: `replace` (default: only for a link to where the member is) and history `state`. */
export interface OpenOptions {
  replace?: boolean;
  state?: unknown;
}

/**
 * Opens `to` (an app path from `href()` or `paths`) in the app for a plain left click, or Enter on a
 * link, as react-router's `Link` does (a link to where the member already is replaces the history
 * entry); a click with a modifier key (new tab, new window, download), one already handled, or one
 * on a link with another `target` is left to the browser, and the middle button never sends a click.
 * The navigation starts after the frame that answers the tap: the next screen renders in one task
 * (the router renders outside transitions, start-app.tsx), which would otherwise hold that frame back
 * (the tap's interaction latency, INP). Without the app's router (a screen shown outside it), the
 * browser follows the link.
 */
export function openInApp(router: DataRouter | undefined, event: MouseEvent<HTMLElement>, to: string | null | undefined, options: OpenOptions = {}): void {
  if (!router || !to || event.defaultPrevented || event.button || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  const target = (event.target as Element).closest('a')?.getAttribute('target');
  if (target && target !== '_self') return;
  event.preventDefault();
  const { pathname, search, hash } = router.state.location;
  const replace = options.replace ?? to === pathname + search + hash;
  void afterNextPaint().then(() => router.navigate(to, { replace, state: options.state }));
}

/**
 * One click handler for plain `<a href>` links to the app's screens, set on a list of them (privilege
 * cards, the tab bar, the footer): each opens in the app (`openInApp`). A single link is an `AppLink`.
 * react-router's `Link` reads the route's context, which every router state change renders anew:
 * each link of a list, a tab bar or a footer rendered again when a navigation started and when it
 * ended.
 */
export function useLinkClicks(): (event: MouseEvent<HTMLElement>) => void {
  const router = useAppRouter();
  return (event) => openInApp(router, event, (event.target as Element).closest('a')?.getAttribute('href'));
}
