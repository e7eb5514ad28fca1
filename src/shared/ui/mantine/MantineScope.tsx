import { MantineProvider } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import { theme } from './theme';

/**
 * Mantine's provider, mounted only around the screens and dialogs that use Mantine components,
 * so the first screen (sign-in) ships without Mantine at all.
 */
export function MantineScope({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" forceColorScheme="light">
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
