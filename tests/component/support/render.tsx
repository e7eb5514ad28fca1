import './dom';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType, ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers/AppProviders';

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Renders `ui` inside the app providers (language, query cache, dialog host, loading overlay). */
export function renderWithProviders(ui: ReactElement) {
  return render(<AppProviders queryClient={testQueryClient()}>{ui}</AppProviders>);
}

/** Renders a screen on a memory router at `path`, with a catch-all that shows where navigation went. */
export function renderScreen(Screen: ComponentType, { path, url = path, handle = {} }: { path: string; url?: string; handle?: object }) {
  const router = createMemoryRouter(
    [
      { path, Component: Screen, handle },
      { path: '*', Component: () => <p data-testid="navigated">navigated</p> },
    ],
    { initialEntries: [url] },
  );
  const view = renderWithProviders(<RouterProvider router={router} />);
  return { ...view, router };
}
