import { Radio } from '@/shared/ui/mantine/fields';
import { Stack } from '@/shared/ui/mantine/layout';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { LinkedService } from '@/generated/model';
import { useLang } from '@/shared/i18n/lang-store';
import { maskMobile } from '@/shared/lib/mask-id';
import { ErrorState } from '@/shared/ui/light/status/ErrorState';
import { SkeletonLines } from '@/shared/ui/light/status/Skeleton';
import { useGetServiceList } from '@/generated/service/service';
import classes from './redeem.module.css';
import { paths } from '@/shared/routing/paths';
import { ButtonLink } from '@/shared/ui/light/button/Button';

export interface ServicePickerProps {
  value: string | null;
  onChange: (service: LinkedService) => void;
  /** Id of the heading that names the choice (the radio group's accessible name). */
  labelledBy: string;
}

/** Chooses the linked phone number that receives an add-on pack (numbers shown masked). */
export function ServicePicker({ value, onChange, labelledBy }: ServicePickerProps) {
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
        <ButtonLink to={paths.addService} variant="subtle">
          {intl.formatMessage({ id: 'redeem.service.add' })}
        </ButtonLink>
      </div>
    );
  }
  return (
    <Radio.Group
      value={value}
      onChange={(number) => {
        const service = services.find((s) => s.subscriber_number === number);
        if (service) onChange(service);
      }}
      name="linked-service"
      // No visible label of its own: the radiogroup is labelled by the section heading.
      labelProps={{ id: labelledBy }}
    >
      <Stack gap={10} className={classes.options}>
        {services.map((service) => (
          <Radio.Card
            key={service.subscriber_number}
            value={service.subscriber_number}
            withBorder={false}
            radius={14}
            className={classes.option}
            data-testid={`service-option-${service.subscriber_number}`}
          >
            <span className={classes.optionRow}>
              <Radio.Indicator />
              <span className={classes.optionBody}>
                <span className={classes.optionTitle}>{maskMobile(service.mobile_no)}</span>
                <span className={classes.optionText}>
                  {service.service_name[lang]} · {intl.formatMessage({ id: `redeem.service.${service.subscriber_property}` })}
                </span>
              </span>
            </span>
          </Radio.Card>
        ))}
      </Stack>
    </Radio.Group>
  );
}
