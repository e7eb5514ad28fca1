// @vitest-environment jsdom
import '@test-support/dom';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { recordRenders } from '@test-support';
import { AppLink } from './AppLink';

/** A screen of single links, as the success screens and history rows have. */
function LinksScreen() {
  return (
    <>
      <AppLink to="/detail?privilege_id=PRV000101" state={{ fromList: true }}>
        detail
      </AppLink>
      <AppLink to="/list">here</AppLink>
      <AppLink to="/start" replace>
        instead
      </AppLink>
      <AppLink to="/detail" target="_blank">
        new tab
      </AppLink>
    </>
  );
}

function Detail() {
  const state = useLocation().state as { fromList?: boolean } | null;
  return <p data-testid="detail">{state?.fromList ? 'from the list' : 'direct'}</p>;
}

function setUp() {
  let release = () => {};
  const pending = new Promise<null>((resolve) => {
    release = () => resolve(null);
  });
  const router = createMemoryRouter(
    [
      { path: '/list', element: <LinksScreen /> },
      { path: '/detail', loader: () => pending, element: <Detail /> },
      { path: '/start', element: <p>start</p> },
    ],
    { initialEntries: ['/start', '/list'], initialIndex: 1 },
  );
  render(<RouterProvider router={router} useTransitions={false} />);
  return { router, release: () => act(release) };
}

describe('AppLink', () => {
  it('is a plain link with the app path as its address', () => {
    setUp();
    expect(screen.getByText('detail').closest('a')).toHaveAttribute('href', '/detail?privilege_id=PRV000101');
  });

  it('opens its screen in the app with its history state, and is not rendered again while the navigation loads', async () => {
    const { router, release } = setUp();
    const renders = recordRenders();
    fireEvent.click(screen.getByText('detail'));
    await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    await act(() => Promise.resolve());
    expect(renders.names()).toContain('RouterProvider');
    expect(renders.names()).not.toContain('AppLink');
    await release();
    expect(await screen.findByTestId('detail')).toHaveTextContent('from the list');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('opens on Enter, replaces the entry for a link to where the member is and when told to', async () => {
    const user = userEvent.setup();
    const { router } = setUp();
    screen.getByText('here').focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.historyAction).toBe('REPLACE'));
    expect(router.state.location.pathname).toBe('/list');
    fireEvent.click(screen.getByText('instead'));
    expect(await screen.findByText('start')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
    // Both replaced the list's entry: Back leads to the entry before it, not to the list.
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/start');
    expect(router.state.historyAction).toBe('POP');
  });

  it('leaves a link with another target, and a modified click, to the browser', () => {
    const { router } = setUp();
    const clicks: [string, Partial<MouseEventInit>][] = [
      ['new tab', {}],
      ['detail', { ctrlKey: true }],
    ];
    for (const [text, modifier] of clicks) {
      let leftToBrowser = false;
      document.addEventListener('click', (event) => {
        leftToBrowser = !event.defaultPrevented;
        event.preventDefault();
      }, { once: true });
      screen.getByText(text).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...modifier }));
      expect(leftToBrowser, text).toBe(true);
    }
    expect(router.state.navigation.state).toBe('idle');
    expect(router.state.location.pathname).toBe('/list');
  });

  it('is a plain link outside the app router (a screen shown on its own)', () => {
    render(<AppLink to="/list">alone</AppLink>);
    let leftToBrowser = false;
    document.addEventListener('click', (event) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    }, { once: true });
    fireEvent.click(screen.getByText('alone'));
    expect(leftToBrowser).toBe(true);
  });
});
