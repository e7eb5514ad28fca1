/**
 * Every route of the product (docs/spec.md §2), built from the route metadata (shared/routing/route-meta.mjs):
 * one screen route per entry, with its chunk loader, and the area roots' redirects. Titles live in
 * lang/*.json as `route.<name>.title`. Catch-alls (/liff/*, /liff-redirect/*, /line/*, *) are added
 * by the router (see create-router.tsx and routing/deep-link.ts).
 */
import { AREA_ROOTS, paths, type ScreenName } from '@/shared/routing/paths';
import { AREA_REDIRECTS, DEFAULTS, NOT_FOUND, SCREENS } from '@/shared/routing/route-meta.mjs';
import type { ScreenMeta } from '@/shared/routing/route-meta-types';
import type { AppRoute, RedirectRoute, ScreenRoute } from './route-types';
import { messageId } from '@/shared/i18n/message-ids';
import { loadScreen } from './screen-loaders';

/** A screen or area root named in the metadata (`back`), as a path. */
const pathOf = (name: string): string => paths[name as ScreenName] ?? AREA_ROOTS[name as keyof typeof AREA_ROOTS];

/** A screen route: the metadata with its `DEFAULTS` filled in, names turned into paths and title keys. */
function screen(name: ScreenName | 'notFound', meta: ScreenMeta): ScreenRoute {
  const steps = meta.steps && Object.fromEntries(Object.entries(meta.steps).map(([step, s]) => [step, { titleKey: messageId(`route.${s.title}.title`), back: s.back && pathOf(s.back) }]));
  return {
    kind: 'screen',
    ...DEFAULTS,
    ...meta,
    titleKey: messageId(`route.${name}.title`),
    back: meta.back ? pathOf(meta.back) : null,
    steps,
    prefetchOnIdle: meta.prefetchOnIdle as readonly ScreenName[] | undefined,
    load: () => loadScreen(name),
  };
}

const redirects = Object.entries(AREA_REDIRECTS).map(([root, to]): RedirectRoute => ({ kind: 'redirect', path: pathOf(root), to: pathOf(to) }));
const screens = (Object.entries(SCREENS) as Array<[ScreenName, ScreenMeta]>).map(([name, meta]) => screen(name, meta));

export const ROUTES: readonly AppRoute[] = [...redirects, ...screens];

/** The general catch-all's screen. */
export const NOT_FOUND_ROUTE: ScreenRoute = screen('notFound', NOT_FOUND);

export const SCREEN_ROUTES: readonly ScreenRoute[] = screens;

/** Every registered concrete path (used to resolve deep-link slugs). */
export const KNOWN_PATHS: ReadonlySet<string> = new Set(ROUTES.map((r) => r.path));

export function findRoute(path: string): AppRoute | undefined {
  return ROUTES.find((r) => r.path === path);
}

/**
 * Fetches the chunks of the named screens (errors ignored: the real navigation retries). Answers
 * whether one of them needs the late messages, which the caller then prefetches too.
 */
export function prefetchScreens(names: readonly ScreenName[]): { lateMessages: boolean } {
  let lateMessages = false;
  for (const name of names) {
    const route = findRoute(paths[name]);
    if (route?.kind !== 'screen') continue;
    void route.load().catch(() => undefined);
    lateMessages ||= route.messages === 'late';
  }
  return { lateMessages };
}
