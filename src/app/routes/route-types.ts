import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import type { RouteAuth } from '@/app/routing/guard';
import type { ScreenName } from '@/shared/routing/paths';
import { type MessageId } from '@/shared/i18n/message-ids';
import type { BackgroundMode, HeaderMode, LayoutKind, NavTab, ScreenKit } from '@/shared/routing/route-meta-types';

export type { NavTab };
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

/**
 * Per-route metadata (docs/spec.md §2), built from shared/routing/route-meta.mjs. header_mode: 0 no header, 1 back + title, 2 title only,
 * 3 home header (title, profile block, privilege search). background_mode: 1 plain,
 * 2 brand band behind the top of the page.
 */
export interface RouteMeta {
  path: string;
  /** Lang key of the Thai / English title (also the document title). */
  titleKey: MessageId;
  /** Back target; null = previous page (or the start route when there is none). */
  back: string | null;
  header_mode: HeaderMode;
  background_mode: BackgroundMode;
  layout: LayoutKind;
  /** 'required' = signed-in member, 'guest' = member or guest session, 'public' = anyone. */
  auth: RouteAuth;
  /** Signed-in but not yet registered members may open it (e-service registration). */
  allowUnregistered?: boolean;
  /** Bottom navigation (and, with header_mode 3, the profile block). */
  menu: boolean;
  /** Bottom-navigation tab highlighted on this screen. */
  tab?: NavTab;
  /** Content document kind for the document screen. */
  docKind?: string;
  /** 'core' when the screen needs only the core messages (sign-in and public pages). */
  messages?: 'core' | 'late';
  /** Alternative login entry for the login screen. */
  loginEntry?: string;
  /**
   * Steps of one screen, chosen by its `?step=` query: each names its own title (header and
   * document title) and back target, e.g. the redeem step of a privilege detail.
   */
  steps?: Readonly<Record<string, RouteStep>>;
  /**
   * Screens whose chunks (with the Mantine chunks they need) are fetched once this screen is idle,
   * so the next tap does not wait (e.g. the privilege list prefetches the detail).
   */
  prefetchOnIdle?: readonly ScreenName[];
  /** The UI kit the screen may use ('first' and 'light': light widgets only, no Mantine chunk). */
  kit: ScreenKit;
}

interface RouteStep {
  titleKey: MessageId;
  /** null = previous page (the screen's first step, when the member came from there). */
  back: string | null;
}

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
