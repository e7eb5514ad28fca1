/**
 * Mantine, mounted only around the screens that use it (never the first-route screens or the app
 * chrome, which use the light kit). Mantine's CSS variables and helper classes load here, with the
 * Mantine chunks; its global reset (baseline.css) is never loaded, so nothing on the page restyles
 * when Mantine arrives. Each screen imports the CSS of the components it uses
 * (`@mantine/core/styles/<Component>.css`).
 */
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import { MantineProvider } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import { cssVariablesResolver, theme } from './theme';

export function MantineScope({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" forceColorScheme="light">
      {children}
    </MantineProvider>
  );
}

/** Wraps a screen component in {@link MantineScope}. */
export function withMantine<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithMantine(props: P) {
    return (
      <MantineScope>
        <Component {...props} />
      </MantineScope>
    );
  }
  WithMantine.displayName = `withMantine(${Component.displayName ?? Component.name})`;
  return WithMantine;
}
