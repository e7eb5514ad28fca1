/**
 * The one small external store of the app, for client-only state (language, dialog queue, loading
 * overlay, LINE state, channel data, session changes). Readable outside React (`get`) and inside
 * through `use(selector)`; server data never lives here (it lives in react-query).
 */
import { useSyncExternalStore } from 'react';

export interface Store<T> {
  get(): T;
  /** Replaces the value (or derives it from the previous one) and notifies subscribers when it changed. */
  set(next: T | ((previous: T) => T)): void;
  subscribe(listener: () => void): () => void;
  /** React hook: re-renders when the selected part changes (select single fields or primitives). */
  use<S = T>(selector?: (value: T) => S): S;
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  const get = () => value;
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  return {
    get,
    subscribe,
    set(next) {
      const resolved = typeof next === 'function' ? (next as (previous: T) => T)(value) : next;
      if (Object.is(resolved, value)) return;
      value = resolved;
      for (const listener of [...listeners]) listener();
    },
    use<S>(selector?: (value: T) => S): S {
      const read = () => (selector ? selector(value) : (value as unknown as S));
      return useSyncExternalStore(subscribe, read, read);
    },
  };
}

/** A signal without a value ("the session token changed"): a store of a counter. */
export function createSignal() {
  const store = createStore(0);
  return { notify: () => store.set((n) => n + 1), subscribe: store.subscribe, use: () => store.use() };
}
