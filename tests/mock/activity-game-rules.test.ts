/** The mock's activity tab (featured, ended, how-to, call to action) and game launch rules, answers checked against the contract. */
import { DAY, MINUTE } from '../../mocks/db/clock';
import { call, clock, freshMock, server } from './support/harness';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  await freshMock();
  clock.set(Date.parse('2026-11-22T10:00:00+07:00'));
});

interface Entry {
  activity_id: string;
  kind: string;
  featured: boolean;
  status: 'running' | 'ended';
  game_id?: string;
}
const list = async (path = '/api/Activity/List') => (await call('GET', path, { query: { page: 1, page_size: 50 } })).body.data.items as Entry[];
const detail = async (id: string) => (await call('GET', '/api/Activity/Detail', { query: { activity_id: id } })).body.data;
const launch = (game_id: string, as: 'member' | 'passport' = 'member') => call('POST', '/api/Game/Launch', { body: { game_id }, as });
const verify = (game_id: string, game_token: string, as: 'member' | 'passport' = 'member') =>
  call('POST', '/api/Game/Verify', { body: { game_id, game_token }, as });

describe('activity lists', () => {
  it('put running featured entries first, then running, then those ended in the last 30 days', async () => {
    const items = await list();
    const rank = (e: Entry) => (e.status === 'ended' ? 2 : e.featured ? 0 : 1);
    expect(items.map(rank)).toEqual([...items.map(rank)].sort());
    expect(items.filter((e) => e.featured).map((e) => e.activity_id).sort()).toEqual(['ACT000031', 'ACT000033', 'ACT000051']);
    expect(items.find((e) => e.activity_id === 'ACT000035')).toMatchObject({ status: 'ended', featured: false });
  });

  it('drop an entry 30 days after it ended, and do not list one that has not started', async () => {
    clock.set(Date.parse('2026-11-06T23:59:00+07:00') + 31 * DAY);
    expect((await list()).map((e) => e.activity_id)).not.toContain('ACT000035');
    clock.set(Date.parse('2026-11-04T12:00:00+07:00'));
    expect((await list('/api/Activity/Games')).map((e) => e.activity_id)).not.toContain('ACT000053');
  });
});

describe('activity detail', () => {
  it('answers how to take part and the call to action of each kind', async () => {
    expect(await detail('ACT000031')).toMatchObject({
      how_to_html: { th: expect.stringContaining('<ol>'), en: expect.stringContaining('<ol>') },
      call_to_action: { kind: 'link', url: 'https://www.example.com/privilege/weekly-quiz' },
    });
    expect((await detail('ACT000051')).call_to_action).toMatchObject({ kind: 'play', label: { th: 'เล่นเกม', en: 'Play' } });
    const article = await detail('ACT000041');
    expect(article.call_to_action).toEqual({ kind: 'none' });
    expect(article).not.toHaveProperty('how_to_html');
    expect((await detail('ACT000035')).call_to_action).toEqual({ kind: 'none' });
  });
});

describe('game launch', () => {
  it('issues a one-time token with the app verify address; the token works once', async () => {
    const res = await launch('GAM000007');
    expect(res.status).toBe(200);
    const { game_token, verify_url } = res.body.data as { game_token: string; verify_url: string };
    expect(game_token).toMatch(/^gt_[0-9a-f]{20}$/);
    expect(verify_url).toBe(`/game/verify?game_id=GAM000007&game_token=${game_token}`);
    expect((await verify('GAM000007', game_token)).status).toBe(200);
    const again = await verify('GAM000007', game_token);
    expect([again.status, again.body.code]).toEqual([403, 'FORBIDDEN']);
  });

  it("refuses another member's token, an expired token and a token for another game", async () => {
    const { game_token } = (await launch('GAM000007')).body.data as { game_token: string };
    expect((await verify('GAM000007', game_token, 'passport')).body.code).toBe('FORBIDDEN');
    expect((await verify('GAM000008', game_token)).body.code).toBe('FORBIDDEN');
    clock.advance(11 * MINUTE);
    expect((await verify('GAM000007', game_token)).body.code).toBe('FORBIDDEN');
  });

  it('refuses a game that is not running and an unknown game', async () => {
    clock.set(Date.parse('2028-01-02T10:00:00+07:00'));
    const ended = await launch('GAM000007');
    expect([ended.status, ended.body.code]).toEqual([403, 'FORBIDDEN']);
    clock.set(Date.parse('2026-11-22T10:00:00+07:00'));
    expect((await launch('GAM000999')).status).toBe(404);
  });

  it('refuses a well-formed gt_ token that Launch never issued (no play session, no points)', async () => {
    for (const token of ['gt_9c41b7e2a05d4f6e8b13', `gt_${'a'.repeat(40)}`]) {
      const res = await verify('GAM000007', token);
      expect([res.status, res.body.code]).toEqual([403, 'FORBIDDEN']);
    }
  });
});
