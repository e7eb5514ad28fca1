import { Placeholder } from '@/shared/ui/light/status/Placeholder';
import { useIntl } from 'react-intl';
import classes from './activity.module.css';

/** Card-shaped placeholders while a list loads. */
export function CardsSkeleton({ cards = 4 }: { cards?: number }) {
  const intl = useIntl();
  return (
    <div className={classes.grid} role="status" aria-busy="true" aria-label={intl.formatMessage({ id: 'activity.loading' })} data-testid="activity-skeleton">
      {Array.from({ length: cards }, (_, i) => (
        <Placeholder key={i} height={190} radius="lg" />
      ))}
    </div>
  );
}
