/**
 * Under the prerendered shell (the inline chooser found a session that has not expired, at the
 * start address), the first navigation's look-ups start as soon as the app's code is in, while the
 * router and the member chrome are still being set up: the guard's customer info, and the start
 * screen's chunk and data (its `loader`, with the arguments the router will give it). The
 * navigation then joins them (the same chunk, the same query keys, a customer-info check under
 * way), and handles a failure as always; here a failure is only let go.
 */
import type { LoaderFunctionArgs } from 'react-router';
import { startGuardLookUp } from '@/app/router/guard-loader';
import { START_ROUTE } from '@/shared/routing/paths';
import { findRoute } from '@/app/router/route-table';

/** A screen loader's arguments, as the router gives them, for an address of a route without path params. */
export function loaderArgsFor(href: string, pattern: string): LoaderFunctionArgs {
  return { request: new Request(href), url: new URL(href), pattern, params: {}, context: undefined };
}

export function startFirstData(): void {
  const route = findRoute(START_ROUTE);
  if (route?.kind !== 'screen') return;
  startGuardLookUp(route.auth);
  route
    .load()
    .then((module) => module.loader?.(loaderArgsFor(window.location.href, route.path)))
    .catch(() => undefined);
}
