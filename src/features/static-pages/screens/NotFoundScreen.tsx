import { Button } from '@/shared/ui/mantine/buttons';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ROOT_ROUTE } from '@/shared/routing/paths';
import { withMantine } from '@/shared/ui/mantine/MantineScope';
import { Message } from '../ui/Message';

/** The general catch-all. */
function NotFoundScreen() {
  const intl = useIntl();
  return (
    <Message variant="inline" icon="search" title={intl.formatMessage({ id: 'notFound.title' })} text={intl.formatMessage({ id: 'notFound.body' })}>
      <Button component={Link} to={ROOT_ROUTE} size="lg" fullWidth>
        {intl.formatMessage({ id: 'action.backHome' })}
      </Button>
    </Message>
  );
}

export default withMantine(NotFoundScreen);
