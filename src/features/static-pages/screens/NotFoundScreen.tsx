import { ButtonLink } from '@/shared/ui/button/Button';
import { useIntl } from 'react-intl';
import { Message } from '../ui/Message';

/** The general catch-all. */
export default function NotFoundScreen() {
  const intl = useIntl();
  return (
    <Message variant="inline" icon="search" title={intl.formatMessage({ id: 'notFound.title' })} text={intl.formatMessage({ id: 'notFound.body' })}>
      <ButtonLink to="/" size="lg">
        {intl.formatMessage({ id: 'action.backHome' })}
      </ButtonLink>
    </Message>
  );
}
