// @vitest-environment jsdom
/**
 * The start screen's first reads (first-reads.ts), which the page's inline script sends under the
 * prerendered shell: they are exactly what start-up then asks for, so each is sent once, and the
 * first page's first-row images are asked for as soon as it is in.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO, issueToken } from '@mocks/identities';
import { server } from '@mocks/node';
import { startFirstData } from '@/app/bootstrap/first-data';
import { firstReads } from '@/app/bootstrap/first-reads';
import { gatherGuardState } from '@/app/router/guard-loader';
import type { InfiniteData } from '@tanstack/react-query';
import { listParams } from '@/features/privilege/lib/list-params';
import type { PrivilegePage } from '@/generated/model';
import { getGetPrivilegeListInfiniteQueryKey } from '@/generated/privilege/privilege';
import { sendEarlyReads } from '@/shared/api/early-reads';
import { queryClient } from '@/shared/api/query-client';
import { buildUrl } from '@/shared/api/request';
import { writeToken } from '@/shared/session/token';
import { useGuardTestHooks } from '@test-support';

/** Every request the mock saw: method, path and query. */
const requests: string[] = [];
const address = (url: string) => {
  const parsed = new URL(url, window.location.origin);
  return `${parsed.pathname}${parsed.search}`;
};
const firstReadAddresses = (guest = false) => firstReads({ guest }).map((read) => `GET ${address(buildUrl(read.url, read.params))}`);

async function settled(): Promise<void> {
  for (let i = 0; i < 200 && queryClient.isFetching() === 0; i++) await new Promise((r) => setTimeout(r, 5));
  while (queryClient.isFetching() > 0) await new Promise((r) => setTimeout(r, 5));
}

afterEach(() => Reflect.deleteProperty(globalThis, '__memberAppEarlyReads'));

describe('the first reads sent before the app', () => {
  useGuardTestHooks({
    onListen: async () => {
      server.events.on('request:start', ({ request }) => void requests.push(`${request.method} ${address(request.url)}`));
      await import('@/features/privilege/screens/PrivilegeListScreen');
    },
    onEach: () => {
      requests.length = 0;
      document.head.innerHTML = '';
      Reflect.deleteProperty(globalThis, '__memberAppEarlyReads');
      window.history.replaceState(null, '', '/privilege/privilege-list');
    },
  });

  it('are what start-up asks for first under the shell, call for call: a member\'s', async () => {
    writeToken(issueToken(DEMO.member.customerId));
    startFirstData('shell');
    await vi.waitFor(() => expect(requests.length).toBeGreaterThanOrEqual(4));
    await settled();
    expect(firstReadAddresses()).toHaveLength(4);
    expect([...requests].sort()).toEqual([...firstReadAddresses()].sort());
  });

  it('and a guest\'s (no customer info to look up, no balance)', async () => {
    writeToken(issueToken('GUEST', { guest: true }));
    startFirstData('shell');
    await vi.waitFor(() => expect(requests.length).toBeGreaterThanOrEqual(2));
    await settled();
    expect(firstReadAddresses(true)).toHaveLength(2);
    expect([...requests].sort()).toEqual([...firstReadAddresses(true)].sort());
  });

  it('sent first, they are adopted: start-up sends none of them again, the guard passes on them, and the first row\'s images are asked for on arrival', async () => {
    writeToken(issueToken(DEMO.member.customerId));
    await sendEarlyReads(firstReads({ guest: false }));
    await vi.waitFor(() => expect(document.head.querySelectorAll('link[rel="preload"][as="image"]').length).toBeGreaterThan(0));
    expect([...requests].sort()).toEqual([...firstReadAddresses()].sort());
    startFirstData('shell');
    const state = await gatherGuardState('required');
    await settled();
    expect(state.customer?.isregistered).toBe(true);
    expect([...requests].sort()).toEqual([...firstReadAddresses()].sort());
    const images = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => link.getAttribute('href'));
    const page = queryClient.getQueryData<InfiniteData<PrivilegePage>>(getGetPrivilegeListInfiniteQueryKey(listParams({})));
    const firstImage = page?.pages[0]?.items[0]?.image_url;
    expect(firstImage).toBeTruthy();
    expect(images).toContain(firstImage);
  });
});
