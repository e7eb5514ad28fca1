/**
 * Every route of the product (spec §2) in one table. Titles live in lang/*.json as
 * `route.<name>.title`. Catch-alls (/liff/*, /liff-redirect/*, /line/*, *) are added by the
 * router (see create-router.tsx and routing/deep-link.ts).
 */
import { ACTIVITY_ROUTE, PROFILE_MENU_ROUTE, START_ROUTE } from '@/shared/routing/paths';
import type { AppRoute, RedirectRoute, RouteMeta, ScreenModule, ScreenRoute } from './route-types';
import { screens } from './screen-loaders';

type Options = Partial<Omit<RouteMeta, 'path' | 'titleKey'>>;

const MEMBER: Options = { auth: 'required', menu: true };
const PUBLIC_PAGE: Options = { auth: 'public', menu: false, messages: 'core' };
const BLANK: Options = { auth: 'public', menu: false, layout: 'blank', header_mode: 0, messages: 'core' };

function screen(path: string, name: string, load: () => Promise<ScreenModule>, options: Options = {}): ScreenRoute {
  return {
    kind: 'screen',
    path,
    titleKey: `route.${name}.title`,
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

const TRANSFER: Options = { ...MEMBER, back: START_ROUTE, tab: 'privilege' };
const OTHER: Options = { ...MEMBER, tab: 'additional' };
const HISTORY: Options = { ...MEMBER, tab: 'history' };
const ACTIVITY: Options = { ...MEMBER, tab: 'activity' };

export const ROUTES: readonly AppRoute[] = [
  redirectRoute('/', START_ROUTE),

  // Privilege area (list, detail and search are open to guest sessions, read-only)
  redirectRoute('/privilege', START_ROUTE),
  screen(START_ROUTE, 'privilegeList', screens.privilegeList, { auth: 'guest', header_mode: 3, background_mode: 2, tab: 'privilege' }),
  screen('/privilege/privilege-detail', 'privilegeDetail', screens.privilegeDetail, {
    auth: 'guest',
    back: START_ROUTE,
    tab: 'privilege',
    steps: { redeem: { titleKey: 'route.privilegeRedeem.title', back: null } },
  }),
  screen('/privilege/search-privilege', 'searchPrivilege', screens.searchPrivilege, { auth: 'guest', back: START_ROUTE, tab: 'privilege' }),
  // Redemption result and e-code view (screens implied by spec §2 wording; signed-in only)
  screen('/privilege/redeem-success', 'redeemSuccess', screens.redeemSuccess, { ...MEMBER, back: START_ROUTE, tab: 'privilege' }),
  screen('/privilege/ecode', 'privilegeEcode', screens.privilegeEcode, { ...MEMBER, back: START_ROUTE, tab: 'privilege' }),
  screen('/privilege/transfer-pointx-form', 'transferPointxForm', screens.transferPointx, TRANSFER),
  screen('/privilege/transfer-maxme-form', 'transferMaxmeForm', screens.transferMaxme, TRANSFER),
  screen('/privilege/transfer-blueplus-member', 'transferBlueplusMember', screens.transferBlueplusMember, TRANSFER),
  screen('/privilege/transfer-blueplus-form', 'transferBlueplusForm', screens.transferBlueplusForm, TRANSFER),

  // Other area (the profile menu is the hub)
  redirectRoute('/other', PROFILE_MENU_ROUTE),
  screen(PROFILE_MENU_ROUTE, 'profileMenu', screens.profileMenu, { ...OTHER, header_mode: 3, background_mode: 2 }),
  screen('/other/profile-edit', 'profileEdit', screens.profileEdit, { ...OTHER, back: PROFILE_MENU_ROUTE }),
  screen('/other/profile-edit-eservice', 'profileEditEservice', screens.profileEditEservice, { ...OTHER, back: PROFILE_MENU_ROUTE }),
  screen('/other/change-mobile-number', 'changeMobileNumber', screens.changeMobileNumber, { ...OTHER, back: '/other/profile-edit' }),
  screen('/other/change-language', 'changeLanguage', screens.changeLanguage, { ...OTHER, back: PROFILE_MENU_ROUTE }),
  screen('/other/address-list', 'addressList', screens.addressList, { ...OTHER, back: PROFILE_MENU_ROUTE }),
  screen('/other/address-edit', 'addressEdit', screens.addressEdit, { ...OTHER, back: '/other/address-list' }),
  screen('/other/my-service', 'myService', screens.myService, { ...OTHER, back: PROFILE_MENU_ROUTE }),
  screen('/other/add-service', 'addService', screens.addService, { ...OTHER, back: '/other/my-service' }),
  screen('/other/friend-referral', 'friendReferral', screens.friendReferral, { ...OTHER, back: PROFILE_MENU_ROUTE }),
  screen('/other/subscribe', 'subscribe', screens.subscribe, { ...OTHER, back: PROFILE_MENU_ROUTE }),
  screen('/other/term-and-conditions', 'otherTerms', screens.document, { ...OTHER, back: PROFILE_MENU_ROUTE, docKind: 'terms' }),
  screen('/other/privacy-policy', 'otherPrivacy', screens.document, { ...OTHER, back: PROFILE_MENU_ROUTE, docKind: 'privacy' }),
  screen('/other/about', 'about', screens.document, { ...MEMBER, tab: 'activity', back: ACTIVITY_ROUTE, docKind: 'about' }),

  // History
  screen('/history', 'history', screens.history, { ...HISTORY, header_mode: 3, background_mode: 2 }),
  screen('/history/transfer-detail', 'transferDetail', screens.transferDetail, { ...HISTORY, back: '/history' }),
  screen('/history/tracking-status', 'trackingStatus', screens.trackingStatus, { ...HISTORY, back: '/history' }),
  screen('/history/history-migration', 'historyMigration', screens.historyMigration, { ...HISTORY, back: '/history' }),

  // Activity
  redirectRoute('/activity', ACTIVITY_ROUTE),
  screen(ACTIVITY_ROUTE, 'activityList', screens.activityList, { ...ACTIVITY, header_mode: 3, background_mode: 2 }),
  screen('/activity/activity-game-all', 'activityGameAll', screens.activityGameAll, { ...ACTIVITY, back: ACTIVITY_ROUTE }),
  screen('/activity/activity-detail', 'activityDetail', screens.activityDetail, { ...ACTIVITY, back: ACTIVITY_ROUTE }),
  screen('/activity/activity-article-all', 'activityArticleAll', screens.activityArticleAll, { ...ACTIVITY, back: ACTIVITY_ROUTE }),

  // Game (access rules not specified: signed-in, except the game terms)
  screen('/game', 'game', screens.gameHome, { ...ACTIVITY, back: ACTIVITY_ROUTE }),
  screen('/game/verify', 'gameVerify', screens.gameVerify, { ...BLANK, auth: 'required', messages: undefined }),
  screen('/game/term-and-condition', 'gameTerms', screens.document, { ...PUBLIC_PAGE, docKind: 'game_terms', back: '/game' }),
  screen('/game/play', 'gamePlay', screens.gamePlay, { ...BLANK, auth: 'required', messages: undefined }),
  screen('/game/close', 'gameClose', screens.gameClose, { ...BLANK, auth: 'required', messages: undefined }),

  // Auth (public, except the e-service registration)
  screen('/auth/login', 'login', screens.login, { ...PUBLIC_PAGE, header_mode: 2, background_mode: 2 }),
  screen('/auth/login-nt-mobile-postpiad', 'loginNtMobile', screens.login, { ...PUBLIC_PAGE, background_mode: 2, back: '/auth/login', loginEntry: 'nt-mobile-postpaid' }),
  screen('/auth/login-my-eservice', 'loginMyEservice', screens.login, { ...PUBLIC_PAGE, background_mode: 2, back: '/auth/login', loginEntry: 'my-eservice' }),
  screen('/auth/verify', 'verify', screens.verify, { ...PUBLIC_PAGE, background_mode: 2, back: '/auth/login' }),
  screen('/auth/verify-guest', 'verifyGuest', screens.verifyGuest, { ...PUBLIC_PAGE, background_mode: 2, back: '/auth/login' }),
  screen('/auth/term-and-conditions', 'authTerms', screens.document, { ...PUBLIC_PAGE, docKind: 'terms' }),
  screen('/auth/privacy-policy-term-and-conditions', 'authPrivacy', screens.document, { ...PUBLIC_PAGE, docKind: 'privacy' }),
  screen('/auth/how-to-member', 'howToMember', screens.document, { ...PUBLIC_PAGE, docKind: 'how_to_member', back: '/auth/login' }),
  screen('/auth/eligibility-check', 'eligibilityCheck', screens.eligibilityCheck, { ...PUBLIC_PAGE, back: '/' }),
  screen('/auth/register-eservice', 'registerEservice', screens.registerEservice, { auth: 'required', allowUnregistered: true, menu: false, background_mode: 2, header_mode: 2, messages: 'core' }),

  // Other public routes
  screen('/version', 'version', screens.version, PUBLIC_PAGE),
  screen('/term-and-conditions', 'terms', screens.document, { ...PUBLIC_PAGE, docKind: 'terms' }),
  screen('/privilege-term-and-conditions', 'privilegeTerms', screens.document, { ...PUBLIC_PAGE, docKind: 'privilege_terms' }),
  screen('/privacy-policy', 'privacy', screens.document, { ...PUBLIC_PAGE, docKind: 'privacy' }),
  screen('/not-authorized', 'notAuthorized', screens.notAuthorized, BLANK),
  screen('/landing', 'landing', screens.landing, BLANK),
  screen('/error', 'error', screens.error, BLANK),
  screen('/line/index_b', 'lineIndex', screens.landing, BLANK),
];

/** The general catch-all's screen. */
export const NOT_FOUND_ROUTE: ScreenRoute = screen('*', 'notFound', screens.notFound, { ...PUBLIC_PAGE, header_mode: 2 });

export const SCREEN_ROUTES: readonly ScreenRoute[] = ROUTES.filter((r): r is ScreenRoute => r.kind === 'screen');

/** Every registered concrete path (used to resolve deep-link slugs). */
export const KNOWN_PATHS: ReadonlySet<string> = new Set(ROUTES.map((r) => r.path));

export function findRoute(path: string): AppRoute | undefined {
  return ROUTES.find((r) => r.path === path);
}
