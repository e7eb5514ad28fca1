import { Placeholder } from '@/shared/ui/light/status/Placeholder';
import classes from './subscribe.module.css';

/** The preference card's shape while the preferences load: five switch rows. */
export function SubscribeSkeleton({ label }: { label: string }) {
  return (
    <div className={classes.card} role="status" aria-label={label} aria-busy="true" data-testid="subscribe-skeleton">
      {Array.from({ length: 5 }, (_, i) => (
        <div key={i} className={classes.skeletonRow}>
          <div className={classes.skeletonText}>
            <Placeholder height={16} width="45%" radius="sm" />
            <Placeholder height={12} width="80%" radius="sm" />
          </div>
          <Placeholder height={24} width={44} radius="xl" />
        </div>
      ))}
    </div>
  );
}
