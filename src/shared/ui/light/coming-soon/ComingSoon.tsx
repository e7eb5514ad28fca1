import { useIntl } from 'react-intl';
import { useRouteHandle } from '@/shared/routing/use-route-handle';
import classes from './ComingSoon.module.css';

/** Titled placeholder for screens that arrive in a later release. */
export function ComingSoon({ children }: { children?: React.ReactNode }) {
  const intl = useIntl();
  const { titleKey } = useRouteHandle();
  return (
    <section className={classes.card} aria-labelledby="coming-soon-title">
      <span className={classes.badge} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
          <path d="M4 9h16v11H4zM3 5h18v4H3zM12 5v15M12 5c-1.6-3-5.5-3-5.5-.8S10 5 12 5c2 0 5.5 1.4 5.5-.8S13.6 2 12 5" />
        </svg>
      </span>
      <h2 id="coming-soon-title" className={classes.title}>
        {titleKey ? intl.formatMessage({ id: titleKey }) : null}
      </h2>
      <p className={classes.text}>{intl.formatMessage({ id: 'placeholder.body' })}</p>
      {children}
    </section>
  );
}
