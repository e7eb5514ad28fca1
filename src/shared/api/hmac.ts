/** HMAC-SHA256 through Web Crypto, as lower-case hex. */

const encoder = new TextEncoder();

function toBytes(value: string | Uint8Array): Uint8Array<ArrayBuffer> {
  const bytes = typeof value === 'string' ? encoder.encode(value) : value;
  return new Uint8Array(bytes);
}

export function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');
}

export async function hmacSha256Hex(key: string | Uint8Array, message: string | Uint8Array): Promise<string> {
  const cryptoKey = await crypto.subtle.importKey('raw', toBytes(key), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  return toHex(await crypto.subtle.sign('HMAC', cryptoKey, toBytes(message)));
}
