/**
 * Which UI kit applies where (src/app/README.md "UI kits"): the screens' kits come from the route
 * metadata (`kit` in src/shared/routing/route-meta.mjs); the other files held to the light kit are
 * listed here. The lint rule (eslint.config.js) holds these files to the light kit, and the budget
 * check (config/budgets.mjs `FIRST_ROUTES`, `LIGHT_ROUTES`) fails when one of these screens would
 * load a Mantine chunk. Data only: read by Node tools and the ESLint config.
 */
import { SCREENS } from '../src/shared/routing/route-meta.mjs';

/** Light widgets (no Mantine): allowed everywhere, the only widgets of the files below. */
export const LIGHT_KIT_DIR = 'src/shared/ui/light';
/** Mantine-backed widgets: Mantine and its CSS are imported only here (and the theme beside them). */
export const MANTINE_KIT_DIR = 'src/shared/ui/mantine';

/** A screen's file from its metadata `screen` (`privilege/PrivilegeListScreen`). */
export const screenFile = (screen) => {
  const [area, file] = screen.split('/');
  return `src/features/${area}/screens/${file}.tsx`;
};

/** The distinct screen files of the routes of one kit, by the first route's name. */
const filesOfKit = (kit) => {
  const byFile = new Map();
  for (const [name, meta] of Object.entries(SCREENS)) {
    if (meta.kit === kit && !byFile.has(screenFile(meta.screen))) byFile.set(screenFile(meta.screen), name);
  }
  return Object.fromEntries([...byFile].map(([file, name]) => [name, file]));
};

/** The first routes' screens (`kit: 'first'`: sign-in, the privilege list), by route name. */
export const FIRST_ROUTE_SCREENS = filesOfKit('first');

/**
 * Screens besides the first routes that load no Mantine chunk (`kit: 'light'`): the rest of the
 * sign-in family, and the screens that paint within 300 ms of the tap on a throttled phone
 * (`npm run bench`): the privilege detail, History (a bottom-navigation tab), the redemption result
 * with its e-code, and the e-code screen that shares its card.
 */
export const LIGHT_SCREENS = Object.values(filesOfKit('light'));

/**
 * Files that may import light widgets only: the first routes (the sign-in family, the privilege
 * list and its list parts), the app chrome and entry, the light kit itself, the shared services
 * the first screen loads, and the light screens. Globs other than the screens are checked against
 * the metadata (tests/unit/source/ui-kits.test.ts): a screen file they match is marked first or light.
 */
export const LIGHT_ONLY_FILES = [
  'src/main.tsx',
  'src/app/**/*.{ts,tsx}',
  'src/features/auth/**/*.{ts,tsx}',
  'src/features/privilege/ui/{PrivilegeResults,PrivilegeCard,CategoryChips,PointsExpiryNotice,PointsCost,TypeBadge}.tsx',
  `${LIGHT_KIT_DIR}/**/*.{ts,tsx}`,
  'src/shared/{api,i18n,lib,liff,routing,session}/**/*.{ts,tsx}',
  'src/domains/partners/**/*.{ts,tsx}',
  ...Object.values(FIRST_ROUTE_SCREENS),
  ...LIGHT_SCREENS,
];

/** The import() request that loads a screen file (`src/a/B.tsx` → `@/a/B`), as the chunk graph names it. */
export const importRequestOf = (file) => `@/${file.replace(/^src\//, '').replace(/\.tsx?$/, '')}`;
