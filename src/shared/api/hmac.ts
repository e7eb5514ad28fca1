/** HMAC-SHA256 through Web Crypto, as lower-case hex. */

const encoder = new TextEncoder();

function toBytes(value: string | Uint8Array): Uint8Array<ArrayBuffer> {
  const bytes = typeof value === 'string' ? encoder.encode(value) : value;
  return new Uint8Array(bytes);
}

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Imported keys by their text: a request is signed with one step of Web Crypto, not two. */
const importedKeys = new Map<string, Promise<CryptoKey>>();

function importKey(key: string | Uint8Array): Promise<CryptoKey> {
  const load = () => crypto.subtle.importKey('raw', toBytes(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  if (typeof key !== 'string') return load();
  let imported = importedKeys.get(key);
  if (!imported) {
    imported = load();
    importedKeys.set(key, imported);
    imported.catch(() => importedKeys.delete(key));
  }
  return imported;
}

export async function hmacSha256Hex(key: string | Uint8Array, message: string | Uint8Array): Promise<string> {
  return toHex(await crypto.subtle.sign('HMAC', await importKey(key), toBytes(message)));
}
