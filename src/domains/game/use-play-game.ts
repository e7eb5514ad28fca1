import { useRef } from 'react';
import { useAppNavigate } from '@/shared/routing/app-navigate';
import { useLaunchGame } from '@/generated/game/game';

/**
 * "Play" for a game (activity detail, the game list): asks the server to launch it
 * (`POST /api/Game/Launch`, which issues the one-time game token) and continues to the answered
 * `/game/verify` address. One launch at a time: a double tap never spends two tokens.
 */
export function usePlayGame() {
  const navigate = useAppNavigate();
  const launching = useRef(false);
  const launch = useLaunchGame({
    mutation: {
      onSuccess: (data) => void navigate(data.verify_url),
      onSettled: () => {
        launching.current = false;
      },
    },
  });
  return {
    play: (gameId: string) => {
      if (launching.current) return;
      launching.current = true;
      launch.mutate({ data: { game_id: gameId } });
    },
    /** The game being launched, while it is. */
    pendingGameId: launch.isPending ? launch.variables?.data.game_id : undefined,
    error: launch.error,
    reset: launch.reset,
  };
}
