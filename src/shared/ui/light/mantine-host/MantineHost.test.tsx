// @vitest-environment jsdom
/**
 * Mantine's provider is mounted once, by the shell's layouts (shared/ui/light/mantine-host), when
 * a navigation shows a screen whose widgets need it; never under a screen already shown.
 */
import { renderWithProviders } from '@test-support';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BlankLayout } from '@/app/layouts/BlankLayout';
import { TextField } from '@/shared/ui/light/form/TextField';

/** A light screen with a field (no Mantine anywhere in its imports). */
function LightScreen() {
  const [name, setName] = useState('');
  return <TextField label="Name" value={name} onChange={(event) => setName(event.target.value)} />;
}

const mantineStyles = () => document.querySelector('style[data-mantine-styles]');

/** The route-table metadata the layouts read (the screen's identity is its path; `kit` defaults to 'mantine'). */
const meta = (path: string, kit: 'first' | 'light' | 'mantine' = 'mantine') => ({ path, titleKey: 'app.name', kit });

function renderShell() {
  const router = createMemoryRouter(
    [
      {
        Component: BlankLayout,
        children: [
          { path: '/light', Component: LightScreen, handle: meta('/light') },
          // A screen the route metadata marks as light (kit: 'light'): it never brings the provider.
          { path: '/light-marked', Component: LightScreen, handle: meta('/light-marked', 'light') },
          {
            path: '/mantine',
            handle: meta('/mantine'),
            // As the app's route loader does: the screen's chunk (and the Mantine widgets it imports)
            // has arrived before the screen first renders.
            lazy: async () => {
              const { Paper } = await import('@/shared/ui/mantine/layout');
              return { Component: () => <Paper data-testid="paper">styled</Paper> };
            },
          },
        ],
      },
    ],
    { initialEntries: ['/light'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

describe('Mantine host', () => {
  it('keeps a shown light screen (same field, same text) when Mantine arrives, and provides it to the next screen', async () => {
    const router = renderShell();
    const field = screen.getByLabelText('Name');
    await userEvent.type(field, 'สมชาย');
    expect(mantineStyles()).toBeNull();

    // Mantine's modules arrive while the light screen is shown (a prefetch of the next screen's chunk),
    // and the shell re-renders with the same screen (its query changes).
    await import('@/shared/ui/mantine/feedback');
    await act(() => router.navigate('/light?tab=2'));

    expect(screen.getByLabelText('Name')).toBe(field);
    expect(field).toHaveValue('สมชาย');
    expect(mantineStyles()).toBeNull();

    // A light screen shown next does not mount the provider either (Mantine's chunks prefetched or not).
    await act(() => router.navigate('/light-marked'));
    expect(await screen.findByLabelText('Name')).toBeInTheDocument();
    expect(mantineStyles()).toBeNull();

    // A navigation to a screen on Mantine: it renders inside the provider (Mantine's widgets throw
    // without it), with its variables and classes on the page.
    await act(() => router.navigate('/mantine'));
    const paper = await screen.findByTestId('paper');
    expect(paper).toHaveClass('mantine-Paper-root');
    expect(mantineStyles()).not.toBeNull();
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light');

    // And back: the light screen renders again, under the provider that stays mounted.
    await act(() => router.navigate(-1));
    expect(await screen.findByLabelText('Name')).toHaveValue('');
    expect(screen.queryByTestId('paper')).toBeNull();
    expect(mantineStyles()).not.toBeNull();
  });
});
