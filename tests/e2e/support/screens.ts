import { SCREEN_ROUTES } from '@/app/router/route-table';
import { SCREENS } from '@/shared/routing/route-meta.mjs';

/** Sample query strings (route metadata `sample`) for screens that show one record of the mock's seed data, by path. */
const SAMPLE_QUERY: Record<string, string> = Object.fromEntries(
  Object.values(SCREENS).flatMap((screen) => ('sample' in screen ? [[screen.path, screen.sample]] : [])),
);

/** Screens that pass straight on to another one: the title the member ends up seeing. */
const LANDS_ON: Record<string, string> = {
  // Refreshes the points, then returns to the activity tab.
  '/game/close': 'route.activityList.title',
};

export interface ScreenCase {
  path: string;
  url: string;
  titleKey: string;
  signedIn: boolean;
  layout: 'default' | 'blank';
  /** Shown only while there is something to accept: the mock publishes a new terms version first (and is reset after). */
  needsNewTerms: boolean;
}

/** Every registered screen of the route table, with the URL to open it and whether it needs a session. */
export const SCREEN_CASES: readonly ScreenCase[] = SCREEN_ROUTES.map((route) => ({
  path: route.path,
  url: route.path + (SAMPLE_QUERY[route.path] ?? ''),
  titleKey: LANDS_ON[route.path] ?? route.titleKey,
  signedIn: route.auth !== 'public',
  layout: route.layout,
  needsNewTerms: route.path === '/consent',
}));
