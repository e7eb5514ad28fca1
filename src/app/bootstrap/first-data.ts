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
import { afterNextPaint } from '@/shared/lib/after-paint';
import { START_ROUTE } from '@/shared/routing/paths';
import { findRoute } from '@/app/router/route-table';

/** A screen loader's arguments, as the router gives them, for an address of a route without path params. */
export function loaderArgsFor(href: string, pattern: string): LoaderFunctionArgs {
  return { request: new Request(href), url: new URL(href), pattern, params: {}, context: undefined };
}

/**
 * Starts them; resolves once the start screen's requests are on their way (the task after the frame
 * that follows its loader's call: a request is signed asynchronously before it leaves), or its chunk
 * could not load. The guard's look-up needs a smaller chunk, asked for at the same time, and is on
 * its way by then too. The data itself is not awaited here: the navigation joins it.
 */
export function startFirstData(): Promise<void> {
  const route = findRoute(START_ROUTE);
  if (route?.kind !== 'screen') return Promise.resolve();
  startGuardLookUp(route.auth);
  return route.load().then(
    (module) => {
      Promise.resolve(module.loader?.(loaderArgsFor(window.location.href, route.path))).catch(() => undefined);
      return afterNextPaint();
    },
    () => undefined,
  );
}
