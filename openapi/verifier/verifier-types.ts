/** What the verifier is given (options) and what it answers (one line per scenario and probe, and the run's result). */
import type { Mismatch } from './contract';
import type { BaselineEntry, BaselineOutcome } from './baseline';
import type { Coverage } from './coverage';
import type { MessageMode } from './messages';
import type { ProbeKind } from './probe-kinds';
import type { GatewayPage, UnknownProperty } from './run-watch';
import type { Scenario, ScenarioFile } from './scenarios';

export interface VerifierOptions {
  /** Server under test, e.g. `http://127.0.0.1:4010` or `https://staging.example`. */
  baseUrl: string;
  /** A scenario file path or an already parsed file; default openapi/verifier/scenarios.default.json. */
  scenarios?: string | Partial<ScenarioFile> | Scenario[];
  /** Signing key for X-Signature; default MOCK_SIGNING_KEY (the mock's). */
  secret?: string;
  /** Only these operationIds (their setup steps still run). */
  only?: string[];
  /** Per-request timeout, ms (default 30000). */
  timeoutMs?: number;
  /** Lanes run in parallel (default 4); scenarios of one lane (identity) always run in order. */
  concurrency?: number;
  /** Run the security probes (default true). */
  probes?: boolean;
  /** Send the negative and boundary inputs generated from the schemas (default true). */
  negative?: boolean;
  /** Build the coverage table and gate on it, reaching what it can (default true). */
  coverage?: boolean;
  /** Fuzz cases after everything else (default 200; 0: none), reads and throwaway writes only. */
  fuzz?: number;
  /** Accepted failures (a baseline file path, or its entries): each excused until its expiry date. */
  baseline?: string | BaselineEntry[];
  /** The date the baseline's expiry dates are compared with (default: now). */
  now?: Date;
  /** fast-check seed of the fuzz cases (default: random, reported in the result). */
  seed?: number;
  /** How error texts are compared with the catalogue (default: the scenario file's `messages`, else `exact`). */
  messages?: MessageMode;
  /** Contract file (default openapi/loyalty.yaml). */
  contractFile?: string;
  /** Run-wide deadline, ms (default 120000): lines not run by then fail with `deadline of N s reached`. */
  deadlineMs?: number;
  /** After this many timeouts in a row the remaining calls fail at once (default 5). */
  maxTimeouts?: number;
  /** Called with each result as soon as it and every result before it are known (in output order). */
  onResult?: (result: VerifierLine) => void;
}

export interface VerifierLine {
  operationId: string;
  name: string;
  /** scenario, security probe, generated negative input, coverage reach (fault injection, …) or fuzz case. */
  kind: 'scenario' | 'probe' | 'negative' | 'coverage' | 'fuzz';
  probe?: ProbeKind;
  /** Negative inputs and fuzz cases: the input sent (`body.phone = "081234567๙"`). */
  input?: string;
  /** A failed negative input or fuzz case: a `curl` command that sends the request again (signed as the verifier signed it). */
  curl?: string;
  /** A failure excused by the baseline file (until its expiry date): counted as excused, not as failed. */
  excused?: string;
  ok: boolean;
  /** Why the line was not checked (e.g. no expired token to send); a skipped line is neither passed nor failed. */
  skipped?: string;
  /** The first problem, as shown on the line (`$.code expected "X", got "Y"`). */
  message?: string;
  /** Every problem found with the answer. */
  mismatches: Mismatch[];
  request?: { method: string; url: string };
  response?: { status: number; code?: string; body?: unknown };
  durationMs: number;
}

export interface VerifierResult {
  baseUrl: string;
  startedAt: string;
  durationMs: number;
  results: VerifierLine[];
  /** operationIds with no scenario at all. */
  uncovered: string[];
  passed: number;
  failed: number;
  /** Lines not checked (see `VerifierLine.skipped`); counted in neither `passed` nor `failed`. */
  skipped: number;
  /** Failures the baseline excuses (see `VerifierLine.excused`); counted in neither `passed` nor `failed`. */
  excused: number;
  /** What the baseline excused, which of its entries expired, which matched nothing. */
  baseline?: BaselineOutcome;
  /** Set when the server could not be reached at all (nothing else ran). */
  unreachable?: string;
  /** Server `Date` minus local time, when the server sends `Date` (signatures allow ±300 s). */
  clockSkewSeconds?: number;
  /** Why the run stopped early (`deadline of 120 s reached`, `stopped after 5 consecutive timeouts`). */
  stopped?: string;
  /** Calls answered with a gateway's HTML error page (a proxy in front of a backend that is down). */
  gatewayPages: GatewayPage[];
  /** Every (operation, documented status) pair and whether it was observed (absent with `coverage: false`). */
  coverage?: Coverage;
  /** The fuzz run: how many cases, with which seed (give it back with `--seed` to repeat the run). */
  fuzz?: { cases: number; seed: number };
  /** The server under test is the mock backend (its `/__mock` control routes answer). */
  mock?: boolean;
  /** Properties the contract does not declare (allowed, so not failures; maybe misspelled). */
  unknownProperties: UnknownProperty[];
}
