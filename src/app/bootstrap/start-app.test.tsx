// @vitest-environment jsdom
/** Start-up hands LIFF the id it needs: mock runs always start the LIFF mock, other runs only with PUBLIC_LIFF_ID. */
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const initLiff = vi.hoisted(() => vi.fn(() => Promise.resolve({ mode: 'client', loggedIn: true, profile: null })));
const startMockWorker = vi.hoisted(() => vi.fn(() => Promise.resolve()));

vi.mock('@/shared/liff/liff-init', () => ({ initLiff }));
vi.mock('@/app/router/create-router', async () => {
  const { createMemoryRouter } = await import('react-router');
  return { createAppRouter: async () => createMemoryRouter([{ path: '*', element: <p>app ready</p> }]) };
});

async function start(env: { PUBLIC_USE_MOCK: string; PUBLIC_LIFF_ID: string }): Promise<void> {
  vi.stubEnv('PUBLIC_USE_MOCK', env.PUBLIC_USE_MOCK);
  vi.stubEnv('PUBLIC_LIFF_ID', env.PUBLIC_LIFF_ID);
  vi.resetModules(); // the build-time configuration is read when the modules load
  // What the mock's browser entry does (mocks/browser-entry.ts); a run that is not a mock run never calls it.
  (await import('@/shared/config/dev-hooks')).installDevHooks({ startBackend: startMockWorker });
  const { startApp } = await import('@/app/bootstrap/start-app');
  const container = document.createElement('div');
  document.body.append(container);
  await startApp(container);
  await screen.findByText('app ready');
}

beforeEach(() => {
  // startApp renders outside act(), as in the browser.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  initLiff.mockClear();
  startMockWorker.mockClear();
  document.body.replaceChildren();
});
afterEach(() => vi.unstubAllEnvs());

describe('start-up: LIFF id', () => {
  it('mock run without PUBLIC_LIFF_ID starts the LIFF mock with a stand-in id', async () => {
    await start({ PUBLIC_USE_MOCK: 'true', PUBLIC_LIFF_ID: '' });
    expect(startMockWorker).toHaveBeenCalledOnce();
    expect(initLiff).toHaveBeenCalledOnce();
    const [{ liffId, mock }] = initLiff.mock.calls[0] as unknown as [{ liffId: string; mock: boolean }];
    expect(mock).toBe(true);
    expect(liffId).toBe('mock-liff-id');
  });

  it('mock run with PUBLIC_LIFF_ID starts the LIFF mock with that id', async () => {
    await start({ PUBLIC_USE_MOCK: 'true', PUBLIC_LIFF_ID: '2000000000-AbCdEfGh' });
    expect(initLiff).toHaveBeenCalledWith({ liffId: '2000000000-AbCdEfGh', mock: true });
  });

  it('real run without PUBLIC_LIFF_ID stays a plain browser app (no LIFF)', async () => {
    await start({ PUBLIC_USE_MOCK: 'false', PUBLIC_LIFF_ID: '' });
    expect(startMockWorker).not.toHaveBeenCalled();
    expect(initLiff).not.toHaveBeenCalled();
  });

  it('real run with PUBLIC_LIFF_ID starts the real SDK', async () => {
    await start({ PUBLIC_USE_MOCK: 'false', PUBLIC_LIFF_ID: '2000000000-AbCdEfGh' });
    expect(initLiff).toHaveBeenCalledWith({ liffId: '2000000000-AbCdEfGh', mock: false });
  });
});

describe('start-up: referral link', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    sessionStorage.clear();
  });

  it.each([
    ['/auth/login?ref=SOMCHAI88', '/auth/login?ref=SOMCHAI88'],
    ['/?liff.state=%2Fauth%2Flogin%3Fref%3DSOMCHAI88', '/auth/login?ref=SOMCHAI88'],
  ])('%s lands on %s and keeps the code for registration', async (href, landing) => {
    window.history.replaceState(null, '', href);
    await start({ PUBLIC_USE_MOCK: 'false', PUBLIC_LIFF_ID: '' });
    expect(`${window.location.pathname}${window.location.search}`).toBe(landing);
    expect(sessionStorage.getItem('referral_code')).toBe('SOMCHAI88');
  });

  it('ignores a malformed code', async () => {
    window.history.replaceState(null, '', '/auth/login?ref=bad');
    await start({ PUBLIC_USE_MOCK: 'false', PUBLIC_LIFF_ID: '' });
    expect(sessionStorage.getItem('referral_code')).toBeNull();
  });
});
