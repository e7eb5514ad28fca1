import { ButtonLink } from '@/shared/ui/button/Button';
import { useIntl } from 'react-intl';
import { Message } from '../ui/Message';

/** Generic error page. */
export default function ErrorScreen() {
  const intl = useIntl();
  return (
    <Message icon="alert" tone="warn" title={intl.formatMessage({ id: 'dialog.error.title' })} text={intl.formatMessage({ id: 'dialog.error.description' })}>
      <ButtonLink to="/" size="lg">
        {intl.formatMessage({ id: 'action.backHome' })}
      </ButtonLink>
    </Message>
  );
}
