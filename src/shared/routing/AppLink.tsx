import type { AnchorHTMLAttributes, Ref } from 'react';
import { useAppRouter } from './app-navigate';
import { openInApp, type OpenOptions } from './link-clicks';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>, OpenOptions {
  /** An app path, from `href()` or `paths`. */
  to: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * The app's one link to its own screens: a plain `<a href>` opened in the app (`openInApp`: after the
 * frame that answers the tap, a modified click left to the browser). It reads no router state, so a
 * navigation does not render it again (react-router's `Link` rendered again when each navigation
 * started and ended). Lists of links share one handler instead (`useLinkClicks`).
 */
export function AppLink({ to, replace, state, onClick, ...rest }: AppLinkProps) {
  const router = useAppRouter();
  return (
    <a
      {...rest}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        openInApp(router, event, to, { replace, state });
      }}
    />
  );
}
