// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recordRenders, renderApp } from '@test-support';

const count = (names: string[], name: string) => names.filter((n) => n === name).length;

describe('the root route and the shell around a screen', () => {
  it('are not rendered again by a navigation that stays on the screen; the route state leaf and the title are', async () => {
    const { router, where } = renderApp('/version');
    expect(await screen.findByTestId('app-version')).toBeInTheDocument();
    await waitFor(() => expect(document.title).not.toBe(''));
    const title = document.title;
    const renders = recordRenders();
    await act(() => router.navigate('/version?from=menu'));
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(where()).toBe('/version?from=menu');
    const names = renders.names();
    // Before, the root and the layout rendered at both (react-router made their elements anew).
    expect(count(names, 'RootRoute')).toBe(0);
    expect(count(names, 'DefaultFrame')).toBe(0);
    expect(count(names, 'VersionScreen')).toBe(0);
    // The leaf that follows the router's state did render.
    expect(count(names, 'RouteState')).toBeGreaterThanOrEqual(1);
    expect(document.title).toBe(title);
    expect(screen.queryByRole('progressbar', { hidden: true })).toBeNull();
  });
});
