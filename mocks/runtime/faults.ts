/**
 * Forced faults: make the mock answer a chosen call (or every call) with a server error (500, or
 * 503 SYSTEM_DISCONNECT: a system behind the API is down),
 * never answer (timeout), fail at the network level, or carry the call out and then lose its
 * answer (`lost-answer`: the write happened, the client cannot know; `gateway-after-commit`: the
 * write happened, then a gateway in front answers 502 or 504 with an HTML page). Keyed by
 * `'METHOD /path'` or `'*'`.
 */

export const FAULT_KINDS = ['server-error', 'unavailable', 'timeout', 'network', 'lost-answer', 'gateway-after-commit'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/** `'POST /api/Redemption/Redeem'`, or `'*'` for every API call. */
export type FaultTarget = '*' | `${string} /${string}`;

/** What the gateway of a `gateway-after-commit` answers: 502 Bad Gateway or 504 Gateway Timeout. */
export const GATEWAY_STATUSES = [502, 504] as const;
export type GatewayStatus = (typeof GATEWAY_STATUSES)[number];

export interface FaultOptions {
  /** Clear the fault after it has been applied once. */
  once?: boolean;
  /** `gateway-after-commit` only: the gateway's status (default 502). */
  status?: GatewayStatus;
}

export interface Fault {
  target: FaultTarget;
  kind: FaultKind;
  once: boolean;
  /** The gateway's status of a `gateway-after-commit` (502 or 504). */
  status?: GatewayStatus;
}

const faults = new Map<string, Fault>();

export function isFaultKind(value: unknown): value is FaultKind {
  return typeof value === 'string' && (FAULT_KINDS as readonly string[]).includes(value);
}

export function isGatewayStatus(value: unknown): value is GatewayStatus {
  return (GATEWAY_STATUSES as readonly unknown[]).includes(value);
}

export function isFaultTarget(value: unknown): value is FaultTarget {
  return value === '*' || (typeof value === 'string' && /^[A-Za-z]+ \/\S*$/.test(value));
}

/** Method upper-case, path compared without case (the contract has /api/customer and /api/Customer). */
function keyOf(target: FaultTarget): string {
  if (target === '*') return '*';
  const [method = '', path = ''] = target.split(' ');
  return `${method.toUpperCase()} ${path.replace(/\/+$/, '').toLowerCase()}`;
}

export function setFault(target: FaultTarget, kind: FaultKind, opts: FaultOptions = {}): void {
  if (!isFaultTarget(target)) throw new Error(`bad fault target ${JSON.stringify(target)}: use 'METHOD /path' or '*'`);
  if (!isFaultKind(kind)) throw new Error(`bad fault kind ${JSON.stringify(kind)}: use one of ${FAULT_KINDS.join(', ')}`);
  if (opts.status !== undefined && (kind !== 'gateway-after-commit' || !isGatewayStatus(opts.status))) {
    throw new Error(`bad fault status ${JSON.stringify(opts.status)}: only 'gateway-after-commit' takes one, ${GATEWAY_STATUSES.join(' or ')}`);
  }
  const status = kind === 'gateway-after-commit' ? (opts.status ?? 502) : undefined;
  faults.set(keyOf(target), { target, kind, once: Boolean(opts.once), ...(status ? { status } : {}) });
}

/** Clears one target's fault, or all of them. */
export function clearFaults(target?: FaultTarget): void {
  if (target === undefined) faults.clear();
  else faults.delete(keyOf(target));
}

export function listFaults(): Fault[] {
  return [...faults.values()];
}

/**
 * The fault to apply to this request, if any: the operation's own fault first, then `'*'`.
 * A `once` fault is removed as it is taken.
 */
export function takeFault(method: string, pathname: string): Fault | undefined {
  for (const key of [keyOf(`${method} ${pathname}` as FaultTarget), '*']) {
    const fault = faults.get(key);
    if (!fault) continue;
    if (fault.once) faults.delete(key);
    return fault;
  }
  return undefined;
}
