import { useIntl } from 'react-intl';
import { ROOT_ROUTE } from '@/shared/routing/paths';
import { Message } from '../ui/Message';
import { ButtonLink } from '@/shared/ui/light/button/Button';

/** Generic error page. */
function ErrorScreen() {
  const intl = useIntl();
  return (
    <Message icon="alert" tone="warn" title={intl.formatMessage({ id: 'dialog.error.title' })} text={intl.formatMessage({ id: 'dialog.error.description' })}>
      <ButtonLink to={ROOT_ROUTE} fullWidth>
        {intl.formatMessage({ id: 'action.backHome' })}
      </ButtonLink>
    </Message>
  );
}

export default ErrorScreen;
