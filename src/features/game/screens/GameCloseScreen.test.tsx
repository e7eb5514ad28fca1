// @vitest-environment jsdom
/**
 * /game/close and /game against the mock: closing refreshes the points a screen shows (the
 * provider credited a reward meanwhile) and returns to the activity tab in place; the game list
 * shows the running games with their points and launches one with "Play".
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetMock, server } from '@mocks/node';
import { reportGameResult } from '@mocks/game/result';
import GameCloseScreen from '@/features/game/screens/GameCloseScreen';
import GameHomeScreen from '@/features/game/screens/GameHomeScreen';
import { getGetPointQueryKey, getPoint, useGetPoint } from '@/generated/customer/customer';
import { launchGame, verifyGame } from '@/generated/game/game';
import { queryClient } from '@/shared/api/query-client';
import { paths } from '@/shared/routing/paths';
import { resetApp, setLang, signInAs } from '@test-support';
import { renderGame } from '@test-support/screens/game';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(resetApp);
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetMock();
});
afterAll(() => server.close());

/** The balance as a screen shows it (kept mounted across navigation). */
function PointsProbe() {
  const point = useGetPoint({ query: { staleTime: Infinity } }).data?.point;
  return <output data-testid="points">{point ?? '…'}</output>;
}

describe('game close screen', () => {
  it('refreshes the points and returns to the activity list (replace)', async () => {
    await setLang('en');
    await signInAs('member');
    const before = await queryClient.fetchQuery({ queryKey: getGetPointQueryKey(), queryFn: () => getPoint(), staleTime: Infinity });
    // The provider credits a game reward meanwhile (launched, verified, then its result).
    const { game_token } = await launchGame({ game_id: 'GAM000007' });
    const session = new URL((await verifyGame({ game_id: 'GAM000007', game_token })).game_url, 'http://x').searchParams.get('session');
    expect((await reportGameResult({ session, game_id: 'GAM000007', score: 5 })).body.credited).toBe(20);

    const view = renderGame(GameCloseScreen, { path: paths.gameClose, url: paths.gameClose, extra: <PointsProbe /> });
    expect(screen.getByTestId('points')).toHaveTextContent(String(before.point));
    expect(screen.getByTestId('game-closing')).toHaveTextContent('Updating your points…');
    await waitFor(() => expect(view.path()).toBe(paths.activityList));
    expect(view.router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(screen.getByTestId('points')).toHaveTextContent(String(before.point + 20)));
  });
});

describe('game list screen', () => {
  it('lists the running games with points and launches one with Play (Thai)', async () => {
    await setLang('th');
    await signInAs('member');
    const view = renderGame(GameHomeScreen, { path: paths.game, url: paths.game });
    const cards = await screen.findAllByTestId('game-card');
    expect(cards.map((c) => c.getAttribute('data-game-id'))).toEqual(expect.arrayContaining(['GAM000007', 'GAM000008', 'GAM000009']));
    const icon = cards.find((c) => c.getAttribute('data-game-id') === 'GAM000007')!;
    expect(icon).toHaveTextContent('เกมจับคู่ไอคอน');
    expect(icon).toHaveTextContent('รับ 20 คะแนน');
    expect(screen.getByTestId('game-terms-link')).toHaveAttribute('href', paths.gameTerms);
    fireEvent.click(within(icon).getByTestId('game-play'));
    await waitFor(() => expect(view.path()).toMatch(/^\/game\/verify\?game_id=GAM000007&game_token=gt_[0-9a-f]{20}$/));
  });
});
