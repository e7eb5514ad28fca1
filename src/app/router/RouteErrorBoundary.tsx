import { useIntl } from 'react-intl';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorState } from '@/shared/ui/light/status/ErrorState';
import classes from '@/app/layouts/Shell.module.css';

/** Shown when a screen fails to load or render: never a blank page. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const intl = useIntl();
  if (!isRouteErrorResponse(error)) console.error('Screen failed', error instanceof Error ? error.name : 'error');
  return (
    <main className={classes.blank} style={{ padding: 24 }}>
      <h1 className="visually-hidden">{intl.formatMessage({ id: 'dialog.error.title' })}</h1>
      <ErrorState onRetry={() => window.location.reload()} />
    </main>
  );
}
