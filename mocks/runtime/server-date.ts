/**
 * The `Date` header of the mock's answers. The contract requires it on every response and says it
 * comes from the clock of the signature check: here the mock clock (`clock.now()`, which the MOCK
 * panel and `POST /__mock/clock` move), so a client that corrects its clock with it keeps signing
 * inside the ±300 s window however far the mock's time has been moved.
 */
import { clock } from '../db/clock';

/** The mock clock's time as an RFC 9110 IMF-fixdate (`Wed, 18 Nov 2026 03:41:00 GMT`). */
export function serverDate(): string {
  return new Date(clock.now()).toUTCString();
}

/**
 * The response with the mock clock's `Date` (one it already carries is replaced). A network error
 * (`HttpResponse.error()`) has no headers to set and is returned as it is.
 */
export function withServerDate(response: Response): Response {
  if (response.type === 'error') return response;
  try {
    response.headers.set('Date', serverDate());
    return response;
  } catch {
    // Immutable headers (a fetched response): a copy with the header.
    const headers = new Headers(response.headers);
    headers.set('Date', serverDate());
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}
