// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetMock, server } from '@mocks/node';
import AccountMenuScreen from '@/features/account/screens/AccountMenuScreen';
import { paths } from '@/shared/routing/paths';
import { readToken } from '@/shared/session/token';
import { renderScreen, resetApp, setLang, signInAs } from '@test-support';

let logoutCalls = 0;
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/api/customer/LogoutLine') logoutCalls += 1;
  });
});
beforeEach(() => {
  resetApp();
  logoutCalls = 0;
});
afterEach(() => {
  vi.useRealTimers();
  server.resetHandlers();
  resetMock();
});
afterAll(() => server.close());

const hrefs = () => screen.getAllByRole('link').map((a) => a.getAttribute('href'));

describe('profile menu', () => {
  it('shows the member card: name, tier, points and the points expiring each year, soonest first (Thai)', async () => {
    await setLang('th');
    await signInAs('member');
    renderScreen(AccountMenuScreen, { path: paths.accountMenu });
    const card = await screen.findByTestId('member-card');
    expect(within(card).getByText('สมชาย ใจดี')).toBeInTheDocument();
    expect(within(card).getByText('โกลด์')).toBeInTheDocument();
    await waitFor(() => expect(within(card).getByTestId('member-card-points')).toHaveTextContent('250,000'));
    // The demo member's buckets: 12%, 48% and 40% of 250,000 points, by year (Buddhist era in Thai).
    await waitFor(() =>
      expect(within(within(card).getByTestId('member-card-expiring')).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
        'หมดอายุ 31 ธ.ค. 2569 30,000 คะแนน',
        'หมดอายุ 31 ธ.ค. 2570 120,000 คะแนน',
        'หมดอายุ 31 ธ.ค. 2571 100,000 คะแนน',
      ]),
    );
    expect(within(card).getByTestId('avatar-initials')).toHaveTextContent('ส');
  });

  it('links every screen of the other area, grouped, with the language and app version shown (English)', async () => {
    await setLang('en');
    await signInAs('member');
    renderScreen(AccountMenuScreen, { path: paths.accountMenu });
    await screen.findByTestId('member-card');
    for (const group of ['My account', 'My points', 'Settings', 'Help and information']) {
      expect(screen.getByRole('heading', { name: group })).toBeInTheDocument();
    }
    const links = hrefs();
    for (const to of [
      paths.profileEdit,
      paths.profileEditEservice,
      paths.changeMobileNumber,
      paths.addressList,
      paths.myService,
      paths.friendReferral,
      paths.history,
      paths.subscribe,
      paths.changeLanguage,
      paths.about,
      paths.accountTerms,
      paths.accountPrivacy,
      paths.version,
    ]) {
      expect(links, to).toContain(to);
    }
    expect(screen.getByRole('link', { name: /Change language/ })).toHaveTextContent('English');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Transfer to PointX' })).toBeInTheDocument());
  });

  it('logs out only after confirming, through the server, and returns to the start', async () => {
    await setLang('en');
    await signInAs('member');
    const { router } = renderScreen(AccountMenuScreen, { path: paths.accountMenu });
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    const box = await screen.findByTestId('app-dialog');
    fireEvent.click(box.querySelector<HTMLButtonElement>('[data-action="cancel"]')!);
    await waitFor(() => expect(screen.queryByTestId('app-dialog')).toBeNull());
    expect(logoutCalls).toBe(0);
    expect(readToken()).not.toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    const again = await screen.findByTestId('app-dialog');
    fireEvent.click(again.querySelector<HTMLButtonElement>('[data-action="submit"]')!);
    await waitFor(() => expect(readToken()).toBeNull());
    // The device is cleared first; the server is told without being waited for.
    await waitFor(() => expect(logoutCalls).toBe(1));
    await waitFor(() => expect(router.state.location.pathname).not.toBe(paths.accountMenu));
  });
});
