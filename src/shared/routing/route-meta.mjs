/**
 * Every screen of the product (docs/spec.md §2) in one place: its path, module, access, layout, header,
 * tab, steps, message bundle, UI kit, idle prefetch and the e2e tour's sample query. Its title is
 * `route.<name>.title` in lang/*.json. Data only, no imports: the app reads it through
 * `shared/routing/paths.ts` and `app/router/route-table.ts`; Node reads it as it is (the messages
 * loader, config/ui-kits.mjs, config/budgets.mjs, eslint.config.js) and so do the tests.
 * The app build drops `screen` and `sample` from what it ships and turns `screen` into one
 * `import()` per route (config/route-meta-loader.cjs); every export is plain JSON-like data.
 *
 * Defaults: `auth: 'required'`, `menu: true`, `layout: 'default'`, `header_mode: 1`,
 * `background_mode: 1`, back = previous page, messages = the rest, `kit: 'mantine'`.
 * Names, not paths: `back`, `prefetchOnIdle` and step titles name screens (or an area root).
 */

/** @typedef {import('./route-meta-types').ScreenMeta} ScreenMeta */

/** @satisfies {Partial<ScreenMeta>} */
export const DEFAULTS = { auth: 'required', menu: true, layout: 'default', header_mode: 1, background_mode: 1, kit: 'mantine' };

/** @satisfies {Partial<ScreenMeta>} */
const MEMBER = { auth: 'required', menu: true };
/** @satisfies {Partial<ScreenMeta>} */
const PUBLIC_PAGE = { auth: 'public', menu: false, messages: 'core' };
/** @satisfies {Partial<ScreenMeta>} */
const BLANK = { auth: 'public', menu: false, layout: 'blank', header_mode: 0, messages: 'core' };
/** @satisfies {Partial<ScreenMeta>} */
const TRANSFER = { ...MEMBER, back: 'privilegeList', tab: 'privilege', messages: 'late' };
/** @satisfies {Partial<ScreenMeta>} */
const ACCOUNT = { ...MEMBER, tab: 'account', messages: 'late' };
/** @satisfies {Partial<ScreenMeta>} */
const HISTORY = { ...MEMBER, tab: 'history', messages: 'late' };
/** @satisfies {Partial<ScreenMeta>} */
const ACTIVITY = { ...MEMBER, tab: 'activity' };
const DOCUMENT = 'static-pages/DocumentScreen';

/** The start screen's and sign-in's paths, also on their own: the page's inline chooser (app/bootstrap/prerender-choice.ts) reads only these. */
export const START_PATH = '/privilege/privilege-list';
export const SIGN_IN_PATH = '/auth/login';

/** @satisfies {Record<string, ScreenMeta>} */
export const SCREENS = {
  // Privilege area (list, detail and search are open to guest sessions, read-only)
  privilegeList: {
    path: START_PATH,
    screen: 'privilege/PrivilegeListScreen',
    auth: 'guest',
    header_mode: 3,
    background_mode: 2,
    tab: 'privilege',
    kit: 'first',
    prefetchOnIdle: ['privilegeDetail', 'searchPrivilege', 'history'],
  },
  privilegeDetail: {
    path: '/privilege/privilege-detail',
    screen: 'privilege/PrivilegeDetailScreen',
    auth: 'guest',
    back: 'privilegeList',
    tab: 'privilege',
    steps: { redeem: { title: 'privilegeRedeem', back: null } },
    prefetchOnIdle: ['redeemSuccess'],
    messages: 'late',
    kit: 'light',
    sample: '?privilege_id=PRV000101',
  },
  searchPrivilege: { path: '/privilege/search-privilege', screen: 'privilege/SearchPrivilegeScreen', auth: 'guest', back: 'privilegeList', tab: 'privilege', kit: 'light' },
  // Redemption result and e-code view (screens implied by docs/spec.md §2 wording; signed-in only).
  // The result prefetches the e-code view: its code then opens with no signal too (kept codes, shared/ecode).
  redeemSuccess: {
    ...MEMBER,
    path: '/privilege/redeem-success',
    screen: 'privilege/RedeemSuccessScreen',
    back: 'privilegeList',
    tab: 'privilege',
    messages: 'late',
    kit: 'light',
    prefetchOnIdle: ['privilegeEcode'],
    sample: '?redemption_id=RDM2611150001',
  },
  privilegeEcode: { ...MEMBER, path: '/privilege/ecode', screen: 'privilege/EcodeScreen', back: 'privilegeList', tab: 'privilege', messages: 'late', kit: 'light', sample: '?redemption_id=RDM2611150001' },
  transferPointxForm: { ...TRANSFER, path: '/privilege/transfer-pointx-form', screen: 'transfer/TransferPointxFormScreen' },
  transferMaxmeForm: { ...TRANSFER, path: '/privilege/transfer-maxme-form', screen: 'transfer/TransferMaxmeFormScreen' },
  transferBlueplusMember: { ...TRANSFER, path: '/privilege/transfer-blueplus-member', screen: 'transfer/TransferBlueplusMemberScreen' },
  transferBlueplusForm: { ...TRANSFER, path: '/privilege/transfer-blueplus-form', screen: 'transfer/TransferBlueplusFormScreen' },

  // Account area (URLs under /other; the account menu is the hub)
  accountMenu: { ...ACCOUNT, path: '/other/profile-menu', screen: 'account/AccountMenuScreen', header_mode: 2, background_mode: 2 },
  profileEdit: { ...ACCOUNT, path: '/other/profile-edit', screen: 'account/ProfileEditScreen', back: 'accountMenu' },
  profileEditEservice: { ...ACCOUNT, path: '/other/profile-edit-eservice', screen: 'account/ProfileEditEserviceScreen', back: 'accountMenu' },
  changeMobileNumber: { ...ACCOUNT, path: '/other/change-mobile-number', screen: 'account/ChangeMobileNumberScreen', back: 'profileEdit' },
  changeLanguage: { ...ACCOUNT, path: '/other/change-language', screen: 'account/ChangeLanguageScreen', back: 'accountMenu' },
  addressList: { ...ACCOUNT, path: '/other/address-list', screen: 'account/AddressListScreen', back: 'accountMenu' },
  addressEdit: { ...ACCOUNT, path: '/other/address-edit', screen: 'account/AddressEditScreen', back: 'addressList' },
  myService: { ...ACCOUNT, path: '/other/my-service', screen: 'account/MyServiceScreen', back: 'accountMenu' },
  addService: {
    ...ACCOUNT,
    path: '/other/add-service',
    screen: 'account/AddServiceScreen',
    back: 'myService',
    // The code step (`?step=otp`) goes back to the choice of number.
    steps: { otp: { title: 'addService', back: null } },
  },
  friendReferral: { ...ACCOUNT, path: '/other/friend-referral', screen: 'account/FriendReferralScreen', back: 'accountMenu' },
  subscribe: { ...ACCOUNT, path: '/other/subscribe', screen: 'account/SubscribeScreen', back: 'accountMenu' },
  accountTerms: { ...ACCOUNT, path: '/other/term-and-conditions', screen: DOCUMENT, back: 'accountMenu', docKind: 'terms' },
  accountPrivacy: { ...ACCOUNT, path: '/other/privacy-policy', screen: DOCUMENT, back: 'accountMenu', docKind: 'privacy' },
  about: { ...MEMBER, path: '/other/about', screen: DOCUMENT, tab: 'activity', back: 'activityList', docKind: 'about' },

  // History
  history: { ...HISTORY, path: '/history', screen: 'history/HistoryScreen', header_mode: 3, background_mode: 2, kit: 'light', prefetchOnIdle: ['privilegeEcode'] },
  transferDetail: { ...HISTORY, path: '/history/transfer-detail', screen: 'history/TransferDetailScreen', back: 'history', sample: '?transfer_id=TRF2611050001' },
  trackingStatus: { ...HISTORY, path: '/history/tracking-status', screen: 'history/TrackingStatusScreen', back: 'history', sample: '?delivery_id=DLV2611120001' },
  historyMigration: { ...HISTORY, path: '/history/history-migration', screen: 'history/HistoryMigrationScreen', back: 'history' },

  // Activity
  activityList: { ...ACTIVITY, path: '/activity/activity-list', screen: 'activity/ActivityListScreen', header_mode: 3, background_mode: 2, messages: 'late' },
  activityGameAll: { ...ACTIVITY, path: '/activity/activity-game-all', screen: 'activity/ActivityGameAllScreen', back: 'activityList', messages: 'late' },
  activityDetail: { ...ACTIVITY, path: '/activity/activity-detail', screen: 'activity/ActivityDetailScreen', back: 'activityList', messages: 'late', sample: '?activity_id=ACT000031' },
  activityArticleAll: { ...ACTIVITY, path: '/activity/activity-article-all', screen: 'activity/ActivityArticleAllScreen', back: 'activityList', messages: 'late' },

  // Game (access rules not specified: signed-in, except the game terms)
  game: { ...ACTIVITY, path: '/game', screen: 'game/GameHomeScreen', back: 'activityList', messages: 'late' },
  gameVerify: { ...BLANK, path: '/game/verify', screen: 'game/GameVerifyScreen', auth: 'required', messages: 'late' },
  gameTerms: { ...PUBLIC_PAGE, path: '/game/term-and-condition', screen: DOCUMENT, docKind: 'game_terms', back: 'game' },
  gamePlay: { ...BLANK, path: '/game/play', screen: 'game/GamePlayScreen', auth: 'required', messages: 'late' },
  gameClose: { ...BLANK, path: '/game/close', screen: 'game/GameCloseScreen', auth: 'required', messages: 'late' },

  // Auth (public, except the e-service registration); the sign-in family is light kit only
  login: { ...PUBLIC_PAGE, path: SIGN_IN_PATH, screen: 'auth/LoginScreen', header_mode: 2, background_mode: 2, kit: 'first' },
  loginNtMobile: { ...PUBLIC_PAGE, path: '/auth/login-nt-mobile-postpiad', screen: 'auth/LoginScreen', background_mode: 2, back: 'login', loginEntry: 'nt-mobile-postpaid', kit: 'first' },
  loginMyEservice: { ...PUBLIC_PAGE, path: '/auth/login-my-eservice', screen: 'auth/LoginScreen', background_mode: 2, back: 'login', loginEntry: 'my-eservice', kit: 'first' },
  verify: { ...PUBLIC_PAGE, path: '/auth/verify', screen: 'auth/VerifyScreen', background_mode: 2, back: 'login', kit: 'light' },
  verifyGuest: { ...PUBLIC_PAGE, path: '/auth/verify-guest', screen: 'auth/VerifyGuestScreen', background_mode: 2, back: 'login', kit: 'light' },
  authTerms: { ...PUBLIC_PAGE, path: '/auth/term-and-conditions', screen: DOCUMENT, docKind: 'terms' },
  authPrivacy: { ...PUBLIC_PAGE, path: '/auth/privacy-policy-term-and-conditions', screen: DOCUMENT, docKind: 'privacy' },
  howToMember: { ...PUBLIC_PAGE, path: '/auth/how-to-member', screen: DOCUMENT, docKind: 'how_to_member', back: 'login' },
  eligibilityCheck: { ...PUBLIC_PAGE, path: '/auth/eligibility-check', screen: 'auth/EligibilityCheckScreen', back: 'root', kit: 'light' },
  registerEservice: {
    path: '/auth/register-eservice',
    screen: 'auth/RegisterEserviceScreen',
    auth: 'required',
    allowUnregistered: true,
    menu: false,
    background_mode: 2,
    header_mode: 2,
    messages: 'core',
    kit: 'light',
  },

  // Consent to new terms / PDPA versions: before every other signed-in screen (no menu, no back)
  consent: { path: '/consent', screen: 'consent/ConsentScreen', menu: false, header_mode: 2, messages: 'late' },

  // Other public routes
  version: { ...PUBLIC_PAGE, path: '/version', screen: 'static-pages/VersionScreen' },
  terms: { ...PUBLIC_PAGE, path: '/term-and-conditions', screen: DOCUMENT, docKind: 'terms' },
  privilegeTerms: { ...PUBLIC_PAGE, path: '/privilege-term-and-conditions', screen: DOCUMENT, docKind: 'privilege_terms' },
  privacy: { ...PUBLIC_PAGE, path: '/privacy-policy', screen: DOCUMENT, docKind: 'privacy' },
  notAuthorized: { ...BLANK, path: '/not-authorized', screen: 'static-pages/NotAuthorizedScreen' },
  landing: { ...BLANK, path: '/landing', screen: 'static-pages/LandingScreen' },
  error: { ...BLANK, path: '/error', screen: 'static-pages/ErrorScreen' },
  lineIndex: { ...BLANK, path: '/line/index_b', screen: 'static-pages/LandingScreen' },
};

/**
 * The general catch-all's screen (`route.notFound.title`).
 * @satisfies {ScreenMeta}
 */
export const NOT_FOUND = { ...PUBLIC_PAGE, path: '*', screen: 'static-pages/NotFoundScreen', header_mode: 2 };

/** The start screen (docs/spec.md §2: `/` redirects to the privilege list). */
export const START_SCREEN = 'privilegeList';

/** Blank routes that only redirect (docs/spec.md §2): `/` and the area roots. */
export const AREA_ROOTS = /** @type {const} */ ({ root: '/', privilege: '/privilege', account: '/other', activity: '/activity' });
/** Where each area root goes, by screen name. */
export const AREA_REDIRECTS = { root: 'privilegeList', privilege: 'privilegeList', account: 'accountMenu', activity: 'activityList' };

/** Deep-link catch-alls whose remainder is a slug (`/liff/{slug}` …). */
export const SLUG_PREFIXES = /** @type {const} */ (['/liff-redirect/', '/liff/', '/line/']);
