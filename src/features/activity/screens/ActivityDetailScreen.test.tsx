// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetMock, server } from '@mocks/node';
import { getActivityDetail } from '@/generated/activity/activity';
import type * as LiffClient from '@/shared/liff/liff-client';
import { href, paths } from '@/shared/routing/paths';
import { resetApp, setLang, signInAs } from '@test-support';
import { renderActivity } from '@test-support/screens/activity';

const opened = vi.hoisted(() => ({ urls: [] as string[] }));
vi.mock('@/shared/liff/liff-client', async (importOriginal) => ({
  ...(await importOriginal<typeof LiffClient>()),
  openExternalUrl: (url: string) => {
    opened.urls.push(url);
  },
}));

let launches = 0;
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/api/Game/Launch') launches += 1;
  });
});
beforeEach(() => {
  resetApp();
  launches = 0;
  opened.urls = [];
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
  vi.setSystemTime(Date.parse('2026-11-20T10:00:00+07:00'));
});
afterEach(() => {
  vi.useRealTimers();
  server.resetHandlers();
  resetMock();
});
afterAll(() => server.close());

const open = (id: string) => renderActivity(href('activityDetail', { activity_id: id }));
const detail = () => screen.findByTestId('activity-detail');

describe('activity detail', () => {
  it('an activity (Thai): title, period, points, how-to and the link button, which opens the page outside', async () => {
    await setLang('th');
    await signInAs('member');
    open('ACT000031');
    const view = await detail();
    expect(within(view).getByRole('heading', { level: 2 })).toHaveTextContent('ตอบคำถามประจำสัปดาห์');
    expect(within(view).getByTestId('activity-points')).toHaveTextContent('รับ 50 คะแนน');
    expect(within(view).getByTestId('activity-how-to')).toHaveTextContent('วิธีร่วมกิจกรรม');
    expect(within(view).getByTestId('activity-how-to').querySelectorAll('li')).toHaveLength(3);
    expect(within(view).queryByTestId('activity-game-terms')).toBeNull();
    fireEvent.click(within(view).getByTestId('activity-cta'));
    expect(opened.urls).toEqual(['https://www.example.com/privilege/weekly-quiz']);
  });

  it('removes scripts and event handlers from the body and the how-to', async () => {
    await setLang('en');
    await signInAs('member');
    const real = await getActivityDetail({ activity_id: 'ACT000031' });
    server.use(
      http.get('*/api/Activity/Detail', () =>
        HttpResponse.json({
          data: {
            ...real,
            body_html: { th: '<p>x</p>', en: '<p id="safe">Hello</p><script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2"><a href="javascript:alert(1)">bad</a>' },
            how_to_html: { th: '<p>y</p>', en: '<ol><li onclick="alert(1)">Step</li></ol><iframe src="https://evil.example"></iframe>' },
          },
        }),
      ),
    );
    open('ACT000031');
    const view = await detail();
    const body = within(view).getByTestId('activity-body');
    expect(body.querySelector('#safe')).toHaveTextContent('Hello');
    expect(view.querySelector('script')).toBeNull();
    expect(view.querySelector('iframe')).toBeNull();
    expect(body.querySelector('img')?.getAttribute('onerror')).toBeFalsy();
    expect(body.querySelector('a')?.getAttribute('href') ?? '').not.toMatch(/javascript/i);
    expect(view.querySelector('[onclick]')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('a link that is not https shows no button', async () => {
    await setLang('en');
    await signInAs('member');
    const real = await getActivityDetail({ activity_id: 'ACT000031' });
    server.use(http.get('*/api/Activity/Detail', () => HttpResponse.json({ data: { ...real, call_to_action: { kind: 'link', url: 'http://plain.example' } } })));
    open('ACT000031');
    const view = await detail();
    expect(within(view).queryByTestId('activity-cta')).toBeNull();
  });

  it('a game (English): play launches once and lands on the verify address; the game terms are linked', async () => {
    await setLang('en');
    await signInAs('member');
    open('ACT000051');
    const view = await detail();
    expect(within(view).getByTestId('activity-game-terms')).toHaveAttribute('href', paths.gameTerms);
    const play = within(view).getByTestId('activity-cta');
    expect(play).toHaveTextContent('Play');
    fireEvent.click(play);
    fireEvent.click(play);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toMatch(/^\/game\/verify\?.*game_token=gt_/));
    expect(screen.getByTestId('location').textContent).toContain('game_id=GAM000007');
    expect(launches).toBe(1);
  });

  it('an ended entry is marked and has no button', async () => {
    await setLang('th');
    await signInAs('member');
    open('ACT000035');
    const view = await detail();
    expect(view).toHaveAttribute('data-ended', 'true');
    expect(within(view).getByTestId('activity-ended')).toHaveTextContent('สิ้นสุดแล้ว');
    expect(within(view).queryByTestId('activity-cta')).toBeNull();
  });

  it('an unknown id and a malformed (over-long) id show not-found with a way back', async () => {
    await setLang('en');
    await signInAs('member');
    const first = open('ACT999999');
    const missing = await screen.findByTestId('activity-not-found');
    expect(missing).toHaveTextContent('Activity not found');
    expect(within(missing).getByRole('link')).toHaveAttribute('href', paths.activityList);
    first.unmount();
    renderActivity(`${paths.activityDetail}?activity_id=ACT000031${'9'.repeat(300)}`);
    // Clamped to 9 characters, the id is a real one.
    expect(await detail()).toBeInTheDocument();
  });
});
