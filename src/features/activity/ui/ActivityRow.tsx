import { useIntl } from 'react-intl';
import type { Activity } from '@/generated/model';
import type { MessageId } from '@/shared/i18n/message-ids';
import { ActivityCard } from './ActivityCard';
import classes from './activity.module.css';
import { AppLink } from '@/shared/routing/AppLink';

/** A titled, horizontally scrolling row of cards, with an optional "see all" link. */
export function ActivityRow({ titleId, items, seeAll, size = 'small', testId }: {
  titleId: MessageId;
  items: readonly Activity[];
  seeAll?: string;
  size?: 'small' | 'large';
  testId: string;
}) {
  const intl = useIntl();
  if (items.length === 0) return null;
  const title = intl.formatMessage({ id: titleId });
  return (
    <section className={classes.section} aria-label={title} data-testid={testId}>
      <div className={classes.sectionHead}>
        <h2 className={classes.sectionTitle}>{title}</h2>
        {seeAll ? (
          <AppLink to={seeAll} className={classes.seeAll} data-testid={`${testId}-see-all`}>
            {intl.formatMessage({ id: 'activity.seeAll' })}
          </AppLink>
        ) : null}
      </div>
      <ul className={classes.row} data-size={size}>
        {items.map((item) => (
          <li key={item.activity_id}>
            <ActivityCard activity={item} size={size} />
          </li>
        ))}
      </ul>
    </section>
  );
}
