/**
 * Every route of the product (spec §2) in one table. Titles live in lang/*.json as
 * `route.<name>.title`. Catch-alls (/liff/*, /liff-redirect/*, /line/*, *) are added by the
 * router (see create-router.tsx and routing/deep-link.ts).
 */
import { AREA_ROOTS, paths, START_ROUTE, type ScreenName } from '@/shared/routing/paths';
import type { AppRoute, RedirectRoute, RouteMeta, ScreenModule, ScreenRoute } from './route-types';
import { messageId } from '@/shared/i18n/message-ids';

type Options = Partial<Omit<RouteMeta, 'path' | 'titleKey'>>;

const MEMBER: Options = { auth: 'required', menu: true };
const PUBLIC_PAGE: Options = { auth: 'public', menu: false, messages: 'core' };
const SIGN_IN: Options = { ...PUBLIC_PAGE, kit: 'light' };
const BLANK: Options = { auth: 'public', menu: false, layout: 'blank', header_mode: 0, messages: 'core' };

/** A screen: its name (path from `paths`, title `route.<name>.title`), its own chunk, its metadata. */
function screen(name: ScreenName | 'notFound', load: () => Promise<ScreenModule>, options: Options = {}): ScreenRoute {
  return {
    kind: 'screen',
    path: name === 'notFound' ? '*' : paths[name],
    titleKey: messageId(`route.${name}.title`),
    back: null,
    header_mode: 1,
    background_mode: 1,
    layout: 'default',
    auth: 'required',
    menu: true,
    load,
    ...options,
  };
}

function redirectRoute(path: string, to: string): RedirectRoute {
  return { kind: 'redirect', path, to };
}

const TRANSFER: Options = { ...MEMBER, back: START_ROUTE, tab: 'privilege', messages: 'late' };
const OTHER: Options = { ...MEMBER, tab: 'additional', messages: 'late' };
const HISTORY: Options = { ...MEMBER, tab: 'history', messages: 'late' };
const ACTIVITY: Options = { ...MEMBER, tab: 'activity' };

export const ROUTES: readonly AppRoute[] = [
  redirectRoute(AREA_ROOTS.root, START_ROUTE),

  // Privilege area (list, detail and search are open to guest sessions, read-only)
  redirectRoute(AREA_ROOTS.privilege, START_ROUTE),
  screen('privilegeList', () => import('@/features/privilege/screens/PrivilegeListScreen'), {
    auth: 'guest',
    header_mode: 3,
    background_mode: 2,
    tab: 'privilege',
    kit: 'light',
    prefetchOnIdle: ['privilegeDetail', 'searchPrivilege', 'history'],
  }),
  screen('privilegeDetail', () => import('@/features/privilege/screens/PrivilegeDetailScreen'), {
    auth: 'guest',
    back: START_ROUTE,
    tab: 'privilege',
    steps: { redeem: { titleKey: 'route.privilegeRedeem.title', back: null } },
    prefetchOnIdle: ['redeemSuccess'],
    messages: 'late',
    kit: 'light',
  }),
  screen('searchPrivilege', () => import('@/features/privilege/screens/SearchPrivilegeScreen'), { auth: 'guest', back: START_ROUTE, tab: 'privilege' }),
  // Redemption result and e-code view (screens implied by spec §2 wording; signed-in only)
  // The result prefetches the e-code view: its code then opens with no signal too (kept codes, shared/ecode).
  screen('redeemSuccess', () => import('@/features/privilege/screens/RedeemSuccessScreen'), { ...MEMBER, back: START_ROUTE, tab: 'privilege', messages: 'late', kit: 'light', prefetchOnIdle: ['privilegeEcode'] }),
  screen('privilegeEcode', () => import('@/features/privilege/screens/EcodeScreen'), { ...MEMBER, back: START_ROUTE, tab: 'privilege', messages: 'late', kit: 'light' }),
  screen('transferPointxForm', () => import('@/features/transfer/screens/TransferPointxFormScreen'), TRANSFER),
  screen('transferMaxmeForm', () => import('@/features/transfer/screens/TransferMaxmeFormScreen'), TRANSFER),
  screen('transferBlueplusMember', () => import('@/features/transfer/screens/TransferBlueplusMemberScreen'), TRANSFER),
  screen('transferBlueplusForm', () => import('@/features/transfer/screens/TransferBlueplusFormScreen'), TRANSFER),

  // Other area (the profile menu is the hub)
  redirectRoute(AREA_ROOTS.other, paths.profileMenu),
  screen('profileMenu', () => import('@/features/other/screens/ProfileMenuScreen'), { ...OTHER, header_mode: 2, background_mode: 2 }),
  screen('profileEdit', () => import('@/features/other/screens/ProfileEditScreen'), { ...OTHER, back: paths.profileMenu }),
  screen('profileEditEservice', () => import('@/features/other/screens/ProfileEditEserviceScreen'), { ...OTHER, back: paths.profileMenu }),
  screen('changeMobileNumber', () => import('@/features/other/screens/ChangeMobileNumberScreen'), { ...OTHER, back: paths.profileEdit }),
  screen('changeLanguage', () => import('@/features/other/screens/ChangeLanguageScreen'), { ...OTHER, back: paths.profileMenu }),
  screen('addressList', () => import('@/features/other/screens/AddressListScreen'), { ...OTHER, back: paths.profileMenu }),
  screen('addressEdit', () => import('@/features/other/screens/AddressEditScreen'), { ...OTHER, back: paths.addressList }),
  screen('myService', () => import('@/features/other/screens/MyServiceScreen'), { ...OTHER, back: paths.profileMenu }),
  screen('addService', () => import('@/features/other/screens/AddServiceScreen'), {
    ...OTHER,
    back: paths.myService,
    // The code step (`?step=otp`) goes back to the choice of number.
    steps: { otp: { titleKey: 'route.addService.title', back: null } },
  }),
  screen('friendReferral', () => import('@/features/other/screens/FriendReferralScreen'), { ...OTHER, back: paths.profileMenu }),
  screen('subscribe', () => import('@/features/other/screens/SubscribeScreen'), { ...OTHER, back: paths.profileMenu }),
  screen('otherTerms', () => import('@/features/static-pages/screens/DocumentScreen'), { ...OTHER, back: paths.profileMenu, docKind: 'terms' }),
  screen('otherPrivacy', () => import('@/features/static-pages/screens/DocumentScreen'), { ...OTHER, back: paths.profileMenu, docKind: 'privacy' }),
  screen('about', () => import('@/features/static-pages/screens/DocumentScreen'), { ...MEMBER, tab: 'activity', back: paths.activityList, docKind: 'about' }),

  // History
  screen('history', () => import('@/features/history/screens/HistoryScreen'), { ...HISTORY, header_mode: 3, background_mode: 2, kit: 'light', prefetchOnIdle: ['privilegeEcode'] }),
  screen('transferDetail', () => import('@/features/history/screens/TransferDetailScreen'), { ...HISTORY, back: paths.history }),
  screen('trackingStatus', () => import('@/features/history/screens/TrackingStatusScreen'), { ...HISTORY, back: paths.history }),
  screen('historyMigration', () => import('@/features/history/screens/HistoryMigrationScreen'), { ...HISTORY, back: paths.history }),

  // Activity
  redirectRoute(AREA_ROOTS.activity, paths.activityList),
  screen('activityList', () => import('@/features/activity/screens/ActivityListScreen'), { ...ACTIVITY, header_mode: 3, background_mode: 2, messages: 'late' }),
  screen('activityGameAll', () => import('@/features/activity/screens/ActivityGameAllScreen'), { ...ACTIVITY, back: paths.activityList, messages: 'late' }),
  screen('activityDetail', () => import('@/features/activity/screens/ActivityDetailScreen'), { ...ACTIVITY, back: paths.activityList, messages: 'late' }),
  screen('activityArticleAll', () => import('@/features/activity/screens/ActivityArticleAllScreen'), { ...ACTIVITY, back: paths.activityList, messages: 'late' }),

  // Game (access rules not specified: signed-in, except the game terms)
  screen('game', () => import('@/features/game/screens/GameHomeScreen'), { ...ACTIVITY, back: paths.activityList, messages: 'late' }),
  screen('gameVerify', () => import('@/features/game/screens/GameVerifyScreen'), { ...BLANK, auth: 'required', messages: 'late' }),
  screen('gameTerms', () => import('@/features/static-pages/screens/DocumentScreen'), { ...PUBLIC_PAGE, docKind: 'game_terms', back: paths.game }),
  screen('gamePlay', () => import('@/features/game/screens/GamePlayScreen'), { ...BLANK, auth: 'required', messages: 'late' }),
  screen('gameClose', () => import('@/features/game/screens/GameCloseScreen'), { ...BLANK, auth: 'required', messages: 'late' }),

  // Auth (public, except the e-service registration)
  screen('login', () => import('@/features/auth/screens/LoginScreen'), { ...SIGN_IN, header_mode: 2, background_mode: 2 }),
  screen('loginNtMobile', () => import('@/features/auth/screens/LoginScreen'), { ...SIGN_IN, background_mode: 2, back: paths.login, loginEntry: 'nt-mobile-postpaid' }),
  screen('loginMyEservice', () => import('@/features/auth/screens/LoginScreen'), { ...SIGN_IN, background_mode: 2, back: paths.login, loginEntry: 'my-eservice' }),
  screen('verify', () => import('@/features/auth/screens/VerifyScreen'), { ...PUBLIC_PAGE, background_mode: 2, back: paths.login }),
  screen('verifyGuest', () => import('@/features/auth/screens/VerifyGuestScreen'), { ...PUBLIC_PAGE, background_mode: 2, back: paths.login }),
  screen('authTerms', () => import('@/features/static-pages/screens/DocumentScreen'), { ...PUBLIC_PAGE, docKind: 'terms' }),
  screen('authPrivacy', () => import('@/features/static-pages/screens/DocumentScreen'), { ...PUBLIC_PAGE, docKind: 'privacy' }),
  screen('howToMember', () => import('@/features/static-pages/screens/DocumentScreen'), { ...PUBLIC_PAGE, docKind: 'how_to_member', back: paths.login }),
  screen('eligibilityCheck', () => import('@/features/auth/screens/EligibilityCheckScreen'), { ...PUBLIC_PAGE, back: AREA_ROOTS.root }),
  screen('registerEservice', () => import('@/features/auth/screens/RegisterEserviceScreen'), { auth: 'required', allowUnregistered: true, menu: false, background_mode: 2, header_mode: 2, messages: 'core' }),

  // Consent to new terms / PDPA versions: before every other signed-in screen (no menu, no back)
  screen('consent', () => import('@/features/consent/screens/ConsentScreen'), { menu: false, header_mode: 2, messages: 'late' }),

  // Other public routes
  screen('version', () => import('@/features/static-pages/screens/VersionScreen'), PUBLIC_PAGE),
  screen('terms', () => import('@/features/static-pages/screens/DocumentScreen'), { ...PUBLIC_PAGE, docKind: 'terms' }),
  screen('privilegeTerms', () => import('@/features/static-pages/screens/DocumentScreen'), { ...PUBLIC_PAGE, docKind: 'privilege_terms' }),
  screen('privacy', () => import('@/features/static-pages/screens/DocumentScreen'), { ...PUBLIC_PAGE, docKind: 'privacy' }),
  screen('notAuthorized', () => import('@/features/static-pages/screens/NotAuthorizedScreen'), BLANK),
  screen('landing', () => import('@/features/static-pages/screens/LandingScreen'), BLANK),
  screen('error', () => import('@/features/static-pages/screens/ErrorScreen'), BLANK),
  screen('lineIndex', () => import('@/features/static-pages/screens/LandingScreen'), BLANK),
];

/** The general catch-all's screen. */
export const NOT_FOUND_ROUTE: ScreenRoute = screen('notFound', () => import('@/features/static-pages/screens/NotFoundScreen'), { ...PUBLIC_PAGE, header_mode: 2 });

export const SCREEN_ROUTES: readonly ScreenRoute[] = ROUTES.filter((r): r is ScreenRoute => r.kind === 'screen');

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
