import { base64UrlToBytes, channelDataFromToken, decodeToken, isTokenExpired } from '@/shared/lib/token';

/** base64url without padding, from UTF-8 text (test-only encoder). */
function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Builds a JWT-shaped token whose middle part is `body` JSON-encoded. */
function makeToken(body: unknown): string {
  const header = toBase64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const middle = toBase64Url(JSON.stringify(body));
  return `${header}.${middle}.c2lnbmF0dXJl`;
}

describe('decodeToken', () => {
  it('decodes flat claims', () => {
    const result = decodeToken(makeToken({ sub: 'u-1', channel_name: 'LINE', channel_type: 'liff', exp: 1_900_000_000 }));
    expect(result).toEqual({
      ok: true,
      payload: { sub: 'u-1', channel_name: 'LINE', channel_type: 'liff', exp: 1_900_000_000 },
    });
  });

  it('keeps the wrapper’s exp with a wrapped payload (the mock’s and the contract’s shape)', () => {
    const result = decodeToken(makeToken({ iat: 1, exp: 1_900_000_000, payload: { sub: 'u-2' } }));
    expect(result).toEqual({ ok: true, payload: { sub: 'u-2', exp: 1_900_000_000 } });
    expect(decodeToken(makeToken({ exp: 'soon', payload: { sub: 'u-2' } }))).toEqual({ ok: true, payload: { sub: 'u-2' } });
  });

  it('returns the inner payload object when the JSON wraps one', () => {
    const result = decodeToken(makeToken({ iat: 1, payload: { sub: 'u-2', guest: true } }));
    expect(result).toEqual({ ok: true, payload: { sub: 'u-2', guest: true } });
  });

  it.each([
    ['a string', 'x'],
    ['null', null],
    ['an array', [1]],
    ['a number', 5],
  ])('keeps the outer object when "payload" is %s', (_label, inner) => {
    const result = decodeToken(makeToken({ sub: 'u-3', payload: inner }));
    expect(result).toEqual({ ok: true, payload: { sub: 'u-3', payload: inner } });
  });

  it('decodes Thai text correctly (UTF-8, not Latin-1)', () => {
    const result = decodeToken(makeToken({ payload: { channel_name: 'ช่องทางไลน์', name: 'สมชาย ใจดี' } }));
    expect(result).toEqual({ ok: true, payload: { channel_name: 'ช่องทางไลน์', name: 'สมชาย ใจดี' } });
  });

  it('accepts padded base64url and standard-alphabet base64', () => {
    // This JSON encodes with "+" / "/" in standard base64, hence "-" / "_" in base64url.
    const json = JSON.stringify({ sub: '??>', n: 'ÿþ' });
    const url = toBase64Url(json);
    const standard = url.replace(/-/g, '+').replace(/_/g, '/');
    const padded = standard + '='.repeat((4 - (standard.length % 4)) % 4);
    expect(url).toMatch(/[-_]/);
    for (const middle of [url, standard, padded]) {
      expect(decodeToken(`h.${middle}.s`)).toEqual({ ok: true, payload: { sub: '??>', n: 'ÿþ' } });
    }
  });

  it('drops known claims whose type is wrong, keeps unknown claims', () => {
    const result = decodeToken(makeToken({ sub: 42, guest: 'yes', exp: 'soon', channel_type: 'liff', extra: [1] }));
    expect(result).toEqual({ ok: true, payload: { channel_type: 'liff', extra: [1] } });
  });

  it('does not let a "__proto__" claim change the prototype', () => {
    const result = decodeToken(`h.${toBase64Url('{"__proto__":{"polluted":true},"sub":"u"}')}.s`);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.payload.sub).toBe('u');
      expect(Object.getPrototypeOf(result.payload)).toBe(Object.prototype);
      expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    }
  });

  it.each([undefined, null, 123, {}, ['a.b.c'], true])('fails with not-string for %j', (value) => {
    expect(decodeToken(value)).toEqual({ ok: false, reason: 'not-string' });
  });

  it.each(['', 'abc', 'a.b', 'a..c', '.b.c', 'a.b.', 'a.b.c.d'])('fails with missing-part for %j', (value) => {
    expect(decodeToken(value)).toEqual({ ok: false, reason: 'missing-part' });
  });

  it.each(['h.e30*.s', 'h.e 30.s', 'h.a.s', 'h.abcde.s', 'h.===.s', 'h.ข้อ.s'])('fails with bad-base64 for %j', (value) => {
    expect(decodeToken(value)).toEqual({ ok: false, reason: 'bad-base64' });
  });

  it.each([
    ['not JSON', toBase64Url('not json')],
    ['truncated JSON', toBase64Url('{"sub":')],
    ['a number', toBase64Url('1')],
    ['a string', toBase64Url('"x"')],
    ['null', toBase64Url('null')],
    ['an array', toBase64Url('[{"sub":"u"}]')],
    ['malformed UTF-8', btoa('{"sub":"\xff\xfe"}').replace(/=+$/, '')],
  ])('fails with bad-json for %s', (_label, middle) => {
    expect(decodeToken(`h.${middle}.s`)).toEqual({ ok: false, reason: 'bad-json' });
  });
});

describe('decodeToken, read again and again', () => {
  it('decodes a token once while it stays the session’s (the guard reads it on every navigation)', () => {
    const atob = vi.spyOn(globalThis, 'atob');
    try {
      const first = makeToken({ sub: 'u-3', exp: 1_900_000_000 });
      const second = makeToken({ sub: 'u-4' });
      const results = [decodeToken(first), decodeToken(first), decodeToken(first)];
      expect(atob).toHaveBeenCalledTimes(1);
      expect(results.every((result) => result === results[0])).toBe(true);
      expect(decodeToken(second)).toEqual({ ok: true, payload: { sub: 'u-4' } });
      expect(decodeToken(first)).toEqual({ ok: true, payload: { sub: 'u-3', exp: 1_900_000_000 } });
      expect(atob).toHaveBeenCalledTimes(3);
    } finally {
      atob.mockRestore();
    }
  });
});

describe('base64UrlToBytes', () => {
  it('decodes with and without padding', () => {
    expect(Array.from(base64UrlToBytes('AQID') ?? [])).toEqual([1, 2, 3]);
    expect(Array.from(base64UrlToBytes('AQI') ?? [])).toEqual([1, 2]);
    expect(Array.from(base64UrlToBytes('AQI=') ?? [])).toEqual([1, 2]);
    expect(Array.from(base64UrlToBytes('-_8') ?? [])).toEqual([251, 255]);
  });

  it('rejects impossible lengths and foreign characters', () => {
    expect(base64UrlToBytes('A')).toBeNull();
    expect(base64UrlToBytes('AB$C')).toBeNull();
    expect(base64UrlToBytes('')).toBeNull();
  });
});

describe('channelDataFromToken', () => {
  it('returns both channel fields', () => {
    expect(channelDataFromToken(makeToken({ payload: { channel_name: 'LINE OA', channel_type: 'line' } }))).toEqual({
      channel_name: 'LINE OA',
      channel_type: 'line',
    });
  });

  it('fills a single missing field with an empty string', () => {
    expect(channelDataFromToken(makeToken({ channel_type: 'web' }))).toEqual({ channel_name: '', channel_type: 'web' });
    expect(channelDataFromToken(makeToken({ channel_name: 'เว็บ' }))).toEqual({ channel_name: 'เว็บ', channel_type: '' });
  });

  it('returns null when both fields are absent, empty or not strings', () => {
    expect(channelDataFromToken(makeToken({ sub: 'u' }))).toBeNull();
    expect(channelDataFromToken(makeToken({ channel_name: '', channel_type: 7 }))).toBeNull();
  });

  it('returns null when the token does not decode', () => {
    expect(channelDataFromToken(undefined)).toBeNull();
    expect(channelDataFromToken('only.two')).toBeNull();
    expect(channelDataFromToken('h.***.s')).toBeNull();
    expect(channelDataFromToken(`h.${toBase64Url('[]')}.s`)).toBeNull();
  });
});

describe('isTokenExpired', () => {
  const exp = 1_900_000_000;
  it('compares exp (seconds) with the given time, which defaults to the server clock', () => {
    expect(isTokenExpired({ exp }, exp * 1000 - 1)).toBe(false);
    expect(isTokenExpired({ exp }, exp * 1000)).toBe(true);
    expect(isTokenExpired({ sub: 'u' }, Number.MAX_SAFE_INTEGER)).toBe(false);
    expect(isTokenExpired({ exp: Math.floor(Date.now() / 1000) + 3600 })).toBe(false);
    expect(isTokenExpired({ exp: Math.floor(Date.now() / 1000) - 1 })).toBe(true);
  });
});
