/**
 * Full-screen loading overlay state. `show()` / `hide()` count nested calls: the overlay is
 * active while at least one `show()` has no matching `hide()`. While active, the body carries
 * the marker class `loading-overlay-open`.
 */
import { createStore } from '@/shared/lib/store';

export type LoadingState = 'inactive' | 'active';
export const LOADING_BODY_CLASS = 'loading-overlay-open';

let pending = 0;
const state = createStore<LoadingState>('inactive');
/** What the overlay says while a labelled `during` runs (the default "please wait" otherwise). */
const label = createStore<string | null>(null);

function update(): void {
  const next: LoadingState = pending > 0 ? 'active' : 'inactive';
  if (next === state.get()) return;
  if (typeof document !== 'undefined') document.body.classList.toggle(LOADING_BODY_CLASS, next === 'active');
  state.set(next);
}

function show(): void {
  pending += 1;
  update();
}

function hide(): void {
  pending = Math.max(0, pending - 1);
  update();
}

/** Shows the overlay while `work` runs, whatever its outcome; `text` replaces "please wait" meanwhile. */
async function during<T>(work: Promise<T> | (() => Promise<T>), text?: string): Promise<T> {
  const previous = label.get();
  if (text) label.set(text);
  show();
  try {
    return await (typeof work === 'function' ? work() : work);
  } finally {
    hide();
    if (text) label.set(previous);
  }
}

/** Drops every pending show (navigation away, tests). */
function reset(): void {
  pending = 0;
  label.set(null);
  update();
}

export const loadingOverlay = { show, hide, during, reset } as const;

export function getLoadingState(): LoadingState {
  return state.get();
}

export function useLoadingState(): LoadingState {
  return state.use();
}

/** The overlay's text, when the work under way names itself. */
export function useLoadingLabel(): string | null {
  return label.use();
}

/** `const loading = useLoadingOverlay(); loading.show(); … loading.hide();` or `await loading.during(p)`. */
export function useLoadingOverlay() {
  return loadingOverlay;
}
