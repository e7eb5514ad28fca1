import { useIntl } from 'react-intl';
import { useGetGameList } from '@/generated/activity/activity';
import { useErrorMessage } from '@/shared/api/error-message';
import { usePlayGame } from '@/domains/game/use-play-game';
import { paths } from '@/shared/routing/paths';
import { EmptyState } from '@/shared/ui/light/status/EmptyState';
import { ErrorState } from '@/shared/ui/light/status/ErrorState';
import { SkeletonLines } from '@/shared/ui/light/status/Skeleton';
import { GameCard } from '../ui/GameCard';
import classes from '../ui/game.module.css';
import { AppLink } from '@/shared/routing/AppLink';

const FIRST_PAGE = { page: 1, page_size: 20 } as const;

/**
 * `/game`: the games the member can play now (running ones of the first page), each with "Play"
 * (launch → `/game/verify`, one launch at a time), and the game terms.
 */
function GameHomeScreen() {
  const intl = useIntl();
  const messageOf = useErrorMessage();
  const games = useGetGameList(FIRST_PAGE, { query: { select: (page) => page.items.filter((game) => game.status === 'running' && game.game_id) } });
  const { play, pendingGameId, error } = usePlayGame();

  let content;
  if (games.isPending) content = <SkeletonLines lines={6} label={intl.formatMessage({ id: 'game.list.loading' })} />;
  else if (games.isError) content = <ErrorState error={games.error} onRetry={() => void games.refetch()} />;
  else if (games.data.length === 0) content = <EmptyState text={intl.formatMessage({ id: 'game.list.empty' })} testId="game-empty" />;
  else
    content = (
      <ul className={classes.list} data-testid="game-list">
        {games.data.map((game) => (
          <GameCard
            key={game.activity_id}
            game={game}
            busy={pendingGameId === game.game_id}
            disabled={pendingGameId !== undefined}
            onPlay={() => play(game.game_id!)}
          />
        ))}
      </ul>
    );

  return (
    <div className={classes.stack}>
      <div>
        <h1 className={classes.heading}>{intl.formatMessage({ id: 'game.list.heading' })}</h1>
        <p className={classes.muted}>{intl.formatMessage({ id: 'game.list.intro' })}</p>
      </div>
      {error ? (
        <p className={classes.error} role="alert" data-testid="game-play-error">
          {messageOf(error)}
        </p>
      ) : null}
      {content}
      <AppLink className={classes.terms} to={paths.gameTerms} data-testid="game-terms-link">
        {intl.formatMessage({ id: 'game.list.terms' })}
      </AppLink>
    </div>
  );
}

export default GameHomeScreen;
