// @vitest-environment jsdom
/**
 * Start-up under the prerendered shell (app/bootstrap/first-data.ts): the guard's customer info and
 * the privilege list's first page are asked for before the router exists, and the first navigation
 * joins them: one customer-info request, one list request, and the guard's own check passes on it.
 */
import { describe, expect, it, vi } from 'vitest';
import { delay, http } from 'msw';
import { DEMO, issueToken } from '@mocks/identities';
import { server } from '@mocks/node';
import { startFirstData } from '@/app/bootstrap/first-data';
import { gatherGuardState } from '@/app/router/guard-loader';
import { findRoute } from '@/app/router/route-table';
import { getGetCustomerInfoQueryKey, getGetPointQueryKey } from '@/generated/customer/customer';
import { queryClient } from '@/shared/api/query-client';
import { paths } from '@/shared/routing/paths';
import { writeToken } from '@/shared/session/token';
import { dialog } from '@/shared/ui/light/dialog/dialog-store';
import { useGuardTestHooks } from '@test-support';

const requests: string[] = [];
const count = (path: string) => requests.filter((p) => p === path).length;

async function settled(): Promise<void> {
  // The look-ups are left running (not returned): wait until the cache has nothing in flight.
  for (let i = 0; i < 200 && queryClient.isFetching() === 0 && requests.length === 0; i++) await new Promise((r) => setTimeout(r, 5));
  while (queryClient.isFetching() > 0) await new Promise((r) => setTimeout(r, 5));
}

describe('first data under the prerendered shell', () => {
  useGuardTestHooks({
    onListen: async () => {
      server.events.on('request:start', ({ request }) => void requests.push(new URL(request.url).pathname));
      // The start screen's chunk, as the browser has it preloaded.
      await import('@/features/privilege/screens/PrivilegeListScreen');
    },
    onEach: () => {
      requests.length = 0;
      window.history.replaceState(null, '', '/privilege/privilege-list');
    },
  });

  it("a member: the customer info and the list's first page are asked for once, and the guard joins them", async () => {
    writeToken(issueToken(DEMO.member.customerId));
    // A slow answer, so that the guard starts while the early request is on its way (the router is
    // created meanwhile); the handler that answers comes next.
    server.use(http.get('*/api/Customer/CustomerInfo', () => delay(300)));
    startFirstData('shell');
    await vi.waitFor(() => expect(count('/api/Customer/CustomerInfo')).toBe(1));
    // The balance (its expiry notice sits above the cards) goes with the first page, not after the
    // customer info: that one is still on its way.
    await vi.waitFor(() => expect(count('/api/Customer/GetPoint')).toBe(1));
    expect(queryClient.getQueryData(getGetCustomerInfoQueryKey())).toBeUndefined();
    const state = await gatherGuardState('guest');
    await settled();
    expect(state.customer?.isregistered).toBe(true);
    expect(count('/api/Customer/CustomerInfo')).toBe(1);
    expect(count('/api/Privilege/List')).toBe(1);
    expect(count('/api/Privilege/Categories')).toBe(1);
    expect(count('/api/Customer/GetPoint')).toBe(1);
    expect(queryClient.getQueryData(getGetCustomerInfoQueryKey())).toBeDefined();
  });

  it('a guest: the list is asked for, the customer info is not', async () => {
    writeToken(issueToken('GUEST', { guest: true }));
    startFirstData('shell');
    await settled();
    expect(count('/api/Privilege/List')).toBe(1);
    expect(count('/api/Customer/CustomerInfo')).toBe(0);
  });

  it('the sign-in screen: its chunk is asked for, and no data (no session, nothing to look up)', async () => {
    const signIn = findRoute(paths.login);
    if (signIn?.kind !== 'screen') throw new Error('the sign-in route is a screen');
    const load = vi.spyOn(signIn, 'load');
    window.history.replaceState(null, '', paths.login);
    startFirstData('signin');
    expect(load).toHaveBeenCalledTimes(1);
    await load.mock.results[0]?.value;
    await settled();
    expect(requests).toEqual([]);
    load.mockRestore();
  });

  it('a refused token: one customer-info look-up, the member is told once though the balance is refused too, and the failure is let go here (no unhandled rejection)', async () => {
    const open = vi.spyOn(dialog, 'open');
    writeToken(`${issueToken(DEMO.member.customerId).slice(0, -4)}AAAA`);
    startFirstData('shell');
    await settled();
    expect(count('/api/Customer/CustomerInfo')).toBe(1);
    expect(count('/api/Customer/GetPoint')).toBe(1);
    expect(queryClient.getQueryState(getGetCustomerInfoQueryKey())?.status).toBe('error');
    expect(queryClient.getQueryState(getGetPointQueryKey())?.status).toBe('error');
    await vi.waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    // The guard's own look-up fails on it and joins the same dialog.
    void gatherGuardState('required').catch(() => undefined);
    await new Promise((r) => setTimeout(r, 50));
    expect(open).toHaveBeenCalledTimes(1);
    open.mockRestore();
  });
});
