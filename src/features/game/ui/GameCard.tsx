import { useIntl } from 'react-intl';
import type { Activity } from '@/generated/model';
import { useLang } from '@/shared/i18n/lang-store';
import classes from './game.module.css';
import { Button } from '@/shared/ui/light/button/Button';

/** One playable game: image, title, points to earn and "Play" (busy while it launches). */
export function GameCard({ game, busy, disabled, onPlay }: { game: Activity; busy: boolean; disabled: boolean; onPlay: () => void }) {
  const intl = useIntl();
  const lang = useLang();
  const title = game.title[lang];
  return (
    <li className={classes.card} data-testid="game-card" data-game-id={game.game_id}>
      <img className={classes.image} src={game.image_url} alt="" width={88} height={88} loading="lazy" />
      <div className={classes.body}>
        <h2 className={classes.title}>{title}</h2>
        <p className={classes.points}>{intl.formatMessage({ id: 'game.list.points' }, { points: game.points_reward })}</p>
        <Button
          className={classes.play}
          loading={busy}
          disabled={disabled}
          onClick={onPlay}
          aria-label={intl.formatMessage({ id: 'game.list.playLabel' }, { title })}
          data-testid="game-play"
        >
          {intl.formatMessage({ id: 'game.list.play' })}
        </Button>
      </div>
    </li>
  );
}
