// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockControl, resetMock, server } from '@mocks/node';
import { MIGRATION_PAGE_SIZE } from '@/features/history/screens/HistoryMigrationScreen';
import { paths } from '@/shared/routing/paths';
import { resetApp, setLang, signInAs } from '@test-support';
import { renderHistory } from '@test-support/screens/history';

/** The demo member's migrated entries in the seed. */
const SEEDED_ENTRIES = 14;
const TH_DESCRIPTIONS = ['ได้รับคะแนนจากการชำระค่าบริการรายเดือน', 'แลกส่วนลดค่าบริการรายเดือน', 'ได้รับคะแนนจากกิจกรรมตอบคำถาม', 'คะแนนหมดอายุ', 'แลกรับบัตรชมภาพยนตร์'];
const EN_DESCRIPTIONS = ['Points earned from paying the monthly bill', 'Redeemed a monthly bill discount', 'Points earned from a quiz activity', 'Points expired', 'Redeemed movie tickets'];

let pages: number[] = [];
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/History/Migration') pages.push(Number(url.searchParams.get('page')));
  });
});
beforeEach(() => {
  resetApp();
  pages = [];
});
afterEach(() => {
  server.resetHandlers();
  resetMock();
});
afterAll(() => server.close());

const entries = () => screen.queryAllByTestId('migration-entry');
const shown = async (count: number) => waitFor(() => expect(entries()).toHaveLength(count));

/** The signed points of an entry as drawn (the words for screen readers aside). */
const drawn = (entry: HTMLElement) => within(entry).getByTestId('migration-points').querySelector('[aria-hidden="true"]')?.textContent ?? '';

describe('earlier history', () => {
  it('pages the read-only list with "load more" (Thai): date, description, signed points', async () => {
    await setLang('th');
    await signInAs('member');
    mockControl.setLatency(100);
    renderHistory(paths.historyMigration);
    expect(await screen.findByTestId('history-skeleton')).toHaveAttribute('aria-label', 'กำลังโหลดประวัติย้อนหลัง');
    await shown(MIGRATION_PAGE_SIZE);
    expect(screen.getByTestId('migration-total')).toHaveTextContent(`${SEEDED_ENTRIES} รายการ`);
    for (const entry of entries()) {
      expect(TH_DESCRIPTIONS.some((d) => entry.textContent?.includes(d))).toBe(true);
      expect(entry.textContent).toMatch(/\d{1,2} [ก-๙.]+ 25\d\d/);
      expect(drawn(entry)).toMatch(/^[+−][\d,]+$/);
    }
    // Spent and expired points are deducted; earned ones added.
    const expired = entries().find((e) => e.textContent?.includes('คะแนนหมดอายุ'));
    if (expired) expect(drawn(expired)).toMatch(/^−/);
    // Read-only: nothing to tap but "load more".
    expect(within(screen.getByRole('list')).queryAllByRole('button')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'ดูเพิ่มเติม' }));
    await shown(SEEDED_ENTRIES);
    expect(pages).toEqual([1, 2]);
    expect(screen.queryByTestId('migration-more')).toBeNull();
    expect(screen.getByText('แสดงครบทุกรายการแล้ว')).toBeInTheDocument();
  });

  it('shows the English descriptions and counts in English', async () => {
    await setLang('en');
    await signInAs('member');
    renderHistory(paths.historyMigration);
    await shown(MIGRATION_PAGE_SIZE);
    expect(screen.getByTestId('migration-total')).toHaveTextContent(`${SEEDED_ENTRIES} entries`);
    expect(entries().every((entry) => EN_DESCRIPTIONS.some((d) => entry.textContent?.includes(d)))).toBe(true);
    expect(entries()[0]?.textContent).toMatch(/\d{1,2} [A-Z][a-z]{2} 20\d\d/);
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  });

  it('a failed next page keeps the entries already shown and retries (English)', async () => {
    await setLang('en');
    await signInAs('member');
    renderHistory(paths.historyMigration);
    await shown(MIGRATION_PAGE_SIZE);
    mockControl.setFault('GET /api/History/Migration', 'server-error');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An error occurred. Please try again later.');
    expect(entries()).toHaveLength(MIGRATION_PAGE_SIZE);
    expect(screen.queryByTestId('migration-more')).toBeNull();
    mockControl.clearFaults();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await shown(SEEDED_ENTRIES);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('an error on the first page is shown with a retry that recovers (Thai)', async () => {
    await setLang('th');
    await signInAs('member');
    mockControl.setFault('GET /api/History/Migration', 'server-error');
    renderHistory(paths.historyMigration);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้งภายหลัง');
    mockControl.clearFaults();
    fireEvent.click(within(alert).getByRole('button', { name: 'ลองอีกครั้ง' }));
    await shown(MIGRATION_PAGE_SIZE);
  });

  it('a member without earlier history sees the empty state (Thai and English)', async () => {
    await setLang('th');
    await signInAs('passport');
    const first = renderHistory(paths.historyMigration);
    const empty = await screen.findByTestId('migration-empty');
    expect(empty).toHaveTextContent('ไม่มีประวัติย้อนหลัง');
    expect(within(empty).getByRole('link', { name: 'กลับไปหน้าประวัติ' })).toHaveAttribute('href', '/history');
    first.unmount();
    await setLang('en');
    renderHistory(paths.historyMigration);
    expect(await screen.findByTestId('migration-empty')).toHaveTextContent('No earlier history');
  });
});
