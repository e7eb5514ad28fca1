/**
 * The mock game's result (POST /__mock/game/result, reported by the game page itself): the session
 * opened by Verify credits its member the game's points_reward once per token; a second report
 * credits nothing; an unknown session or another game is refused. And the game page is served.
 */
import { handleControl } from '../../mocks/server/control-routes';
import { gameAsset, GAME_PAGE_PATH } from '../../mocks/game/page';
import { codeFrom } from '../../mocks/db/ids';
import { call, DEMO, freshMock, server } from './support/harness';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(freshMock);

const points = async (as: 'member' | 'passport' = 'member') => (await call('GET', '/api/Customer/GetPoint', { as })).body.data.point as number;

/** Launches and verifies GAM000007 (reward 20) as `as`; answers the play session id. */
async function play(as: 'member' | 'passport' = 'member'): Promise<string> {
  const launched = await call('POST', '/api/Game/Launch', { body: { game_id: 'GAM000007' }, as });
  const verified = await call('POST', '/api/Game/Verify', { body: { game_id: 'GAM000007', game_token: launched.body.data.game_token }, as });
  expect(verified.status).toBe(200);
  return new URL(verified.body.data.game_url, 'http://x').searchParams.get('session')!;
}

const report = (session: string, game_id = 'GAM000007') => handleControl('POST', '/__mock/game/result', { session, game_id, score: 5 });

describe('the mock game result', () => {
  it('credits the points_reward to the session’s member once per token', async () => {
    const before = await points();
    const session = await play();
    expect(session).toMatch(/^gs_[0-9a-f]{6}$/);
    expect(await report(session)).toEqual({ status: 200, body: { ok: true, credited: 20 } });
    expect(await points()).toBe(before + 20);
    expect(await report(session)).toEqual({ status: 200, body: { ok: true, credited: 0 } });
    expect(await points()).toBe(before + 20);
  });

  it('a new launch is a new token and credits again; another member is not credited', async () => {
    const before = await points();
    const otherBefore = await points('passport');
    await report(await play());
    await report(await play());
    expect(await points()).toBe(before + 40);
    expect(await points('passport')).toBe(otherBefore);
  });

  it('credits nothing for a token Verify refused or a launch that was never verified', async () => {
    const before = await points();
    const forged = await call('POST', '/api/Game/Verify', { body: { game_id: 'GAM000007', game_token: 'gt_ffffffffffffffffffff' } });
    expect(forged.status).toBe(403);
    const launched = await call('POST', '/api/Game/Launch', { body: { game_id: 'GAM000007' } });
    // The very session id Verify would have opened for that token (mocks/handlers/game.ts), had it verified it.
    const unopened = `gs_${codeFrom(`${DEMO.member.customerId}:${launched.body.data.game_token}`, 6, 'abcdef0123456789')}`;
    for (const session of ['gs_ffffff', unopened]) expect((await report(session)).status).toBe(404);
    expect(await points()).toBe(before);
  });

  it('refuses an unknown session, another game and a malformed report', async () => {
    const before = await points();
    expect((await report('gs_ffffff')).status).toBe(404);
    const session = await play();
    expect((await report(session, 'GAM000008')).status).toBe(400);
    expect((await handleControl('POST', '/__mock/game/result', { score: 5 })).status).toBe(400);
    expect(await points()).toBe(before);
  });

  it('serves the playable page (Thai and English text, result report, finished message) and its fonts', () => {
    const page = gameAsset(GAME_PAGE_PATH);
    expect(page?.type).toContain('text/html');
    expect(String(page?.body)).toContain('/__mock/game/result');
    expect(String(page?.body)).toContain('game:finished');
    expect(String(page?.body)).toContain('แตะดาวให้ครบ 5 ครั้ง');
    expect(gameAsset('/__game/font-thai.woff2')?.body.length).toBeGreaterThan(1000);
    expect(gameAsset('/__game/nothing')).toBeNull();
  });
});
