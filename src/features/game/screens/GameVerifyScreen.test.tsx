// @vitest-environment jsdom
/**
 * /game/verify against the mock: a good token is spent once (strict mode's doubled effects
 * included) and leads to the answered play URL in place; a refused token (FORBIDDEN) shows the
 * server's message with the way back to the activity tab; a missing token never calls the server.
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetMock, server } from '@mocks/node';
import GameVerifyScreen from '@/features/game/screens/GameVerifyScreen';
import { launchGame } from '@/generated/game/game';
import { paths } from '@/shared/routing/paths';
import { resetApp, setLang, signInAs } from '@test-support';
import { renderGame } from '@test-support/screens/game';

const verifies: unknown[] = [];
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname === '/api/Game/Verify') verifies.push(await request.clone().json());
  });
});
beforeEach(() => {
  resetApp();
  verifies.length = 0;
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetMock();
});
afterAll(() => server.close());

/** A token the mock issued (Verify accepts no other), as "Play" gets it. */
const launched = async () => (await launchGame({ game_id: 'GAM000007' })).game_token;
const open = (query: string) => renderGame(GameVerifyScreen, { path: paths.gameVerify, url: `${paths.gameVerify}?${query}` });

describe('game verify screen', () => {
  it('verifies the token once and continues to the play URL, replacing the verify address', async () => {
    await setLang('en');
    await signInAs('member');
    const token = await launched();
    const view = open(`game_id=GAM000007&game_token=${token}`);
    expect(screen.getByTestId('game-verify-checking')).toHaveTextContent('Checking your game…');
    await waitFor(() => expect(view.path()).toMatch(/^\/game\/play\?game_id=GAM000007&session=gs_[0-9a-f]{6}$/));
    expect(verifies).toEqual([{ game_id: 'GAM000007', game_token: token }]);
    expect(view.router.state.historyAction).toBe('REPLACE');
  });

  it('a used token is refused with the server’s message and a way back to the activity tab (Thai)', async () => {
    await setLang('th');
    await signInAs('member');
    const token = await launched();
    const first = open(`game_id=GAM000007&game_token=${token}`);
    await waitFor(() => expect(first.path()).toContain('/game/play'));
    cleanup();
    const view = open(`game_id=GAM000007&game_token=${token}`);
    const refused = await screen.findByTestId('game-verify-refused');
    expect(refused).toHaveTextContent('ไม่สามารถเข้าเล่นเกมได้');
    expect(screen.getByTestId('game-verify-refused-message').textContent).not.toBe('');
    expect(verifies).toHaveLength(2);
    fireEvent.click(screen.getByTestId('game-back-to-activity'));
    await waitFor(() => expect(view.path()).toBe(paths.activityList));
  });

  it('a token the server never issued shows the FORBIDDEN message in English', async () => {
    await setLang('en');
    await signInAs('member');
    open('game_id=GAM000007&game_token=gt_componenttest000001');
    const message = await screen.findByTestId('game-verify-refused-message');
    expect(message.textContent).toMatch(/\w/);
    expect(screen.getByTestId('game-back-to-activity')).toHaveTextContent('Back to activities');
  });

  it('an incomplete link says so without calling the server', async () => {
    await setLang('en');
    await signInAs('member');
    open('game_id=GAM000007');
    expect(await screen.findByTestId('game-verify-refused-message')).toHaveTextContent('This game link is incomplete');
    await new Promise((r) => setTimeout(r, 50));
    expect(verifies).toHaveLength(0);
  });
});
