// @vitest-environment jsdom
/**
 * Field vitals: each of LCP, INP and CLS is sent when web-vitals reports it, as one JSON beacon to
 * the configured endpoint, with the path only (never the query, which may carry personal data);
 * nothing starts without an endpoint.
 */
import type { Metric } from 'web-vitals';
import { afterEach, describe, expect, it, vi } from 'vitest';

const handlers: Record<string, (metric: Metric) => void> = {};
vi.mock('web-vitals', () => ({
  onLCP: (cb: (m: Metric) => void) => (handlers.LCP = cb),
  onINP: (cb: (m: Metric) => void) => (handlers.INP = cb),
  onCLS: (cb: (m: Metric) => void) => (handlers.CLS = cb),
}));

const { reportFieldVitals, startFieldVitals, toReport } = await import('@/shared/metrics/field-vitals');

const metric = (name: Metric['name'], value: number): Metric =>
  ({ name, value, rating: 'good', id: `v5-${name}`, navigationType: 'navigate', delta: value, entries: [] }) as unknown as Metric;

afterEach(() => {
  vi.unstubAllGlobals();
  for (const key of Object.keys(handlers)) delete handlers[key];
});

describe('field vitals', () => {
  it('sends LCP, INP and CLS as JSON beacons to the endpoint, with the path and no query', async () => {
    const beacons: Array<{ url: string; body: string }> = [];
    vi.stubGlobal('navigator', {
      sendBeacon: (url: string, body: string) => {
        beacons.push({ url, body });
        return true;
      },
    });
    window.history.replaceState(null, '', '/privilege/privilege-detail?privilege_id=PRV000101&citizen_id=1101700230708');
    await reportFieldVitals('/__mock/vitals', '1.2.3');
    handlers.LCP?.(metric('LCP', 1834.56));
    handlers.INP?.(metric('INP', 96));
    handlers.CLS?.(metric('CLS', 0.01234));
    const sent = beacons.map((b) => ({ url: b.url, ...(JSON.parse(b.body) as Record<string, unknown>) }));
    expect(sent).toEqual([
      { url: '/__mock/vitals', name: 'LCP', value: 1835, rating: 'good', id: 'v5-LCP', navigationType: 'navigate', path: '/privilege/privilege-detail', app_version: '1.2.3' },
      { url: '/__mock/vitals', name: 'INP', value: 96, rating: 'good', id: 'v5-INP', navigationType: 'navigate', path: '/privilege/privilege-detail', app_version: '1.2.3' },
      { url: '/__mock/vitals', name: 'CLS', value: 0.012, rating: 'good', id: 'v5-CLS', navigationType: 'navigate', path: '/privilege/privilege-detail', app_version: '1.2.3' },
    ]);
    expect(beacons.map((b) => b.body).join('')).not.toContain('1101700230708');
  });

  it('falls back to a keepalive fetch when the beacon is refused', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('navigator', { sendBeacon: () => false });
    vi.stubGlobal('fetch', fetchMock);
    await reportFieldVitals('https://metrics.example/vitals', '1.2.3');
    handlers.LCP?.(metric('LCP', 1200));
    expect(fetchMock).toHaveBeenCalledWith('https://metrics.example/vitals', expect.objectContaining({ method: 'POST', keepalive: true }));
  });

  it('starts nothing without an endpoint', () => {
    const idle = vi.fn();
    vi.stubGlobal('requestIdleCallback', idle);
    startFieldVitals('', '1.2.3');
    expect(idle).not.toHaveBeenCalled();
    startFieldVitals('/__mock/vitals', '1.2.3');
    expect(idle).toHaveBeenCalledTimes(1);
  });

  it('rounds CLS to three decimals and times to whole milliseconds', () => {
    expect(toReport(metric('CLS', 0.123456), '/x', 'v').value).toBe(0.123);
    expect(toReport(metric('LCP', 2500.4), '/x', 'v').value).toBe(2500);
  });
});
