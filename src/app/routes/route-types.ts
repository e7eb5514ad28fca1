import type { ComponentType } from 'react';
import type { RouteAuth } from '@/app/routing/guard';
import type { ScreenName } from '@/shared/routing/paths';
import { type MessageId } from '@/shared/i18n/message-ids';

export type HeaderMode = 0 | 1 | 2 | 3;
export type BackgroundMode = 1 | 2;
export type LayoutKind = 'default' | 'blank';
export type NavTab = 'activity' | 'privilege' | 'history' | 'additional';
/**
 * A screen's chunk: the screen, and optionally what it will read, requested by the route loader as
 * soon as the chunk is there (before the screen renders), so its data arrives with its code. A
 * `prefetch` that returns the promise of the screen's first data lets the navigation wait for it a
 * moment (first-data-wait.ts): the screen then opens with its content, not its
 * skeleton, on a quick network, and with its skeleton as before on a slow one.
 */
export type ScreenModule = { default: ComponentType; prefetch?: (url: URL) => void | Promise<unknown> };

/**
 * Per-route metadata (spec §2). header_mode: 0 no header, 1 back + title, 2 title only,
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
  /**
   * 'light': a screen on the light kit only (config/ui-kits.mjs: the first routes and LIGHT_SCREENS).
   * Mantine's provider is never mounted for it (shared/ui/light/mantine-host), so its render never
   * pays for the provider's first mount.
   */
  kit?: 'light';
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
}

export interface RouteStep {
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
