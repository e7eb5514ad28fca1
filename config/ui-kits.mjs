/**
 * Which UI kit applies where, in one place (src/app/README.md "UI kits"): the lint rule
 * (eslint.config.js) holds these files to the light kit, and the budget check
 * (config/budgets.mjs `FIRST_ROUTES`, `LIGHT_ROUTES`) fails when one of these screens would
 * load a Mantine chunk. Data only: read by Node tools and the ESLint config.
 */

/** Light widgets (no Mantine): allowed everywhere, the only widgets of the files below. */
export const LIGHT_KIT_DIR = 'src/shared/ui/light';
/** Mantine-backed widgets: Mantine and its CSS are imported only here (and the theme beside them). */
export const MANTINE_KIT_DIR = 'src/shared/ui/mantine';

/** The first routes' screens, by the name the budget report gives them. */
export const FIRST_ROUTE_SCREENS = {
  'sign-in': 'src/features/auth/screens/LoginScreen.tsx',
  'privilege list': 'src/features/privilege/screens/PrivilegeListScreen.tsx',
};

/**
 * Screens besides the first routes that load no Mantine chunk, so that they paint within 300 ms of
 * the tap on a throttled phone (`npm run bench`): the privilege detail, History (a bottom-navigation
 * tab), the redemption result with its e-code, and the e-code screen that shares its card.
 */
export const LIGHT_SCREENS = [
  'src/features/privilege/screens/PrivilegeDetailScreen.tsx',
  'src/features/history/screens/HistoryScreen.tsx',
  'src/features/privilege/screens/RedeemSuccessScreen.tsx',
  'src/features/privilege/screens/EcodeScreen.tsx',
];

/**
 * Files that may import light widgets only: the first routes (the sign-in family, the privilege
 * list and its list parts), the app chrome and entry, the light kit itself, the shared services
 * the first screen loads, and the light screens above.
 */
export const LIGHT_ONLY_FILES = [
  'src/main.tsx',
  'src/app/**/*.{ts,tsx}',
  'src/features/auth/**/*.{ts,tsx}',
  FIRST_ROUTE_SCREENS['privilege list'],
  'src/features/privilege/ui/{PrivilegeResults,PrivilegeCard,CategoryChips,PointsExpiryNotice,PointsCost,TypeBadge}.tsx',
  `${LIGHT_KIT_DIR}/**/*.{ts,tsx}`,
  'src/shared/{api,i18n,lib,liff,routing,session,partners}/**/*.{ts,tsx}',
  ...LIGHT_SCREENS,
];

/** The import() request that loads a screen file (`src/a/B.tsx` → `@/a/B`), as the chunk graph names it. */
export const importRequestOf = (file) => `@/${file.replace(/^src\//, '').replace(/\.tsx?$/, '')}`;
