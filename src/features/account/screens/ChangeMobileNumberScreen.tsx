import { useIntl } from 'react-intl';
import { useGetCustomerInfo } from '@/generated/customer/customer';
import { callCentre } from '@/shared/config/call-centre';
import { maskMobile } from '@/shared/lib/mask-id';
import classes from '../profile/profile.module.css';
import { ButtonAnchor } from '@/shared/ui/light/button/ButtonAnchor';

const PREPARE = ['changeMobile.prepare.id', 'changeMobile.prepare.current', 'changeMobile.prepare.new'] as const;

const phoneIcon = (
  <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z" />
  </svg>
);

/**
 * Why the mobile number changes only through the call centre (it is the sign-in identity; the call
 * centre verifies who is calling), the number to call, its hours and what to have ready. The number
 * and hours are build-time configuration (PUBLIC_CALL_CENTRE_PHONE, PUBLIC_CALL_CENTRE_HOURS).
 */
function ChangeMobileNumberScreen() {
  const intl = useIntl();
  const mobile = useGetCustomerInfo({ query: { select: (data) => data.customer_info.mobile_no } }).data;
  const phone = callCentre.phone;
  const hours = callCentre.hours.replace(/\s*-\s*/, '–');
  return (
    <div className={classes.page} data-testid="change-mobile-screen">
      <section className={classes.card}>
        <h2 className={classes.heading}>{intl.formatMessage({ id: 'changeMobile.heading' })}</h2>
        <p className={classes.text}>{intl.formatMessage({ id: 'changeMobile.why' })}</p>
        {mobile ? (
          <p className={classes.hint} data-testid="current-mobile">
            {intl.formatMessage({ id: 'changeMobile.current' }, { mobile: maskMobile(mobile) })}
          </p>
        ) : null}
      </section>
      <section className={`${classes.card} ${classes.call}`} aria-label={intl.formatMessage({ id: 'changeMobile.callCentre' })}>
        <p className={classes.text}>{intl.formatMessage({ id: 'changeMobile.callCentre' })}</p>
        <ButtonAnchor href={`tel:${phone.replace(/[^\d+]/g, '')}`} fullWidth leftSection={phoneIcon} data-testid="call-centre-call">
          <span className={classes.callNumber}>{intl.formatMessage({ id: 'changeMobile.call' }, { phone })}</span>
        </ButtonAnchor>
        <p className={classes.hint} data-testid="call-centre-hours">
          {intl.formatMessage({ id: 'changeMobile.hours' }, { hours })}
        </p>
      </section>
      <section className={classes.card}>
        <h2 className={classes.heading}>{intl.formatMessage({ id: 'changeMobile.prepare.title' })}</h2>
        <ul className={classes.list}>
          {PREPARE.map((key) => (
            <li key={key}>{intl.formatMessage({ id: key })}</li>
          ))}
        </ul>
        <p className={classes.hint}>{intl.formatMessage({ id: 'changeMobile.after' })}</p>
      </section>
    </div>
  );
}

export default ChangeMobileNumberScreen;
