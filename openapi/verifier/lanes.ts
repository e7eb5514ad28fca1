/** Running work in parallel lanes, and reporting results in a fixed order. */
import type { VerifierLine } from './runner';
import { identityKey, resolveIdentity, type Identity, type Scenario } from './scenarios';

export type Lane = Array<{ scenario: Scenario; slot: number }>;

/**
 * Lanes: scenarios of one identity (or of one `lane`) run in file order; different lanes run in
 * parallel. A `lane` that names an identity of the file is that identity's lane (a scenario of another
 * member whose setup steps act as this one joins this one's queue). Scenarios marked run_last form a second round, after all the others. Each scenario gets
 * its output slot (file order) from `reserve`.
 */
export function planRounds(scenarios: Scenario[], identities: Record<string, Identity>, reserve: () => number): [Lane[], Lane[]] {
  const rounds: [Map<string, Lane>, Map<string, Lane>] = [new Map(), new Map()];
  scenarios.forEach((scenario, index) => {
    const identity = resolveIdentity(scenario.identity, identities);
    const named = scenario.lane !== undefined && scenario.lane in identities ? resolveIdentity(scenario.lane, identities) : undefined;
    const key =
      named !== undefined && typeof named !== 'string'
        ? identityKey(named)
        : (scenario.lane ?? (identity === 'none' || identity === 'guest' ? `${identity}#${index}` : identityKey(identity)));
    const lanes = rounds[scenario.run_last ? 1 : 0];
    const lane = lanes.get(key) ?? [];
    lane.push({ scenario, slot: reserve() });
    lanes.set(key, lane);
  });
  return [[...rounds[0].values()], [...rounds[1].values()]];
}

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

