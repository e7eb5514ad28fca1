import { useLocation, useMatches } from 'react-router';
import type { RouteMeta } from './route-meta-types';
import { readUrlParam } from './url-params';

/**
 * The metadata of the deepest matched screen route (its `handle`, app/router/route-table.ts), with
 * its current `?step=` applied: the layouts read its header and tab, a screen its own `docKind` or
 * `loginEntry`. Undefined outside a screen route. The route table's own object for a screen without
 * a step (a memoised layout under it is not rendered again when a navigation starts); the query is
 * read from the location, which changes only when a navigation ends.
 */
export function useRouteMeta(): RouteMeta | undefined {
  const matches = useMatches();
  const { search } = useLocation();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as RouteMeta | undefined;
    if (!handle?.titleKey) continue;
    const step = readUrlParam(new URLSearchParams(search), 'step');
    const override = step ? handle.steps?.[step] : undefined;
    return override ? { ...handle, ...override } : handle;
  }
  return undefined;
}
