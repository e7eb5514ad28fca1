/**
 * When the outcome of a point-moving write is known: only the server's own refusal (400, 403, 404,
 * 409, 422 with its error body) and a 401 are final; every 5xx, a gateway's HTML page, a dropped
 * connection and a timeout leave it unknown, and the same attempt is sent again.
 */
import { apiErrorFromBody, networkError, timeoutError } from '@/shared/api/api-error';
import { answerOf, IdempotentAttempt, isUnknownOutcome, NotAnAnswer, replayUntilAnswered } from '@/shared/api/idempotent-attempt';
import { TOKEN_STORAGE_KEY } from '@/shared/session/token';
import { issueToken } from '@mocks/identities';
import { memoryStorage } from '@test-support';

const refusal = (status: number, code = 'OUT_OF_STOCK') => apiErrorFromBody(status, { code, message: { th: 'x', en: 'x' } });
const GATEWAY_PAGE = '<html><body><h1>502 Bad Gateway</h1></body></html>';

describe('isUnknownOutcome', () => {
  it.each([500, 502, 503, 504])('a %i with the catalogue body (GENERIC_ERROR) is unknown', (status) => {
    expect(isUnknownOutcome(refusal(status, 'GENERIC_ERROR'))).toBe(true);
  });

  it.each([502, 504, 404, 400])('a %i whose body is a gateway page (not JSON) is unknown', (status) => {
    expect(isUnknownOutcome(apiErrorFromBody(status, GATEWAY_PAGE))).toBe(true);
  });

  it('an empty 5xx answer, a dropped connection, a timeout and anything not an ApiError are unknown', () => {
    expect(isUnknownOutcome(apiErrorFromBody(503, undefined))).toBe(true);
    expect(isUnknownOutcome(networkError())).toBe(true);
    expect(isUnknownOutcome(timeoutError())).toBe(true);
    expect(isUnknownOutcome(new NotAnAnswer())).toBe(true);
    expect(isUnknownOutcome(new TypeError('x'))).toBe(true);
  });

  it.each([400, 403, 404, 409, 422])('the server’s own %i refusal is final', (status) => {
    expect(isUnknownOutcome(refusal(status))).toBe(false);
  });

  it('a 401 is final (the session ends); another 4xx such as 429 is not', () => {
    expect(isUnknownOutcome(refusal(401, 'UNAUTHORIZED'))).toBe(false);
    expect(isUnknownOutcome(refusal(429, 'TOO_MANY_REQUESTS'))).toBe(true);
  });
});

describe('replayUntilAnswered', () => {
  it('sends again after a 500 and after a gateway page, until the answer', async () => {
    const send = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(refusal(500, 'GENERIC_ERROR'))
      .mockRejectedValueOnce(apiErrorFromBody(504, GATEWAY_PAGE))
      .mockResolvedValueOnce({ redemption_id: 'R1' });
    await expect(replayUntilAnswered(send, [0, 0, 0])).resolves.toEqual({ redemption_id: 'R1' });
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('stops at the server’s refusal and rejects with it', async () => {
    const send = vi.fn<() => Promise<unknown>>().mockRejectedValueOnce(apiErrorFromBody(502, GATEWAY_PAGE)).mockRejectedValueOnce(refusal(409));
    await expect(replayUntilAnswered(send, [0, 0, 0])).rejects.toMatchObject({ status: 409, code: 'OUT_OF_STOCK' });
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('a success whose body is a page (not an object) is not an answer', async () => {
    await expect(answerOf(Promise.resolve('<html>portal</html>'))).rejects.toBeInstanceOf(NotAnAnswer);
    const send = vi.fn<() => Promise<unknown>>().mockResolvedValueOnce('<html></html>').mockResolvedValueOnce({ ok: 1 });
    await expect(replayUntilAnswered(send, [0, 0])).resolves.toEqual({ ok: 1 });
  });
});

describe('IdempotentAttempt', () => {
  beforeEach(() => {
    vi.stubGlobal('sessionStorage', memoryStorage());
    sessionStorage.setItem(TOKEN_STORAGE_KEY, issueToken('CUS0000123'));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the key and body of an unknown outcome: a changed body still gets the first attempt', () => {
    const attempt = new IdempotentAttempt<{ quantity: number }>('privilege:PRV000401', 'redeem');
    const first = attempt.start({ quantity: 1 });
    attempt.settle(apiErrorFromBody(504, GATEWAY_PAGE));
    const again = attempt.start({ quantity: 2 });
    expect(again.key).toBe(first.key);
    expect(again.body).toEqual({ quantity: 1 });
    expect(attempt.pending()?.member).toBe('CUS0000123');
  });

  it('a 500 keeps the attempt; a success or the server’s refusal ends it and the next gets a new key', () => {
    const attempt = new IdempotentAttempt<{ quantity: number }>('partner:blueplus', 'blueplusTransferPoint');
    const first = attempt.start({ quantity: 1 });
    attempt.settle(refusal(500, 'GENERIC_ERROR'));
    expect(attempt.pending()?.key).toBe(first.key);
    attempt.settle(refusal(409));
    expect(attempt.pending()).toBeNull();
    const second = attempt.start({ quantity: 2 });
    expect(second.key).not.toBe(first.key);
    attempt.settle();
    expect(attempt.pending()).toBeNull();
  });

  it('attempts of other privileges and partners are their own', () => {
    const a = new IdempotentAttempt('privilege:A', 'redeem');
    const b = new IdempotentAttempt('privilege:B', 'redeem');
    const ka = a.start({}).key;
    expect(b.pending()).toBeNull();
    expect(b.start({}).key).not.toBe(ka);
  });
});
