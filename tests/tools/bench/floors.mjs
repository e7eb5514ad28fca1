/**
 * The floors of `npm run bench`: what the same screens cost rendered by React 19 alone (no router,
 * react-query, react-intl, LIFF, lazy chunks or font wait), with the app's markup, CSS, web font, test
 * ids and calls. The bench holds each app figure to its floor's, measured in the same run.
 *
 * - The sign-in floor (src/prerender/floor-entry.tsx, `npm run build:floor`, .tmp/dist-floor):
 *   /auth/login, served at the root of a server of its own (Lighthouse runs it beside the app's).
 * - The member floor (src/prerender/member-floor, `npm run build:floor:member`,
 *   .tmp/dist-floor-member): the privilege list and the screens of the three timed taps, served by the
 *   APP's mock server under MEMBER_FLOOR_BASE (`--static-at /floor=…`), so it shares the app's origin,
 *   hence the session the bench signs in with (sessionStorage copied into each context), and the app's
 *   mock state and its reset. The journeys of journeys.mjs run on it unchanged, given its base URL:
 *
 *     const app = await serve('dist', port, undefined, { staticAt: [MEMBER_FLOOR_MOUNT] });
 *     await measureList(browser, memberFloorUrl(app.url), auth);
 *     await measureTransition(browser, memberFloorUrl(app.url), auth, 'ecode');
 */
import { MEMBER_FLOOR_BASE } from '../../../src/prerender/member-floor/floor-base.mjs';
import { build } from './servers.mjs';

export const SIGN_IN_FLOOR_DIR = '.tmp/dist-floor';
export const MEMBER_FLOOR_DIR = '.tmp/dist-floor-member';
/** The mock server's `--static-at` mount of the member floor (serve()'s `staticAt`). */
export const MEMBER_FLOOR_MOUNT = `${MEMBER_FLOOR_BASE}=${MEMBER_FLOOR_DIR}`;

/** Builds the sign-in floor and the member floor (with MOCK_BUILD=true, as build() does). */
export function buildFloors() {
  build('build:floor');
  build('build:floor:member');
}

/** The member floor's base URL on a served app (`${memberFloorUrl(url)}/privilege/privilege-list` is its list). */
export function memberFloorUrl(appUrl) {
  return `${appUrl.replace(/\/+$/, '')}${MEMBER_FLOOR_BASE}`;
}
