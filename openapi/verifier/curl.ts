/** A `curl` command that sends an exchange's request again, headers (signature included) and body as sent. */
import type { HttpExchange } from './http';

const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/**
 * `curl -X POST 'URL' -H 'Authorization: Bearer …' -H 'X-Timestamp: …' -H 'X-Signature: …' --data-raw '{…}'`.
 * The signature covers the token and the timestamp, so the line reproduces the call for as long as the
 * server accepts the timestamp (±300 s) and the token.
 */
export function curlLine(exchange: Pick<HttpExchange, 'method' | 'url' | 'requestHeaders' | 'requestBody'>): string {
  const parts = ['curl', '-sS', '-i', '-X', exchange.method, quote(exchange.url)];
  for (const [name, value] of Object.entries(exchange.requestHeaders)) parts.push('-H', quote(`${name}: ${value}`));
  if (exchange.requestBody !== undefined) parts.push('--data-raw', quote(JSON.stringify(exchange.requestBody)));
  return parts.join(' ');
}
