import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { getGetCustomerInfoQueryKey, getGetPointQueryKey } from '@/generated/customer/customer';
import { paths } from '@/shared/routing/paths';
import { withMantine } from '@/shared/ui/mantine/MantineScope';
import { GameWorking } from '../ui/GameStates';

/**
 * `/game/close` (blank layout): after a game, the points (and the member's info) are refreshed —
 * the provider may have credited a reward — then back to the activity tab in place.
 */
function GameCloseScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const closing = useRef(false);

  useEffect(() => {
    if (closing.current) return;
    closing.current = true;
    void Promise.allSettled([
      queryClient.invalidateQueries({ queryKey: getGetPointQueryKey() }),
      queryClient.invalidateQueries({ queryKey: getGetCustomerInfoQueryKey() }),
    ]).then(() => navigate(paths.activityList, { replace: true }));
  }, [queryClient, navigate]);

  return <GameWorking label={intl.formatMessage({ id: 'game.close.updating' })} testId="game-closing" />;
}

export default withMantine(GameCloseScreen);
