import { Timeline } from '@/shared/ui/mantine/feedback';
import { useIntl } from 'react-intl';
import type { Delivery, DeliveryStatus } from '@/generated/model';
import { useFormat } from '@/shared/i18n/use-format';
import type { MessageId } from '@/shared/i18n/message-ids';
import { deliverySteps } from '../lib/delivery-steps';
import classes from './detail.module.css';

const ICON: Record<DeliveryStatus, string> = {
  packed: 'M4 8l8-4 8 4v8l-8 4-8-4zM4 8l8 4 8-4M12 12v8',
  shipped: 'M3 6h11v9H3zM14 9h4l3 3v3h-7M7 18a1.5 1.5 0 1 0 0-.01M17 18a1.5 1.5 0 1 0 0-.01',
  received: 'M5 12.5l4.5 4.5L19 7.5',
};

export const STEP_LABEL: Record<DeliveryStatus, MessageId> = {
  packed: 'tracking.step.packed',
  shipped: 'tracking.step.shipped',
  received: 'tracking.step.received',
};

/** Packed → shipped → received (docs/spec.md §4) as a Mantine Timeline, with when each reached step happened. */
export function DeliveryTimeline({ delivery }: { delivery: Pick<Delivery, 'status' | 'timeline'> }) {
  const intl = useIntl();
  const format = useFormat();
  const { steps, current } = deliverySteps(delivery);
  return (
    <Timeline
      active={current}
      bulletSize={30}
      lineWidth={3}
      className={classes.timeline}
      classNames={{ itemBullet: classes.stepBullet, itemTitle: classes.stepTitle }}
      role="list"
      aria-label={intl.formatMessage({ id: 'tracking.timeline.label' })}
      data-testid="tracking-timeline"
    >
      {steps.map((step, index) => {
        const reached = index <= current;
        return (
          <Timeline.Item
            key={step.status}
            role="listitem"
            className={reached ? undefined : classes.stepAhead}
            data-step={step.status}
            data-reached={reached || undefined}
            bullet={
              <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
                <path d={ICON[step.status]} />
              </svg>
            }
            title={intl.formatMessage({ id: STEP_LABEL[step.status] })}
          >
            <p className={classes.stepDate} data-testid={`tracking-step-${step.status}`}>
              {reached && step.at
                ? format.dateTime(step.at)
                : intl.formatMessage({ id: reached ? 'tracking.step.reached' : 'tracking.step.ahead' })}
            </p>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
