/**
 * Field data: LCP, INP and CLS of real sessions, measured by `web-vitals` and sent to
 * PUBLIC_VITALS_URL, so production can be watched. Off when the URL is empty (the default of a
 * build); `npm run dev` points it at the mock, which logs each report (`/__mock/vitals`).
 *
 * `web-vitals` is its own chunk, fetched after first paint when the browser is idle: its observers
 * read buffered entries, so nothing before that is missed, and the first screen does not wait for it.
 */
import type { Metric } from 'web-vitals';
import { whenIdle } from '@/shared/lib/when-idle';

/** One report, as the endpoint receives it (JSON). No query string or personal data: the path only. */
export interface VitalsReport {
  name: Metric['name'];
  value: number;
  rating: Metric['rating'];
  id: string;
  navigationType: Metric['navigationType'];
  path: string;
  app_version: string;
}

export function toReport(metric: Metric, path: string, appVersion: string): VitalsReport {
  const { name, value, rating, id, navigationType } = metric;
  return { name, value: Math.round(name === 'CLS' ? value * 1000 : value) / (name === 'CLS' ? 1000 : 1), rating, id, navigationType, path, app_version: appVersion };
}

/**
 * Sends one report: a beacon survives the page being hidden or closed; fetch with keepalive otherwise.
 * The JSON goes as text/plain, a simple request: a metrics endpoint on another origin needs no preflight.
 */
function send(url: string, report: VitalsReport): void {
  const body = JSON.stringify(report);
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body)) return;
  void fetch(url, { method: 'POST', body, keepalive: true }).catch(() => undefined);
}

/** Loads `web-vitals` and reports each metric when it is final (on page hide for LCP, INP and CLS). */
export async function reportFieldVitals(url: string, appVersion: string): Promise<void> {
  const { onCLS, onINP, onLCP } = await import('web-vitals');
  const report = (metric: Metric) => send(url, toReport(metric, window.location.pathname, appVersion));
  onLCP(report);
  onINP(report);
  onCLS(report);
}

/** After first paint, when the browser is idle: starts the field report if an endpoint is set. */
export function startFieldVitals(url: string, appVersion: string): void {
  if (!url) return;
  const start = () => void reportFieldVitals(url, appVersion).catch(() => undefined);
  whenIdle(start, { timeoutMs: 5000 });
}
