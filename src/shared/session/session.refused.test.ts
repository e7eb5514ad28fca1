// @vitest-environment jsdom
/**
 * A refused session (401 UNAUTHORIZED on any call made through the query cache) ends the session:
 * the query client spots it and calls the handler the session module registered when it loaded (the
 * query client never imports the session module, which imports it). A refused signature, or a call
 * answered after the session already ended, leaves the session alone.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiErrorFromBody } from '@/shared/api/api-error';
import { queryClient, setRefusedSessionHandler } from '@/shared/api/query-client';
import { registerNavigator } from '@/shared/routing/navigator';
import { ROOT_ROUTE } from '@/shared/routing/paths';
import { readToken, writeToken } from '@/shared/session/token';
import { dialog } from '@/shared/ui/light/dialog/dialog-store';

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const TOKEN = `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url({ payload: { sub: 'CUS0000123', guest: false } })}.sig`;

const refused = (code: string) => apiErrorFromBody(401, { code, message: { th: 'ปฏิเสธ', en: 'Refused' } });

/** A read through the app's cache that the server answers with `error`. */
async function failingRead(error: Error): Promise<void> {
  await queryClient
    .fetchQuery({ queryKey: ['refused-session-probe', Math.random()], queryFn: () => Promise.reject(error), retry: false })
    .catch(() => undefined);
}

beforeEach(() => {
  sessionStorage.clear();
  queryClient.clear();
});

afterEach(() => {
  dialog.closeAll();
  registerNavigator(null);
});

describe('refused session', () => {
  it('calls the registered handler for 401 UNAUTHORIZED while a token is stored, and only then', async () => {
    const handler = vi.fn();
    setRefusedSessionHandler(handler);
    writeToken(TOKEN);
    await failingRead(refused('INVALID_SIGNATURE'));
    await failingRead(apiErrorFromBody(500, { code: 'UNAUTHORIZED' }));
    expect(handler).not.toHaveBeenCalled();

    const error = refused('UNAUTHORIZED');
    await failingRead(error);
    expect(handler).toHaveBeenCalledExactlyOnceWith(error);

    sessionStorage.clear();
    await failingRead(refused('UNAUTHORIZED'));
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('once the session module has loaded, ends the session after the error dialog and goes to the root route', async () => {
    await import('@/shared/session/session');
    const navigate = vi.fn();
    registerNavigator(navigate);
    writeToken(TOKEN);

    await failingRead(refused('UNAUTHORIZED'));
    expect(readToken()).toBe(TOKEN);
    expect(navigate).not.toHaveBeenCalled();

    dialog.closeAll();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith(ROOT_ROUTE, { replace: true }));
    expect(readToken()).toBeNull();
  });
});
