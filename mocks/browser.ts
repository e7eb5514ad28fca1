/**
 * The mock backend in the browser (`npm run dev`): an MSW service worker with the same handlers
 * as the tests and the standalone server, state kept across reloads in localStorage, and the
 * floating dev panel. Loaded only when the app starts the mock backend through the dev hook (mocks/browser-entry.ts).
 */
import { setupWorker } from 'msw/browser';
import { MOCK_SIGNING_KEY } from './signing';
import { readMockLiffMode, saveMockLiffMode } from './liff/mock-liff';
import { mockConfig } from './config';
import { clock, exportState, importState, resetDb, type MockState } from './db';
import { publishConsentVersions } from './db/consent-versions';
import { DEMO } from './identities';
import { mountDevPanel } from './dev-panel/panel';
import { gameResultHandler } from './game/result';
import { createHandlers, operationTargets } from './runtime';
import { mockControl } from './runtime/control';
import { listFaults } from './runtime/faults';
import { DEV_LATENCY } from './runtime/latency';

/** localStorage key of the exported mock database. */
const STATE_KEY = 'mock-db-state';
/** localStorage key of the latency switch ('off' = no simulated latency). */
const LATENCY_KEY = 'mock-latency';
const SAVE_DEBOUNCE_MS = 250;

function local(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** Loads the state saved by an earlier page load; a broken or outdated one is dropped. */
function restoreState(): void {
  const raw = local()?.getItem(STATE_KEY);
  if (!raw) return;
  try {
    importState(JSON.parse(raw) as MockState);
  } catch (error) {
    console.warn('[mock] saved mock state not usable, starting from the seed:', error instanceof Error ? error.message : error);
    local()?.removeItem(STATE_KEY);
    resetDb();
  }
}

let saveTimer: ReturnType<typeof setTimeout> | undefined;

function saveNow(): void {
  if (saveTimer !== undefined) clearTimeout(saveTimer);
  saveTimer = undefined;
  try {
    local()?.setItem(STATE_KEY, JSON.stringify(exportState()));
  } catch (error) {
    console.warn('[mock] could not save mock state:', error instanceof Error ? error.message : error);
  }
}

function scheduleSave(): void {
  if (saveTimer !== undefined) clearTimeout(saveTimer);
  saveTimer = setTimeout(saveNow, SAVE_DEBOUNCE_MS);
}

function latencyOn(): boolean {
  return local()?.getItem(LATENCY_KEY) !== 'off';
}

function setLatencyOn(on: boolean): void {
  local()?.setItem(LATENCY_KEY, on ? 'on' : 'off');
  mockControl.setLatency(on ? DEV_LATENCY : 0);
}

let started: Promise<void> | undefined;

export function startMockWorker(): Promise<void> {
  started ??= start();
  return started;
}

async function start(): Promise<void> {
  // Accept the key the app signs with (a dev run may set PUBLIC_SIGNING_KEY).
  mockConfig.signingKey = import.meta.env.PUBLIC_SIGNING_KEY || MOCK_SIGNING_KEY;
  restoreState();
  const handlers = createHandlers({ latency: DEV_LATENCY });
  if (!latencyOn()) mockControl.setLatency(0);

  // The mock game's result report (the game frame's requests reach this worker too).
  const worker = setupWorker(...handlers, gameResultHandler);
  worker.events.on('response:mocked', ({ request }) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') scheduleSave();
  });
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    // Static assets, fonts, images and LINE's own APIs go to the network; an /api/ call the mock
    // does not know is a bug worth a warning.
    onUnhandledRequest(request, print) {
      const url = new URL(request.url);
      if (url.origin === globalThis.location?.origin && url.pathname.startsWith('/api/')) print.warning();
    },
  });
  globalThis.addEventListener?.('pagehide', () => {
    if (saveTimer !== undefined) saveNow();
  });

  if (typeof document !== 'undefined') {
    const mount = () =>
      mountDevPanel({
        operations: operationTargets(handlers),
        demo: { nationalId: DEMO.nationalId, otp: DEMO.otp },
        setFault: (target, kind, opts) => mockControl.setFault(target, kind, opts),
        clearFaults: () => mockControl.clearFaults(),
        listFaults,
        clockNow: () => clock.now(),
        advanceClock: (ms) => {
          clock.advance(ms);
          saveNow();
        },
        resetClock: () => {
          clock.reset();
          saveNow();
        },
        resetData: () => {
          if (saveTimer !== undefined) clearTimeout(saveTimer);
          saveTimer = undefined;
          resetDb();
          clock.reset();
          mockControl.reset();
          if (!latencyOn()) mockControl.setLatency(0);
          local()?.removeItem(STATE_KEY);
          globalThis.location.reload();
        },
        publishConsent: async (target) => {
          const versions = await publishConsentVersions({ bump: target });
          saveNow();
          // The app reads customer info at start-up: reload so the guard asks for consent now.
          setTimeout(() => globalThis.location.reload(), 600);
          return versions;
        },
        latencyOn,
        setLatencyOn,
        liffMode: readMockLiffMode,
        setLiffMode: (mode) => {
          saveMockLiffMode(mode);
          globalThis.location.reload();
        },
      });
    if (document.body) mount();
    else document.addEventListener('DOMContentLoaded', mount, { once: true });
  }
}
