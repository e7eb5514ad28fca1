/**
 * Under the prerendered shell (the inline chooser found a session that has not expired, at the
 * start address), the first navigation's look-ups start as soon as the app's code is in, before
 * the router and the member chrome are set up: the guard's customer info, and the start screen's
 * chunk and data (its `loader`, with the arguments the router will give it). The navigation then
 * joins them (the same chunk, the same query keys, a customer-info check under way), and handles a
 * failure as always; here a failure is only let go.
 */
import type { LoaderFunctionArgs } from 'react-router';
import { startGuardLookUp } from '@/app/router/guard-loader';
import { whenIdle } from '@/shared/lib/when-idle';
import { START_ROUTE } from '@/shared/routing/paths';
import { findRoute } from '@/app/router/route-table';

/** A screen loader's arguments, as the router gives them, for an address of a route without path params. */
export function loaderArgsFor(href: string, pattern: string): LoaderFunctionArgs {
  return { request: new Request(href), url: new URL(href), pattern, params: {}, context: undefined };
}

/** At most this long for the signing and sending of the look-ups before start-up goes on. */
const SENT_WAIT_MS = 50;

/**
 * Under the shell, starts the look-ups; resolves once they are on their way: both have been called
 * (the guard's module and the screen's chunk are in), and the main thread has been idle, so that the
 * requests' signing (Web Crypto answers in tasks of its own) and sending are not held behind building
 * the router, which is a long task on a phone. The member waits for the answers, not for the router.
 */
export async function startFirstData(): Promise<void> {
  const route = findRoute(START_ROUTE);
  if (route?.kind !== 'screen') return;
  await Promise.allSettled([
    startGuardLookUp(route.auth),
    route.load().then((module) => {
      Promise.resolve(module.loader?.(loaderArgsFor(window.location.href, route.path))).catch(() => undefined);
    }),
  ]);
  await new Promise<void>((resolve) => whenIdle(resolve, { timeoutMs: SENT_WAIT_MS }));
}
