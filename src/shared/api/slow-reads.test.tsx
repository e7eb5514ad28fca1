// @vitest-environment jsdom
/**
 * docs/spec.md §7 lets a read wait 180 s; the member is told long before that. A read a screen waits on
 * with nothing to show yet says "taking longer than usual" after SLOW_READ_AFTER_MS, offers to
 * stop (the screen's error state, with its own retry) or to ask again (one new call, never an
 * automatic retry of a timed-out read), and goes away when the answer comes.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockControl, resetMock, server } from '@mocks/node';
import { SLOW_READ_AFTER_MS } from '@/shared/api/slow-reads';
import { paths } from '@/shared/routing/paths';
import { resetApp, setLang, signInAs } from '@test-support';
import { renderService } from '@test-support/screens/account';

const SERVICE_LIST = 'GET /api/Customer/ServiceList';
const calls: string[] = [];
const countCalls = ({ request }: { request: Request }) => {
  if (new URL(request.url).pathname === '/api/Customer/ServiceList') calls.push(request.method);
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetApp();
  calls.length = 0;
  server.events.on('request:start', countCalls);
});
afterEach(() => {
  server.events.removeListener('request:start', countCalls);
  vi.useRealTimers();
  server.resetHandlers();
  resetMock();
});
afterAll(() => server.close());

async function openStuckScreen() {
  await signInAs('member');
  mockControl.setFault(SERVICE_LIST, 'timeout', { once: true });
  vi.useFakeTimers({ shouldAdvanceTime: true });
  renderService(paths.myService);
  await waitFor(() => expect(calls).toHaveLength(1));
}

describe('a slow read', () => {
  it('says nothing for the first seconds, then that it is taking longer than usual (Thai)', async () => {
    await setLang('th');
    await openStuckScreen();
    await vi.advanceTimersByTimeAsync(SLOW_READ_AFTER_MS - 1000);
    expect(screen.queryByTestId('slow-read')).toBeNull();
    await vi.advanceTimersByTimeAsync(1000);
    expect(await screen.findByTestId('slow-read')).toHaveTextContent('ใช้เวลานานกว่าปกติ');
    expect(screen.getByTestId('slow-read-stop')).toHaveTextContent('หยุดรอ');
    expect(screen.getByTestId('slow-read-retry')).toHaveTextContent('ลองอีกครั้ง');
  });

  it('asks again once on "Try again", shows the answer and the notice goes away (English)', async () => {
    await setLang('en');
    await openStuckScreen();
    await vi.advanceTimersByTimeAsync(SLOW_READ_AFTER_MS);
    const retry = await screen.findByTestId('slow-read-retry');
    // A double tap acts once.
    fireEvent.click(retry);
    fireEvent.click(retry);
    expect(await screen.findByTestId('linked-service-1000234567')).toBeInTheDocument();
    expect(calls).toHaveLength(2);
    await waitFor(() => expect(screen.queryByTestId('slow-read')).toBeNull());
  });

  it('stops waiting on "Stop": the screen shows that loading stopped, and its retry loads (English)', async () => {
    await setLang('en');
    await openStuckScreen();
    await vi.advanceTimersByTimeAsync(SLOW_READ_AFTER_MS);
    fireEvent.click(await screen.findByTestId('slow-read-stop'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Loading stopped.');
    expect(screen.queryByTestId('slow-read')).toBeNull();
    // Stopping never sends another call by itself.
    expect(calls).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('linked-service-1000234567')).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });

  it('never retries a read that timed out on its own: one call in the 180 s of docs/spec.md §7 (Thai)', async () => {
    await setLang('th');
    await openStuckScreen();
    await vi.advanceTimersByTimeAsync(180_000);
    expect(await screen.findByRole('alert')).toHaveTextContent('เกิดข้อผิดพลาด');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls).toHaveLength(1);
  });
});
