// @vitest-environment jsdom
import { resetApp, setLang, signInAs, TEST_SCREEN } from '@test-support';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetMock, server } from '@mocks/node';
import { issueToken, signedHeaders, DEMO } from '@mocks/identities';
import { AppProviders } from '@/app/providers/AppProviders';
import HistoryScreen from '@/features/history/screens/HistoryScreen';
import { paths } from '@/shared/routing/paths';
import { MantineHost } from '@/shared/ui/light/mantine-host/MantineHost';

let seen: URL[] = [];
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => void seen.push(new URL(request.url)));
});
beforeEach(() => {
  resetApp();
  seen = [];
});
afterEach(() => {
  server.resetHandlers();
  resetMock();
});
afterAll(() => server.close());

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderHistory(url: string = paths.history) {
  const router = createMemoryRouter(
    [
      { path: paths.history, element: <><HistoryScreen /><Where /></> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [url] },
  );
  render(<AppProviders><MantineHost screen={TEST_SCREEN}><RouterProvider router={router} /></MantineHost></AppProviders>);
  return router;
}

async function redeemEcode() {
  const token = issueToken(DEMO.member.customerId);
  const headers = { ...(await signedHeaders(token)), 'Content-Type': 'application/json', 'Idempotency-Key': 'history-screen-ecode-01' };
  const res = await fetch('http://localhost/api/Redemption/Redeem', { method: 'POST', headers, body: JSON.stringify({ privilege_id: 'PRV000101', quantity: 1 }) });
  expect(res.status).toBe(200);
}

describe('history', () => {
  it('shows the wallet, month groups and applies the filters on the server; the tab lives in the URL (English)', async () => {
    await setLang('en');
    await signInAs('member');
    await redeemEcode();
    const router = renderHistory();
    expect(await screen.findByTestId('ecode-wallet')).toHaveTextContent('e-code ready to use');
    const list = await screen.findByTestId('redemption-history');
    expect(within(list).getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0);
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'delivery');
    await waitFor(() => expect(seen.some((u) => u.pathname === '/api/History/Redemptions' && u.searchParams.get('kind') === 'delivery')).toBe(true));
    await userEvent.selectOptions(screen.getByLabelText('Period'), 'this_year');
    await waitFor(() => expect(router.state.location.search).toBe('?kind=delivery&period=this_year'));
    await waitFor(() => expect(screen.getAllByTestId('redemption-item').every((el) => el.getAttribute('data-kind') === 'delivery')).toBe(true));
    await userEvent.click(screen.getByTestId('history-tab-transfers'));
    await waitFor(() => expect(router.state.location.search).toContain('tab=transfers'));
  });

  it('shows the points expiring each year, soonest first, and the statement as lists under Buddhist-era month headings (Thai)', async () => {
    await setLang('th');
    await signInAs('member');
    renderHistory(`${paths.history}?tab=points`);
    const expiring = await screen.findByTestId('statement-expiring');
    expect(within(expiring).getByRole('heading', { level: 2 })).toHaveTextContent('คะแนนที่จะหมดอายุ');
    expect(within(expiring).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'หมดอายุ 31 ธ.ค. 2569 30,000 คะแนน',
      'หมดอายุ 31 ธ.ค. 2570 120,000 คะแนน',
      'หมดอายุ 31 ธ.ค. 2571 100,000 คะแนน',
    ]);
    const statement = await screen.findByTestId('point-statement');
    // The month headings come right after the page's title (h1): second level, each over a list of its entries.
    const months = within(statement).getAllByRole('heading');
    expect(months.map((h) => h.tagName)).toEqual(months.map(() => 'H2'));
    expect(months[0]).toHaveTextContent(/2569/);
    const entries = within(statement).getAllByTestId('statement-entry');
    expect(entries.every((el) => el.parentElement?.tagName === 'LI' && el.parentElement.parentElement?.tagName === 'UL')).toBe(true);
    expect(within(statement).getAllByRole('list').length).toBe(months.length);
    expect(entries.some((el) => el.getAttribute('data-kind')?.startsWith('earned_'))).toBe(true);
  });

  it('keeps the pages already shown when the next page fails, and retries', async () => {
    await setLang('en');
    await signInAs('member');
    renderHistory(`${paths.history}?tab=points`);
    const statement = await screen.findByTestId('point-statement');
    const before = within(statement).getAllByTestId('statement-entry').length;
    server.use(http.get('*/api/History/Points', () => HttpResponse.json({ code: 'GENERIC_ERROR', message: { th: 'ขัดข้อง', en: 'Temporarily unavailable.' } }, { status: 500 }), { once: true }));
    server.use(http.get('*/api/History/Points', () => HttpResponse.json({ code: 'GENERIC_ERROR', message: { th: 'ขัดข้อง', en: 'Temporarily unavailable.' } }, { status: 500 }), { once: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Temporarily unavailable.')).toBeInTheDocument();
    expect(within(statement).getAllByTestId('statement-entry')).toHaveLength(before);
    await userEvent.click(screen.getByRole('button', { name: /Try again|Retry/ }));
    await waitFor(() => expect(within(statement).getAllByTestId('statement-entry').length).toBeGreaterThan(before));
  });

  it('a member without redemptions sees the empty state', async () => {
    await setLang('en');
    await signInAs('zeroPoints');
    renderHistory(`${paths.history}?kind=lucky_draw&period=this_month`);
    expect(await screen.findByText('No redemptions to show yet.')).toBeInTheDocument();
  });
});
