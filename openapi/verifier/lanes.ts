/** Running work in parallel lanes, and reporting results in a fixed order. */
import type { VerifierLine } from './runner';

/** Runs `tasks` with at most `limit` at a time. */
export async function pool(tasks: Array<() => Promise<void>>, limit: number): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.max(1, Math.min(limit, tasks.length)) }, async () => {
    while (next < tasks.length) {
      const task = tasks[next++] as () => Promise<void>;
      await task();
    }
  });
  await Promise.all(workers);
}

/** Collects results into fixed slots and reports them in slot order as soon as possible. */
export class OrderedSink {
  readonly slots: Array<VerifierLine | undefined> = [];
  private flushed = 0;
  constructor(private readonly onResult?: (r: VerifierLine) => void) {}
  reserve(): number {
    this.slots.push(undefined);
    return this.slots.length - 1;
  }
  put(slot: number, line: VerifierLine): void {
    this.slots[slot] = line;
    while (this.flushed < this.slots.length && this.slots[this.flushed]) {
      this.onResult?.(this.slots[this.flushed] as VerifierLine);
      this.flushed++;
    }
  }
}

