/**
 * How the verifier sends requests: signed exactly like the app (signature.ts), Idempotency-Key where the
 * contract needs one, scenario header overrides, multipart bodies; and how mock rows become scenarios.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signRequest } from '../../src/shared/api/signature';
import { MOCK_SIGNING_KEY } from '../../mocks/signing';
import { loadContract, type Contract } from '../../openapi/verifier/contract';
import { deriveScenario } from '../../openapi/verifier/derive-scenarios';
import { send } from '../../openapi/verifier/http';

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

let server: Server;
let baseUrl: string;
let seen: Seen[] = [];
let contract: Contract;

beforeAll(async () => {
  contract = await loadContract();
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('latin1') });
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{"data":{}}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((r) => server.close(() => r())));

beforeEach(() => {
  seen = [];
});

const options = () => ({ baseUrl, secret: MOCK_SIGNING_KEY, timeoutMs: 5000 });
const TOKEN = 'header.payload.signature-of-the-test-token';

describe('send', () => {
  it('signs a customer call with HMAC-SHA256(key, token + timestamp), as the app does', async () => {
    await send({ op: contract.operation('getPoint'), token: TOKEN }, options());
    const h = seen[0]?.headers as IncomingHttpHeaders;
    expect(h.authorization).toBe(`Bearer ${TOKEN}`);
    expect(h['x-timestamp']).toMatch(/^\d{10}$/);
    expect(Math.abs(Number(h['x-timestamp']) - Date.now() / 1000)).toBeLessThan(5);
    expect(h['x-signature']).toBe(await signRequest(MOCK_SIGNING_KEY, TOKEN, h['x-timestamp'] as string));
  });

  it('sends only the bearer token on reward calls, nothing on public ones', async () => {
    await send({ op: contract.operation('getMaxmeMember'), token: TOKEN, query: { citizen_id: '1101700230708' } }, options());
    await send({ op: contract.operation('getDocument'), query: { kind: 'terms' } }, options());
    expect(seen[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(seen[0]?.headers['x-signature']).toBeUndefined();
    expect(seen[0]?.url).toBe('/api/Reward/MaxmeMember?citizen_id=1101700230708');
    expect(seen[1]?.headers.authorization).toBeUndefined();
  });

  it('adds a fresh Idempotency-Key where the contract requires one, unless the scenario sets it', async () => {
    const op = contract.operation('redeem');
    await send({ op, token: TOKEN, body: { privilege_id: 'PRV000101' } }, options());
    await send({ op, token: TOKEN, body: { privilege_id: 'PRV000101' } }, options());
    await send({ op, token: TOKEN, body: { privilege_id: 'PRV000101' }, headers: { 'idempotency-key': 'my-key-0001' } }, options());
    const keys = seen.map((s) => s.headers['idempotency-key']);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBe('my-key-0001');
    expect(seen[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ privilege_id: 'PRV000101' });
  });

  it('applies the signing overrides and header removals of a scenario', async () => {
    const op = contract.operation('getPoint');
    await send({ op, token: TOKEN, signing: { sign: false } }, options());
    await send({ op, token: TOKEN, signing: { timestamp_offset: -600 } }, options());
    await send({ op, token: TOKEN, headers: { 'X-Timestamp': '1795143660' } }, options());
    await send({ op, token: TOKEN, headers: { Authorization: null } }, options());
    expect(seen[0]?.headers['x-signature']).toBeUndefined();
    expect(seen[0]?.headers['x-timestamp']).toBeUndefined();
    const stale = seen[1]?.headers as IncomingHttpHeaders;
    expect(Date.now() / 1000 - Number(stale['x-timestamp'])).toBeGreaterThan(590);
    expect(stale['x-signature']).toBe(await signRequest(MOCK_SIGNING_KEY, TOKEN, stale['x-timestamp'] as string));
    // An own X-Timestamp is signed over (the contract's worked example uses this timestamp).
    expect(seen[2]?.headers['x-signature']).toBe(await signRequest(MOCK_SIGNING_KEY, TOKEN, '1795143660'));
    expect(seen[3]?.headers.authorization).toBeUndefined();
  });

  it('sends multipart bodies with files', async () => {
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
    await send(
      {
        op: contract.operation('uploadImageProfile'),
        token: TOKEN,
        body: { image_profile: { $file: { filename: 'a.png', content_type: 'image/png', base64: png } } },
      },
      options(),
    );
    expect(seen[0]?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0]?.body).toContain('filename="a.png"');
    expect(seen[0]?.body).toContain('Content-Type: image/png');
  });
});

describe('deriveScenario (mocks/scenarios.json row → scenario)', () => {
  it('keeps the row data, maps anonymous to none and a relative X-Timestamp to a signing offset', () => {
    const scenario = deriveScenario(
      {
        name: 'signature expired: X-Timestamp 301 s old',
        code: 'SIGNATURE_EXPIRED',
        status: 401,
        operationId: 'getPoint',
        method: 'GET',
        path: '/api/Customer/GetPoint',
        identity: 'member',
        headers: { 'X-Timestamp': '{{now-301}}' },
        notes: 'n',
      },
      contract,
    );
    expect(scenario).toEqual({
      name: 'signature expired: X-Timestamp 301 s old',
      operationId: 'getPoint',
      identity: 'member',
      notes: 'n',
      signing: { timestamp_offset: -301 },
      expect: { status: 401, code: 'SIGNATURE_EXPIRED' },
      source: 'mocks/scenarios.json',
    });
    const anonymous = deriveScenario(
      { code: 'UNAUTHORIZED', status: 401, operationId: 'getPoint', method: 'GET', path: '/api/Customer/GetPoint', identity: 'anonymous' },
      contract,
    );
    expect(anonymous.identity).toBe('none');
    expect(() =>
      deriveScenario({ code: 'X', status: 400, operationId: 'getPoint', method: 'POST', path: '/api/Customer/GetPoint', identity: 'member' }, contract),
    ).toThrow(/is not getPoint/);
  });
});
