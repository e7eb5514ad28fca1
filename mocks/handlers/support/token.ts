/**
 * Session tokens of the mock, exactly as the contract's `Session` describes them:
 * `base64url({"alg":"none","typ":"JWT"}).base64url({"payload":{sub,channel_name,channel_type,guest},"iat","exp"}).mock`.
 * The mock "verifies the signature" by requiring the literal third part `mock`.
 */
import { clock } from '../../db/clock';

export const TOKEN_SIGNATURE = 'mock';
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

function base64UrlEncode(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
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

const HEADER = base64UrlEncode(JSON.stringify({ alg: 'none', typ: 'JWT' }));

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
  return `${HEADER}.${base64UrlEncode(JSON.stringify(claims))}.${TOKEN_SIGNATURE}`;
}

/** Decodes and checks the shape and mock signature of a token; null when it is not a mock token. */
export function readToken(token: string): TokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[2] !== TOKEN_SIGNATURE) return null;
  const json = base64UrlDecode(parts[1] ?? '');
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
