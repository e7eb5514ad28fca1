import { useEffect, useState } from 'react';
import { serverNow } from './server-clock';

/**
 * The one countdown of the app (e-code validity, OTP resend): milliseconds left until `target` (0 once
 * passed), refreshed every second. `target` is server time, and so is the clock it is compared with.
 */
export function useCountdown(target: string | number | Date | null | undefined): number {
  const end = target === null || target === undefined ? NaN : new Date(target).getTime();
  const [now, setNow] = useState(() => serverNow());
  const remaining = Number.isFinite(end) ? Math.max(0, end - now) : 0;

  useEffect(() => {
    if (!Number.isFinite(end)) return;
    if (end - serverNow() <= 0) return;
    const timer = setInterval(() => {
      const current = serverNow();
      setNow(current);
      if (current >= end) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [end]);

  return remaining;
}

/** mm:ss (minutes may exceed 59 for long spans). */
export function formatMmSs(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}
