/**
 * A production build never embeds the mock's default signing key unless it says it is a mock build
 * (config/signing-guard.mjs, called by rsbuild.config.ts).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MOCK_SIGNING_KEY } from '@mocks/signing';
import { SigningKeyError, assertSigningKey } from '../../../config/signing-guard.mjs';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** The project's own rsbuild, never through npx (whose config warnings differ from machine to machine). */
const RSBUILD = join(ROOT, 'node_modules', '.bin', 'rsbuild');

describe('assertSigningKey', () => {
  it('refuses the default key and a missing key without MOCK_BUILD=true', () => {
    expect(() => assertSigningKey({ key: MOCK_SIGNING_KEY, defaultKey: MOCK_SIGNING_KEY, mockBuild: undefined })).toThrow(
      /Production build refused: PUBLIC_SIGNING_KEY is the mock's default key.*\n.*PUBLIC_SIGNING_KEY.*\n.*MOCK_BUILD=true/,
    );
    expect(() => assertSigningKey({ key: '', defaultKey: MOCK_SIGNING_KEY, mockBuild: 'false' })).toThrow(SigningKeyError);
    expect(() => assertSigningKey({ key: undefined, defaultKey: MOCK_SIGNING_KEY, mockBuild: '1' })).toThrow(/is not set/);
  });

  it('lets a mock build (MOCK_BUILD=true) and a real key through', () => {
    expect(() => assertSigningKey({ key: undefined, defaultKey: MOCK_SIGNING_KEY, mockBuild: 'true' })).not.toThrow();
    expect(() => assertSigningKey({ key: MOCK_SIGNING_KEY, defaultKey: MOCK_SIGNING_KEY, mockBuild: 'true' })).not.toThrow();
    expect(() => assertSigningKey({ key: 'a-real-backend-key', defaultKey: MOCK_SIGNING_KEY, mockBuild: undefined })).not.toThrow();
  });
});

describe('rsbuild build', () => {
  it('exits non-zero with the message when it would embed the default key', () => {
    const env: NodeJS.ProcessEnv = { ...process.env, BUILD_OUT_DIR: '.tmp/signing-guard-dist', BUILD_LISTS_DIR: '.tmp/signing-guard-dist/lists', NODE_OPTIONS: '' };
    delete env.MOCK_BUILD;
    delete env.PUBLIC_SIGNING_KEY;
    delete env.NODE_ENV;
    const run = spawnSync(RSBUILD, ['build'], { cwd: ROOT, env, encoding: 'utf8', timeout: 60_000 });
    expect(run.status).not.toBe(0);
    expect(`${run.stdout}${run.stderr}`).toContain("Production build refused: PUBLIC_SIGNING_KEY is not set, so the bundle would embed the mock's signing key");
  }, 60_000);
});
