/**
 * What a security probe of a write operation sends: a body that would be valid, on throwaway data
 * where replaying the happy path's own request would touch data other scenarios use, and an `after`
 * step that undoes what a faulty server that accepted the probe did. Write probes run after every
 * scenario and read probe (probes.ts), so whatever a faulty server changes cannot spoil the rest of the run.
 */
import { short } from './exchange-text';
import type { HttpExchange } from './http';
import type { HappyRequest } from './probes';
import { readJsonPath } from './scenarios';
import { StepFailure } from './sessions';

/** Sends an operation correctly (the probe identity's own session, valid signature). */
export type ValidCall = (operationId: string, body?: unknown) => Promise<HttpExchange>;

export interface PreparedWrite {
  body?: unknown;
  headers?: Record<string, string | null>;
  /** Clean-up once the probe was answered (`probe` undefined when it got no answer). */
  after(probe: HttpExchange | undefined): Promise<void>;
}

const accepted = (exchange: HttpExchange | undefined) => exchange !== undefined && exchange.status < 300;

/** The recorded headers without an Idempotency-Key, so every probe gets a fresh one (http.ts) and no replayed answer. */
function freshKey(headers: HappyRequest['headers']): HappyRequest['headers'] {
  return Object.fromEntries(Object.entries(headers ?? {}).filter(([name]) => name.toLowerCase() !== 'idempotency-key'));
}

/** Fields of a valid new address: the happy path's CreateAddress body, else its EditAddress body without the id. */
function addressFields(happy: Map<string, HappyRequest>): Record<string, unknown> | undefined {
  const create = happy.get('createAddress')?.body;
  if (create && typeof create === 'object') return { ...(create as Record<string, unknown>), set_default: false };
  const edit = happy.get('editAddress')?.body;
  if (!edit || typeof edit !== 'object') return undefined;
  const { customeraddress_id: _id, ...fields } = edit as Record<string, unknown>;
  return { ...fields, set_default: false };
}

async function throwawayAddress(call: ValidCall, fields: Record<string, unknown>): Promise<unknown> {
  const created = await call('createAddress', fields);
  const id = readJsonPath(created.body, '$.data.customeraddress_id');
  if (created.status >= 300 || id === undefined) {
    throw new StepFailure(`probe set-up: CreateAddress (a throwaway address) failed: ${short(created)}`);
  }
  return id;
}

/** A game token is good once: VerifyGame gets a new one from LaunchGame (the happy path's, or for the same game). */
async function launchedGame(recorded: HappyRequest, happy: Map<string, HappyRequest>, call: ValidCall): Promise<unknown> {
  const body = recorded.body as Record<string, unknown> | undefined;
  const launch = await call('launchGame', happy.get('launchGame')?.body ?? { game_id: body?.game_id });
  const gameId = readJsonPath(launch.body, '$.data.game_id');
  const gameToken = readJsonPath(launch.body, '$.data.game_token');
  if (launch.status >= 300 || gameToken === undefined) {
    throw new StepFailure(`probe set-up: LaunchGame (for a game token) failed: ${short(launch)}`);
  }
  return { ...body, game_id: gameId, game_token: gameToken };
}

/**
 * The number the happy path asked an OTP for is linked by now: the first number still linkable, with
 * the fields the happy path sent (the recorded request when none is left).
 */
async function linkableNumber(recorded: HappyRequest, call: ValidCall): Promise<unknown> {
  const candidate = readJsonPath((await call('getServiceCandidates')).body, '$.data[0]');
  if (!candidate || typeof candidate !== 'object' || !recorded.body || typeof recorded.body !== 'object') return recorded.body;
  const fields = Object.keys(recorded.body);
  return Object.fromEntries(fields.map((f) => [f, (candidate as Record<string, unknown>)[f] ?? (recorded.body as Record<string, unknown>)[f]]));
}

/**
 * The request of one write probe. Most writes replay the happy path's request, which sets the values
 * the happy path already set (profile, consent, subscriptions, toggles, avatar, the launch of a game,
 * the registration of a member now registered). Redeem replays the first happy redemption (a cheap
 * e-code privilege, quantity 1) with a fresh Idempotency-Key. Address writes work on an address
 * created for the probe and deleted after it; VerifyGame on a game token of its own; RequestOTP_Addservice
 * on a number still linkable (an OTP request links nothing). VerifyOTP_Addservice replays its spent OTP
 * transaction on purpose: a valid one would link a number for good, and a server that skipped the
 * signature check answers the spent one with an OTP error instead of 401, which fails the probe all the same.
 */
export async function prepareWrite(
  recorded: HappyRequest,
  happy: Map<string, HappyRequest>,
  call: ValidCall,
): Promise<PreparedWrite> {
  const headers = freshKey(recorded.headers);
  const replay: PreparedWrite = { body: recorded.body, headers, after: async () => {} };
  const operationId = recorded.op.operationId;
  if (operationId === 'createAddress') {
    return {
      ...replay,
      after: async (probe) => {
        const id = accepted(probe) ? readJsonPath(probe?.body, '$.data.customeraddress_id') : undefined;
        if (id !== undefined) await call('deleteAddress', { customeraddress_id: id });
      },
    };
  }
  if (operationId === 'verifyGame') return { ...replay, body: await launchedGame(recorded, happy, call) };
  if (operationId === 'requestOtpAddService') return { ...replay, body: await linkableNumber(recorded, call) };
  if (!['editAddress', 'deleteAddress', 'editDefaultAddress'].includes(operationId)) return replay;
  const fields = addressFields(happy);
  // No address body recorded (e.g. --only deleteAddress): the happy path's own request, whose address is gone by now.
  if (!fields) return replay;
  const list = operationId === 'editDefaultAddress' ? await call('getAddressList') : undefined;
  const items = readJsonPath(list?.body, '$.data');
  const oldDefault = Array.isArray(items)
    ? (items as Array<{ isdefault?: unknown; customeraddress_id?: unknown }>).find((a) => a.isdefault === true)?.customeraddress_id
    : undefined;
  const id = await throwawayAddress(call, fields);
  const remove = async () => void (await call('deleteAddress', { customeraddress_id: id }));
  if (operationId === 'editAddress') {
    return { body: { ...(recorded.body as Record<string, unknown>), customeraddress_id: id }, headers, after: remove };
  }
  if (operationId === 'deleteAddress') {
    return { body: { customeraddress_id: id }, headers, after: async (probe) => (accepted(probe) ? undefined : remove()) };
  }
  return {
    body: { customeraddress_id: id },
    headers,
    after: async (probe) => {
      if (accepted(probe) && oldDefault !== undefined) await call('editDefaultAddress', { customeraddress_id: oldDefault });
      await remove();
    },
  };
}
