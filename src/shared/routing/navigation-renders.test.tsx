// @vitest-environment jsdom
import '@test-support/dom';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { recordRenders } from '@test-support';
import { AppLink } from './AppLink';
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

/** The next screen: says whether it was opened with the list's history state. */
function Detail() {
  const state = useLocation().state as { fromList?: boolean } | null;
  return <p data-testid="detail">{state?.fromList ? 'from the list' : 'direct'}</p>;
}

/** `list` at /list, and a detail screen whose loader waits until a test lets it go. */
function setUp(list = <ListScreen />) {
  let release = () => {};
  const pending = new Promise<null>((resolve) => {
    release = () => resolve(null);
  });
  const router = createMemoryRouter(
    [
      { path: '/list', element: list },
      { path: '/detail', loader: () => pending, element: <Detail /> },
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

describe('AppLink', () => {
  it('is a plain link with the app path as its address', () => {
    setUp(<LinksScreen />);
    expect(screen.getByText('detail').closest('a')).toHaveAttribute('href', '/detail?privilege_id=PRV000101');
  });

  it('opens its screen in the app with its history state, and is not rendered again while the navigation loads', async () => {
    const { router, release } = setUp(<LinksScreen />);
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
    const { router } = setUp(<LinksScreen />);
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
    const { router } = setUp(<LinksScreen />);
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
