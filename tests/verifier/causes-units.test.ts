/**
 * The small parts behind failure causes and the run watch: undeclared properties found in a body, the words for a
 * value missing from an answer, and the run watch (deadline, timeouts in a row, gateway pages).
 */
import { loadContract, type Contract } from '../../openapi/verifier/contract';
import { describeMissing } from '../../openapi/verifier/exchange-text';
import type { HttpExchange } from '../../openapi/verifier/http';
import { RunStopped, RunWatch } from '../../openapi/verifier/run-watch';
import { unknownProperties } from '../../openapi/verifier/unknown-properties';

let contract: Contract;
beforeAll(async () => {
  contract = await loadContract();
});

const answer = (status: number, rawBody: string, contentType = 'application/json'): HttpExchange => {
  let body: unknown = rawBody || undefined;
  let bodyIsJson = false;
  try {
    body = JSON.parse(rawBody);
    bodyIsJson = true;
  } catch {
    // not JSON: the raw text stays the body
  }
  return { method: 'POST', url: 'http://x/api/Auth/RequestOTP', requestHeaders: {}, status, contentType, body, bodyIsJson, rawBody, date: 'Wed, 18 Nov 2026 03:41:00 GMT', durationMs: 1 };
};

describe('unknownProperties', () => {
  const schema = {
    type: 'object',
    properties: {
      name: { type: 'string' },
      items: { type: 'array', items: { type: 'object', properties: { id: { type: 'string' } } } },
      text: { allOf: [{ type: 'object', properties: { th: { type: 'string' }, en: { type: 'string' } } }] },
      details: { type: 'object', additionalProperties: { type: 'string' } },
    },
  };

  it('names undeclared properties by path, array items once as [*], through allOf, not in maps', () => {
    const body = {
      name: 'x',
      nmae: 'typo',
      items: [{ id: 'a', idd: 1 }, { id: 'b', idd: 2 }],
      text: { th: 'ก', en: 'a', jp: 'あ' },
      details: { email: 'INVALID_EMAIL' },
    };
    expect([...unknownProperties(schema, body)].sort()).toEqual(['$.items[*].idd', '$.nmae', '$.text.jp']);
  });

  it('finds nothing in a body that keeps to its schema, or where the schema has no properties', () => {
    expect([...unknownProperties(schema, { name: 'x', items: [], details: {} })]).toEqual([]);
    expect([...unknownProperties({ type: 'object' }, { anything: 1 })]).toEqual([]);
    expect([...unknownProperties({ type: 'object', properties: {}, additionalProperties: false }, { a: 1 })]).toEqual([]);
  });

  it('judges a real contract schema: getCustomerInfo with a misspelled email', () => {
    const schema200 = contract.operation('getCustomerInfo').responses['200'];
    const found = unknownProperties(schema200, { data: { customer_info: { first_name: 'ก', emial: 'a@b.c' } } });
    expect([...found]).toEqual(['$.data.customer_info.emial']);
  });
});

describe('describeMissing', () => {
  it('says what came instead of the value: the keys that are there, a wrong type, a non-JSON body', () => {
    const path = '$.data.transaction_id';
    expect(describeMissing(answer(200, '{"data":{"ref_code":"AB","expires_in":300}}'), path)).toBe(
      '$.data.transaction_id missing (status 200; $.data has ref_code, expires_in)',
    );
    expect(describeMissing(answer(200, '{"data":{"transaction_id":42}}'), path)).toBe(
      '$.data.transaction_id expected string, got number (status 200)',
    );
    expect(describeMissing(answer(200, '{"data":null}'), path)).toBe('$.data.transaction_id missing (status 200; $.data is null)');
    expect(describeMissing(answer(200, '{"ok":true}'), path)).toBe('$.data.transaction_id missing (status 200; $ has ok)');
    expect(describeMissing(answer(200, '<html></html>', 'text/html'), path)).toBe(
      '$.data.transaction_id missing: body is not JSON (status 200, Content-Type "text/html")',
    );
    expect(describeMissing(answer(200, ''), path)).toBe('$.data.transaction_id missing: empty body (status 200, Content-Type "application/json")');
  });
});

describe('RunWatch', () => {
  it('stops after N timeouts in a row; an answer in between resets the count', () => {
    const watch = new RunWatch(60_000, 3);
    const op = contract.operation('getPoint');
    watch.timedOut();
    watch.timedOut();
    watch.answered(op, 200, 'application/json', '{}', {}, true);
    watch.timedOut();
    watch.timedOut();
    expect(watch.stopped).toBeUndefined();
    expect(watch.budget(30_000)).toBe(30_000);
    watch.timedOut();
    expect(watch.stopped).toBe('stopped after 3 consecutive timeouts');
    expect(() => watch.budget(30_000)).toThrow(RunStopped);
  });

  it('gives each call at most the time left before the deadline, and nothing after it', () => {
    const watch = new RunWatch(10_000, 5, Date.now() - 9_000);
    expect(watch.budget(30_000)).toBeLessThanOrEqual(1_000);
    const late = new RunWatch(2_000, 5, Date.now() - 3_000);
    expect(() => late.budget(30_000)).toThrow('deadline of 2 s reached');
  });

  it('counts gateway HTML pages by title; a JSON 502 or an HTML 200 is no gateway page', () => {
    const watch = new RunWatch();
    const op = contract.operation('getPoint');
    const page = '<html><head><title>502 Bad Gateway</title></head></html>';
    watch.answered(op, 502, 'text/html', page, page, false);
    watch.answered(op, 502, 'text/html; charset=utf-8', page, page, false);
    watch.answered(op, 504, '', '<html><body>timeout</body></html>', '', false);
    watch.answered(op, 502, 'application/json', '{"code":"GENERIC_ERROR"}', { code: 'GENERIC_ERROR' }, true);
    watch.answered(op, 200, 'text/html', page, page, false);
    expect(watch.gatewayPages()).toEqual([
      { title: '502 Bad Gateway', count: 2 },
      { title: '504', count: 1 },
    ]);
  });
});
