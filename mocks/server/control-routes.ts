/**
 * `/__mock/...`: test and tooling control of the standalone server (never part of the contract).
 * JSON bodies only, never from another site's page (control-guard.ts); bad values answer 400 and
 * change nothing.
 *
 *   GET    /__mock/health             → {ok:true}
 *   POST   /__mock/reset              → data, clock, faults and latency back to the start
 *   POST   /__mock/clock              {advance_ms} | {set_ms} | {reset:true} → {ok, now}; a step over 10 years or
 *                                      a time outside 2000-2100 → 400, clock unchanged
 *   GET    /__mock/faults             → {ok, faults}
 *   POST   /__mock/faults             {target, kind, once?, status?} → {ok, faults} (target '*' or an operation's
 *                                      'METHOD /path'; status: 502 or 504, gateway-after-commit only)
 *   DELETE /__mock/faults             → {ok, faults: []}
 *   POST   /__mock/latency            {ms: number | [min, max]} → {ok, latency} (0-60000 ms)
 *   GET    /__mock/state              → the db state (exportState)
 *   PUT    /__mock/state              a state from GET /__mock/state → {ok}
 *   POST   /__mock/consent            {consent_version?, pdpa_version?} | {bump: 'consent'|'pdpa'|'both'}
 *                                      → {ok, current_consent_version, current_pdpa_version}: publishes a
 *                                      new terms / PDPA version (settings and the terms / privacy
 *                                      documents), so members are asked to accept again
 *   POST   /__mock/game/result        {session, game_id, score} → {ok, credited}: the game provider's
 *                                      report (sent by the mock game page itself, mocks/game/): credits
 *                                      the session's member the game's points_reward once per game
 *                                      token (a second report → credited 0); unknown session → 404
 *
 *   POST   /__mock/vitals             {name, value, rating, id, navigationType, path, app_version}
 *                                      → {ok}: a field report of the app's web vitals (PUBLIC_VITALS_URL),
 *                                      kept and logged by the server (mocks/server/vitals.ts)
 *   GET    /__mock/vitals             → {ok, reports}: the last 100 reports
 *
 * Not a control route but served next to them: GET /__game/play, the mock's playable game page
 * (mocks/game/page.ts), with its fonts under /__game/.
 */
import { clock, exportState, importState, resetDb, type MockState } from '../db';
import { parsePublishRequest, publishConsentVersions } from '../db/consent-versions';
import { GAME_RESULT_PATH, reportGameResult } from '../game/result';
import { mockControl } from '../runtime/control';
import { FAULT_KINDS, GATEWAY_STATUSES, isFaultKind, isFaultTarget, isGatewayStatus, listFaults } from '../runtime/faults';
import { isLatencyMs, MAX_LATENCY_MS, type Latency } from '../runtime/latency';
import { operations } from '../handlers/support/route';
import { clearVitals, listVitals, parseVitals, recordVitals } from './vitals';

export interface ControlResult {
  status: number;
  body: unknown;
}

const ok = (extra: Record<string, unknown> = {}): ControlResult => ({ status: 200, body: { ok: true, ...extra } });
const bad = (message: string): ControlResult => ({ status: 400, body: { ok: false, error: message } });

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isLatency(value: unknown): value is Latency {
  return isLatencyMs(value) || (Array.isArray(value) && value.length === 2 && value.every(isLatencyMs));
}

/** `'*'` or one of the mock's operations (`'POST /api/Redemption/Redeem'`; path compared without case). */
function isKnownTarget(target: string): boolean {
  if (target === '*') return true;
  const [method = '', path = ''] = target.split(' ');
  const wanted = `${method.toUpperCase()} ${path.replace(/\/+$/, '').toLowerCase()}`;
  return operations.some((op) => `${op.method} ${op.path.toLowerCase()}` === wanted);
}

/** Moves the clock as asked; a value out of range (see mocks/db/clock.ts) changes nothing. */
function moveClock(body: Record<string, unknown>): ControlResult {
  const usage = 'expected {advance_ms: number} or {set_ms: number} or {reset: true}';
  try {
    if (body.reset === true) clock.reset();
    else if (typeof body.advance_ms === 'number') clock.advance(body.advance_ms);
    else if (typeof body.set_ms === 'number') clock.set(body.set_ms);
    else return bad(usage);
  } catch (error) {
    if (error instanceof RangeError) return bad(error.message);
    throw error;
  }
  return ok({ now: clock.now(), iso: new Date(clock.now()).toISOString() });
}

/** Resets everything the mock keeps: data, clock, forced faults and latency. */
export function resetAll(): void {
  resetDb();
  clock.reset();
  mockControl.reset();
  clearVitals();
}

export function handleControl(method: string, route: string, body: unknown): ControlResult | Promise<ControlResult> {
  const key = `${method} ${route.replace(/\/+$/, '')}`;
  switch (key) {
    case 'GET /__mock/health':
      return ok();
    case `POST ${GAME_RESULT_PATH}`:
      return reportGameResult(body);
    case 'POST /__mock/vitals': {
      const report = parseVitals(body);
      if (typeof report === 'string') return bad(report);
      recordVitals(report);
      return ok();
    }
    case 'GET /__mock/vitals':
      return ok({ reports: listVitals() });
    case 'POST /__mock/reset':
      resetAll();
      return ok();
    case 'POST /__mock/clock': {
      if (!isRecord(body)) return bad('expected {advance_ms} or {set_ms} or {reset:true}');
      return moveClock(body);
    }
    case 'GET /__mock/faults':
      return ok({ faults: listFaults() });
    case 'POST /__mock/faults': {
      if (!isRecord(body)) return bad('expected {target, kind, once?, status?}');
      if (!isFaultTarget(body.target) || !isKnownTarget(body.target)) {
        return bad(`bad target ${JSON.stringify(body.target)}: use '*' or 'METHOD /path' of an operation of the contract`);
      }
      if (!isFaultKind(body.kind)) return bad(`bad kind ${JSON.stringify(body.kind)}: use ${FAULT_KINDS.join(', ')}`);
      if (body.once !== undefined && typeof body.once !== 'boolean') return bad('once must be true or false');
      const status = body.status;
      if (status !== undefined && (body.kind !== 'gateway-after-commit' || !isGatewayStatus(status))) {
        return bad(`bad status ${JSON.stringify(status)}: only gateway-after-commit takes one, ${GATEWAY_STATUSES.join(' or ')}`);
      }
      mockControl.setFault(body.target, body.kind, { once: body.once === true, status });
      return ok({ faults: listFaults() });
    }
    case 'DELETE /__mock/faults':
      mockControl.clearFaults();
      return ok({ faults: [] });
    case 'POST /__mock/latency': {
      if (!isRecord(body) || !isLatency(body.ms)) return bad(`expected {ms: number | [min, max]}, each 0-${MAX_LATENCY_MS}`);
      mockControl.setLatency(body.ms);
      return ok({ latency: mockControl.getLatency() });
    }
    case 'GET /__mock/state':
      return { status: 200, body: exportState() };
    case 'PUT /__mock/state':
      if (!isRecord(body)) return bad('expected a state object from GET /__mock/state');
      try {
        importState(body as unknown as MockState);
      } catch (error) {
        return bad(`state not accepted: ${error instanceof Error ? error.message : String(error)}`);
      }
      return ok();
    case 'POST /__mock/consent': {
      const request = parsePublishRequest(body);
      if ('error' in request) return bad(request.error);
      return publishConsentVersions(request).then((versions) => ok({ ...versions }));
    }
    default:
      return { status: 404, body: { ok: false, error: `no control route ${key}` } };
  }
}
