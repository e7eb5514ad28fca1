/**
 * Where Mantine's provider is mounted: once, around the screen outlet of the shell's layouts. This
 * file imports no Mantine (the shell and the first routes stay light); the Mantine kit registers its
 * provider here when its first widget module is evaluated (shared/ui/mantine/provider.tsx), which a
 * screen's chunk does before the route loader lets the screen render.
 *
 * The host starts rendering the provider only when the screen changes (a navigation), never under a
 * screen already shown: wrapping a shown screen in a new element would remount it (typed text and
 * scroll lost). Once mounted it stays for every later screen.
 */
import { useMemo, type ComponentType, type ReactNode } from 'react';

type Provider = ComponentType<{ children: ReactNode }>;

let registered: Provider | null = null;
/** The provider once a screen has mounted it: it stays. */
let mounted: Provider | null = null;

/** Called by the Mantine kit as its modules load. */
export function registerMantineProvider(provider: Provider): void {
  registered = provider;
}

/**
 * `screen`: the shown screen's route metadata; its path is its identity (the provider may arrive
 * only when it changes). A screen whose `kit` is not 'mantine' (light widgets only) never brings the
 * provider, so its render does not pay for the provider's first mount even when Mantine's chunks
 * were prefetched.
 */
export function MantineHost({ screen, children }: { screen: { path: string; kit: string } | undefined; children: ReactNode }) {
  // Worked out again only when the screen changes (its path), never for the screen already shown.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const Provider = useMemo(() => (mounted ??= screen?.kit === 'mantine' ? registered : null), [screen?.path]);
  return Provider ? <Provider>{children}</Provider> : children;
}
