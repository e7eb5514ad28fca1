import { useIntl } from 'react-intl';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';
import classes from '@/app/layouts/Shell.module.css';

/**
 * Shown when what holds the screens fails (outside any layout): the screen's error state, on a page
 * of its own. Never a blank page.
 */
export function RouteErrorBoundary() {
  const intl = useIntl();
  return (
    <main className={classes.blank} style={{ padding: 24 }}>
      <h1 className="visually-hidden">{intl.formatMessage({ id: 'dialog.error.title' })}</h1>
      <ScreenErrorBoundary />
    </main>
  );
}
