/**
 * What the verifier watches across the whole run, on every call it sends (scenarios, setup steps,
 * logins, probes): the run-wide deadline, consecutive timeouts (a hanging server), gateway HTML
 * pages (a proxy answering for a backend that is down) and properties the contract does not declare.
 */
import type { ContractOperation } from './contract';
import { unknownProperties } from './unknown-properties';

/** The run was stopped (deadline, or too many timeouts in a row); the call was not sent. */
export class RunStopped extends Error {}

export interface UnknownProperty {
  operationId: string;
  /** JSON path, array indices as `[*]`: `$.data.customer_info.emial`. */
  path: string;
}

export interface GatewayPage {
  /** `502 Bad Gateway` (the page's title, or the status alone). */
  title: string;
  count: number;
}

export const DEFAULT_DEADLINE_MS = 120_000;
export const DEFAULT_MAX_TIMEOUTS = 5;

const GATEWAY_STATUSES = new Set([502, 503, 504]);

export class RunWatch {
  private readonly deadlineAt: number;
  private timeoutsInARow = 0;
  private stoppedBy?: string;
  private readonly gateway = new Map<string, number>();
  private readonly unknown = new Map<string, UnknownProperty>();

  constructor(
    readonly deadlineMs = DEFAULT_DEADLINE_MS,
    readonly maxTimeouts = DEFAULT_MAX_TIMEOUTS,
    started = Date.now(),
  ) {
    this.deadlineAt = started + deadlineMs;
  }

  get deadlineText(): string {
    return `deadline of ${this.deadlineMs / 1000} s reached`;
  }

  /** Why the run stopped (a line's message), or undefined while it goes on. */
  get stopped(): string | undefined {
    return this.stoppedBy ?? (this.deadlinePassed() ? this.deadlineText : undefined);
  }

  deadlinePassed(): boolean {
    // A few ms of slack: a call's timer cut to the deadline may fire a hair before it.
    return Date.now() >= this.deadlineAt - 5;
  }

  /** Before a call: throws RunStopped when the run is over; else the ms this call may take (≤ timeoutMs). */
  budget(timeoutMs: number): number {
    const reason = this.stopped;
    if (reason) throw new RunStopped(reason);
    return Math.max(1, Math.min(timeoutMs, this.deadlineAt - Date.now()));
  }

  /** A call got no (complete) answer in time. */
  timedOut(): void {
    this.timeoutsInARow++;
    if (this.timeoutsInARow >= this.maxTimeouts && !this.stoppedBy) {
      this.stoppedBy = `stopped after ${this.maxTimeouts} consecutive timeouts`;
    }
  }

  /** A call was answered: resets the timeout count, notes gateway pages and undeclared properties. */
  answered(op: ContractOperation, status: number, contentType: string, rawBody: string, body: unknown, bodyIsJson: boolean): void {
    this.timeoutsInARow = 0;
    if (GATEWAY_STATUSES.has(status) && (/^text\/html/i.test(contentType) || /^\s*</.test(rawBody))) {
      const title = /<title>([^<]*)<\/title>/i.exec(rawBody)?.[1]?.trim() || String(status);
      this.gateway.set(title, (this.gateway.get(title) ?? 0) + 1);
    }
    if (!bodyIsJson) return;
    const schema = op.responses[String(status)] ?? op.responses.default;
    for (const path of unknownProperties(schema, body)) {
      this.unknown.set(`${op.operationId} ${path}`, { operationId: op.operationId, path });
    }
  }

  gatewayPages(): GatewayPage[] {
    return [...this.gateway].map(([title, count]) => ({ title, count }));
  }

  /** Undeclared properties, one per operation + path, in a stable order. */
  unknownProperties(): UnknownProperty[] {
    return [...this.unknown.values()].sort((a, b) => a.operationId.localeCompare(b.operationId) || a.path.localeCompare(b.path));
  }
}
