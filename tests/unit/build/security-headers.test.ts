/**
 * One source for the security headers (config/security-headers.mjs): what it builds from the build
 * settings, and that a production build writes exactly that into dist/_headers,
 * dist/security-headers.json and its <meta> policy (with the field vitals endpoint's origin).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { prerenderChoiceScript, scriptHash } from '../../../config/prerender-choice.mjs';
import { contentSecurityPolicy, cspDirectives, headersFile, securityHeaders } from '../../../config/security-headers.mjs';
import { MOCK_SIGNING_KEY } from '../../../mocks/signing';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** The project's own rsbuild, never through npx (whose config warnings differ from machine to machine). */
const RSBUILD = join(ROOT, 'node_modules', '.bin', 'rsbuild');
const API = 'https://api.loyalty.example/v1/';
const GAME = 'https://games.provider.example/play/index.html';
const VITALS = 'https://metrics.loyalty.example/vitals';

describe('securityHeaders', () => {
  const headers = securityHeaders({ apiBaseUrl: API, gameBaseUrl: GAME, hsts: true });
  const csp = cspDirectives({ apiBaseUrl: API, gameBaseUrl: GAME });

  it('sends the policy and the other headers a production host must send', () => {
    expect(Object.keys(headers).sort()).toEqual(
      ['Content-Security-Policy', 'Permissions-Policy', 'Referrer-Policy', 'Strict-Transport-Security', 'X-Content-Type-Options', 'X-Frame-Options'].sort(),
    );
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(headers['Content-Security-Policy']).toContain("object-src 'none'");
    expect(headers['Content-Security-Policy']).toContain("base-uri 'none'");
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Strict-Transport-Security']).toMatch(/^max-age=\d{8,}/);
    expect(securityHeaders()).not.toHaveProperty('Strict-Transport-Security');
  });

  it('takes the API and game origins from the build settings, and LINE hosts for LIFF', () => {
    expect(csp['connect-src']).toEqual(
      expect.arrayContaining(["'self'", 'https://api.loyalty.example', 'https://api.line.me', 'https://liffsdk.line-scdn.net']),
    );
    expect(csp['frame-src']).toEqual(["'self'", 'https://games.provider.example']);
    expect(csp['script-src']).toEqual(["'self'", 'https://static.line-scdn.net']);
    expect(cspDirectives({ apiBaseUrl: '/api', gameBaseUrl: 'javascript:alert(1)' })['connect-src']).not.toContain('javascript:');
    expect(cspDirectives({ scriptHashes: ['sha256-abc='] })['script-src']).toContain("'sha256-abc='");
    expect(cspDirectives({ dev: true })['connect-src']).toContain('ws:');
    expect(csp['connect-src']).not.toContain('ws:');
  });

  it('leaves out of the <meta> policy what a meta tag cannot carry', () => {
    expect(contentSecurityPolicy({}, { meta: true })).not.toContain('frame-ancestors');
    expect(contentSecurityPolicy({}, { meta: true })).toBe(contentSecurityPolicy().replace(/; frame-ancestors 'none'$/, ''));
  });
});

describe('the production build', () => {
  const out = '.tmp/security-headers-dist';

  afterAll(() => rmSync(join(ROOT, out), { recursive: true, force: true }));

  it('writes the module’s headers for its settings into _headers, security-headers.json and the meta tag', async () => {
    const env = { ...process.env, MOCK_BUILD: 'true', BUILD_OUT_DIR: out, BUILD_LISTS_DIR: join(out, 'lists'), PUBLIC_API_BASE_URL: API, PUBLIC_GAME_BASE_URL: GAME, PUBLIC_VITALS_URL: VITALS, NODE_OPTIONS: '' };
    const run = spawnSync(RSBUILD, ['build'], { cwd: ROOT, env, encoding: 'utf8', timeout: 150_000 });
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
    const html = readFileSync(join(ROOT, out, 'index.html'), 'utf8');
    // The one inline script (the prerendered screen's chooser, generated from its typed module) is
    // allowed by its hash, and only by it.
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toEqual([await prerenderChoiceScript({ year: new Date().getFullYear(), apiBaseUrl: API, signingKey: MOCK_SIGNING_KEY })]);
    const settings = { apiBaseUrl: API, gameBaseUrl: GAME, connectOrigins: ['https://metrics.loyalty.example'], scriptHashes: [scriptHash(inline[0]!)] };
    const expected = securityHeaders({ ...settings, hsts: true });
    expect(expected['Content-Security-Policy']).toContain(`'${scriptHash(inline[0]!)}'`);
    expect(expected['Content-Security-Policy']).toContain('https://metrics.loyalty.example');
    expect(JSON.parse(readFileSync(join(ROOT, out, 'security-headers.json'), 'utf8'))).toEqual(expected);
    expect(readFileSync(join(ROOT, out, '_headers'), 'utf8')).toBe(headersFile(expected));
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1]?.replaceAll('&#39;', "'");
    expect(meta).toBe(contentSecurityPolicy(settings, { meta: true }));
    // The field vitals endpoint is in the app's start-up code, and web-vitals in a chunk of its own.
    const js = (dir: string) => readdirSync(join(ROOT, out, dir)).filter((f) => f.endsWith('.js')).map((f) => readFileSync(join(ROOT, out, dir, f), 'utf8'));
    const chunks = [...js('static/js'), ...js('static/js/async')];
    const withEndpoint = chunks.filter((code) => code.includes(VITALS));
    const withWebVitals = chunks.filter((code) => code.includes('largest-contentful-paint'));
    expect(withEndpoint.length).toBeGreaterThan(0);
    expect(withWebVitals).toHaveLength(1);
    expect(withEndpoint).not.toContain(withWebVitals[0]);
    expect(js('static/js').some((code) => code.includes('largest-contentful-paint'))).toBe(false);
  }, 160_000);
});
