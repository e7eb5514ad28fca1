/**
 * The entry of the test support (`@test-support`): unit and component tests import its helpers from
 * here, and an area's router from the one file of `@test-support/screens/` that holds it.
 * tests/support/README.md says what each is for and when to use it.
 *
 * Rendering (jsdom; importing this module also fills in the browser APIs jsdom lacks, see ./dom.ts):
 * - `renderWithProviders(ui)`: `ui` inside the app's providers (language, query cache, dialog host, overlay).
 * - `renderScreen(Screen, { path, url?, handle? })`: one screen on a memory router, a catch-all showing where it went.
 * - `renderApp(url, { mantineHost? })`: the whole app (route table, guard, layouts) on a memory router.
 * - `preloadScreens(urls, { chrome? })`: loads those screens' chunks (and the member chrome) before a flow.
 * - `TEST_SCREEN`: the route handle of a test screen, for a `MantineHost` a test mounts itself.
 *
 * The app's state:
 * - `signInAs(who)`: a session of a mock demo identity (`Who`: a demo name or 'guest').
 * - `setLang(lang)`: the member's language, stored and loaded. `resetApp()`: session, caches, dialogs, storage cleared.
 * - `useGuardTestHooks({ onListen?, onEach? })`: the hooks of a start-up or guard test against the node mock.
 *
 * What reaches the mock, and input as members type it:
 * - `recordRequests(server)`: every request the screens send. `recordRedemptions(server)`: the redemptions only.
 * - `thaiDigits(value)`: ASCII digits written as Thai digits (๐-๙).
 *
 * Which components render: `recordRenders()`, then `names()` of the components rendered since (jsdom).
 * Which `Intl` formatters are made: `countIntlFormatters(onMake)`, answering `restore()`.
 *
 * Node tests: `memoryStorage()`, a Storage kept in memory (node has no sessionStorage).
 *
 * Area routers, not re-exported here: each imports its area's screens (and with them Mantine), which
 * a test that does not render that area must not load (the Mantine host's test checks Mantine is
 * absent until a Mantine screen shows):
 * - `@test-support/screens/privilege`: `renderPrivilege(url)`.
 * - `@test-support/screens/activity`: `renderActivity(url)`.
 * - `@test-support/screens/history`: `renderHistory(url)`, `redeemDelivery()`, `transferToMaxme(body?)`.
 * - `@test-support/screens/transfer`: `renderTransfer(url)`.
 * - `@test-support/screens/game`: `renderGame(Screen, { path, url, extra? })`.
 * - `@test-support/screens/ecode-wallet`: `renderEcodeWallet(url)`.
 * - `@test-support/screens/account`: `renderAddressBook(url?)`, `renderProfile(url)`, `renderService(...entries)`,
 *   `renderSubscribe(url)`; `recordWrites()`, `answerDialog(action)`, `typeCode(input, code)`,
 *   `withMockLine(mode, answers?)`, `withoutLine()`.
 */
import './dom';

export { preloadScreens, renderApp, renderScreen, renderWithProviders, TEST_SCREEN } from './render';
export { resetApp, setLang, signInAs, type Who } from './app-state';
export { useGuardTestHooks } from './guard-hooks';
export { recordRedemptions, recordRequests, thaiDigits } from './requests';
export { memoryStorage } from './memory-storage';
export { recordRenders } from './render-log';
export { countIntlFormatters } from './intl-count';
