import { lazy, type ComponentType } from 'react';

/**
 * A chunk whose components render at once when it is already in. `React.lazy` suspends on first
 * render even for a chunk that has arrived (an import() promise calls back a microtask later), and
 * React then reveals the content no sooner than its Suspense throttle allows (measured about 450 ms
 * later on a throttled phone, the header and bottom navigation missing meanwhile). Once `load` has
 * resolved, the components made by `lazyExport` read the chunk from a thenable that calls back
 * synchronously, which React takes as already resolved: no fallback, no second pass.
 */
export function lazyOnce<M>(load: () => Promise<M>) {
  let loaded: M | undefined;
  const fetch = (): Promise<M> => load().then((module) => (loaded = module));
  function lazyExport<P extends object>(pick: (module: M) => ComponentType<P>) {
    return lazy(() => {
      if (loaded === undefined) return fetch().then((module) => ({ default: pick(module) }));
      const resolved = { default: pick(loaded) };
      const thenable: PromiseLike<{ default: ComponentType<P> }> = { then: (onFulfilled) => onFulfilled?.(resolved) as never };
      return thenable as Promise<{ default: ComponentType<P> }>;
    });
  }
  return { load: fetch, lazyExport };
}
