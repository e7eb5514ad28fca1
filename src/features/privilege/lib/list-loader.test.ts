// @vitest-environment jsdom
/**
 * The privilege list's loader: for a member, the balance (whose expiry notice sits above the cards) is
 * asked for with the first page, and the loader resolves only once both are in, so the notice never
 * comes in after the cards and pushes them down; at start-up too, before the server has accepted the
 * token (its customer info on its way). A guest has no balance.
 */
import { describe, expect, it } from 'vitest';
import { delay, http } from 'msw';
import { DEMO, issueToken } from '@mocks/identities';
import { server } from '@mocks/node';
import { loaderArgsFor } from '@/app/bootstrap/first-data';
import { getGetPointQueryKey } from '@/generated/customer/customer';
import { queryClient } from '@/shared/api/query-client';
import { markTokenAccepted } from '@/shared/session/session';
import { writeToken } from '@/shared/session/token';
import { useGuardTestHooks } from '@test-support';
import { listLoader } from './list-loader';

const requests: string[] = [];
const LIST = 'http://localhost/privilege/privilege-list';

describe('the privilege list loader', () => {
  useGuardTestHooks({
    onListen: () => {
      server.events.on('request:start', ({ request }) => void requests.push(new URL(request.url).pathname));
    },
    onEach: () => {
      requests.length = 0;
    },
  });

  it('an accepted member: the balance is asked for with the first page, and the loader waits for it', async () => {
    const token = issueToken(DEMO.member.customerId);
    writeToken(token);
    markTokenAccepted(token);
    // The balance answers after the page: the loader must still wait for it.
    server.use(http.get('*/api/Customer/GetPoint', () => delay(200)));
    await listLoader(loaderArgsFor(LIST, '/privilege/privilege-list'));
    expect(queryClient.getQueryData(getGetPointQueryKey())).toBeDefined();
    expect(requests.filter((path) => path === '/api/Customer/GetPoint')).toHaveLength(1);
    expect(requests).toContain('/api/Privilege/List');
  });

  it('a member token not accepted yet (start-up): the balance is asked for with the first page all the same', async () => {
    writeToken(issueToken(DEMO.member.customerId));
    server.use(http.get('*/api/Customer/GetPoint', () => delay(200)));
    await listLoader(loaderArgsFor(LIST, '/privilege/privilege-list'));
    expect(queryClient.getQueryData(getGetPointQueryKey())).toBeDefined();
    expect(requests.filter((path) => path === '/api/Customer/GetPoint')).toHaveLength(1);
    expect(requests).not.toContain('/api/Customer/CustomerInfo');
  });

  it('a guest: no balance is asked for', async () => {
    writeToken(issueToken('GUEST', { guest: true }));
    await listLoader(loaderArgsFor(LIST, '/privilege/privilege-list'));
    expect(requests).toContain('/api/Privilege/List');
    expect(requests).not.toContain('/api/Customer/GetPoint');
  });
});
