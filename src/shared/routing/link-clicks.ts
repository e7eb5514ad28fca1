import { useContext, type MouseEvent } from 'react';
import { UNSAFE_NavigationContext } from 'react-router';

/**
 * One click handler for a list of plain `<a href>` links to the app's screens (hrefs from `href()`
 * or `paths`, no `target`): a plain left click, or Enter on a link, navigates in the app as
 * react-router's `Link` does; a click with a modifier key (new tab, new window, download) or one
 * already handled is left to the browser, and the middle button never sends a click. react-router's
 * `Link` reads the route's context, which every router state change renders anew, so each link of
 * a long list rendered again when a navigation started; the navigator is the same object for the
 * router's lifetime, so a list holding this handler is not rendered again by navigations.
 */
export function useLinkClicks(): (event: MouseEvent<HTMLElement>) => void {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  return (event) => {
    const to = (event.target as Element).closest('a')?.getAttribute('href');
    if (!to || event.defaultPrevented || event.button || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigator.push(to);
  };
}
