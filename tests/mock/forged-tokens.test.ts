/**
 * The mock refuses forged tokens (docs/security.md §1): only tokens it issued (HS256, signed with the
 * mock's secret) pass; alg none, altered claims, another secret, another alg, an altered signature
 * and expired tokens answer 401 UNAUTHORIZED on reads, signed writes, reward and guest calls.
 */
import { createHmac } from 'node:crypto';
import { HOUR } from '../../mocks/db/clock';
import { hmacSha256 } from '../../mocks/handlers/support/hmac-sha256';
import { tokenSignature } from '../../mocks/handlers/support/token';
import { issueToken, PARTNER_CARDS, readToken } from '../../mocks/identities';
import { call, clock, DEMO, freshMock, server } from './support/harness';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(freshMock);
afterEach(() => clock.reset());

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function claimsOf(customerId: string, guest = false) {
  const iat = Math.floor(clock.now() / 1000);
  return { payload: { sub: customerId, channel_name: 'LINE', channel_type: 'liff', guest }, iat, exp: iat + 86_400 };
}

/** What the mock used to accept: `base64url({"alg":"none"}).claims.mock`. */
const algNone = (customerId: string, guest = false) =>
  `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(claimsOf(customerId, guest))}.mock`;

/** A real token of the demo member with its claims part replaced (signature kept). */
function withClaims(token: string, claims: unknown): string {
  const [header, , signature] = token.split('.');
  return `${header}.${b64url(claims)}.${signature}`;
}

/** A right-shaped HS256 token signed with another secret. */
function otherSecret(customerId: string): string {
  const input = `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(claimsOf(customerId))}`;
  return `${input}.${tokenSignature(input, 'not-the-mock-secret')}`;
}

/** Representative operations: a signed read, a signed write, a bearer-only reward read. */
const operations = {
  read: (token: string) => call('GET', '/api/Customer/GetPoint', { token }),
  write: (token: string) => call('PUT', '/api/Customer/EditDefaultAddress', { token, body: { customeraddress_id: 1025 } }),
  reward: (token: string) => call('GET', '/api/Reward/MaxmeMember', { token, query: { citizen_id: PARTNER_CARDS.self } }),
};

async function expectRefusedEverywhere(token: string): Promise<void> {
  for (const [name, run] of Object.entries(operations)) {
    const res = await run(token);
    expect({ name, status: res.status, code: res.body?.code }).toEqual({ name, status: 401, code: 'UNAUTHORIZED' });
  }
}

describe('the pure HMAC-SHA256 of the mock', () => {
  it('matches node:crypto on empty, short, block-sized, long and UTF-8 inputs and long keys', () => {
    const cases: Array<[string, string]> = [
      ['', ''],
      ['key', 'The quick brown fox jumps over the lazy dog'],
      ['k'.repeat(64), 'a'.repeat(55)],
      ['k'.repeat(100), 'b'.repeat(64)],
      ['กุญแจ', 'ข้อความ '.repeat(40)],
    ];
    for (const [key, message] of cases) {
      expect(Buffer.from(hmacSha256(key, message)).toString('hex')).toBe(createHmac('sha256', key).update(message).digest('hex'));
    }
  });
});

describe('forged tokens are refused with 401 UNAUTHORIZED', () => {
  it('an issued token works for every representative operation', async () => {
    const token = issueToken(DEMO.member.customerId);
    expect((await operations.read(token)).status).toBe(200);
    expect((await operations.write(token)).status).toBe(200);
    expect((await operations.reward(token)).status).toBe(200);
    expect(readToken(token)?.payload.sub).toBe(DEMO.member.customerId);
  });

  it('an alg:none token for the demo member (the old mock format, with or without a signature part)', async () => {
    await expectRefusedEverywhere(algNone(DEMO.member.customerId));
    await expectRefusedEverywhere(algNone(DEMO.member.customerId).replace(/mock$/, ''));
    expect(readToken(algNone(DEMO.member.customerId))).toBeNull();
  });

  it('an issued token whose claims were changed (another sub, guest flipped, later exp)', async () => {
    const token = issueToken(DEMO.zeroPoints.customerId);
    const claims = readToken(token)!;
    await expectRefusedEverywhere(withClaims(token, { ...claims, payload: { ...claims.payload, sub: DEMO.member.customerId } }));
    await expectRefusedEverywhere(withClaims(token, { ...claims, exp: claims.exp + 3600 }));
    const guest = withClaims(token, { ...claims, payload: { ...claims.payload, guest: true } });
    expect((await call('GET', '/api/Privilege/Detail', { token: guest, query: { privilege_id: 'PRV000101' } })).body.code).toBe('UNAUTHORIZED');
  });

  it('a token with one byte of its claims or signature changed', async () => {
    const token = issueToken(DEMO.member.customerId);
    const [header, body, signature] = token.split('.') as [string, string, string];
    const flip = (text: string, at: number) => text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);
    await expectRefusedEverywhere(`${header}.${flip(body, 10)}.${signature}`);
    await expectRefusedEverywhere(`${header}.${body}.${flip(signature, 0)}`);
    // The last character carries 2 unused bits: a variant that decodes to the same bytes is refused too.
    const last = signature.at(-1)!;
    const sibling = 'AEIMQUYcgkosw048'.includes(last) ? String.fromCharCode(last.charCodeAt(0) + 1) : last;
    if (sibling !== last) expect(readToken(`${header}.${body}.${signature.slice(0, -1)}${sibling}`)).toBeNull();
  });

  it('a right-shaped token signed with another secret, and the right secret under another alg', async () => {
    await expectRefusedEverywhere(otherSecret(DEMO.member.customerId));
    for (const alg of ['none', 'HS512', 'RS256']) {
      const input = `${b64url({ alg, typ: 'JWT' })}.${b64url(claimsOf(DEMO.member.customerId))}`;
      await expectRefusedEverywhere(`${input}.${tokenSignature(input)}`);
    }
  });

  it('an expired token once the mock clock passes exp; a revoked one after LogoutLine', async () => {
    const token = issueToken(DEMO.member.customerId);
    expect((await operations.read(token)).status).toBe(200);
    clock.advance(24 * HOUR + 1000);
    await expectRefusedEverywhere(token);
    clock.reset();
    const revoked = issueToken(DEMO.member.customerId, { now: clock.now() - 1000 });
    expect((await call('POST', '/api/customer/LogoutLine', { token: revoked })).status).toBe(200);
    await expectRefusedEverywhere(revoked);
  });

  it('a forged guest token cannot browse what guests may browse', async () => {
    const forged = algNone('GUEST-0000forg', true);
    const res = await call('GET', '/api/Privilege/Detail', { token: forged, query: { privilege_id: 'PRV000101' } });
    expect(res).toMatchObject({ status: 401, body: { code: 'UNAUTHORIZED' } });
    const issued = issueToken('GUEST-0000test', { guest: true });
    expect((await call('GET', '/api/Privilege/Detail', { token: issued, query: { privilege_id: 'PRV000101' } })).status).toBe(200);
  });
});
