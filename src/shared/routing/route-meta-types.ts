import type { MessageId } from '@/shared/i18n/message-ids';
import type { ScreenName } from './paths';

/**
 * The shape of one screen in route-meta.mjs (checked there with `@satisfies`). Names, not paths:
 * `back`, `prefetchOnIdle` and the step titles name screens of the same module.
 */

/** 0 no header, 1 back + title, 2 title only, 3 home header (title, profile block, privilege search). */
type HeaderMode = 0 | 1 | 2 | 3;
/** 1 plain, 2 brand band behind the top of the page. */
type BackgroundMode = 1 | 2;
type LayoutKind = 'default' | 'blank';
export type NavTab = 'activity' | 'privilege' | 'history' | 'account';
/** 'required' = signed-in member, 'guest' = member or guest session, 'public' = anyone. */
export type ScreenAuth = 'required' | 'public' | 'guest';
/**
 * Which widgets the screen may use (src/app/README.md "UI kits"): 'first' = a first route (light
 * kit, first-route budgets), 'light' = light kit only and no Mantine chunk, 'mantine' = may use
 * Mantine-backed widgets.
 */
type ScreenKit = 'first' | 'light' | 'mantine';

interface ScreenStepMeta {
  /** The step's title, `route.<title>.title`. */
  title: string;
  /** A screen name; null = previous page. */
  back: string | null;
}

export interface ScreenMeta {
  /** The app path (spelled only here). */
  path: string;
  /**
   * The screen's module, `<area>/<File>` for `src/features/<area>/screens/<File>.tsx` (default
   * export). Several routes may share one.
   */
  screen: string;
  auth?: ScreenAuth;
  /** Signed-in but not yet registered members may open it (e-service registration). */
  allowUnregistered?: boolean;
  layout?: LayoutKind;
  header_mode?: HeaderMode;
  background_mode?: BackgroundMode;
  /** Back target: a screen name or an area root name; absent = previous page. */
  back?: string;
  /** Bottom navigation (and, with header_mode 3, the profile block). */
  menu?: boolean;
  /** Bottom-navigation tab highlighted on this screen. */
  tab?: NavTab;
  /** Steps of the screen, chosen by its `?step=` query. */
  steps?: Readonly<Record<string, ScreenStepMeta>>;
  /** Content document kind for the document screen. */
  docKind?: string;
  /** Alternative login entry for the login screen. */
  loginEntry?: string;
  /** Message bundle: 'core' (ships with the first screen), 'late' (loads with the screen), absent = the rest. */
  messages?: 'core' | 'late';
  kit?: ScreenKit;
  /** Screens whose chunks are fetched once this screen is idle. */
  prefetchOnIdle?: readonly string[];
  /** The query the e2e screen tour opens it with (a record of the mock's seed data). */
  sample?: string;
}

/**
 * A screen's metadata as its route carries it (the route's `handle`), built from route-meta.mjs by
 * app/router/route-table.ts. header_mode: 0 no header, 1 back + title, 2 title only,
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
  auth: ScreenAuth;
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
