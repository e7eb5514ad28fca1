// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetMock, server } from '@mocks/node';
import { MAX_RECENT_SEARCHES, RECENT_SEARCHES_KEY } from '@/features/privilege/lib/recent-searches';
import { resetApp, setLang, signInAs } from '@test-support';
import { renderPrivilege } from '@test-support/screens/privilege';

let keywords: string[] = [];

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/Privilege/List' && url.searchParams.has('keyword')) keywords.push(url.searchParams.get('keyword')!);
  });
});
beforeEach(() => {
  resetApp();
  keywords = [];
});
afterEach(() => {
  server.resetHandlers();
  resetMock();
});
afterAll(() => server.close());

const SEARCH = '/privilege/search-privilege';
const input = () => screen.getByRole('searchbox');

describe('privilege search', () => {
  it('debounces typing into one request and shows the matches', async () => {
    await setLang('en');
    await signInAs('member');
    const view = renderPrivilege(SEARCH);
    for (const text of ['c', 'co', 'cof', 'coff', 'coffee']) fireEvent.change(input(), { target: { value: text } });
    const cards = await screen.findAllByTestId('privilege-card');
    expect(cards.length).toBeGreaterThan(0);
    expect(keywords).toEqual(['coffee']);
    expect(screen.getByText('Results for “coffee”')).toBeInTheDocument();
    expect(view.path()).toBe('/privilege/search-privilege?q=coffee');
  });

  it('clamps a 5,000-character ?q= to the keyword limit and searches instead of failing', async () => {
    await setLang('en');
    await signInAs('member');
    const view = renderPrivilege(`${SEARCH}?q=${'a'.repeat(5000)}`);
    expect((input() as HTMLInputElement).value).toHaveLength(100);
    expect(await screen.findByText('Sorry, the word you were searching was not found.')).toBeInTheDocument();
    expect(keywords.every((k) => k.length <= 100)).toBe(true);
    expect(keywords.length).toBeGreaterThan(0);
    await waitFor(() => expect(view.path()).toBe(`${SEARCH}?q=${'a'.repeat(100)}`));
  });

  it('shows the not-found message of SEARCH_NOT_FOUND in Thai', async () => {
    await setLang('th');
    await signInAs('member');
    renderPrivilege(SEARCH);
    fireEvent.change(input(), { target: { value: 'ไม่มีคำนี้แน่นอน' } });
    expect(await screen.findByText('ขออภัย ไม่พบคำที่คุณค้นหา')).toBeInTheDocument();
  });

  it('shows the not-found message of SEARCH_NOT_FOUND in English', async () => {
    await setLang('en');
    await signInAs('guest');
    renderPrivilege(SEARCH);
    fireEvent.change(input(), { target: { value: 'zzzzqqq' } });
    expect(await screen.findByText('Sorry, the word you were searching was not found.')).toBeInTheDocument();
  });

  it('keeps recent searches on the device (newest first, at most 8) and clears them', async () => {
    await setLang('th');
    await signInAs('member');
    const words = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8', 'a9'];
    const view = renderPrivilege(SEARCH);
    for (const word of words) {
      fireEvent.change(input(), { target: { value: word } });
      fireEvent.submit(input().closest('form')!);
    }
    const stored = JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY)!) as string[];
    expect(stored).toHaveLength(MAX_RECENT_SEARCHES);
    expect(stored[0]).toBe('a9');
    expect(stored).not.toContain('a1');
    view.unmount();

    renderPrivilege(SEARCH);
    const recent = await screen.findByRole('heading', { name: 'ค้นหาล่าสุด' });
    const list = recent.closest('section')!;
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    // Each one can be removed on its own
    fireEvent.click(within(list).getByRole('button', { name: 'ลบ “a9” ออกจากการค้นหาล่าสุด' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(7);
    expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY)!)).not.toContain('a9');
    // Tapping a recent search runs it
    fireEvent.click(within(list).getByRole('button', { name: 'a5' }));
    expect(input()).toHaveValue('a5');
    // The box's clear button empties it and gives it the focus back
    fireEvent.click(screen.getByRole('button', { name: 'ล้างคำค้นหา' }));
    expect(input()).toHaveValue('');
    expect(input()).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'ล้างคำค้นหา' })).not.toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'ล้างทั้งหมด' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'ค้นหาล่าสุด' })).not.toBeInTheDocument());
    expect(localStorage.getItem(RECENT_SEARCHES_KEY)).toBeNull();
  });

  it('shows a search among the recent ones when the box is emptied again, without leaving the screen', async () => {
    await setLang('th');
    await signInAs('member');
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['กาแฟ']));
    renderPrivilege(SEARCH);
    fireEvent.change(input(), { target: { value: 'starbucks' } });
    // The results replace the recent searches once the keyword has settled.
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'ค้นหาล่าสุด' })).not.toBeInTheDocument());
    fireEvent.submit(input().closest('form')!);
    fireEvent.change(input(), { target: { value: '' } });
    const recent = await screen.findByRole('heading', { name: 'ค้นหาล่าสุด' });
    const items = within(recent.closest('section')!).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['starbucks', 'กาแฟ']);
  });

  it('offers category shortcuts that open the filtered list', async () => {
    await setLang('en');
    await signInAs('member');
    const view = renderPrivilege(SEARCH);
    fireEvent.click(await screen.findByRole('button', { name: 'Travel' }));
    await waitFor(() => expect(view.path()).toBe('/privilege/privilege-list?category=travel'));
  });
});
