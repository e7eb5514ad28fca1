/**
 * Asks the browser for images a screen is about to show (high priority, once per address), so they
 * load while the screen renders instead of after it.
 */
export function preloadImages(urls: readonly (string | null | undefined)[]): void {
  if (typeof document === 'undefined') return;
  const asked = new Set([...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => link.getAttribute('href')));
  for (const url of urls) {
    if (!url || asked.has(url)) continue;
    asked.add(url);
    const link = document.createElement('link');
    link.setAttribute('rel', 'preload');
    link.setAttribute('as', 'image');
    link.setAttribute('href', url);
    link.setAttribute('fetchpriority', 'high');
    document.head.append(link);
  }
}
