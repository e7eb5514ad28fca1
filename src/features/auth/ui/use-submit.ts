import { useCallback, useRef, useState } from 'react';

/** Minimal async action state (pending / error) for the sign-in screens, without a query client. */
export function useSubmit<A extends unknown[], R>(action: (...args: A) => Promise<R>) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const running = useRef(false);
  const run = useCallback(
    async (...args: A): Promise<R | undefined> => {
      if (running.current) return undefined;
      running.current = true;
      setPending(true);
      setError(null);
      try {
        return await action(...args);
      } catch (caught) {
        setError(caught);
        return undefined;
      } finally {
        running.current = false;
        setPending(false);
      }
    },
    [action],
  );
  return { run, pending, error, reset: () => setError(null) };
}
