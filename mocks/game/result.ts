/**
 * The game provider's side of the mock: the game page (page.ts) reports its result here itself
 * (`POST /__mock/game/result {session, game_id, score}` — a control route of the standalone server,
 * and the same route answered by the browser worker in dev), never through an `/api/` call of the
 * app. The play session (`gs_…`, opened by POST /api/Game/Verify) maps to the member and the game
 * token; the game's fixed reward (its activity's `points_reward`) is credited once per token: a
 * second report credits nothing. An unknown session or a game that is not the session's → refused.
 */
import { http, HttpResponse } from 'msw';
import { clock, db, runExclusive } from '../db';
import { credit } from '../handlers/support/points';

export const GAME_RESULT_PATH = '/__mock/game/result';

export interface GameResultAnswer {
  status: number;
  body: { ok: boolean; credited?: number; error?: string };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Credits the session's member with the game's reward, once per game token. */
export function reportGameResult(body: unknown): Promise<GameResultAnswer> {
  return runExclusive(async (): Promise<GameResultAnswer> => {
    if (!isRecord(body) || typeof body.session !== 'string' || typeof body.game_id !== 'string') {
      return { status: 400, body: { ok: false, error: 'expected {session, game_id, score}' } };
    }
    const { session, game_id: gameId } = body;
    const played = session.startsWith('gs_') ? db.gameTokens.findFirst((q) => q.where({ session })) : undefined;
    if (!played?.customer_id) return { status: 404, body: { ok: false, error: 'unknown session' } };
    if (played.game_id !== gameId) return { status: 400, body: { ok: false, error: 'not this session’s game' } };
    if (played.credited_at !== undefined) return { status: 200, body: { ok: true, credited: 0 } };
    const game = db.activities.findFirst((q) => q.where({ kind: 'game', game_id: gameId }));
    const reward = game?.points_reward ?? 0;
    await db.gameTokens.update((q) => q.where({ game_token: played.game_token }), {
      data(record) {
        record.credited_at = clock.now();
      },
    });
    await credit(played.customer_id, reward);
    return { status: 200, body: { ok: true, credited: reward } };
  });
}

/** The same route for the browser worker (dev): the game frame's request reaches the app's worker. */
export const gameResultHandler = http.post(GAME_RESULT_PATH, async ({ request }) => {
  const body: unknown = await request.json().catch(() => null);
  const answer = await reportGameResult(body);
  return HttpResponse.json(answer.body, { status: answer.status });
});
