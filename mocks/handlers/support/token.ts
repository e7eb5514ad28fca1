/**
 * Session tokens of the mock, as the contract's `Session` describes them: an HS256 JWT
 * `base64url({"alg":"HS256","typ":"JWT"}).base64url({"payload":{sub,channel_name,channel_type,guest},"iat","exp"}).signature`
 * where signature = base64url(HMAC-SHA256(MOCK_TOKEN_SECRET, header + "." + claims)).
 * readToken() checks the header (alg HS256 only), the signature (constant time, exact text) and the
 * claims' shape on every call; sessionOf() adds expiry (mock clock), revocation and the customer.
 * The HMAC is synchronous pure JS, so the same code runs in Node and in the browser worker.
 */
import { MOCK_TOKEN_SECRET } from '../../config';
import { clock } from '../../db/clock';
import { hmacSha256 } from './hmac-sha256';

/** Session lifetime: 24 hours, like the contract's example (exp − iat = 86400). */
export const SESSION_TTL_SECONDS = 24 * 60 * 60;

export interface TokenClaims {
  payload: { sub: string; channel_name: string; channel_type: string; guest: boolean };
  iat: number;
  exp: number;
}

export interface IssueTokenOptions {
  guest?: boolean;
  channelName?: string;
  channelType?: string;
  /** Issue time in epoch ms (default clock.now()). */
  now?: number;
  ttlSeconds?: number;
}

function bytesToBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function base64UrlEncode(text: string): string {
  return bytesToBase64Url(new TextEncoder().encode(text));
}

function base64UrlDecode(text: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  const standard = text.replace(/-/g, '+').replace(/_/g, '/');
  try {
    const binary = atob(standard + '='.repeat((4 - (standard.length % 4)) % 4));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

const HEADER = base64UrlEncode(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

/** base64url(HMAC-SHA256(secret, signingInput)), the third part of a token. */
export function tokenSignature(signingInput: string, secret: string = MOCK_TOKEN_SECRET): string {
  return bytesToBase64Url(hmacSha256(secret, signingInput));
}

/** Same length and characters, compared in time that depends only on the length. */
export function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** The header names HS256 (any other alg, `none` included, is refused). */
function headerIsHs256(part: string): boolean {
  const json = base64UrlDecode(part);
  if (json === null) return false;
  try {
    const header = JSON.parse(json) as unknown;
    return typeof header === 'object' && header !== null && (header as { alg?: unknown }).alg === 'HS256';
  } catch {
    return false;
  }
}

/** Makes a session token exactly as VerifyOTP (or GuestSession with `guest: true`) does. */
export function issueToken(customerId: string, opts: IssueTokenOptions = {}): string {
  const iat = Math.floor((opts.now ?? clock.now()) / 1000);
  const claims: TokenClaims = {
    payload: {
      sub: customerId,
      channel_name: opts.channelName ?? 'LINE',
      channel_type: opts.channelType ?? 'liff',
      guest: opts.guest ?? false,
    },
    iat,
    exp: iat + (opts.ttlSeconds ?? SESSION_TTL_SECONDS),
  };
  const signingInput = `${HEADER}.${base64UrlEncode(JSON.stringify(claims))}`;
  return `${signingInput}.${tokenSignature(signingInput)}`;
}

/**
 * Verifies and decodes a token: HS256 header, signature by the mock's secret (exact base64url text,
 * constant time), claims of the right shape. null when any of it fails. Expiry is sessionOf's check.
 */
export function readToken(token: string): TokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header = '', body = '', signature = ''] = parts;
  if (!sameText(signature, tokenSignature(`${header}.${body}`))) return null;
  if (!headerIsHs256(header)) return null;
  const json = base64UrlDecode(body);
  if (json === null) return null;
  try {
    const claims = JSON.parse(json) as Partial<TokenClaims>;
    const p = claims.payload;
    if (
      !p ||
      typeof p.sub !== 'string' ||
      typeof p.guest !== 'boolean' ||
      typeof claims.exp !== 'number' ||
      typeof claims.iat !== 'number'
    ) {
      return null;
    }
    return {
      payload: {
        sub: p.sub,
        guest: p.guest,
        channel_name: typeof p.channel_name === 'string' ? p.channel_name : 'LINE',
        channel_type: typeof p.channel_type === 'string' ? p.channel_type : 'liff',
      },
      iat: claims.iat,
      exp: claims.exp,
    };
  } catch {
    return null;
  }
}
