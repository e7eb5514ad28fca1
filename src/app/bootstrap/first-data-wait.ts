/**
 * How long a navigation waits for the screen's first data (a screen `loader` that returns its
 * promise; the guard loader calls it) before it shows the screen in its loading state: long enough for a quick answer, so the screen
 * opens once with its content (one render, no skeleton flash), short enough that a tap on a slow
 * network still answers at once.
 */
export const FIRST_DATA_WAIT_MS = 250;

export function waitBriefly(pending: void | Promise<unknown>): Promise<unknown> | undefined {
  if (!pending) return undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const bound = new Promise((resolve) => {
    timer = setTimeout(resolve, FIRST_DATA_WAIT_MS);
  });
  // A failed read is the screen's to show (its error state), not the navigation's.
  return Promise.race([pending.catch(() => undefined), bound]).finally(() => clearTimeout(timer));
}
