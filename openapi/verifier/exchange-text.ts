/** Short words for an answer, shared by the runner, the sessions and the probes. */
import type { HttpExchange } from './http';

export function errorCode(body: unknown): string | undefined {
  const code = body && typeof body === 'object' ? (body as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}

export function short(exchange: HttpExchange): string {
  const code = errorCode(exchange.body);
  return `status ${exchange.status}${code ? ` ${code}` : ''}`;
}

