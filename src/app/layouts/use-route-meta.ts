import { useMatches } from 'react-router';
import type { RouteMeta } from '@/app/routes/route-types';

/** The metadata of the deepest matched screen route. */
export function useRouteMeta(): RouteMeta | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as RouteMeta | undefined;
    if (handle?.titleKey) return handle;
  }
  return undefined;
}
