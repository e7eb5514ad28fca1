/**
 * The member floor's navigation without a router: the screen is the path after the floor's base
 * (`/floor/privilege/privilege-list` → `/privilege/privilege-list`), a tap changes the address with
 * `history.pushState`, Back with `popstate`. Navigation state (the tapped card, the redemption) travels
 * in `history.state`, as the app's router state does.
 */
import { useSyncExternalStore, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { MEMBER_FLOOR_BASE } from './floor-base.mjs';

export interface FloorLocation {
  /** The app's path of the screen (the floor's base left out). */
  path: string;
  params: URLSearchParams;
  state: unknown;
}

const listeners = new Set<() => void>();
let current = read();

function read(): FloorLocation {
  const path = location.pathname.startsWith(MEMBER_FLOOR_BASE) ? location.pathname.slice(MEMBER_FLOOR_BASE.length) : location.pathname;
  return { path: path.replace(/\/+$/, '') || '/', params: new URLSearchParams(location.search), state: history.state as unknown };
}

function changed(): void {
  current = read();
  for (const listener of listeners) listener();
}

addEventListener('popstate', changed);

/** The floor's address of an app path. */
const floorHref = (to: string): string => `${MEMBER_FLOOR_BASE}${to}`;

/** Opens the screen of app path `to`, with `state` for it. */
export function go(to: string, state: unknown = null): void {
  history.pushState(state, '', floorHref(to));
  scrollTo(0, 0);
  changed();
}

export function useFloorLocation(): FloorLocation {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; state?: unknown };

/** An `<a>` to an app path that opens its screen in place (a new tab or window with a modifier key, as a link does). */
export function FloorLink({ to, state, onClick, ...rest }: LinkProps) {
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    go(to, state);
  };
  return <a {...rest} href={floorHref(to)} onClick={open} />;
}
