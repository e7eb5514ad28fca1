// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetMock, server } from '@mocks/node';
import { paths } from '@/shared/routing/paths';
import { resetApp, setLang, signInAs } from '@test-support';
import { renderActivity } from '@test-support/screens/activity';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetApp();
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
  vi.setSystemTime(Date.parse('2026-11-20T10:00:00+07:00'));
});
afterEach(() => {
  vi.useRealTimers();
  server.resetHandlers();
  resetMock();
});
afterAll(() => server.close());

const ids = (root: HTMLElement) => within(root).getAllByTestId('activity-card').map((card) => card.getAttribute('data-id'));

describe('activity tab', () => {
  it('shows the featured row first, games and articles rows, and marks ended entries (Thai)', async () => {
    await setLang('th');
    await signInAs('member');
    renderActivity(paths.activityList);
    const featured = await screen.findByTestId('activity-featured');
    expect(ids(featured).sort()).toEqual(['ACT000031', 'ACT000033', 'ACT000051']);
    expect(within(featured).getByText('กิจกรรมแนะนำ')).toBeInTheDocument();
    // The featured row comes before every other row.
    const list = screen.getByTestId('activity-list');
    expect(list.querySelector('section')).toBe(featured);
    // The tab leads to the game list and to the programme's about page.
    expect(screen.getByTestId('activity-play-games')).toHaveAttribute('href', paths.game);
    expect(screen.getByTestId('activity-about')).toHaveAttribute('href', paths.about);
    expect(ids(screen.getByTestId('activity-games'))).toEqual(expect.arrayContaining(['ACT000051', 'ACT000052', 'ACT000053']));
    expect(within(screen.getByTestId('activity-games')).getByTestId('activity-games-see-all')).toHaveAttribute('href', paths.activityGameAll);
    const articles = screen.getByTestId('activity-articles');
    expect(ids(articles)).toContain('ACT000041');
    // Articles earn nothing: no points line on their cards.
    expect(within(articles).queryByTestId('activity-points')).toBeNull();
    // The ended activity is listed, dimmed and marked.
    const ended = list.querySelector('[data-id="ACT000035"]') as HTMLElement;
    expect(ended).toHaveAttribute('data-ended', 'true');
    expect(within(ended).getByTestId('activity-ended')).toHaveTextContent('สิ้นสุดแล้ว');
    expect(list.querySelector('[data-id="ACT000031"]')).not.toHaveAttribute('data-ended');
    // Points with the plural message, dates in the Buddhist era.
    const quiz = list.querySelector('[data-id="ACT000031"]') as HTMLElement;
    expect(within(quiz).getByTestId('activity-points')).toHaveTextContent('รับ 50 คะแนน');
    expect(within(quiz).getByTestId('activity-period').textContent).toMatch(/25[67]\d/);
    expect(screen.getByTestId('activity-about')).toHaveAttribute('href', paths.about);
  });

  it('English: card words and Christian-era dates; a card opens the detail', async () => {
    await setLang('en');
    await signInAs('member');
    renderActivity(paths.activityList);
    const featured = await screen.findByTestId('activity-featured');
    const quiz = featured.querySelector('[data-id="ACT000031"]') as HTMLElement;
    expect(within(quiz).getByTestId('activity-points')).toHaveTextContent('Earn 50 points');
    expect(within(quiz).getByTestId('activity-period').textContent).toMatch(/202\d/);
    fireEvent.click(quiz);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/activity/activity-detail?activity_id=ACT000031'));
  });

  it('a failed list shows the error with retry, and retry loads it', async () => {
    await setLang('en');
    await signInAs('member');
    server.use(http.get('*/api/Activity/List', () => HttpResponse.json({ code: 'GENERIC_ERROR', message: { th: 'ผิดพลาด', en: 'Broken' } }, { status: 400 }), { once: true }));
    renderActivity(paths.activityList);
    const alert = await screen.findByRole('alert');
    fireEvent.click(within(alert).getByRole('button'));
    expect(await screen.findByTestId('activity-featured')).toBeInTheDocument();
  });

  it('an empty list says so', async () => {
    await setLang('th');
    await signInAs('member');
    server.use(http.get('*/api/Activity/List', () => HttpResponse.json({ data: { items: [], page: 1, page_size: 50, total: 0 } })));
    renderActivity(paths.activityList);
    expect(await screen.findByTestId('activity-empty')).toHaveTextContent('ยังไม่มีกิจกรรมในขณะนี้');
  });

  it('all games: a paged list of game cards; all articles: article cards', async () => {
    await setLang('en');
    await signInAs('member');
    renderActivity(paths.activityGameAll);
    const games = await screen.findByTestId('game-all');
    expect(ids(games)).toEqual(expect.arrayContaining(['ACT000051', 'ACT000052', 'ACT000053']));
    expect(ids(games).every((id) => ['ACT000051', 'ACT000052', 'ACT000053', 'ACT000054', 'ACT000055'].includes(id ?? ''))).toBe(true);
  });

  it('all articles: empty state when there are none', async () => {
    await setLang('en');
    await signInAs('member');
    server.use(http.get('*/api/Activity/Articles', () => HttpResponse.json({ data: { items: [], page: 1, page_size: 10, total: 0 } })));
    renderActivity(paths.activityArticleAll);
    expect(await screen.findByTestId('activity-empty')).toHaveTextContent('No articles right now');
  });
});
