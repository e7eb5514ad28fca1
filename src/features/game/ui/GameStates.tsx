import { Loader } from '@/shared/ui/mantine/feedback';
import { useIntl } from 'react-intl';
import { paths } from '@/shared/routing/paths';
import classes from './game.module.css';
import { ButtonLink } from '@/shared/ui/light/button/Button';

/** A whole-screen "working" state (verifying, refreshing the points): never a blank screen. */
export function GameWorking({ label, testId }: { label: string; testId: string }) {
  return (
    <section className={classes.centre} role="status" aria-busy="true" data-testid={testId}>
      <Loader size="lg" aria-hidden="true" />
      <p>{label}</p>
    </section>
  );
}

/** The game cannot be opened (a refused or incomplete link): why, and the way back to the activity tab. */
export function GameRefused({ message, testId }: { message: string; testId: string }) {
  const intl = useIntl();
  return (
    <section className={classes.centre} role="alert" data-testid={testId}>
      <svg viewBox="0 0 24 24" width="48" height="48" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" aria-hidden="true">
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7v6M12 16.5v.5" />
      </svg>
      <h1>{intl.formatMessage({ id: 'game.verify.refusedTitle' })}</h1>
      <p data-testid={`${testId}-message`}>{message}</p>
      <ButtonLink to={paths.activityList} replace data-testid="game-back-to-activity">
        {intl.formatMessage({ id: 'game.backToActivity' })}
      </ButtonLink>
    </section>
  );
}
