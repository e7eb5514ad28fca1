/**
 * Lets code outside React (session failure flow, logout) navigate through the app's router.
 * The app shell registers the router's `navigate` once it exists.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void | Promise<void>;

let navigator: Navigate | null = null;

export function registerNavigator(navigate: Navigate | null): void {
  navigator = navigate;
}

export function navigateTo(to: string, options: { replace?: boolean } = {}): void {
  if (navigator) {
    void navigator(to, options);
    return;
  }
  if (options.replace) window.location.replace(to);
  else window.location.assign(to);
}
