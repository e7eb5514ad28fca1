import { useIntl } from 'react-intl';
import { ROOT_ROUTE } from '@/shared/routing/paths';
import { Message } from '../ui/Message';
import { ButtonLink } from '@/shared/ui/light/button/Button';

/** The general catch-all. */
function NotFoundScreen() {
  const intl = useIntl();
  return (
    <Message variant="inline" icon="search" title={intl.formatMessage({ id: 'notFound.title' })} text={intl.formatMessage({ id: 'notFound.body' })}>
      <ButtonLink to={ROOT_ROUTE} fullWidth>
        {intl.formatMessage({ id: 'action.backHome' })}
      </ButtonLink>
    </Message>
  );
}

export default NotFoundScreen;
