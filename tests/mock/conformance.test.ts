/**
 * Conformance of the mock backend to the contract (openapi/loyalty.yaml).
 *
 * Every operation is sent through the real handlers (msw/node): a success case each; the
 * security answers (no token, no signature, stale signature, deleted / unregistered customer,
 * guest session); a request without its required input (400); a forced server error; and every
 * row of mocks/scenarios.json. Each request body is checked with contract.checkRequest (rows that
 * are invalid on purpose are counted apart) and each response, status and body, with
 * contract.checkResponse, so any drift between the mock and the contract fails here.
 * The coverage is printed at the end (`conformance: ...` lines).
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { HttpResponse, http } from 'msw';
import { clock } from '@mocks/db';
import { PARTNER_CARDS, DEMO, issueToken, signedHeaders, type DemoName } from '@mocks/identities';
import { mockControl, resetMock, server } from '@mocks/node';
import { loadContract, type CheckResult, type ContractOperation } from '../../openapi/verifier/contract';
import { checkDateHeader } from '../../openapi/verifier/server-time';
import { multipartForm } from '../../openapi/verifier/http';

const contract = await loadContract();
const BASE = 'http://mock.test';
const SCENARIOS_FILE = fileURLToPath(new URL('../../mocks/scenarios.json', import.meta.url));

// ─────────────────────────────── requests ───────────────────────────────

/** Who calls: a demo identity, a guest session, nobody, or a raw customer id. */
type Identity = DemoName | 'guest' | 'none' | (string & {});

interface Call {
  identity: Identity;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
  /** Send `body` as multipart/form-data (the file fields as small PNG blobs). */
  multipart?: boolean;
  /** Extra or overriding headers; `null` removes a header. */
  headers?: Record<string, string | null>;
}

interface Answer {
  status: number;
  body: unknown;
  /** The `Date` header (the contract requires it on every answer). */
  date: string | null;
}

const DEMO_NAMES = new Set<string>(['member', 'passport', 'zeroPoints', 'deleted', 'unregistered']);
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

function tokenFor(identity: Identity): string | undefined {
  if (identity === 'none' || identity === 'anonymous' || identity === 'public') return undefined;
  if (identity === 'guest') return issueToken('GUEST-0000c0de', { guest: true });
  if (DEMO_NAMES.has(identity)) return issueToken(DEMO[identity as DemoName].customerId);
  if (/^(CUS|GUEST-)/.test(identity)) return issueToken(identity, { guest: identity.startsWith('GUEST-') });
  throw new Error(`unknown identity ${JSON.stringify(identity)} (use a DEMO name, 'guest', 'none' or a customer id)`);
}

async function headersFor(op: ContractOperation, call: Call): Promise<Headers> {
  const headers = new Headers({ Accept: 'application/json' });
  const token = tokenFor(call.identity);
  if (token) {
    const auth = op.security === 'customer' ? await signedHeaders(token) : { Authorization: `Bearer ${token}` };
    for (const [k, v] of Object.entries(auth)) headers.set(k, v);
  }
  if (op.parameters.some((p) => p.in === 'header' && p.name === 'Idempotency-Key')) headers.set('Idempotency-Key', randomUUID());
  for (const [k, v] of Object.entries(call.headers ?? {})) {
    if (v === null) headers.delete(k);
    else headers.set(k, withNow(v));
  }
  // `{{now-301}}` in X-Timestamp (scenarios.json): a stale timestamp, signed correctly unless the row sets X-Signature.
  const stamp = Object.entries(call.headers ?? {}).find(([k]) => k.toLowerCase() === 'x-timestamp')?.[1];
  const ownSignature = Object.keys(call.headers ?? {}).some((k) => k.toLowerCase() === 'x-signature');
  if (token && stamp && NOW_PLACEHOLDER.test(stamp) && !ownSignature) {
    const ts = headers.get('X-Timestamp')!;
    headers.set('X-Signature', (await signedHeaders(token, undefined, Number(ts) * 1000))['X-Signature']);
  }
  return headers;
}

const NOW_PLACEHOLDER = /\{\{now([+-]\d+)?\}\}/;

/** Replaces `{{now}}`, `{{now-301}}`, `{{now+5}}` with mock time in unix seconds (plus/minus seconds). */
function withNow(value: string): string {
  return value.replace(new RegExp(NOW_PLACEHOLDER, 'g'), (_m, delta: string | undefined) =>
    String(Math.floor(clock.now() / 1000) + Number(delta ?? 0)),
  );
}

/** A scenario row's multipart body with `$file` fields (e.g. the 413 row's file of N bytes). */
const hasFileSpec = (body: unknown) => JSON.stringify(body ?? null).includes('"$file"');

function encode(op: ContractOperation, call: Call, headers: Headers): BodyInit | undefined {
  if (call.body === undefined) return undefined;
  if (call.multipart || op.requestContentType === 'multipart/form-data') {
    if (hasFileSpec(call.body)) return multipartForm(call.body as object);
    const form = new FormData();
    for (const [k, v] of Object.entries(call.body as Record<string, unknown>)) {
      if (v === '<binary>') form.append(k, new Blob([PNG], { type: 'image/png' }), 'avatar.png');
      else form.append(k, String(v));
    }
    return form;
  }
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(call.body);
}

const stats = {
  requestsChecked: 0,
  requestsInvalidOnPurpose: 0,
  responsesValidated: 0,
  success: new Set<string>(),
  errors: new Map<string, Set<string>>(),
  scenarioRows: 0,
  guestAllowed: new Set<string>(),
  divergences: [] as string[],
};

async function send(operationId: string, call: Call): Promise<Answer> {
  const op = contract.operation(operationId);
  const url = new URL(op.path, BASE);
  for (const [k, v] of Object.entries(call.query ?? {})) url.searchParams.set(k, String(v));
  const headers = await headersFor(op, call);
  const body = encode(op, call, headers);
  const res = await fetch(url, { method: op.method.toUpperCase(), headers, body });
  const text = await res.text();
  let parsed: unknown = undefined;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
  }
  return { status: res.status, body: parsed, date: res.headers.get('date') };
}

function describeMismatch(result: CheckResult): string {
  return result.ok ? 'ok' : result.mismatches.map((m) => `${m.path}: ${m.message}`).join('; ');
}

/** Checks the request body, sends it and validates the answer; returns the answer. */
async function exchange(operationId: string, call: Call, opts: { requestMayBeInvalid?: boolean } = {}): Promise<Answer> {
  if (call.body !== undefined) {
    const checked = contract.checkRequest(operationId, call.body);
    if (checked.ok) stats.requestsChecked += 1;
    else if (opts.requestMayBeInvalid) stats.requestsInvalidOnPurpose += 1;
    else expect.fail(`${operationId}: request body does not fit the contract: ${describeMismatch(checked)}`);
  }
  const answer = await send(operationId, call);
  const result = contract.checkResponse(operationId, answer.status, answer.body);
  expect(result.ok, `${operationId} → ${answer.status}: ${describeMismatch(result)}\n${JSON.stringify(answer.body).slice(0, 400)}`).toBe(true);
  expect(checkDateHeader(answer.date), `${operationId} → ${answer.status}: Date`).toEqual([]);
  stats.responsesValidated += 1;
  if (answer.status < 400) stats.success.add(operationId);
  else {
    const code = (answer.body as { code?: string } | undefined)?.code ?? String(answer.status);
    if (!stats.errors.has(operationId)) stats.errors.set(operationId, new Set());
    stats.errors.get(operationId)!.add(code);
  }
  return answer;
}

/** `data` of a successful answer of a set-up step. */
async function dataOf<T>(operationId: string, call: Call): Promise<T> {
  const answer = await exchange(operationId, call);
  expect(answer.status, `${operationId} set-up step: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
  return (answer.body as { data: T }).data;
}

// ─────────────────────────────── success cases ───────────────────────────────

type Prepare = () => Promise<Call> | Call;

const member = (extra: Omit<Call, 'identity'> = {}): Call => ({ identity: 'member', ...extra });

const address = {
  recipient_name: 'สมชาย ใจดี',
  phone: '0812345678',
  address_line: '1 ถนนพระราม 4',
  sub_district: 'ลุมพินี',
  district: 'ปทุมวัน',
  province: 'กรุงเทพมหานคร',
  postal_code: '10330',
  category: 'other',
  category_other: 'คอนโด',
  is_invoice_address: false,
};

async function currentVersions(identity: Identity): Promise<{ consent: string; pdpa: string }> {
  const info = await dataOf<{ current_consent_version: string; current_pdpa_version: string }>('getCustomerInfo', { identity });
  return { consent: info.current_consent_version, pdpa: info.current_pdpa_version };
}

async function firstCandidate(): Promise<Record<string, string>> {
  const candidates = await dataOf<Array<Record<string, unknown>>>('getServiceCandidates', member());
  const c = candidates[0];
  expect(c, 'the demo member has a linkable number').toBeDefined();
  return {
    billing_id: String(c!.billing_id),
    ref_subscr_no: String(c!.ref_subscr_no),
    subscriber_number: String(c!.subscriber_number),
    subscriber_property: String(c!.subscriber_property),
    mobile_no: String(c!.mobile_no),
  };
}

const { category_other: _other, ...withoutOther } = address;

const transfer = { partner_card: PARTNER_CARDS.self, mobile_no: DEMO.member.mobile, recipient_type: 'self', points: 1000 };
const pointx = { citizen_id: PARTNER_CARDS.self, mobile_no: DEMO.member.mobile, points: 1000 };

const SUCCESS: Record<string, Prepare> = {
  // auth
  requestLoginOtp: () => ({ identity: 'none', body: { id_type: 'national_id', id_number: DEMO.nationalId } }),
  verifyLoginOtp: async () => {
    const otp = await dataOf<{ transaction_id: string }>('requestLoginOtp', SUCCESS.requestLoginOtp!() as Call);
    return { identity: 'none', body: { transaction_id: otp.transaction_id, otp: DEMO.otp } };
  },
  resendLoginOtp: async () => {
    const otp = await dataOf<{ transaction_id: string; resend_after?: number }>('requestLoginOtp', SUCCESS.requestLoginOtp!() as Call);
    clock.advance(((otp.resend_after ?? 60) + 1) * 1000);
    return { identity: 'none', body: { transaction_id: otp.transaction_id } };
  },
  createGuestSession: () => ({ identity: 'none' }),
  registerEservice: async () => {
    const v = await currentVersions('unregistered');
    return {
      identity: 'unregistered',
      body: { first_name: 'มานะ', last_name: 'ใหม่มา', email: 'mana@example.com', accept_consent_version: v.consent, accept_pdpa_version: v.pdpa },
    };
  },
  logoutLine: () => member(),
  // customer
  getCustomerInfo: () => member(),
  getPoint: () => member(),
  uploadImageProfile: () => member({ body: { image_profile: '<binary>' }, multipart: true }),
  editProfile: () => member({ body: { first_name: 'สมชาย', last_name: 'ใจดี', email: 'somchai.j@example.com', birth_date: '1988-04-12' } }),
  getEserviceProfile: () => member(),
  editEserviceProfile: () => member({ body: { first_name: 'สมชาย', last_name: 'ใจดี', email: 'somchai.j@example.com' } }),
  getReferralCode: () => member(),
  validateMigrateSim: () => member(),
  toggleMigrateSimPopUp: () => member({ body: { show_popup: false } }),
  toggleIssueMigrateSim: () => member({ body: { has_issue: true } }),
  acceptConsent: async () => {
    const v = await currentVersions('member');
    return member({ body: { current_consent_version: v.consent, current_pdpa_version: v.pdpa, marketing: true } });
  },
  // address
  getAddressList: () => member(),
  getAddressDetail: () => member({ query: { customeraddress_id: 1024 } }),
  createAddress: () => member({ body: { ...address, set_default: false } }),
  editAddress: () => member({ body: { customeraddress_id: 1025, ...withoutOther, category: 'work' } }),
  editDefaultAddress: () => member({ body: { customeraddress_id: 1025 } }),
  deleteAddress: () => member({ body: { customeraddress_id: 1025 } }),
  // preferences
  getSubscribe: () => member(),
  subscribe: () => member({ body: { sms: true, email: false, line_official: true, line_service: false, deny_all: false } }),
  // service
  getServiceList: () => member(),
  getServiceCandidates: () => member(),
  requestOtpAddService: async () => member({ body: await firstCandidate() }),
  verifyOtpAddService: async () => {
    const candidate = await firstCandidate();
    const otp = await dataOf<{ transaction_id: string }>('requestOtpAddService', member({ body: candidate }));
    return member({ body: { ...candidate, transaction_id: otp.transaction_id, otp: DEMO.otp } });
  },
  // reward (bearer only)
  getBlueplusMember: () => member({ query: { citizen_id: PARTNER_CARDS.self, mobile_no: DEMO.member.mobile, type_member: 'self' } }),
  blueplusTransferPoint: () => member({ body: transfer }),
  getPartners: () => member({}),
  getMaxmeMember: () => member({ query: { citizen_id: PARTNER_CARDS.self, mobile_no: DEMO.member.mobile, recipient_type: 'self' } }),
  maxmeTransferPoint: () => member({ body: transfer }),
  maxmeCheckStatus: async () => {
    const started = await dataOf<{ maxme_trans_ref?: string }>('maxmeTransferPoint', member({ body: transfer }));
    expect(started.maxme_trans_ref, 'a MaxMe transfer has a maxme_trans_ref').toBeTruthy();
    return member({ query: { maxme_trans_ref: started.maxme_trans_ref! } });
  },
  pointXInquiry: () => member({ body: pointx }),
  pointXTopUp: () => member({ body: pointx }),
  // privilege
  getPrivilegeCategories: () => member(),
  getPrivilegeList: () => member({ query: { page: 1, page_size: 20 } }),
  getPrivilegeDetail: () => member({ query: { privilege_id: 'PRV000101' } }),
  // redemption
  redeem: () => member({ body: { privilege_id: 'PRV000101', quantity: 1 } }),
  getEcode: async () => {
    const redemption = await dataOf<{ redemption_id: string }>('redeem', member({ body: { privilege_id: 'PRV000101', quantity: 1 } }));
    return member({ query: { redemption_id: redemption.redemption_id } });
  },
  // history
  getRedemptionHistory: () => member({ query: { page: 1, page_size: 20, kind: 'ecode', period: 'this_year' } }),
  getPointStatement: () => member({ query: { page: 1, page_size: 20 } }),
  getActiveEcodes: () => member({}),
  getTransferHistory: () => member({ query: { page: 1, page_size: 20 } }),
  getTransferDetail: async () => {
    const page = await dataOf<{ items: Array<{ transfer_id: string }> }>('getTransferHistory', member());
    expect(page.items.length, 'the demo member has transfers').toBeGreaterThan(0);
    return member({ query: { transfer_id: page.items[0]!.transfer_id } });
  },
  getDeliveryTracking: async () => {
    const page = await dataOf<{ items: Array<{ delivery_id?: string }> }>('getRedemptionHistory', member({ query: { page: 1, page_size: 50 } }));
    const withDelivery = page.items.find((i) => i.delivery_id);
    expect(withDelivery, 'the demo member has a delivered redemption').toBeDefined();
    return member({ query: { delivery_id: withDelivery!.delivery_id! } });
  },
  getMigrationHistory: () => member({ query: { page: 1, page_size: 20 } }),
  // activity
  getActivityList: () => member({ query: { page: 1, page_size: 20 } }),
  getGameList: () => member({ query: { page: 1, page_size: 20 } }),
  getArticleList: () => member({ query: { page: 1, page_size: 20 } }),
  getActivityDetail: async () => {
    const page = await dataOf<{ items: Array<{ activity_id: string }> }>('getActivityList', member());
    return member({ query: { activity_id: page.items[0]!.activity_id } });
  },
  // game
  launchGame: async () => {
    const page = await dataOf<{ items: Array<{ game_id?: string }> }>('getGameList', member());
    const game = page.items.find((i) => i.game_id);
    expect(game, 'there is a game').toBeDefined();
    return member({ body: { game_id: game!.game_id! } });
  },
  verifyGame: async () => {
    const page = await dataOf<{ items: Array<{ game_id?: string }> }>('getGameList', member());
    const game = page.items.find((i) => i.game_id);
    expect(game, 'there is a game').toBeDefined();
    // Only a token Launch issued is accepted.
    const launched = await dataOf<{ game_token: string }>('launchGame', member({ body: { game_id: game!.game_id! } }));
    return member({ body: { game_id: game!.game_id!, game_token: launched.game_token } });
  },
  // content
  getDocument: () => ({ identity: 'none', query: { kind: 'terms' } }),
};

// ─────────────────────────────── scenarios.json ───────────────────────────────

interface Scenario {
  code: string;
  status: number;
  operationId: string;
  method: string;
  path: string;
  identity: Identity;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
  headers?: Record<string, string | null>;
  /** Optional free text (ignored). */
  note?: string;
}

const scenarios: Scenario[] = existsSync(SCENARIOS_FILE) ? (JSON.parse(readFileSync(SCENARIOS_FILE, 'utf8')) as Scenario[]) : [];

// ─────────────────────────────── tests ───────────────────────────────

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetMock());
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  resetMock();
  const total = contract.operations.length;
  const withError = [...stats.errors.keys()].length;
  const codes = new Set([...stats.errors.values()].flatMap((s) => [...s]));
  console.log(
    [
      `conformance: operations covered ${stats.success.size}/${total} (success), ${withError}/${total} with error answers`,
      `conformance: responses validated ${stats.responsesValidated}; request bodies checked ${stats.requestsChecked}` +
        (stats.requestsInvalidOnPurpose ? ` (+${stats.requestsInvalidOnPurpose} invalid on purpose)` : ''),
      `conformance: guest sessions allowed on ${stats.guestAllowed.size} operations: ${[...stats.guestAllowed].sort().join(', ')}`,
      `conformance: scenarios.json rows ${existsSync(SCENARIOS_FILE) ? stats.scenarioRows : 'absent'}; error codes seen ${codes.size}/${contract.catalogue.length}` +
        (codes.size < contract.catalogue.length
          ? ` (not seen: ${contract.catalogue.map((c) => c.code).filter((c) => !codes.has(c)).join(', ')})`
          : ''),
      ...stats.divergences.map((d) => `conformance: known divergence: ${d}`),
    ].join('\n'),
  );
});

describe('the verifier itself', () => {
  it('reports a wrong body (drift self-test)', () => {
    const wrong = contract.checkResponse('getPoint', 200, { data: { point: 'x' } });
    expect(wrong.ok).toBe(false);
    expect(!wrong.ok && wrong.mismatches.some((m) => m.path.startsWith('$.data'))).toBe(true);
  });

  it('reports an undocumented status and a code answered with the wrong status', () => {
    expect(contract.checkResponse('getPoint', 418, {}).ok).toBe(false);
    const message = { th: 'x', en: 'x' };
    expect(contract.checkResponse('getPoint', 500, { code: 'UNAUTHORIZED', message }).ok).toBe(false);
    expect(contract.checkResponse('getPoint', 500, { code: 'NO_SUCH_CODE', message }).ok).toBe(false);
  });

  it('catches a handler that drifts from the contract', async () => {
    server.use(http.get('*/api/Customer/GetPoint', () => HttpResponse.json({ data: { point: 'x', tier: 'gold', expiring: [] } })));
    const answer = await send('getPoint', member());
    expect(answer.status).toBe(200);
    const result = contract.checkResponse('getPoint', answer.status, answer.body);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.mismatches[0]?.path).toBe('$.data.point');
  });

  it('reports a wrong request body', () => {
    expect(contract.checkRequest('redeem', { privilege_id: 'nope' }).ok).toBe(false);
  });
});

describe('every contract operation has a success case', () => {
  it('the success table lists exactly the contract operations', () => {
    expect(Object.keys(SUCCESS).sort()).toEqual(contract.operations.map((o) => o.operationId).sort());
  });
});

/** Signed operations a deleted or unregistered customer may still call (contract, Security). */
const OPEN_TO_DELETED = new Set(['getCustomerInfo', 'registerEservice', 'logoutLine']);

/** Consent is given while registering, so an unregistered customer may also accept it (contract, Security). */
const OPEN_TO_UNREGISTERED = new Set([...OPEN_TO_DELETED, 'acceptConsent']);

/**
 * Where the mock deliberately differs from the contract's security prose (not its schemas).
 * These answers are still validated against the schemas, and listed in the summary; remove an
 * entry once the mock or the contract changes.
 */
const KNOWN_DIVERGENCES: Record<string, string> = {
};

const codeOf = (answer: Answer) => [answer.status, (answer.body as { code?: string } | undefined)?.code];

/** Sends `call` as `identity` and expects [status, code], unless the pair is a known divergence. */
async function expectGate(operationId: string, call: Call, identity: Identity, expected: [number, string]): Promise<void> {
  checkGate(operationId, identity, await exchange(operationId, { ...call, identity }, { requestMayBeInvalid: true }), expected);
}

function checkGate(operationId: string, identity: Identity, answer: Answer, expected: [number, string]): void {
  const divergence = KNOWN_DIVERGENCES[`${operationId}/${identity}`];
  if (divergence) {
    const [status, code] = codeOf(answer);
    expect(status === expected[0] && code === expected[1], `${operationId}/${identity} now follows the contract: remove it from KNOWN_DIVERGENCES`).toBe(false);
    stats.divergences.push(`${operationId} as ${identity} → ${[status, code].filter(Boolean).join(' ')}: ${divergence}`);
    return;
  }
  expect(codeOf(answer)).toEqual(expected);
}

describe.each(contract.operations.map((op) => [op.operationId, op] as const))('%s', (operationId, op) => {
  const prepare = SUCCESS[operationId] ?? (() => member());

  it('succeeds and matches the contract', async () => {
    expect(SUCCESS[operationId], `no success case for ${operationId}: add one to SUCCESS`).toBeDefined();
    const answer = await exchange(operationId, await prepare());
    expect(answer.status, JSON.stringify(answer.body).slice(0, 400)).toBeGreaterThanOrEqual(200);
    expect(answer.status).toBeLessThan(300);
  });

  it('a forced server error is the contract GENERIC_ERROR', async () => {
    const call = await prepare();
    mockControl.setFault(`${op.method.toUpperCase()} ${op.path}` as `${string} /${string}`, 'server-error', { once: true });
    expect(codeOf(await exchange(operationId, call))).toEqual([500, 'GENERIC_ERROR']);
  });

  if (op.security !== 'public') {
    it('without a token: 401 UNAUTHORIZED', async () => {
      const call = await prepare();
      expect(codeOf(await exchange(operationId, { ...call, identity: 'none' }))).toEqual([401, 'UNAUTHORIZED']);
    });
  }

  if (op.security === 'customer') {
    it('bearer token without a signature: 401 INVALID_SIGNATURE', async () => {
      const call = await prepare();
      const unsigned = { ...call, headers: { ...call.headers, 'X-Signature': null, 'X-Timestamp': null } };
      expect(codeOf(await exchange(operationId, unsigned))).toEqual([401, 'INVALID_SIGNATURE']);
    });

    it('a signature older than 300 s: 401 SIGNATURE_EXPIRED', async () => {
      const call = await prepare();
      const stale = await signedHeaders(tokenFor(call.identity)!, undefined, clock.now() - 3_600_000);
      expect(codeOf(await exchange(operationId, { ...call, headers: { ...call.headers, ...stale } }))).toEqual([401, 'SIGNATURE_EXPIRED']);
    });

    if (!OPEN_TO_DELETED.has(operationId)) {
      it('a deleted customer: 403 CUSTOMER_DELETED', async () => {
        await expectGate(operationId, await prepare(), 'deleted', [403, 'CUSTOMER_DELETED']);
      });

    }

    if (!OPEN_TO_UNREGISTERED.has(operationId)) {
      it('an unregistered customer: 403 CUSTOMER_NOT_REGISTERED', async () => {
        await expectGate(operationId, await prepare(), 'unregistered', [403, 'CUSTOMER_NOT_REGISTERED']);
      });
    }
  }

  if (op.security !== 'public') {
    it('a guest session: allowed, or 403 CUSTOMER_NOT_REGISTERED', async () => {
      const call = await prepare();
      const answer = await exchange(operationId, { ...call, identity: 'guest' }, { requestMayBeInvalid: true });
      if (answer.status < 300) stats.guestAllowed.add(operationId);
      else checkGate(operationId, 'guest', answer, [403, 'CUSTOMER_NOT_REGISTERED']);
    });
  }

  const requiredQuery = op.parameters.filter((p) => p.in === 'query' && p.required).map((p) => p.name);
  const bodyRequired = op.requestSchema !== undefined && op.requestContentType === 'application/json';
  if (requiredQuery.length > 0 || bodyRequired) {
    it(`without its required ${bodyRequired ? 'body fields' : `query (${requiredQuery.join(', ')})`}: 400`, async () => {
      const call = await prepare();
      const query = Object.fromEntries(Object.entries(call.query ?? {}).filter(([k]) => !requiredQuery.includes(k)));
      const answer = await exchange(operationId, { ...call, query, ...(bodyRequired ? { body: {} } : {}) }, { requestMayBeInvalid: true });
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    });
  }

  const rows = scenarios.filter((s) => s.operationId === operationId);
  if (rows.length > 0) {
    it.each(rows.map((row) => [row.code, row.status, row] as const))('scenario %s (%i)', async (_code, _status, row) => {
      stats.scenarioRows += 1;
      expect(contract.match(row.method, row.path)?.operationId, `${row.method} ${row.path} is ${operationId}`).toBe(operationId);
      const entry = contract.catalogue.find((c) => c.code === row.code);
      expect(entry, `${row.code} is in the catalogue`).toBeDefined();
      expect(entry!.status, `${row.code} is answered with ${entry!.status}`).toBe(row.status);
      const answer = await exchange(
        operationId,
        { identity: row.identity, query: row.query, body: row.body, headers: row.headers },
        // A `$file` spec is not the file itself: only the answer is checked.
        { requestMayBeInvalid: row.status === 400 || hasFileSpec(row.body) },
      );
      expect(codeOf(answer)).toEqual([row.status, row.code]);
    });
  }
});

describe('scenarios.json', () => {
  it.skipIf(!existsSync(SCENARIOS_FILE))('every row names a contract operation', () => {
    const unknown = scenarios.filter((s) => !contract.operations.some((o) => o.operationId === s.operationId));
    expect(unknown.map((s) => `${s.operationId} ${s.code}`)).toEqual([]);
  });
});
