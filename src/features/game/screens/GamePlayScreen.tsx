import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useAppNavigate } from '@/shared/routing/app-navigate';
import { useLang } from '@/shared/i18n/lang-store';
import { paths } from '@/shared/routing/paths';
import { readUrlParam, useQueryParams } from '@/shared/routing/url-params';
import { gameFrameUrl, isGameFinished } from '../lib/game-frame';
import { GameRefused } from '../ui/GameStates';
import classes from '../ui/game.module.css';
import { Button } from '@/shared/ui/light/button/Button';

/**
 * `/game/play?game_id=…&session=…` (blank layout): the provider's game in a sandboxed frame
 * (lib/game-frame.ts says where), full height, with a close control. The frame's
 * `{type: 'game:finished'}` message — from the frame's origin only — closes the game too.
 */
function GamePlayScreen() {
  const intl = useIntl();
  const lang = useLang();
  const navigate = useAppNavigate();
  const [params] = useQueryParams();
  const gameId = readUrlParam(params, 'game_id') ?? '';
  const session = readUrlParam(params, 'session') ?? '';
  const complete = gameId !== '' && session !== '';
  const src = useMemo(() => (complete ? gameFrameUrl({ gameId, session, lang }, window.location.href) : null), [complete, gameId, session, lang]);
  const frameOrigin = src?.origin ?? null;

  useEffect(() => {
    if (!frameOrigin) return;
    const onMessage = (event: MessageEvent) => {
      if (isGameFinished(event, frameOrigin)) void navigate(paths.gameClose, { replace: true });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frameOrigin, navigate]);

  if (!src) {
    const message = intl.formatMessage({ id: complete ? 'game.play.foreign' : 'game.verify.incomplete' });
    return <GameRefused message={message} testId="game-play-refused" />;
  }
  return (
    <div className={classes.player} data-testid="game-player">
      <div className={classes.bar}>
        <Button variant="subtle" onClick={() => void navigate(paths.gameClose, { replace: true })} data-testid="game-close">
          {intl.formatMessage({ id: 'game.play.close' })}
        </Button>
      </div>
      <iframe
        className={classes.frame}
        src={src.href}
        title={intl.formatMessage({ id: 'game.play.frameTitle' })}
        sandbox="allow-scripts allow-same-origin"
        referrerPolicy="no-referrer"
        data-testid="game-frame"
      />
    </div>
  );
}

export default GamePlayScreen;
