import { useIntl } from 'react-intl';
import { useAppNavigate } from '@/shared/routing/app-navigate';
import { paths } from '@/shared/routing/paths';
import { endSessionLocally } from '@/shared/session/session';
import { Message } from '../ui/Message';
import { Button } from '@/shared/ui/light/button/Button';

/** For signed-in members the guard does not let through (deleted or not registered). */
function NotAuthorizedScreen() {
  const intl = useIntl();
  const navigate = useAppNavigate();
  return (
    <Message icon="lock" tone="warn" title={intl.formatMessage({ id: 'notAuthorized.title' })} text={intl.formatMessage({ id: 'notAuthorized.body' })}>
      <Button
        fullWidth
        onClick={() => {
          endSessionLocally();
          void navigate(paths.login, { replace: true });
        }}
      >
        {intl.formatMessage({ id: 'notAuthorized.signInAgain' })}
      </Button>
    </Message>
  );
}

export default NotAuthorizedScreen;
