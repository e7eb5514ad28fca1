/**
 * The one entry of the test support (`@test-support`). Every unit and component test imports its
 * helpers from here; tests/support/README.md says what each is for and when to use it.
 *
 * Rendering (jsdom; importing this module also fills in the browser APIs jsdom lacks, see ./dom.ts):
 * - `renderWithProviders(ui)`: `ui` inside the app's providers (language, query cache, dialog host, overlay).
 * - `renderScreen(Screen, { path, url?, handle? })`: one screen on a memory router, a catch-all showing where it went.
 * - `renderApp(url, { mantineHost? })`: the whole app (route table, guard, layouts) on a memory router.
 * - `preloadScreens(urls, { chrome? })`: loads those screens' chunks (and the member chrome) before a flow.
 * - `TEST_SCREEN`: the route handle of a test screen, for a `MantineHost` a test mounts itself.
 * - Area routers (the area's screens on one memory router, with a probe of where it went):
 *   `renderPrivilege(url)`, `renderActivity(url)`, `renderHistory(url)`, `renderTransfer(url)`,
 *   `renderGame(Screen, { path, url, extra? })`, `renderEcodeWallet(url)`.
 * - Records made through the mock API as the app would: `redeemDelivery()`, `transferToMaxme(body?)`.
 *
 * The app's state:
 * - `signInAs(who)`: a session of a mock demo identity (`Who`: a demo name or 'guest').
 * - `setLang(lang)`: the member's language, stored and loaded. `resetApp()`: session, caches, dialogs, storage cleared.
 * - `useGuardTestHooks({ onListen?, onEach? })`: the hooks of a start-up or guard test against the node mock.
 *
 * What reaches the mock, and input as members type it:
 * - `recordRequests()`: every request the screens send. `recordRedemptions(server)`: the redemptions only.
 * - `thaiDigits(value)`: ASCII digits written as Thai digits (๐-๙).
 *
 * Node tests: `memoryStorage()`, a Storage kept in memory (node has no sessionStorage).
 */
import './dom';

export { preloadScreens, renderApp, renderScreen, renderWithProviders, TEST_SCREEN } from './render';
export { resetApp, setLang, signInAs, type Who } from './app-state';
export { useGuardTestHooks } from './guard-hooks';
export { recordRedemptions, recordRequests, thaiDigits, type SeenRequest } from './requests';
export { memoryStorage } from './memory-storage';
export { renderPrivilege } from './screens/privilege';
export { renderActivity } from './screens/activity';
export { redeemDelivery, renderHistory, transferToMaxme } from './screens/history';
export { renderTransfer } from './screens/transfer';
export { renderGame } from './screens/game';
export { renderEcodeWallet } from './screens/ecode-wallet';
