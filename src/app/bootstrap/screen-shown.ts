/**
 * Resolves once the prerendered screen the inline script chose (config/prerender-choice.mjs) is in
 * #root: the script puts it in when the web font is ready, within a few seconds. At once when there
 * is none to wait for (no variant chosen) or it is in already.
 */
export function screenShown(container: HTMLElement): Promise<void> {
  if (!container.dataset.prerendered || container.firstChild) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!container.firstChild) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(container, { childList: true });
  });
}
