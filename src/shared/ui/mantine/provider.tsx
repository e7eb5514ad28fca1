/**
 * Mantine's provider, for the screens that use Mantine widgets (never the first-route screens or the
 * app chrome, which use the light kit). Every module of this kit imports this one, so the chunk of a
 * screen that uses a Mantine widget registers the provider with the shell's host
 * (shared/ui/light/mantine-host) before the screen first renders, and the host mounts it once.
 * Mantine's CSS variables and helper classes load here, with the Mantine chunks; its global reset
 * (baseline.css) is never loaded, so nothing on the page restyles when Mantine arrives. Each widget
 * module imports the CSS of the components it holds.
 */
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import { MantineContext, MantineProvider } from '@mantine/core';
import { use, type ReactNode } from 'react';
import { registerMantineProvider } from '../light/mantine-host/MantineHost';
import { cssVariablesResolver, theme } from './theme';

function Provider({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" forceColorScheme="light">
      {children}
    </MantineProvider>
  );
}

registerMantineProvider(Provider);

/**
 * For a lazily loaded part of a light screen that uses Mantine widgets (the redeem step of the
 * privilege detail): the host's provider when the screen has it, else one around the part only, so
 * the screen around it is never remounted.
 */
export function MantinePart({ children }: { children: ReactNode }) {
  return use(MantineContext) ? <>{children}</> : <Provider>{children}</Provider>;
}
