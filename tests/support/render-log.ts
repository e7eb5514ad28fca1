/**
 * Which components React renders, read from its commits as React DevTools does: React tells a
 * global DevTools hook about every commit. Installed by the test setup before react-dom loads
 * (tests/support/setup/vitest.setup.ts); it does nothing until a test records.
 *
 * `recordRenders()` starts a record: `names()` lists the components rendered in the commits since
 * (by their name or display name, once per render). A component counts when its hooks were rendered
 * again (React makes a new hook list for each render), so components without hooks are not seen.
 * React's `<Profiler>` does not do for this: it does not report a render that a context change
 * brings to a subtree under an element that did not change.
 */
interface Fiber {
  type: unknown;
  memoizedState: unknown;
  alternate: Fiber | null;
  child: Fiber | null;
  sibling: Fiber | null;
}

type Named = { displayName?: string; name?: string; render?: Named; type?: Named };

/**
 * The hook, and the record's state on it: test files get fresh copies of this module
 * (dom.setup.ts resets the modules), while react-dom keeps the hook it found when it loaded.
 */
interface Hook {
  /** The hook list each component fiber had at the last commit read (keyed by one of its two fibers). */
  seen: WeakMap<Fiber, unknown>;
  /** The roots React has committed (a record starts from what they show). */
  roots: Set<{ current: Fiber }>;
  record: string[] | null;
}

function nameOf(type: unknown): string | null {
  if (typeof type !== 'function' && (typeof type !== 'object' || type === null)) return null;
  const named = type as Named;
  return named.displayName ?? named.render?.displayName ?? named.render?.name ?? named.type?.displayName ?? named.type?.name ?? (named.name || null);
}

function visit(hook: Hook, root: Fiber | null): void {
  const stack: Fiber[] = root ? [root] : [];
  while (stack.length > 0) {
    const fiber = stack.pop()!;
    const name = nameOf(fiber.type);
    if (name && fiber.memoizedState !== null) {
      const key = fiber.alternate && hook.seen.has(fiber.alternate) ? fiber.alternate : fiber;
      if (hook.seen.has(key) && hook.seen.get(key) !== fiber.memoizedState) hook.record?.push(name);
      hook.seen.set(key, fiber.memoizedState);
    }
    if (fiber.sibling) stack.push(fiber.sibling);
    if (fiber.child) stack.push(fiber.child);
  }
}

const KEY = '__REACT_DEVTOOLS_GLOBAL_HOOK__';

if (typeof window !== 'undefined' && !(KEY in globalThis)) {
  const hook: Hook & Record<string, unknown> = {
    seen: new WeakMap(),
    roots: new Set(),
    record: null,
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
      if (root.current.child) hook.roots.add(root);
      else hook.roots.delete(root);
      if (hook.record) visit(hook, root.current);
    },
  };
  Object.assign(globalThis, { [KEY]: hook });
}

/** Starts a record of the components rendered from now on. */
export function recordRenders(): { names: () => string[] } {
  const hook = (globalThis as Record<string, unknown>)[KEY] as Hook | undefined;
  if (!hook?.roots) throw new Error('recordRenders: no render log (a DOM test, with tests/support/setup/vitest.setup.ts)');
  hook.record = null;
  for (const root of hook.roots) visit(hook, root.current);
  const names: string[] = [];
  hook.record = names;
  return { names: () => [...names] };
}
