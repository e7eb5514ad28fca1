/**
 * game: launch verification. A `game_token` starting with `gt_` (16-512 characters) works once;
 * a used token, one starting with `gt_expired`, or any other token → 403 FORBIDDEN. Unknown
 * game → 404 NOT_FOUND. The game URL works for 30 minutes of mock time.
 */
import { clock, db } from '../db';
import { isoBangkok, MINUTE } from '../db/clock';
import { codeFrom } from '../db/ids';
import { member } from './support/auth';
import { ok, raise } from './support/respond';
import { route } from './support/route';
import { Problems, readJson, requiredString } from './support/validate';

export const GAME_SESSION_MINUTES = 30;

export const gameHandlers = [
  route('POST', '/api/Game/Verify', 'verifyGame', { security: 'customer' }, async ({ request, session }) => {
    const customer = member(session);
    const body = await readJson(request);
    const problems = new Problems();
    const gameId = requiredString(body, 'game_id', problems, 9);
    if (gameId && !/^GAM[0-9]{6}$/.test(gameId)) problems.add('game_id', 'INVALID_FORMAT');
    const token = requiredString(body, 'game_token', problems, 512);
    if (token && token.length < 16) problems.add('game_token', 'INVALID_FORMAT');
    problems.check();
    const game = db.activities.findFirst((q) => q.where({ kind: 'game', game_id: gameId }));
    if (!game) raise('NOT_FOUND');
    const used = db.gameTokens.findFirst((q) => q.where({ game_token: token }));
    if (!token.startsWith('gt_') || token.startsWith('gt_expired') || used) raise('FORBIDDEN');
    const now = clock.now();
    await db.gameTokens.create({ game_token: token, game_id: gameId, used_at: now });
    const sessionId = `gs_${codeFrom(`${customer.customer_id}:${token}`, 6, 'abcdef0123456789')}`;
    return ok({ game_url: `/game/play?game_id=${gameId}&session=${sessionId}`, expires_at: isoBangkok(now + GAME_SESSION_MINUTES * MINUTE) });
  }),
];
