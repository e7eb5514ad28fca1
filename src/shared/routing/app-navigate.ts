import { useContext } from 'react';
import { UNSAFE_DataRouterContext, type DataRouter, type RouterNavigateOptions, type To } from 'react-router';

/** Where to go: a path (with its options), or a step back or forward in the tab's history. */
export interface AppNavigate {
  (to: To, options?: RouterNavigateOptions): Promise<void>;
  (delta: number): Promise<void>;
}

/**
 * The app's `navigate`: the router's own, the same function for the router's lifetime. react-router's
 * `useNavigate` reads the route's context, which every router state change renders anew, so each
 * screen using it rendered again when a navigation started and when it ended. The app's paths are
 * absolute (`paths`, `href()`), so nothing here resolves a relative one.
 */
export function useAppNavigate(): AppNavigate {
  const router = useAppRouter();
  if (!router) throw new Error('useAppNavigate needs the app router (RouterProvider)');
  return router.navigate as AppNavigate;
}

/** The app's router, the same object for its lifetime (undefined outside it): what holds it does not render again at each navigation. */
export function useAppRouter(): DataRouter | undefined {
  return useContext(UNSAFE_DataRouterContext)?.router;
}
