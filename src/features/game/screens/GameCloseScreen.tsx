import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useAppNavigate } from '@/shared/routing/app-navigate';
import { refresh } from '@/shared/api/refresh';
import { paths } from '@/shared/routing/paths';
import { GameWorking } from '../ui/GameStates';

/**
 * `/game/close` (blank layout): after a game, what a reward changes is refreshed (`gameClosed`:
 * the points, the member's info, the points statement) — the provider may have credited one —
 * then back to the activity tab in place, whether or not the refetches succeeded.
 */
function GameCloseScreen() {
  const intl = useIntl();
  const navigate = useAppNavigate();
  const queryClient = useQueryClient();
  const closing = useRef(false);

  useEffect(() => {
    if (closing.current) return;
    closing.current = true;
    void refresh('gameClosed', queryClient)
      .catch(() => undefined)
      .then(() => navigate(paths.activityList, { replace: true }));
  }, [queryClient, navigate]);

  return <GameWorking label={intl.formatMessage({ id: 'game.close.updating' })} testId="game-closing" />;
}

export default GameCloseScreen;
