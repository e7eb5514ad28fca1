// @vitest-environment jsdom
import '@test-support/dom';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { recordRenders } from '@test-support';
import { useLinkClicks } from './link-clicks';
import { readUrlParam, useQueryParams } from './url-params';

/** A screen with a query-driven filter and a list of plain links, as the privilege list has. */
function ListScreen() {
  const [params, setParams] = useQueryParams();
  const openLink = useLinkClicks();
  return (
    <>
      <p data-testid="category">{readUrlParam(params, 'category') ?? 'all'}</p>
      <button type="button" onClick={() => setParams({ category: 'food' }, { replace: true })}>
        food
      </button>
      <ul onClick={openLink}>
        <li>
          <a href="/detail?privilege_id=PRV000101">card</a>
        </li>
        <li>
          <a href="/list">here</a>
        </li>
      </ul>
    </>
  );
}

/** The list, and a detail screen whose loader waits until a test lets it go. */
function setUp() {
  let release = () => {};
  const pending = new Promise<null>((resolve) => {
    release = () => resolve(null);
  });
  const router = createMemoryRouter(
    [
      {
        path: '/list',
        element: <ListScreen />,
      },
      { path: '/detail', loader: () => pending, element: <p data-testid="detail">detail</p> },
      { path: '/start', element: <p>start</p> },
    ],
    { initialEntries: ['/start', '/list'], initialIndex: 1 },
  );
  render(<RouterProvider router={router} useTransitions={false} />);
  return { router, release: () => act(release) };
}

const here = (router: ReturnType<typeof setUp>['router']) => `${router.state.location.pathname}${router.state.location.search}`;

describe('screens that read the query and open plain links', () => {
  it('are not rendered again when a navigation starts (react-router’s Link and useSearchParams were)', async () => {
    const { router, release } = setUp();
    const renders = recordRenders();
    fireEvent.click(screen.getByText('card'));
    await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    await act(() => Promise.resolve());
    expect(renders.names()).toContain('RouterProvider');
    expect(renders.names()).not.toContain('ListScreen');
    await release();
    expect(await screen.findByTestId('detail')).toBeInTheDocument();
    expect(here(router)).toBe('/detail?privilege_id=PRV000101');
  });

  it('open a link in the app on a plain click and on Enter, as a new history entry', async () => {
    const user = userEvent.setup();
    const { router, release } = setUp();
    screen.getByText('card').focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.navigation.location?.search).toBe('?privilege_id=PRV000101'));
    await release();
    expect(router.state.historyAction).toBe('PUSH');
    expect(here(router)).toBe('/detail?privilege_id=PRV000101');
  });

  it('start the navigation after the frame that answers the tap, not in the tap’s own task', async () => {
    const { router } = setUp();
    const frames: FrameRequestCallback[] = [];
    const raf = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    try {
      fireEvent.click(screen.getByText('card'));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(router.state.navigation.state).toBe('idle');
      expect(frames).toHaveLength(1);
      frames[0]?.(performance.now());
      await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    } finally {
      raf.mockRestore();
    }
  });

  it('leave a click with a modifier key to the browser (new tab, new window)', () => {
    const { router } = setUp();
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }]) {
      // What the app left to the browser, read once the app's handler has run (then held: jsdom cannot open a tab).
      let leftToBrowser = false;
      document.addEventListener('click', (event) => {
        leftToBrowser = !event.defaultPrevented;
        event.preventDefault();
      }, { once: true });
      screen.getByText('card').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...modifier }));
      expect(leftToBrowser, JSON.stringify(modifier)).toBe(true);
      expect(router.state.navigation.state).toBe('idle');
    }
    expect(here(router)).toBe('/list');
  });

  it('replace the history entry for a link to where the member already is, and for a filter', async () => {
    const { router } = setUp();
    fireEvent.click(screen.getByText('here'));
    await waitFor(() => expect(router.state.historyAction).toBe('REPLACE'));
    fireEvent.click(screen.getByText('food'));
    expect(await screen.findByText('food', { selector: 'p' })).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
    expect(here(router)).toBe('/list?category=food');
    // Back still leaves the list: no entry was added.
    await act(() => router.navigate(-1));
    expect(here(router)).toBe('/start');
  });
});
