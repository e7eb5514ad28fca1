/**
 * Under a prerendered first screen, what the router's first navigation will ask for is asked for as
 * soon as the app's code is in, while the router (and, under the shell, the member chrome) is still
 * being set up; the navigation then joins it (the same chunk, the same query keys, a customer-info
 * check under way), and handles a failure as always; here a failure is only let go.
 * - The shell (the inline chooser found a session that has not expired, at the start address): the
 *   guard's customer info, and the start screen's chunk and data (its `loader`, with the arguments
 *   the router will give it).
 * - The sign-in screen: its chunk. Inserting a chunk's script and stylesheet elements is about 25 ms
 *   at 4× CPU; in the router's first navigation it lengthened start-up's longest task, the one that
 *   builds the router (sign-in's total blocking time).
 */
import type { LoaderFunctionArgs } from 'react-router';
import { startGuardLookUp } from '@/app/router/guard-loader';
import { paths, START_ROUTE } from '@/shared/routing/paths';
import { findRoute } from '@/app/router/route-table';
import type { PrerenderedVariant } from './prerender-page';

/** A screen loader's arguments, as the router gives them, for an address of a route without path params. */
export function loaderArgsFor(href: string, pattern: string): LoaderFunctionArgs {
  return { request: new Request(href), url: new URL(href), pattern, params: {}, context: undefined };
}

export function startFirstData(variant: PrerenderedVariant): void {
  const route = findRoute(variant === 'shell' ? START_ROUTE : paths.login);
  if (route?.kind !== 'screen') return;
  startGuardLookUp(route.auth);
  route
    .load()
    .then((module) => module.loader?.(loaderArgsFor(window.location.href, route.path)))
    .catch(() => undefined);
}
