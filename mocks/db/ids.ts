/** Deterministic ids and codes: derived from a sequence number or a hash, never from Math.random. */

const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/** FNV-1a 32-bit hash of a string. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** A string of `length` characters of `alphabet`, derived from `seed`. */
export function codeFrom(seed: string, length: number, alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'): string {
  let out = '';
  let h = hash32(seed);
  for (let i = 0; i < length; i += 1) {
    if (i % 5 === 4) h = hash32(`${seed}:${i}:${h}`);
    out += alphabet[h % alphabet.length];
    h = Math.floor(h / alphabet.length) ^ hash32(`${i}${seed}`);
    h >>>= 0;
  }
  return out;
}

function bangkokParts(ms: number): { yyyy: string; yy: string; mm: string; dd: string } {
  const iso = new Date(ms + BANGKOK_OFFSET_MS).toISOString();
  return { yyyy: iso.slice(0, 4), yy: iso.slice(2, 4), mm: iso.slice(5, 7), dd: iso.slice(8, 10) };
}

/** `<prefix><yyMMdd><seq 4 digits>`, e.g. RDM2611200001 (RDM/TRF/DLV ids of the contract). */
export function dailyId(prefix: string, ms: number, seq: number): string {
  const { yy, mm, dd } = bangkokParts(ms);
  return `${prefix}${yy}${mm}${dd}${String(seq % 10000).padStart(4, '0')}`;
}

/** MaxMe reference `MXM<yyyyMMdd><seq 4 digits>`. */
export function maxmeRef(ms: number, seq: number): string {
  const { yyyy, mm, dd } = bangkokParts(ms);
  return `MXM${yyyy}${mm}${dd}${String(seq % 10000).padStart(4, '0')}`;
}

/** OTP transaction id `OTP-<12 hex>`. */
export function otpTransactionId(seq: number, salt: string): string {
  const hex = (hash32(`${salt}:${seq}`).toString(16).padStart(8, '0') + (seq & 0xffff).toString(16).padStart(4, '0')).slice(0, 12);
  return `OTP-${hex}`;
}

/** Reference code shown next to the OTP input: 4 capital letters. */
export function refCode(seed: string): string {
  return codeFrom(seed, 4, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
}

/** `08x-xxx-5678` for `0812345678`. */
export function maskMobile(mobile: string): string {
  return `${mobile.slice(0, 2)}x-xxx-${mobile.slice(-4)}`;
}

/** JSON with object keys sorted, so equal bodies give equal text whatever the key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** What an Idempotency-Key is bound to: the operation and its body. */
export function requestFingerprint(operationId: string, body: unknown): string {
  return `${operationId} ${canonicalJson(body)}`;
}
