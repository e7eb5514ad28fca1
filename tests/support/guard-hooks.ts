/**
 * The hooks of a test that drives start-up or the guard against the node mock, outside a rendered
 * app: the mock server listening (`onListen` then subscribes to its events), a navigator that goes
 * nowhere (where a refused session would send the member), and per test an empty session and cache
 * (`onEach` clears what the file records); afterwards dialogs closed and the mock reset. The mock is
 * loaded by the first hook, so a test that imports the support without these hooks does not load it.
 */
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { queryClient } from '@/shared/api/query-client';
import { registerNavigator } from '@/shared/routing/navigator';
import { forgetAcceptedToken } from '@/shared/session/session';
import { dialog } from '@/shared/ui/light/dialog/dialog-store';

const loadMock = () => import('@mocks/node');

export function useGuardTestHooks({ onListen, onEach }: { onListen?: () => void | Promise<void>; onEach?: () => void } = {}): void {
  let mock: Awaited<ReturnType<typeof loadMock>>;
  beforeAll(async () => {
    mock = await loadMock();
    mock.server.listen({ onUnhandledRequest: 'error' });
    registerNavigator(() => undefined);
    await onListen?.();
  }, 60_000);
  beforeEach(() => {
    sessionStorage.clear();
    queryClient.clear();
    forgetAcceptedToken();
    onEach?.();
  });
  afterEach(() => {
    // A refused session opens the session-failure dialog, as on any refused call.
    dialog.closeAll();
    mock.server.resetHandlers();
    mock.resetMock();
  });
  afterAll(() => {
    registerNavigator(null);
    mock.server.close();
  });
}
