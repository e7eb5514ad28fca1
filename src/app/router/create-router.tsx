import {
  redirect,
  UNSAFE_createBrowserHistory,
  UNSAFE_createRouter,
  UNSAFE_hydrationRouteProperties,
  UNSAFE_mapRouteProperties,
  type DataRouter,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { BlankLayout } from '@/app/layouts/BlankLayout';
import { DefaultLayout } from '@/app/layouts/DefaultLayout';
import { loadMemberChrome } from '@/app/layouts/lazy-chrome';
import { Splash } from '@/app/bootstrap/Splash';
import { mayBeDeepLink } from '@/app/router/deep-link-check';
import { nextTask } from '@/shared/lib/after-paint';
import { lazyOnce } from '@/shared/lib/lazy-once';
import { ROOT_ROUTE, SLUG_PREFIXES } from '@/shared/routing/paths';
import { createGuardLoader } from '@/app/router/guard-loader';
import { KNOWN_PATHS, NOT_FOUND_ROUTE, ROUTES } from './route-table';
import type { RedirectRoute, ScreenRoute } from './route-types';
import { RootRoute } from './RootRoute';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';

/** The navigation's location: path and query as requested, the hash from the loader's `url` (a request's URL has none). */
function locationOf({ request, url: target }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return { pathname: url.pathname, search: url.search, hash: target.hash };
}

/**
 * Each screen is a React.lazy element (one chunk per screen). Its chunk is fetched by the guard
 * loader, early only for a visitor who will most likely pass, and its data (the screen's `loader`)
 * only once the guard lets the visitor through: a redirected visitor (e.g. to the sign-in screen)
 * downloads neither the screen it was turned away from nor its data. Not React Router's route
 * `lazy` or a child route loader: both would run alongside the guard, before its verdict.
 */
function screenRoute(route: ScreenRoute): RouteObject {
  // Remembered once loaded: a screen the guard loader has already fetched renders (and hydrates)
  // without suspending, so no empty frame on navigation, and the prerendered sign-in screen hydrates
  // in one pass.
  const screen = lazyOnce(route.load);
  const Screen = screen.lazyExport((module) => module.default);
  const withChrome = route.layout === 'default' && (route.menu || route.header_mode === 3);
  return {
    path: route.path,
    handle: route,
    loader: createGuardLoader({ ...route, load: screen.load, chrome: withChrome ? loadMemberChrome : undefined }),
    element: <Screen />,
    ErrorBoundary: ScreenErrorBoundary,
  };
}

/** Blank redirects keep the query (and honour a `liff.state` deep link on `/`). */
function redirectRoute(route: RedirectRoute): RouteObject {
  return {
    path: route.path,
    loader: async (args: LoaderFunctionArgs) => {
      const location = locationOf(args);
      const fallback = `${route.to}${location.search}${location.hash}`;
      if (!mayBeDeepLink(location)) return redirect(fallback);
      const { resolveDeepLink } = await import('@/app/router/deep-link');
      return redirect(resolveDeepLink(location, KNOWN_PATHS) ?? fallback);
    },
  };
}

/** `/liff/{slug}`, `/liff-redirect/{slug}`, `/line/{slug}` → the slug's screen. */
function slugRoute(prefix: string): RouteObject {
  return {
    path: `${prefix}*`,
    loader: async (args: LoaderFunctionArgs) => {
      const { resolveDeepLink } = await import('@/app/router/deep-link');
      return redirect(resolveDeepLink(locationOf(args), KNOWN_PATHS) ?? ROOT_ROUTE);
    },
  };
}

export function buildRouteObjects(): RouteObject[] {
  const screens = ROUTES.filter((r): r is ScreenRoute => r.kind === 'screen');
  const redirects = ROUTES.filter((r): r is RedirectRoute => r.kind === 'redirect');
  // Elements made once, not `Component`s: react-router creates a `Component` route's element anew
  // on every router state change (a navigation's start and end), which renders the root and the
  // layouts again; an element renders again only when what it reads has changed.
  return [
    {
      element: <RootRoute />,
      ErrorBoundary: RouteErrorBoundary,
      HydrateFallback: Splash,
      children: [
        ...redirects.map(redirectRoute),
        ...SLUG_PREFIXES.map(slugRoute),
        {
          element: <DefaultLayout />,
          children: [...screens.filter((r) => r.layout === 'default').map(screenRoute), screenRoute(NOT_FOUND_ROUTE)],
        },
        { element: <BlankLayout />, children: screens.filter((r) => r.layout === 'blank').map(screenRoute) },
      ],
    },
  ];
}

/**
 * The app's browser router, as react-router's `createBrowserRouter` makes it (react-router 7: the same
 * history, route properties and window; no server hydration data), in two tasks: the router (its routes
 * ranked, the address matched), then its first navigation (the guard and screen loaders started).
 * Together they were start-up's longest task (77 ms in a trace of the sign-in screen on one core at
 * full speed), about half each.
 */
export async function createAppRouter(): Promise<DataRouter> {
  const router = UNSAFE_createRouter({
    history: UNSAFE_createBrowserHistory({ window }),
    routes: buildRouteObjects(),
    mapRouteProperties: UNSAFE_mapRouteProperties,
    hydrationRouteProperties: UNSAFE_hydrationRouteProperties,
    window,
  });
  await nextTask();
  return router.initialize();
}

export type AppRouter = DataRouter;
