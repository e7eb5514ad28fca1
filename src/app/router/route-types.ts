import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import type { RouteMeta } from '@/shared/routing/route-meta-types';

/**
 * A screen's data loader: starts what the screen will read for this address (through the query
 * cache, which the screen then reads). The guard loader calls it only once the guard has let the
 * visitor through and the screen's chunk is in, so a refused visitor never asks for a screen's data.
 * Returning the promise of the screen's first data lets the navigation wait for it a moment
 * (app/bootstrap/first-data-wait.ts): the screen then opens with its content, not its skeleton, on
 * a quick network, and with its skeleton as before on a slow one.
 */
export type ScreenLoader = (args: LoaderFunctionArgs) => Promise<unknown> | void;

/** A screen's chunk: the screen, and optionally its data `loader`. */
export type ScreenModule = { default: ComponentType; loader?: ScreenLoader };

export interface ScreenRoute extends RouteMeta {
  kind: 'screen';
  /** Loads the screen's chunk (one chunk per screen). */
  load: () => Promise<ScreenModule>;
}

export interface RedirectRoute {
  kind: 'redirect';
  path: string;
  to: string;
}

export type AppRoute = ScreenRoute | RedirectRoute;
