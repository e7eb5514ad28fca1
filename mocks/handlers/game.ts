/**
 * game: launch and launch verification.
 * - Launch (member): a running game → a one-time `gt_…` token for this member, valid 10 minutes of
 *   mock time, with the app's `/game/verify` address; a game not running → 403 FORBIDDEN; unknown
 *   game → 404 NOT_FOUND.
 * - Verify: only a token Launch issued works, once, for the member and the game it was issued for,
 *   until it expires. Any other token (never issued, used, expired, another member's or another
 *   game's) → 403 FORBIDDEN. Unknown game → 404 NOT_FOUND. The game URL works for 30 minutes.
 *   The used token keeps the play session it opened (`gs_…`) and its member, so the game's result
 *   (mocks/game/result.ts, reported by the game page itself) credits that member once; no session
 *   exists without Verify, so no points either.
 */
import { clock, db } from '../db';
import { isoBangkok, MINUTE } from '../db/clock';
import { codeFrom } from '../db/ids';
import { member } from './support/auth';
import { ok, raise } from './support/respond';
import { route } from './support/route';

const GAME_SESSION_MINUTES = 30;
const GAME_LAUNCH_MINUTES = 10;
let launches = 0;

export const gameHandlers = [
  route('POST', '/api/Game/Launch', 'launchGame', { security: 'customer' }, async ({ body, session }) => {
    const customer = member(session);
    const { game_id: gameId } = body;
    const game = db.activities.findFirst((q) => q.where({ kind: 'game', game_id: gameId }));
    if (!game) raise('NOT_FOUND');
    const now = clock.now();
    if (now < game.starts_at || now > game.ends_at) raise('FORBIDDEN');
    launches += 1;
    const token = `gt_${codeFrom(`${customer.customer_id}:${gameId}:${now}:${launches}`, 20, 'abcdef0123456789')}`;
    const expiresAt = now + GAME_LAUNCH_MINUTES * MINUTE;
    await db.gameLaunches.create({ game_token: token, game_id: gameId, customer_id: customer.customer_id, expires_at: expiresAt });
    const query = new URLSearchParams({ game_id: gameId, game_token: token });
    return ok({ game_id: gameId, game_token: token, verify_url: `/game/verify?${query.toString()}`, expires_at: isoBangkok(expiresAt) });
  }),

  route('POST', '/api/Game/Verify', 'verifyGame', { security: 'customer' }, async ({ body, session }) => {
    const customer = member(session);
    const { game_id: gameId, game_token: token } = body;
    const game = db.activities.findFirst((q) => q.where({ kind: 'game', game_id: gameId }));
    if (!game) raise('NOT_FOUND');
    const now = clock.now();
    const used = db.gameTokens.findFirst((q) => q.where({ game_token: token }));
    const issued = db.gameLaunches.findFirst((q) => q.where({ game_token: token }));
    const valid = issued && issued.customer_id === customer.customer_id && issued.game_id === gameId && now <= issued.expires_at;
    if (!valid || used) raise('FORBIDDEN');
    const sessionId = `gs_${codeFrom(`${customer.customer_id}:${token}`, 6, 'abcdef0123456789')}`;
    await db.gameTokens.create({ game_token: token, game_id: gameId, used_at: now, customer_id: customer.customer_id, session: sessionId });
    return ok({ game_url: `/game/play?game_id=${gameId}&session=${sessionId}`, expires_at: isoBangkok(now + GAME_SESSION_MINUTES * MINUTE) });
  }),
];
