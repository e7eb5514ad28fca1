import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { LinkedService } from '@/generated/model';
import { useLang } from '@/shared/i18n/lang-store';
import { maskMobile } from '@/shared/lib/mask-id';
import { ErrorState } from '@/shared/ui/status/ErrorState';
import { SkeletonLines } from '@/shared/ui/status/Skeleton';
import { useGetServiceList } from '@/generated/service/service';
import classes from './redeem.module.css';
import { paths } from '@/shared/routing/paths';

/** Chooses the linked phone number that receives an add-on pack (numbers shown masked). */
export function ServicePicker({ value, onChange }: { value: string | null; onChange: (service: LinkedService) => void }) {
  const intl = useIntl();
  const lang = useLang();
  const query = useGetServiceList();
  const services = query.data;

  useEffect(() => {
    const first = services?.[0];
    if (value === null && first) onChange(first);
  }, [value, services, onChange]);

  if (query.isPending) return <SkeletonLines lines={3} label={intl.formatMessage({ id: 'redeem.service.loading' })} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (!services || services.length === 0) {
    return (
      <div className={classes.notice}>
        <p>{intl.formatMessage({ id: 'redeem.service.empty' })}</p>
        <Link to={paths.addService} className={classes.noticeLink}>
          {intl.formatMessage({ id: 'redeem.service.add' })}
        </Link>
      </div>
    );
  }
  return (
    <div className={classes.options} role="radiogroup" aria-label={intl.formatMessage({ id: 'redeem.service.title' })}>
      {services.map((service) => {
        const checked = service.subscriber_number === value;
        return (
          <label key={service.subscriber_number} className={classes.option} data-checked={checked || undefined} data-testid={`service-option-${service.subscriber_number}`}>
            <input
              type="radio"
              name="linked-service"
              className={classes.radio}
              checked={checked}
              onChange={() => onChange(service)}
              value={service.subscriber_number}
            />
            <span className={classes.optionBody}>
              <span className={classes.optionTitle}>{maskMobile(service.mobile_no)}</span>
              <span className={classes.optionText}>
                {service.service_name[lang]} · {intl.formatMessage({ id: `redeem.service.${service.subscriber_property}` })}
              </span>
            </span>
          </label>
        );
      })}
    </div>
  );
}
