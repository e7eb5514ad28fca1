/**
 * The store of point-moving writes whose outcome is unknown: kept per member in session storage
 * (so it survives a reload of the app's code), another member's dropped, and cleared when the
 * session ends (401, logout) or the attempt settles.
 */
import type * as PendingAttempts from '@/shared/api/pending-attempts';
import { TOKEN_STORAGE_KEY } from '@/shared/session/token';
import { issueToken } from '@mocks/identities';
import { memoryStorage } from '@test-support';

type Store = typeof PendingAttempts;
const load = async (): Promise<Store> => import('@/shared/api/pending-attempts');
const signInAs = (customerId: string) => sessionStorage.setItem(TOKEN_STORAGE_KEY, issueToken(customerId));

const attempt = (member: string, purpose = 'privilege:PRV000401') => ({
  key: `key-${member}-${purpose}`,
  body: { privilege_id: 'PRV000401', quantity: 2 },
  operation: 'redeem',
  member,
  purpose,
  note: { quantity: 2 },
});

beforeEach(() => {
  vi.resetModules();
  vi.stubGlobal('sessionStorage', memoryStorage());
  signInAs('CUS0000123');
});
afterEach(() => vi.unstubAllGlobals());

describe('pending attempts', () => {
  it('survive a reload of the module: read back from session storage', async () => {
    (await load()).keepPending(attempt('CUS0000123'));
    vi.resetModules();
    const fresh = await load();
    expect(fresh.readPending('privilege:PRV000401')).toEqual(attempt('CUS0000123'));
    expect(JSON.parse(sessionStorage.getItem(fresh.PENDING_ATTEMPTS_KEY)!)).toHaveLength(1);
  });

  it('are kept per member: another member’s attempt is ignored and dropped', async () => {
    const store = await load();
    store.keepPending(attempt('CUS0000999'));
    store.keepPending(attempt('CUS0000123', 'partner:blueplus'));
    expect(store.readPending('privilege:PRV000401')).toBeNull();
    expect(store.readPending('partner:blueplus')?.member).toBe('CUS0000123');
    expect(JSON.parse(sessionStorage.getItem(store.PENDING_ATTEMPTS_KEY)!)).toEqual([attempt('CUS0000123', 'partner:blueplus')]);
  });

  it('one per purpose; settling one leaves the others', async () => {
    const store = await load();
    store.keepPending(attempt('CUS0000123'));
    store.keepPending({ ...attempt('CUS0000123'), key: 'newer' });
    store.keepPending(attempt('CUS0000123', 'partner:maxme'));
    expect(store.readPending('privilege:PRV000401')?.key).toBe('newer');
    store.dropPending('privilege:PRV000401');
    expect(store.readPending('privilege:PRV000401')).toBeNull();
    expect(store.readPending('partner:maxme')).not.toBeNull();
  });

  it('are cleared when the session ends locally (a 401, the not-authorised screen)', async () => {
    const store = await load();
    store.keepPending(attempt('CUS0000123'));
    const { endSessionLocally } = await import('@/shared/session/session');
    endSessionLocally();
    expect(sessionStorage.getItem(store.PENDING_ATTEMPTS_KEY)).toBeNull();
    signInAs('CUS0000123');
    expect(store.readPending('privilege:PRV000401')).toBeNull();
  });

  it('are cleared by logout (all of session storage), and nothing is read back from memory', async () => {
    const store = await load();
    store.keepPending(attempt('CUS0000123'));
    vi.doMock('@/generated/auth/auth', () => ({ logoutLine: () => Promise.resolve() }));
    const { logout } = await import('@/shared/session/logout');
    await logout();
    expect(sessionStorage.getItem(store.PENDING_ATTEMPTS_KEY)).toBeNull();
    signInAs('CUS0000123');
    expect(store.readPending('privilege:PRV000401')).toBeNull();
  });

  it('without a session nothing is read, and nothing is dropped', async () => {
    const store = await load();
    store.keepPending(attempt('CUS0000123'));
    sessionStorage.removeItem(TOKEN_STORAGE_KEY);
    expect(store.readPending('privilege:PRV000401')).toBeNull();
    signInAs('CUS0000123');
    expect(store.readPending('privilege:PRV000401')?.key).toBe(attempt('CUS0000123').key);
  });

  it('with session storage refusing them, they live in memory for the visit, and go when the session ends', async () => {
    const blocked = memoryStorage();
    const setItem = blocked.setItem.bind(blocked);
    blocked.setItem = (key, value) => {
      if (key === 'pending-attempts') throw new DOMException('full', 'QuotaExceededError');
      setItem(key, value);
    };
    vi.stubGlobal('sessionStorage', blocked);
    signInAs('CUS0000123');
    const store = await load();
    store.keepPending(attempt('CUS0000123'));
    expect(blocked.getItem(store.PENDING_ATTEMPTS_KEY)).toBeNull();
    expect(store.readPending('privilege:PRV000401')?.key).toBe(attempt('CUS0000123').key);
    const { endSessionLocally } = await import('@/shared/session/session');
    endSessionLocally();
    signInAs('CUS0000123');
    expect(store.readPending('privilege:PRV000401')).toBeNull();
  });
});
