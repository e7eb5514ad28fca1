/**
 * The mock server's `--static` mode sends the app's security headers (config/security-headers.mjs)
 * on the app shell, deep links, hashed assets and misses; the headers a build wrote win, minus HSTS
 * (plain HTTP); the stand-in game page may be framed by the app only.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { securityHeaders } from '../../config/security-headers.mjs';
import { TSX } from '../verifier/helpers';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

interface Server {
  url: string;
  stop: () => void;
}

function startServer(staticDir: string): Promise<Server> {
  const proc = spawn(TSX, ['mocks/server/main.ts', '--port', '0', '--quiet', '--static', staticDir], {
    cwd: ROOT,
    env: { ...process.env, MOCK_PORT: '', NODE_OPTIONS: '' },
  });
  let out = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 20_000);
    proc.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    proc.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (!match) return;
      clearTimeout(timer);
      resolve({ url: match[1]!, stop: () => proc.kill('SIGTERM') });
    });
  });
}

function site(headers?: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'mock-headers-'));
  mkdirSync(join(dir, 'static', 'js'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  writeFileSync(join(dir, 'static', 'js', 'index.abc123.js'), 'console.log(1);');
  if (headers) writeFileSync(join(dir, 'security-headers.json'), JSON.stringify(headers));
  return dir;
}

const pick = (res: Response) =>
  Object.fromEntries(
    ['content-security-policy', 'referrer-policy', 'permissions-policy', 'x-content-type-options', 'x-frame-options', 'strict-transport-security'].map(
      (name) => [name, res.headers.get(name)],
    ),
  );

const expectedOf = (headers: Record<string, string>) => ({
  'content-security-policy': headers['Content-Security-Policy'],
  'referrer-policy': headers['Referrer-Policy'],
  'permissions-policy': headers['Permissions-Policy'],
  'x-content-type-options': 'nosniff',
  'x-frame-options': headers['X-Frame-Options'],
  'strict-transport-security': null,
});

describe('mock server --static: security headers', () => {
  const dirs: string[] = [];
  const servers: Server[] = [];
  afterAll(() => {
    servers.forEach((s) => s.stop());
    dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
  });

  it('sends the module’s headers on /, a deep link, a /static/ asset and a miss', async () => {
    const dir = site();
    dirs.push(dir);
    const server = await startServer(dir);
    servers.push(server);
    const expected = expectedOf(securityHeaders());
    expect(expected['content-security-policy']).toContain("frame-ancestors 'none'");
    for (const path of ['/', '/privilege/detail/PRV000101?from=line', '/static/js/index.abc123.js', '/static/js/missing.js']) {
      const res = await fetch(`${server.url}${path}`, { headers: { Accept: path.includes('.js') ? '*/*' : 'text/html' } });
      expect(pick(res), path).toEqual(expected);
    }
  });

  it('sends what the served build wrote (its own origins), never HSTS over plain HTTP; the game page may be framed by the app', async () => {
    const built = securityHeaders({ apiBaseUrl: 'https://api.loyalty.example', gameBaseUrl: 'https://games.example', hsts: true });
    const dir = site(built);
    dirs.push(dir);
    const server = await startServer(dir);
    servers.push(server);
    const res = await fetch(`${server.url}/history`, { headers: { Accept: 'text/html' } });
    expect(pick(res)).toEqual(expectedOf(built));
    expect(res.headers.get('content-security-policy')).toContain("frame-src 'self' https://games.example");
    const game = await fetch(`${server.url}/__game/play?game_id=G1&session=s&lang=th`);
    expect(game.status).toBe(200);
    expect(game.headers.get('content-security-policy')).toBe("frame-ancestors 'self'");
    expect(game.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});
