// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockControl, resetMock, server } from '@mocks/node';
import { loaderArgsFor } from '@/app/bootstrap/first-data';
import { loader } from '@/features/privilege/screens/PrivilegeListScreen';
import { recordRenders, renderWithProviders, resetApp, setLang, signInAs } from '@test-support';
import { PrivilegeResults } from '@/features/privilege/ui/PrivilegeResults';
import { renderPrivilege } from '@test-support/screens/privilege';

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => resetApp());
afterEach(() => {
  server.resetHandlers();
  resetMock();
});
afterAll(() => server.close());

const LIST = '/privilege/privilege-list';

describe('privilege list', () => {
  it('shows skeleton cards while the first page loads, then the cards in Thai', async () => {
    await setLang('th');
    await signInAs('member');
    renderPrivilege(LIST);
    expect(screen.getByRole('status', { name: 'กำลังโหลดสิทธิพิเศษ' })).toBeInTheDocument();
    const cards = await screen.findAllByTestId('privilege-card');
    expect(cards.length).toBe(10);
    const first = cards[0]!;
    expect(within(first).getByText('ส่วนลด 50 บาท ที่ร้านกาแฟ')).toBeInTheDocument();
    expect(within(first).getByText('อีโค้ด')).toBeInTheDocument();
    expect(first).toHaveAttribute('href', '/privilege/privilege-detail?privilege_id=PRV000101');
    // 0-point privilege reads ฟรี, sold out reads หมดแล้ว, low stock is highlighted
    const free = cards.find((c) => c.getAttribute('href')?.endsWith('PRV000103'))!;
    expect(within(free).getByText('ฟรี')).toBeInTheDocument();
    const soldOut = cards.find((c) => c.getAttribute('href')?.endsWith('PRV000109'))!;
    expect(within(soldOut).getByText('หมดแล้ว')).toBeInTheDocument();
    const low = cards.find((c) => c.getAttribute('href')?.endsWith('PRV000105'))!;
    const stock = within(low).getByText(/^เหลือ \d+ สิทธิ์$/);
    expect(stock).toHaveAttribute('data-level', 'low');
  });

  it('opens a card in the app without rendering the list again while the detail loads', async () => {
    await signInAs('member');
    let release = () => {};
    const detail = new Promise<null>((resolve) => {
      release = () => resolve(null);
    });
    const router = createMemoryRouter(
      [
        { path: LIST, element: <PrivilegeResults filter={{}} /> },
        { path: '/privilege/privilege-detail', loader: () => detail, element: <p data-testid="detail">detail</p> },
      ],
      { initialEntries: [LIST] },
    );
    renderWithProviders(<RouterProvider router={router} />);
    const card = (await screen.findAllByTestId('privilege-card'))[0]!;
    const renders = recordRenders();
    fireEvent.click(card);
    // The navigation starts after the frame that answers the tap (useLinkClicks).
    await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    await act(() => Promise.resolve());
    expect(renders.names()).toContain('RouterProvider');
    // react-router's Link in each card rendered again here, at the navigation's start.
    const list = ['PrivilegeResults', 'PrivilegeCard', 'Link', 'PointsCost', 'StockLabel', 'TypeBadge'];
    expect(renders.names().filter((name) => list.includes(name))).toEqual([]);
    await act(async () => release());
    expect(await screen.findByTestId('detail')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?privilege_id=PRV000101');
  });

  it('asks for the first row’s card images as soon as the first page is in, once each', async () => {
    await setLang('th');
    await signInAs('member');
    document.head.querySelectorAll('link[rel="preload"][as="image"]').forEach((link) => link.remove());
    // As the guard loader does when the screen's chunk arrives (these tests render the screen directly).
    void loader(loaderArgsFor(`http://localhost${LIST}`, LIST));
    void loader(loaderArgsFor(`http://localhost${LIST}`, LIST));
    renderPrivilege(LIST);
    const cards = await screen.findAllByTestId('privilege-card');
    const images = cards.slice(0, 2).map((card) => card.querySelector('img')!.getAttribute('src'));
    await waitFor(() => {
      const preloaded = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => link.getAttribute('href'));
      expect(preloaded).toEqual([...new Set(images)]);
    });
  });

  it('shows every year’s points expiry, soonest first, in the Buddhist era (Thai) and Gregorian (English)', async () => {
    await setLang('th');
    await signInAs('member');
    const view = renderPrivilege(LIST);
    const lines = async () => within(await screen.findByTestId('points-expiry')).getAllByRole('listitem').map((li) => li.textContent);
    expect(await lines()).toEqual([
      '30,000 คะแนนจะหมดอายุวันที่ 31 ธ.ค. 2569',
      '120,000 คะแนนจะหมดอายุวันที่ 31 ธ.ค. 2570',
      '100,000 คะแนนจะหมดอายุวันที่ 31 ธ.ค. 2571',
    ]);
    view.unmount();
    await setLang('en');
    renderPrivilege(LIST);
    expect(await lines()).toEqual([
      '30,000 points expire on 31 Dec 2026',
      '120,000 points expire on 31 Dec 2027',
      '100,000 points expire on 31 Dec 2028',
    ]);
  });

  it('shows English names, Free and Sold out in English', async () => {
    await setLang('en');
    await signInAs('member');
    renderPrivilege(LIST);
    const cards = await screen.findAllByTestId('privilege-card');
    expect(within(cards[0]!).getByText('THB 50 off at the coffee shop')).toBeInTheDocument();
    expect(screen.getAllByText('Free').length).toBeGreaterThan(0);
    expect(screen.getByText('Sold out')).toBeInTheDocument();
  });

  it('loads the next page with "load more"', async () => {
    await setLang('th');
    await signInAs('member');
    renderPrivilege(LIST);
    await screen.findAllByTestId('privilege-card');
    fireEvent.click(screen.getByRole('button', { name: 'ดูเพิ่มเติม' }));
    await waitFor(() => expect(screen.getAllByTestId('privilege-card').length).toBe(20));
  });

  it('filters by category chip', async () => {
    await setLang('en');
    await signInAs('member');
    const view = renderPrivilege(LIST);
    await screen.findAllByTestId('privilege-card');
    fireEvent.click(await screen.findByRole('button', { name: 'Telecom add-ons' }));
    await waitFor(() => expect(view.path()).toBe('/privilege/privilege-list?category=telecom'));
    await waitFor(() => {
      const cards = screen.getAllByTestId('privilege-card');
      expect(cards.every((c) => within(c).queryByText('Add-on pack'))).toBe(true);
    });
    expect(screen.getByRole('button', { name: 'Telecom add-ons' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the error state with a retry that recovers', async () => {
    await setLang('th');
    await signInAs('member');
    mockControl.setFault('GET /api/Privilege/List', 'server-error');
    renderPrivilege(LIST);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้งภายหลัง');
    mockControl.clearFaults();
    fireEvent.click(within(alert).getByRole('button', { name: 'ลองอีกครั้ง' }));
    expect((await screen.findAllByTestId('privilege-card')).length).toBe(10);
  });

  it('shows the empty state when a category has nothing', async () => {
    await setLang('en');
    await signInAs('member');
    server.use(
      http.get('*/api/Privilege/List', () => HttpResponse.json({ data: { items: [], page: 1, page_size: 10, total: 0 } })),
    );
    renderPrivilege(`${LIST}?category=travel`);
    expect(await screen.findByText('No privileges here yet')).toBeInTheDocument();
  });

  it('shows no expiry notice when no points are left to expire', async () => {
    await setLang('th');
    await signInAs('zeroPoints');
    renderPrivilege(LIST);
    await screen.findAllByTestId('privilege-card');
    expect(screen.queryByTestId('points-expiry')).not.toBeInTheDocument();
  });

  it('lets guests browse read-only: cards but no points block', async () => {
    await setLang('th');
    await signInAs('guest');
    renderPrivilege(LIST);
    expect((await screen.findAllByTestId('privilege-card')).length).toBe(10);
    expect(screen.queryByTestId('points-expiry')).not.toBeInTheDocument();
  });
});
