import { useIntl } from 'react-intl';
import { paths } from '@/shared/routing/paths';
import classes from './subscribe.module.css';
import { ButtonLink } from '@/shared/ui/light/button/Button';

/** Why e-mail cannot be turned on without an address on file, and where to add one. */
export function EmailNeeded() {
  const intl = useIntl();
  return (
    <div className={classes.notice} data-tone="warning" role="alert" data-testid="email-needed">
      <p className={classes.noticeTitle}>{intl.formatMessage({ id: 'subscribe.email.needed.title' })}</p>
      <p className={classes.noticeText}>{intl.formatMessage({ id: 'subscribe.email.needed.text' })}</p>
      <ButtonLink to={paths.profileEdit} variant="filled" data-testid="email-add">
        {intl.formatMessage({ id: 'subscribe.email.needed.action' })}
      </ButtonLink>
    </div>
  );
}
