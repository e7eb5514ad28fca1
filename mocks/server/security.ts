/**
 * The security headers the mock server sends with the app (`--static`) and its own assets: the
 * ones the served build wrote (`dist/security-headers.json`, from config/security-headers.mjs with
 * that build's settings, inline-script hashes included), else the module's same-origin defaults.
 * Strict-Transport-Security is left out: the mock speaks plain HTTP, where browsers ignore it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MOCK_GAME_HEADERS, securityHeaders } from '../../config/security-headers.mjs';

const BUILD_HEADERS_FILE = 'security-headers.json';

function isHeaderRecord(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && Object.values(value).every((v) => typeof v === 'string');
}

export function siteSecurityHeaders(staticDir?: string): Record<string, string> {
  const file = staticDir ? join(staticDir, BUILD_HEADERS_FILE) : '';
  let headers: Record<string, string> = securityHeaders();
  if (file && existsSync(file)) {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (!isHeaderRecord(parsed)) throw new Error(`${file} is not a header map`);
    headers = parsed;
  }
  const { ['Strict-Transport-Security']: _hsts, ...rest } = headers;
  return rest;
}

/** The mock's stand-in game page: a provider's page the app frames (same origin on the mock). */
export const GAME_PAGE_HEADERS: Readonly<Record<string, string>> = MOCK_GAME_HEADERS;
