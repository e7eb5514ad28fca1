import { useIntl } from 'react-intl';
import { useAppNavigate } from '@/shared/routing/app-navigate';
import type { RouteMeta } from '@/shared/routing/route-meta-types';
import { LanguageToggle } from '@/shared/i18n/LanguageToggle';
import { START_ROUTE } from '@/shared/routing/paths';
import classes from './Header.module.css';

/** Previous page when there is one in this tab's history, else the start route. */
function useBack(target: string | null) {
  const navigate = useAppNavigate();
  return () => {
    if (target) void navigate(target);
    else if (((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0) void navigate(-1);
    else void navigate(START_ROUTE);
  };
}

/** Sticky header: back button (header_mode 1), title, language toggle. */
export function AppHeader({ meta }: { meta: RouteMeta | undefined }) {
  const intl = useIntl();
  const back = useBack(meta?.back ?? null);
  const withBack = meta?.header_mode === 1;
  return (
    <header className={classes.bar}>
      {withBack ? (
        <button type="button" className={classes.iconButton} onClick={back} aria-label={intl.formatMessage({ id: 'action.back' })}>
          <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
            <path d="M15 5l-7 7 7 7" />
          </svg>
        </button>
      ) : (
        <span className={classes.spacer} aria-hidden="true" />
      )}
      <h1 className={classes.title}>{meta ? intl.formatMessage({ id: meta.titleKey }) : ''}</h1>
      <LanguageToggle />
    </header>
  );
}
