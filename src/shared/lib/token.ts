/**
 * Client-side decoding of the session token (docs/spec.md §3 "Session token", §2 route guard, §8).
 *
 * The token is JWT-shaped (`header.payload.signature`). Its middle part is base64url-encoded
 * UTF-8 JSON "holding a payload": either the claims themselves or `{ payload: { ...claims } }`.
 *
 * This module only DECODES. It does not verify the signature; the server does that (and the
 * expiry). Never use the result for an authorisation decision. `isTokenExpired` only lets the app
 * end a session the server would refuse anyway, with a clear message instead of a failed call.
 */
import { serverNow } from './server-clock';

/** Claims the app reads from the token; any other claim is kept as `unknown`. */
export type TokenPayload = {
  sub?: string;
  channel_name?: string;
  channel_type?: string;
  guest?: boolean;
  exp?: number;
  [k: string]: unknown;
};

/** Why a token could not be decoded (docs/spec.md §8: not a string, lacks a part, bad base64, bad JSON). */
type DecodeFailureReason = 'not-string' | 'missing-part' | 'bad-base64' | 'bad-json';

export type DecodeResult =
  | { ok: true; payload: TokenPayload }
  | { ok: false; reason: DecodeFailureReason };

/** Channel data as stored in the customer store (docs/spec.md §3 "Channel data"). */
export type ChannelData = { channel_name: string; channel_type: string };

/** base64url and standard base64 alphabets together, without padding. */
const BASE64_ANY_ALPHABET = /^[A-Za-z0-9+/_-]+$/;

/** Known claims and the primitive type each must have to be kept. */
const CLAIM_TYPES = {
  sub: 'string',
  channel_name: 'string',
  channel_type: 'string',
  guest: 'boolean',
  exp: 'number',
} as const;

/** True for a non-null, non-array object (what JSON calls an object). */
function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Decodes a base64url (or standard base64) string to bytes.
 * Padding is optional; returns `null` when the text is not valid base64.
 */
export function base64UrlToBytes(text: string): Uint8Array | null {
  const unpadded = text.replace(/={1,2}$/, '');
  if (!BASE64_ANY_ALPHABET.test(unpadded) || unpadded.length % 4 === 1) return null;
  const standard = unpadded.replace(/-/g, '+').replace(/_/g, '/');
  const padded = standard + '='.repeat((4 - (standard.length % 4)) % 4);
  let binary: string;
  try {
    binary = atob(padded);
  } catch {
    return null;
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Decodes bytes as strict UTF-8 (so Thai text survives); `null` on malformed UTF-8. */
function utf8Decode(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * Copies the claims object, dropping any known claim whose value has the wrong type
 * (e.g. `exp: "soon"`), so that the result honestly matches {@link TokenPayload}.
 * Object spread defines own properties, so a `__proto__` key cannot change the prototype.
 */
function normaliseClaims(claims: Record<string, unknown>): TokenPayload {
  const result: Record<string, unknown> = { ...claims };
  for (const [name, type] of Object.entries(CLAIM_TYPES)) {
    if (!Object.hasOwn(result, name)) continue;
    const value = result[name];
    const valid = typeof value === type && (type !== 'number' || Number.isFinite(value));
    if (!valid) delete result[name];
  }
  return result as TokenPayload;
}

/**
 * The last token decoded and its result (never to be changed by a caller): the route guard on every
 * navigation, the session kind on every render of what shows it, and the member chrome read the same
 * token again and again; it is decoded once.
 */
let last: { token: string; result: DecodeResult } | undefined;

/**
 * Decodes the payload of a session token without verifying it.
 *
 * - `not-string`: the token is not a string.
 * - `missing-part`: the token is not exactly three non-empty dot-separated parts.
 * - `bad-base64`: the middle part is not base64url / base64 (padding optional).
 * - `bad-json`: the bytes are not UTF-8 JSON, or the JSON is not an object.
 *
 * When the JSON has an object-valued `payload` property, that inner object is the payload (with
 * the wrapper's `exp` when it has none of its own); otherwise the JSON object itself is.
 */
export function decodeToken(token: unknown): DecodeResult {
  if (typeof token !== 'string') return { ok: false, reason: 'not-string' };
  if (last?.token !== token) last = { token, result: decodeText(token) };
  return last.result;
}

function decodeText(token: string): DecodeResult {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((part) => part.length === 0)) {
    return { ok: false, reason: 'missing-part' };
  }
  const bytes = base64UrlToBytes(parts[1] ?? '');
  if (bytes === null) return { ok: false, reason: 'bad-base64' };
  const text = utf8Decode(bytes);
  if (text === null) return { ok: false, reason: 'bad-json' };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'bad-json' };
  }
  if (!isJsonObject(json)) return { ok: false, reason: 'bad-json' };
  const inner = json['payload'];
  if (!isJsonObject(inner)) return { ok: true, payload: normaliseClaims(json) };
  // The registered `exp` claim sits beside a wrapped payload (`{payload, iat, exp}`).
  const claims = Object.hasOwn(json, 'exp') && !Object.hasOwn(inner, 'exp') ? { ...inner, exp: json['exp'] } : inner;
  return { ok: true, payload: normaliseClaims(claims) };
}

/** Returns the value when it is a non-empty string, else `undefined`. */
function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/**
 * Channel data from the token payload (docs/spec.md §2: filled from channel_name / channel_type).
 * Returns `null` when the token does not decode or has neither field; a single missing
 * field becomes an empty string.
 */
export function channelDataFromToken(token: unknown): ChannelData | null {
  const decoded = decodeToken(token);
  if (!decoded.ok) return null;
  const channelName = nonEmptyString(decoded.payload.channel_name);
  const channelType = nonEmptyString(decoded.payload.channel_type);
  if (channelName === undefined && channelType === undefined) return null;
  return { channel_name: channelName ?? '', channel_type: channelType ?? '' };
}

/** True when the payload's `exp` (seconds) has passed by the server's clock (`serverNow()`). */
export function isTokenExpired(payload: TokenPayload, now: number = serverNow()): boolean {
  return typeof payload.exp === 'number' && payload.exp * 1000 <= now;
}
