/**
 * The standalone mock server (mocks/server/main.ts, real HTTP) refuses forged tokens like the
 * handlers do in tests and in the browser worker: one process, its own signed sign-in, forgeries → 401.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { MOCK_SIGNING_KEY } from '@mocks/signing';
import { DEMO, signedHeaders } from '@mocks/identities';
import { TSX } from '../verifier/helpers';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

let proc: ChildProcessWithoutNullStreams;
let url: string;

beforeAll(async () => {
  proc = spawn(TSX, ['mocks/server/main.ts', '--port', '0'], {
    cwd: ROOT,
    env: { ...process.env, MOCK_PORT: '', MOCK_ALLOWED_ORIGINS: '', NODE_OPTIONS: '' },
  });
  url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 20_000);
    proc.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /mock server listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    proc.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${out}`)));
  });
}, 30_000);

afterAll(() => {
  if (proc.exitCode === null) proc.kill('SIGTERM');
});

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

async function signIn(): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(`${url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }).then(
      (res) => res.json() as Promise<{ data: Record<string, string> }>,
    );
  const challenge = await post('/api/Auth/RequestOTP', { id_type: 'national_id', id_number: DEMO.member.idNumber });
  const session = await post('/api/Auth/VerifyOTP', { transaction_id: challenge.data.transaction_id, otp: DEMO.otp });
  return session.data.token!;
}

const getPoint = async (token: string) => {
  const res = await fetch(`${url}/api/Customer/GetPoint`, { headers: await signedHeaders(token, MOCK_SIGNING_KEY) });
  return { status: res.status, code: ((await res.json()) as { code?: string }).code };
};

describe('standalone mock server and forged tokens', () => {
  it('accepts the token it issued and refuses alg:none and altered claims with 401 UNAUTHORIZED', async () => {
    const token = await signIn();
    expect(await getPoint(token)).toMatchObject({ status: 200 });

    const [, body, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as { payload: Record<string, unknown> };
    const algNone = `${b64url({ alg: 'none', typ: 'JWT' })}.${body}.mock`;
    const otherSub = `${token.split('.')[0]}.${b64url({ ...claims, payload: { ...claims.payload, sub: DEMO.passport.customerId } })}.${signature}`;
    expect(await getPoint(algNone)).toEqual({ status: 401, code: 'UNAUTHORIZED' });
    expect(await getPoint(otherSub)).toEqual({ status: 401, code: 'UNAUTHORIZED' });
  });
});
