import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useAppNavigate } from '@/shared/routing/app-navigate';
import { useVerifyGame } from '@/generated/game/game';
import { isApiError } from '@/shared/api/api-error';
import { useErrorMessage } from '@/shared/api/error-message';
import { readUrlParam, useQueryParams } from '@/shared/routing/url-params';
import { ErrorState } from '@/shared/ui/light/status/ErrorState';
import { GameRefused, GameWorking } from '../ui/GameStates';
import classes from '../ui/game.module.css';

/** An app path (`/game/play?…`) — never `//host`; anything else is left to the browser. */
const isAppPath = (url: string) => url.startsWith('/') && !url.startsWith('//');

/**
 * `/game/verify?game_id=…&game_token=…` (blank layout): spends the one-time token once
 * (`POST /api/Game/Verify`; React's doubled effects do not spend it twice) and continues to the
 * answered play URL in place. A refused token (FORBIDDEN: invalid, used or expired) shows the
 * server's message and the way back to the activity tab (so does an unknown game); other
 * failures can be retried.
 */
function GameVerifyScreen() {
  const intl = useIntl();
  const messageOf = useErrorMessage();
  const navigate = useAppNavigate();
  const [params] = useQueryParams();
  const gameId = readUrlParam(params, 'game_id') ?? '';
  const gameToken = readUrlParam(params, 'game_token') ?? '';
  const verified = useRef<string | null>(null);
  const verify = useVerifyGame({
    mutation: {
      onSuccess: ({ game_url }) => {
        if (isAppPath(game_url)) void navigate(game_url, { replace: true });
        else window.location.replace(game_url);
      },
    },
  });
  const { mutate } = verify;

  useEffect(() => {
    if (!gameId || !gameToken || verified.current === gameToken) return;
    verified.current = gameToken;
    mutate({ data: { game_id: gameId, game_token: gameToken } });
  }, [gameId, gameToken, mutate]);

  if (!gameId || !gameToken) return <GameRefused message={intl.formatMessage({ id: 'game.verify.incomplete' })} testId="game-verify-refused" />;
  if (verify.isError) {
    if (isApiError(verify.error) && (verify.error.code === 'FORBIDDEN' || verify.error.code === 'NOT_FOUND')) return <GameRefused message={messageOf(verify.error)} testId="game-verify-refused" />;
    return (
      <div className={classes.centre}>
        <ErrorState error={verify.error} onRetry={() => mutate({ data: { game_id: gameId, game_token: gameToken } })} />
      </div>
    );
  }
  return <GameWorking label={intl.formatMessage({ id: 'game.verify.checking' })} testId="game-verify-checking" />;
}

export default GameVerifyScreen;
