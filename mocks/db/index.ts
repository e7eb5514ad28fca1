/**
 * The mock database: @msw/data Collections (valibot schemas), a deterministic seed, the mock
 * clock, and JSON snapshots of everything (for persistence across browser reloads).
 *
 * @msw/data writes are asynchronous (create/update return promises), so loading a snapshot runs
 * in the background: resetDb() / importState() return at once, exportState() already answers the
 * new state, and every handler waits for the load (runExclusive) before it touches the data.
 */
import { Collection } from '@msw/data';
import * as v from 'valibot';
import { clock, clockOffset, setClockOffset } from './clock';
import * as s from './schemas';
import { buildSeed } from './seed';

export { clock } from './clock';

const schemas = {
  customers: s.customerSchema,
  addresses: s.addressSchema,
  linkedServices: s.linkedServiceSchema,
  serviceCandidates: s.serviceCandidateSchema,
  categories: s.categorySchema,
  privileges: s.privilegeSchema,
  redemptions: s.redemptionSchema,
  deliveries: s.deliverySchema,
  partnerProgrammes: s.partnerProgrammeSchema,
  partnerMembers: s.partnerMemberSchema,
  transfers: s.transferSchema,
  otpTransactions: s.otpTransactionSchema,
  activities: s.activitySchema,
  documents: s.documentSchema,
  referrals: s.referralSchema,
  settings: s.settingsSchema,
  preferences: s.preferencesSchema,
  migrationHistory: s.migrationEntrySchema,
  migrateSim: s.migrateSimSchema,
  idempotency: s.idempotencySchema,
  revokedTokens: s.revokedTokenSchema,
  gameTokens: s.gameTokenSchema,
  gameLaunches: s.gameLaunchSchema,
} as const;

type Schemas = typeof schemas;
type CollectionName = keyof Schemas;
type RecordOf<K extends CollectionName> = v.InferOutput<Schemas[K]>;

function collectionsFor<T extends Record<string, v.GenericSchema>>(defs: T): { [K in keyof T]: Collection<T[K]> } {
  const out: Record<string, Collection<v.GenericSchema>> = {};
  for (const [name, schema] of Object.entries(defs)) out[name] = new Collection({ schema });
  return out as { [K in keyof T]: Collection<T[K]> };
}

/** All collections of the mock. Handlers read with findFirst/findMany and write with create/update/delete. */
export const db = collectionsFor(schemas);

const NAMES = Object.keys(schemas) as CollectionName[];

type MockCollections = { [K in CollectionName]: Array<RecordOf<K>> };

/** Plain JSON snapshot of the mock: every collection (idempotency records included) and the clock. */
export interface MockState {
  version: 1;
  /** Mock time minus real time, in ms. */
  clockOffsetMs: number;
  collections: MockCollections;
}

const STATE_VERSION = 1;

let queue: Promise<unknown> = Promise.resolve();
/** The snapshot being loaded, answered by exportState() until the load is done. */
let loading: MockCollections | null = null;

/**
 * Runs `task` after every earlier load and task has finished, one at a time. Handlers run inside
 * it, so a redemption's checks and writes are one atomic step.
 */
export function runExclusive<T>(task: () => Promise<T> | T): Promise<T> {
  const run = queue.then(task);
  queue = run.catch(() => undefined);
  return run;
}

/** Resolves once every pending load and handler has finished. */
export function dbReady(): Promise<void> {
  return runExclusive(() => undefined);
}

function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

function load(collections: MockCollections): void {
  const snapshot = clone(collections);
  loading = snapshot;
  void runExclusive(async () => {
    try {
      for (const name of NAMES) db[name].clear();
      for (const name of NAMES) {
        const collection = db[name] as unknown as Collection<v.GenericSchema>;
        for (const record of snapshot[name]) await collection.create(record);
      }
    } finally {
      if (loading === snapshot) loading = null;
    }
  });
}

function validate(collections: unknown): MockCollections {
  if (collections === null || typeof collections !== 'object') throw new Error('importState: collections missing');
  const source = collections as Record<string, unknown>;
  const out: Record<string, unknown[]> = {};
  for (const name of NAMES) {
    const list = source[name] ?? [];
    if (!Array.isArray(list)) throw new Error(`importState: ${name} is not an array`);
    out[name] = list.map((record, i) => {
      const result = v.safeParse(schemas[name], record);
      if (!result.success) throw new Error(`importState: ${name}[${i}] does not match its schema: ${result.issues[0]?.message ?? ''}`);
      return result.output;
    });
  }
  return out as MockCollections;
}

/** Clears every collection and loads the deterministic seed; mock time goes back to real time. */
export function resetDb(): void {
  clock.reset();
  load(validate(buildSeed()));
}

/** A JSON-serialisable snapshot of all collections, the clock and the idempotency records. */
export function exportState(): MockState {
  const collections = loading
    ? clone(loading)
    : (Object.fromEntries(NAMES.map((name) => [name, clone(db[name].all())])) as unknown as MockCollections);
  return { version: STATE_VERSION, clockOffsetMs: clockOffset(), collections };
}

/** Replaces the whole mock state with a snapshot from exportState(); throws (and keeps the current state) if it does not fit. */
export function importState(state: MockState): void {
  if (!state || state.version !== STATE_VERSION) throw new Error(`importState: unsupported state version ${String(state?.version)}`);
  const collections = validate(state.collections);
  setClockOffset(typeof state.clockOffsetMs === 'number' && Number.isFinite(state.clockOffsetMs) ? state.clockOffsetMs : 0);
  load(collections);
}

resetDb();
