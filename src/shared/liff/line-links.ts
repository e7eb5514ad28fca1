/**
 * Links into LINE: a page's permanent link (what shares carry), and where the LINE-only features
 * (share picker, add friend) can be offered. Its own module, so the first route does not carry it.
 *
 * - Inside the LINE client: the features themselves ('in-line').
 * - LIFF outside the LINE client (an external browser): "open in LINE" instead, the page's
 *   permanent link opened in the phone's browser, which hands it to LINE ('open-in-line').
 * - No LIFF (no LIFF id configured, or LIFF failed to start): neither ('none').
 */
import { useEffect, useState } from 'react';
import { getLiffSdk, useLiffState } from './liff-client';

type LineReach = 'in-line' | 'open-in-line' | 'none';

export function useLineReach(): LineReach {
  const { mode } = useLiffState();
  if (!getLiffSdk() || mode === 'browser') return 'none';
  return mode === 'client' ? 'in-line' : 'open-in-line';
}

/**
 * The permanent link of a page of the app (`path` with its query and hash): LINE's
 * `liff.permanentLink.createUrlBy`; the page's own address without LIFF or when LINE refuses it.
 */
export async function permanentLink(path: string): Promise<string> {
  const page = new URL(path, window.location.origin).href;
  const liff = getLiffSdk();
  if (!liff) return page;
  try {
    return await liff.permanentLink.createUrlBy(page);
  } catch {
    console.warn('LINE permanent link unavailable; sharing the page address');
    return page;
  }
}

/** `permanentLink(path)` for a screen: null until it is known. */
export function usePermanentLink(path: string | null): string | null {
  const [link, setLink] = useState<{ path: string; url: string } | null>(null);
  useEffect(() => {
    if (path === null) return undefined;
    let live = true;
    void permanentLink(path).then((url) => {
      if (live) setLink({ path, url });
    });
    return () => {
      live = false;
    };
  }, [path]);
  return link && link.path === path ? link.url : null;
}

/** The app's LIFF id, for the share footer's link to the MINI App (empty without LIFF). */
export function liffAppId(): string {
  return getLiffSdk()?.id ?? '';
}
