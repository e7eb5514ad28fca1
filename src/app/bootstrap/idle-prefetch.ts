/**
 * The next tap does not wait: once a screen has settled (browser idle), the chunks of the screens it
 * names in `prefetchOnIdle` (route table) are fetched, with the Mantine chunks they need, and the
 * late messages when one of them needs those. Chunks only: their data is asked for when the member
 * opens them (the guard loader).
 */
import { useEffect } from 'react';
import type { RouteMeta } from '@/shared/routing/route-meta-types';
import { prefetchScreens } from '@/app/router/route-table';
import { getLang } from '@/shared/i18n/lang-store';
import { ensureLateMessages } from '@/shared/i18n/messages';
import { whenIdle } from '@/shared/lib/when-idle';

/** After the screen's own data and images have had the network. */
const PREFETCH_AFTER_MS = 1500;

/** Rendered by the root route: follows the current screen's `prefetchOnIdle`. */
export function usePrefetchOnIdle(meta: RouteMeta | undefined): void {
  const prefetch = meta?.prefetchOnIdle;
  useEffect(() => {
    if (!prefetch?.length) return undefined;
    // Give the screen's own data and images the network first, then wait for an idle moment.
    // The late messages join the catalogue in place, so nothing on screen re-renders.
    const run = () => {
      if (prefetchScreens(prefetch).lateMessages) void ensureLateMessages(getLang()).catch(() => undefined);
    };
    return whenIdle(run, { delayMs: PREFETCH_AFTER_MS, timeoutMs: 4000 });
  }, [prefetch]);
}
