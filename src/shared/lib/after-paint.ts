/**
 * Resolves in the task after the next frame: what was on screen, with any change made before the
 * call, has been painted by then. A hidden tab, which gets no animation frames, waits at most 100 ms.
 * Used to let the browser answer a tap (or show a prerendered screen) before heavier work runs.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 100);
    requestAnimationFrame(() => {
      clearTimeout(timer);
      setTimeout(resolve, 0);
    });
  });
}

/** Resolves in the next task: what runs after it is a task of its own, not part of the caller's. */
export function nextTask(): Promise<void> {
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
}
