import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { useGetServiceList } from '@/generated/service/service';
import { maskMobile } from '@/shared/lib/mask-id';
import { paths } from '@/shared/routing/paths';
import { ErrorState } from '@/shared/ui/light/status/ErrorState';
import { readLinkedNotice } from '../service/linked-notice';
import { LinkedServiceCard, ServiceEmpty, ServiceSkeleton } from '../service/ServiceParts';
import classes from '../service/service.module.css';
import { ButtonLink } from '@/shared/ui/light/button/Button';

/**
 * The member's linked numbers (`ServiceList`, the same records as customer info's
 * `customer_services`): masked, with service name, payment type, rating status and linked date;
 * "Add a number" opens the add-service flow, which comes back here with the new number.
 */
function MyServiceScreen() {
  const intl = useIntl();
  const location = useLocation();
  const linked = readLinkedNotice(location.state);
  const query = useGetServiceList();
  const addLabel = intl.formatMessage({ id: 'service.list.add' });

  if (query.isPending) return <ServiceSkeleton label={intl.formatMessage({ id: 'service.list.loading' })} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;

  const services = query.data;
  const addButton = (
    <ButtonLink to={paths.addService} fullWidth data-testid="service-add">
      {addLabel}
    </ButtonLink>
  );

  return (
    <div className={classes.stack} data-testid="my-service">
      {linked ? (
        <p className={classes.notice} data-tone="success" role="status" data-testid="service-linked-notice">
          {intl.formatMessage({ id: 'service.list.linkedNotice' }, { mobile: maskMobile(linked.mobile_no) })}
        </p>
      ) : null}
      {services.length === 0 ? (
        <ServiceEmpty
          testId="service-empty"
          title={intl.formatMessage({ id: 'service.list.empty.title' })}
          text={intl.formatMessage({ id: 'service.list.empty.text' })}
          action={addButton}
        />
      ) : (
        <>
          <p className={classes.intro}>{intl.formatMessage({ id: 'service.list.intro' }, { count: services.length })}</p>
          <ul className={classes.list} aria-label={intl.formatMessage({ id: 'route.myService.title' })}>
            {services.map((service) => (
              <LinkedServiceCard key={service.subscriber_number} service={service} isNew={service.subscriber_number === linked?.subscriber_number} />
            ))}
          </ul>
          {addButton}
        </>
      )}
    </div>
  );
}

export default MyServiceScreen;
