import { Button } from '@/shared/ui/mantine/buttons';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ROOT_ROUTE } from '@/shared/routing/paths';
import { withMantine } from '@/shared/ui/mantine/MantineScope';
import { Message } from '../ui/Message';

/** Generic error page. */
function ErrorScreen() {
  const intl = useIntl();
  return (
    <Message icon="alert" tone="warn" title={intl.formatMessage({ id: 'dialog.error.title' })} text={intl.formatMessage({ id: 'dialog.error.description' })}>
      <Button component={Link} to={ROOT_ROUTE} size="lg" fullWidth>
        {intl.formatMessage({ id: 'action.backHome' })}
      </Button>
    </Message>
  );
}

export default withMantine(ErrorScreen);
