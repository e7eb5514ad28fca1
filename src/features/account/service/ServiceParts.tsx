import { Placeholder } from '@/shared/ui/light/status/Placeholder';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { LinkedService, RatingStatus, SubscriberProperty } from '@/generated/model';
import { useFormat } from '@/shared/i18n/use-format';
import type { MessageId } from '@/shared/i18n/message-ids';
import { maskMobile } from '@/shared/lib/mask-id';
import { EmptyState } from '@/shared/ui/light/status/EmptyState';
import { StatusPill, type Tone } from '@/shared/ui/light/status/StatusPill';
import classes from './service.module.css';

export const PROPERTY_LABEL: Record<SubscriberProperty, MessageId> = {
  prepaid: 'service.property.prepaid',
  postpaid: 'service.property.postpaid',
};

const RATING: Record<RatingStatus, { label: MessageId; tone: Tone }> = {
  rated: { label: 'service.rating.rated', tone: 'success' },
  not_rated: { label: 'service.rating.not_rated', tone: 'pending' },
};

/** One linked number: masked, its service name, payment type and rating status, and when it was linked. */
export function LinkedServiceCard({ service, isNew }: { service: LinkedService; isNew: boolean }) {
  const intl = useIntl();
  const format = useFormat();
  const rating = RATING[service.rating_status];
  return (
    <li
      className={`${classes.card} ${classes.service}`}
      data-testid={`linked-service-${service.subscriber_number}`}
      data-new={isNew || undefined}
    >
      <div className={classes.serviceHead}>
        <p className={classes.number} data-testid="linked-service-number">
          {maskMobile(service.mobile_no)}
        </p>
        <StatusPill size="sm" tone={rating.tone} testId="linked-service-rating">
          {intl.formatMessage({ id: rating.label })}
        </StatusPill>
      </div>
      <p className={classes.name}>{service.service_name[format.lang]}</p>
      <div className={classes.badges}>
        <StatusPill size="sm" tone="info" testId="linked-service-property">
          {intl.formatMessage({ id: PROPERTY_LABEL[service.subscriber_property] })}
        </StatusPill>
      </div>
      <p className={classes.meta}>{intl.formatMessage({ id: 'service.list.linkedOn' }, { date: format.date(service.linked_at) })}</p>
    </li>
  );
}

/** Skeleton cards while numbers load. */
export function ServiceSkeleton({ label, cards = 2 }: { label: string; cards?: number }) {
  return (
    <div className={classes.stack} role="status" aria-label={label} aria-busy="true" data-testid="service-skeleton">
      {Array.from({ length: cards }, (_, i) => (
        <div key={i} className={classes.card}>
          <Placeholder height={22} width="55%" radius="sm" />
          <Placeholder height={14} width="80%" radius="sm" />
          <Placeholder height={14} width="40%" radius="sm" />
        </div>
      ))}
    </div>
  );
}

/** Nothing to show, with the screen's next action. */
export function ServiceEmpty({ title, text, action, testId }: { title: string; text: string; action: ReactNode; testId: string }) {
  return (
    <EmptyState
      icon={
        <>
          <rect x="7" y="2.5" width="10" height="19" rx="2" />
          <path d="M11 18.5h2" />
        </>
      }
      title={title}
      text={text}
      testId={testId}
    >
      {action}
    </EmptyState>
  );
}
