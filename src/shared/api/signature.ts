import { hmacSha256Hex } from './hmac';

export const SIGNATURE_HEADER = 'X-Signature';
export const TIMESTAMP_HEADER = 'X-Timestamp';

/** Unix time in whole seconds, as the contract's X-Timestamp. */
export function unixSeconds(now: number = Date.now()): string {
  return String(Math.floor(now / 1000));
}

/** The contract's signature: HMAC-SHA256(key, token + timestamp), lower-case hex. */
export function signRequest(key: string, token: string, timestamp: string): Promise<string> {
  return hmacSha256Hex(key, token + timestamp);
}

/** Reward partner calls carry the bearer token only; every other call with a token is signed. */
export function needsSignature(path: string): boolean {
  return !/^\/api\/Reward\//i.test(path);
}
