/**
 * Where Mantine's provider is mounted: once, around the screen outlet of the shell's layouts. This
 * file imports no Mantine (the shell and the first routes stay light); the Mantine kit registers its
 * provider here when its first widget module is evaluated (shared/ui/mantine/provider.tsx), which a
 * screen's chunk does before the route loader lets the screen render.
 *
 * The host starts rendering the provider only when the screen changes (a navigation), never under a
 * screen already shown: wrapping a shown screen in a new element would remount it (typed text and
 * scroll lost). Once mounted it stays for every later screen of the layout.
 */
import { useState, type ComponentType, type ReactNode } from 'react';

type Provider = ComponentType<{ children: ReactNode }>;

let registered: Provider | null = null;

/** Called by the Mantine kit as its modules load. */
export function registerMantineProvider(provider: Provider): void {
  registered = provider;
}

/**
 * `screen`: the identity of the screen shown (its route's path); the provider may arrive only when it
 * changes. `light`: the screen uses light widgets only (route metadata `kit` 'first' or 'light'), so it
 * never brings the provider (its render does not pay for the provider's first mount even when
 * Mantine's chunks were prefetched).
 */
export function MantineHost({ screen, light = false, children }: { screen: string | undefined; light?: boolean; children: ReactNode }) {
  const [state, setState] = useState(() => ({ screen, Provider: light ? null : registered }));
  let Provider = state.Provider;
  if (state.screen !== screen) {
    // A new screen: the provider (if its widgets have loaded by now) wraps it from its first render.
    if (!light) Provider ??= registered;
    setState({ screen, Provider });
  }
  return Provider ? <Provider>{children}</Provider> : <>{children}</>;
}
