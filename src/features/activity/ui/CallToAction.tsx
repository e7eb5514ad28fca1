import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { ActivityDetail } from '@/generated/model';
import { useErrorMessage } from '@/shared/api/error-message';
import { usePlayGame } from '@/domains/game/use-play-game';
import { useFormat } from '@/shared/i18n/use-format';
import { openExternalUrl } from '@/shared/liff/liff-client';
import { useDialog } from '@/shared/ui/light/dialog/dialog-store';
import { Button } from '@/shared/ui/light/button/Button';

/** docs/spec.md §5: openWindow needs a non-empty url; the contract allows https only. */
function isOpenableUrl(url: string | undefined): url is string {
  if (!url || !url.startsWith('https://')) return false;
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The detail's button: `play` launches the game (one launch at a time) and continues to its
 * verify address; `link` opens the https page outside the app (LINE's browser inside LINE, a new
 * tab outside); `none`, or a link that breaks the url rules, shows no button.
 */
export function CallToAction({ activity }: { activity: ActivityDetail }) {
  const intl = useIntl();
  const format = useFormat();
  const messageOf = useErrorMessage();
  const dialog = useDialog();
  const game = usePlayGame();
  const { error, reset } = game;
  const shown = useRef<unknown>(null);
  useEffect(() => {
    if (!error || shown.current === error) return;
    shown.current = error;
    void dialog.open({ type: 'error', description: messageOf(error) }).then(reset);
  }, [error, reset, dialog, messageOf]);

  const cta = activity.call_to_action;
  const gameId = activity.game_id;
  if (cta.kind === 'play' && gameId) {
    return (
      <Button fullWidth loading={game.pendingGameId === gameId} onClick={() => game.play(gameId)} data-testid="activity-cta">
        {cta.label?.[format.lang] ?? intl.formatMessage({ id: 'activity.play' })}
      </Button>
    );
  }
  if (cta.kind === 'link' && isOpenableUrl(cta.url)) {
    const url = cta.url;
    return (
      <Button fullWidth onClick={() => openExternalUrl(url)} data-testid="activity-cta">
        {cta.label?.[format.lang] ?? intl.formatMessage({ id: 'activity.open' })}
      </Button>
    );
  }
  return null;
}
