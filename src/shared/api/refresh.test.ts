/**
 * What a write or a server event refreshes (src/shared/api/refresh.ts): the keys of a few writes,
 * plain and infinite, and a refresh that reaches the infinite query of a paged list as well as its
 * plain query, with every parameterised variant, and nothing else.
 */
import { QueryClient, QueryObserver, type QueryKey } from '@tanstack/react-query';
import * as activity from '@/generated/activity/activity';
import { getGetAddressDetailQueryKey, getGetAddressListQueryKey } from '@/generated/address/address';
import * as content from '@/generated/content/content';
import { getGetCustomerInfoQueryKey, getGetPointQueryKey } from '@/generated/customer/customer';
import * as history from '@/generated/history/history';
import * as privilege from '@/generated/privilege/privilege';
import { getGetActiveEcodesQueryKey } from '@/generated/redemption/redemption';
import { refresh, refreshedKeys, type RefreshEvent } from '@/shared/api/refresh';

const EVENTS: RefreshEvent[] = [
  'redeemed',
  'redeemRefused',
  'balanceAnswered',
  'pointsTransferred',
  'maxmeTransferSucceeded',
  'maxmeTransferFailed',
  'gameClosed',
  'addressesChanged',
  'serviceLinked',
  'preferencesUnsaved',
  'consentAccepted',
  'consentVersionStale',
  'registered',
  'migrateSimNoticeAnswered',
];

/** Every generated paged read: its plain key and its infinite key (no parameters: every variant). */
const PAGED_READS = [activity, content, history, privilege].flatMap((module) =>
  Object.entries(module as Record<string, unknown>).flatMap(([name, infinite]) => {
    const match = /^get(\w+)InfiniteQueryKey$/.exec(name);
    const plain = match ? (module as Record<string, unknown>)[`get${match[1]}QueryKey`] : undefined;
    return typeof infinite === 'function' && typeof plain === 'function'
      ? [{ name: match![1]!, plain: (plain as () => QueryKey)(), infinite: (infinite as () => QueryKey)() }]
      : [];
  }),
);

function seeded(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const pages = { pages: [{ items: [], page: 1, total: 0 }], pageParams: [1] };
  client.setQueryData(history.getGetTransferHistoryQueryKey({ page_size: 20 }), { items: [], page: 1, total: 0 });
  client.setQueryData(history.getGetTransferHistoryInfiniteQueryKey({ page_size: 20 }), pages);
  client.setQueryData(history.getGetTransferHistoryInfiniteQueryKey({ page_size: 10 }), pages);
  client.setQueryData(history.getGetPointStatementInfiniteQueryKey({ page_size: 20 }), pages);
  client.setQueryData(history.getGetRedemptionHistoryInfiniteQueryKey({ page_size: 20 }), pages);
  client.setQueryData(privilege.getGetPrivilegeListInfiniteQueryKey({ page_size: 10 }), pages);
  client.setQueryData(getGetPointQueryKey(), { point: 100 });
  client.setQueryData(getGetCustomerInfoQueryKey(), {});
  return client;
}

const invalidated = (client: QueryClient, key: QueryKey) => client.getQueryState(key)?.isInvalidated;

describe('refreshedKeys', () => {
  it('a redemption refreshes customer info, the privilege list and details, the redemption history, the e-code wallet and the points statement, plain and infinite', () => {
    expect(refreshedKeys('redeemed')).toEqual([
      getGetCustomerInfoQueryKey(),
      privilege.getGetPrivilegeListQueryKey(),
      privilege.getGetPrivilegeListInfiniteQueryKey(),
      privilege.getGetPrivilegeDetailQueryKey(),
      history.getGetRedemptionHistoryQueryKey(),
      history.getGetRedemptionHistoryInfiniteQueryKey(),
      getGetActiveEcodesQueryKey(),
      history.getGetPointStatementQueryKey(),
      history.getGetPointStatementInfiniteQueryKey(),
    ]);
  });

  it('a transfer refreshes the transfer history and the points statement, plain and infinite; a returned one the balance too', () => {
    const transferred = [
      history.getGetTransferHistoryQueryKey(),
      history.getGetTransferHistoryInfiniteQueryKey(),
      history.getGetPointStatementQueryKey(),
      history.getGetPointStatementInfiniteQueryKey(),
    ];
    expect(refreshedKeys('pointsTransferred')).toEqual(transferred);
    expect(refreshedKeys('maxmeTransferFailed')).toEqual([...transferred, getGetPointQueryKey()]);
    expect(refreshedKeys('maxmeTransferSucceeded')).toEqual(transferred.slice(0, 2));
  });

  it('an address change refreshes the list, customer info and every address detail', () => {
    expect(refreshedKeys('addressesChanged')).toEqual([getGetAddressListQueryKey(), getGetCustomerInfoQueryKey(), getGetAddressDetailQueryKey()]);
  });

  it('finds the paged reads of the generated code (the check below has something to check)', () => {
    expect(PAGED_READS.map((read) => read.name)).toEqual(expect.arrayContaining(['GetPrivilegeList', 'GetTransferHistory', 'GetRedemptionHistory', 'GetPointStatement']));
  });

  it.each(EVENTS)('%s: every paged read it refreshes, it refreshes under both keys', (event) => {
    const keys = refreshedKeys(event);
    expect(keys.length).toBeGreaterThan(0);
    for (const read of PAGED_READS) {
      const hasPlain = keys.some((key) => JSON.stringify(key) === JSON.stringify(read.plain));
      const hasInfinite = keys.some((key) => JSON.stringify(key) === JSON.stringify(read.infinite));
      expect({ read: read.name, hasInfinite }).toEqual({ read: read.name, hasInfinite: hasPlain });
    }
  });
});

describe('refresh', () => {
  it('a settled transfer marks the transfer history stale under its plain and infinite keys, every filter, and nothing else', async () => {
    const client = seeded();
    await refresh('maxmeTransferSucceeded', client);
    expect(invalidated(client, history.getGetTransferHistoryQueryKey({ page_size: 20 }))).toBe(true);
    expect(invalidated(client, history.getGetTransferHistoryInfiniteQueryKey({ page_size: 20 }))).toBe(true);
    expect(invalidated(client, history.getGetTransferHistoryInfiniteQueryKey({ page_size: 10 }))).toBe(true);
    expect(invalidated(client, history.getGetPointStatementInfiniteQueryKey({ page_size: 20 }))).toBe(false);
    expect(invalidated(client, history.getGetRedemptionHistoryInfiniteQueryKey({ page_size: 20 }))).toBe(false);
    expect(invalidated(client, getGetPointQueryKey())).toBe(false);
  });

  it('a redemption reaches the paged lists the screens read (infinite queries) and customer info, not the balance', async () => {
    const client = seeded();
    await refresh('redeemed', client);
    expect(invalidated(client, privilege.getGetPrivilegeListInfiniteQueryKey({ page_size: 10 }))).toBe(true);
    expect(invalidated(client, history.getGetRedemptionHistoryInfiniteQueryKey({ page_size: 20 }))).toBe(true);
    expect(invalidated(client, history.getGetPointStatementInfiniteQueryKey({ page_size: 20 }))).toBe(true);
    expect(invalidated(client, getGetCustomerInfoQueryKey())).toBe(true);
    expect(invalidated(client, getGetPointQueryKey())).toBe(false);
    expect(invalidated(client, history.getGetTransferHistoryInfiniteQueryKey({ page_size: 20 }))).toBe(false);
  });

  it('refetches a read that is on screen and resolves once it has answered', async () => {
    const client = seeded();
    const watching = new QueryObserver(client, { queryKey: getGetPointQueryKey(), queryFn: () => Promise.resolve({ point: 150 }), staleTime: Infinity });
    const stop = watching.subscribe(() => undefined);
    await refresh('gameClosed', client);
    expect(client.getQueryData(getGetPointQueryKey())).toEqual({ point: 150 });
    stop();
  });
});
