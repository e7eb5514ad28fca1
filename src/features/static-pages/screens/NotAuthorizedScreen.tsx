import { Button } from '@/shared/ui/button/Button';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { paths } from '@/shared/routing/paths';
import { endSessionLocally } from '@/shared/session/sign-in';
import { Message } from '../ui/Message';

/** For signed-in members the guard does not let through (deleted or not registered). */
export default function NotAuthorizedScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <Message icon="lock" tone="warn" title={intl.formatMessage({ id: 'notAuthorized.title' })} text={intl.formatMessage({ id: 'notAuthorized.body' })}>
      <Button
        size="lg"
       
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
