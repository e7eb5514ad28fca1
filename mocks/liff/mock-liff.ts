/**
 * LINE in `npm run dev`: how the LIFF mock (@line/liff-mock) answers. The MOCK panel saves one of
 * three LINE environments in localStorage 'mock-liff-mode'; every start-up applies the saved one
 * before LIFF init and signs in to the mock's LINE login right after it.
 *
 * Reaches the app only as the dev hook `liff` (mocks/browser-entry.ts → src/shared/config/dev-hooks.ts).
 */
import type { LiffMockApi } from '@line/liff-mock';
import { readStored, writeStored } from '../../src/shared/lib/storage';
import type { LiffApi, LiffProfile } from '../../src/shared/liff/liff-types';

export const MOCK_LIFF_MODE_KEY = 'mock-liff-mode';
const MOCK_LIFF_MODES = ['in-client', 'external', 'unavailable'] as const;
export type MockLiffMode = (typeof MOCK_LIFF_MODES)[number];
/** Inside the LINE client: every LINE feature works, as for most members. */
const DEFAULT_MOCK_LIFF_MODE: MockLiffMode = 'in-client';

/** The LINE profile of every mode (the demo member's name). */
export const MOCK_LINE_PROFILE: LiffProfile = {
  userId: 'U4af4980629c8a1e3b2d7f6e5c4b3a291',
  displayName: 'สมชาย ใจดี',
  pictureUrl: '/images/line/profile.svg',
};

interface MockLiffAnswers {
  isInClient: boolean;
  isLoggedIn: boolean;
  /** The mock has one switch for every `isApiAvailable(name)`. */
  isApiAvailable: boolean;
  /** The member has added the official account as a friend. */
  friendFlag: boolean;
}

const MOCK_LIFF_ANSWERS: Record<MockLiffMode, MockLiffAnswers> = {
  'in-client': { isInClient: true, isLoggedIn: true, isApiAvailable: true, friendFlag: true },
  external: { isInClient: false, isLoggedIn: true, isApiAvailable: true, friendFlag: false },
  unavailable: { isInClient: true, isLoggedIn: true, isApiAvailable: false, friendFlag: true },
};

function isMockLiffMode(value: unknown): value is MockLiffMode {
  return typeof value === 'string' && (MOCK_LIFF_MODES as readonly string[]).includes(value);
}

/** The saved LINE environment; the default when none (or an unknown one) is saved. */
export function readMockLiffMode(): MockLiffMode {
  const saved = readStored('local', MOCK_LIFF_MODE_KEY);
  return isMockLiffMode(saved) ? saved : DEFAULT_MOCK_LIFF_MODE;
}

/** Without storage the default applies on the next start. */
export function saveMockLiffMode(mode: MockLiffMode): void {
  writeStored('local', MOCK_LIFF_MODE_KEY, mode);
}

/** The LIFF URL of a LINE MINI App. */
function mockLiffUrl(liffId: string): string {
  return `https://miniapp.line.me/${liffId}`;
}

/**
 * LINE's permanent link of `pageUrl`: LIFF URL + (page URL − endpoint URL), path, query and hash
 * kept. Throws, as LINE does, for a page outside the endpoint URL.
 */
export function mockPermanentLink(liffUrl: string, endpointUrl: string, pageUrl: string): string {
  const endpoint = endpointUrl.replace(/\/+$/, '');
  const rest = pageUrl.startsWith(endpoint) ? pageUrl.slice(endpoint.length) : null;
  if (rest === null || !(rest === '' || /^[/?#]/.test(rest))) throw new Error(`The permanent-link url must be under the endpoint url ${endpointUrl}`);
  return liffUrl.replace(/\/+$/, '') + rest;
}

/** Where the mock keeps every message list sent to the share target picker, for end-to-end tests (`window[key]`). */
const MOCK_LIFF_SHARED_KEY = '__mockLiffShared';

/** The message lists shared so far through the mock (the list itself: tests may empty it). */
export function mockLiffShared(): unknown[][] {
  const store = globalThis as unknown as Record<string, unknown[][] | undefined>;
  return (store[MOCK_LIFF_SHARED_KEY] ??= []);
}

function recordShared(messages: unknown[]): void {
  mockLiffShared().push(messages);
}

function absolute(path: string | undefined): string | undefined {
  const origin = globalThis.location?.origin;
  return path && origin && origin !== 'null' ? new URL(path, origin).href : path;
}

/**
 * Points the mock (installed on `liff`) at the saved LINE environment and returns the SDK the
 * app uses: its `init` signs in to LINE after the mock's init, `login` comes back to the
 * redirect address as LINE login does, `logout` keeps the saved environment (the app's logout
 * clears localStorage), `openWindow` opens a tab, `permanentLink.createUrlBy` computes LINE's
 * permanent link with the origin's root as the endpoint URL, the share target picker keeps what it
 * was given (`window.__mockLiffShared`) and, without LINE APIs, refuses.
 */
export function prepareMockLiff(liff: LiffApi, mode: MockLiffMode = readMockLiffMode()): LiffApi {
  const answers = MOCK_LIFF_ANSWERS[mode];
  const mock = (liff as LiffApi & { $mock: LiffMockApi }).$mock;
  mock.set((prev) => ({
    ...prev,
    isInClient: answers.isInClient,
    isLoggedIn: answers.isLoggedIn,
    isApiAvailable: answers.isApiAvailable,
    getProfile: { ...MOCK_LINE_PROFILE, pictureUrl: absolute(MOCK_LINE_PROFILE.pictureUrl) },
    getFriendship: { friendFlag: answers.friendFlag },
    shareTargetPicker: answers.isApiAvailable ? { status: 'success' } : undefined,
    'permission.query': { state: 'granted' },
  }));

  // The SDK object is shared; the app gets a view of it with these few calls replaced.
  const sdk = Object.create(liff) as LiffApi;
  let liffId: string | null = null;
  Object.defineProperty(sdk, 'id', { get: () => liffId });
  sdk.init = async (config) => {
    await liff.init({ ...config, mock: true });
    liffId = config.liffId;
    // The mock answers profile, friendship and share calls only after login.
    if (answers.isLoggedIn) liff.login();
  };
  sdk.login = (config) => {
    liff.login(config);
    mock.set((prev) => ({ ...prev, isLoggedIn: true }));
    if (config?.redirectUri) globalThis.location.assign(config.redirectUri);
  };
  sdk.logout = () => {
    liff.logout();
    mock.set((prev) => ({ ...prev, isLoggedIn: false }));
    saveMockLiffMode(mode);
  };
  // The mock's openWindow does nothing: open the address in a new tab instead.
  sdk.openWindow = ({ url }) => {
    globalThis.open?.(url, '_blank', 'noopener,noreferrer');
  };
  // The app's endpoint URL is its origin's root.
  sdk.permanentLink = {
    createUrlBy: (url) =>
      liffId === null
        ? Promise.reject(new Error('liff.init() must be called first'))
        : Promise.resolve().then(() => mockPermanentLink(mockLiffUrl(liffId ?? ''), `${globalThis.location.origin}/`, url)),
  };
  sdk.shareTargetPicker = answers.isApiAvailable
    ? (messages, options) => {
        recordShared(messages);
        return liff.shareTargetPicker(messages, options);
      }
    : () => Promise.reject(new Error('shareTargetPicker is not available'));
  return sdk;
}

/** The dev hook `liff`: installs the LIFF mock on the loaded SDK and answers as the saved LINE environment. */
export async function installMockLiff(liff: LiffApi): Promise<LiffApi> {
  const { LiffMockPlugin } = await import('@line/liff-mock');
  // The mock needs isInClient (installed by the SDK's modules) before it installs itself.
  (liff as unknown as { use(plugin: unknown): void }).use(new LiffMockPlugin());
  return prepareMockLiff(liff);
}
