/**
 * The rules of the contract's "Request validation" around the schema check itself: authentication
 * first, one 400 naming every wrong field (parameters, headers and body together, with the field rules
 * a schema cannot express), the top-level code, white space and empty values, the order of keywords.
 */
import { call, freshMock, server } from './support/harness';

const address = {
  recipient_name: 'สมชาย ใจดี',
  phone: '0812345678',
  address_line: '1 ถนนสุขุมวิท',
  sub_district: 'คลองเตย',
  district: 'คลองเตย',
  province: 'กรุงเทพมหานคร',
  postal_code: '10110',
  category: 'home',
  is_invoice_address: false,
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(freshMock);

describe('request validation', () => {
  it('authenticates first: a request failing both answers 401 / 403, not 400', async () => {
    const bad = { first_name: '', last_name: 12 };
    expect((await call('PUT', '/api/Customer/EditProfile', { as: 'anonymous', body: bad })).body.code).toBe('UNAUTHORIZED');
    expect((await call('PUT', '/api/Customer/EditProfile', { as: 'deleted', body: bad })).body.code).toBe('CUSTOMER_DELETED');
    const unsigned = await call('PUT', '/api/Customer/EditProfile', { body: bad, headers: { 'X-Signature': 'bad' } });
    expect(unsigned.body.code).toBe('INVALID_SIGNATURE');
  });

  it('one 400 names every wrong field, header and body together; a missing one makes the code VALIDATION_REQUIRED', async () => {
    const res = await call('POST', '/api/Redemption/Redeem', { body: { privilege_id: 'PRV1', quantity: 11 } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'VALIDATION_REQUIRED',
      details: { 'Idempotency-Key': 'VALIDATION_REQUIRED', privilege_id: 'INVALID_FORMAT', quantity: 'INVALID_FORMAT' },
    });
  });

  it('with nothing missing, the code is the first wrong field’s, in schema order', async () => {
    const res = await call('POST', '/api/Customer/CreateAddress', { body: { ...address, postal_code: '1011', phone: '12345' } });
    expect(res.body).toMatchObject({ code: 'INVALID_MOBILE', details: { phone: 'INVALID_MOBILE', postal_code: 'INVALID_FORMAT' } });
  });

  it('answers the schema’s problems and the field rules a schema cannot express together', async () => {
    const { recipient_name: _left, ...rest } = address;
    const res = await call('POST', '/api/Customer/CreateAddress', { body: { ...rest, category: 'other' } });
    expect(res.body).toMatchObject({ code: 'VALIDATION_REQUIRED' });
    expect(res.body.details).toEqual({ recipient_name: 'VALIDATION_REQUIRED', category_other: 'VALIDATION_REQUIRED' });
  });

  it('trims strings; white space only, empty and null count as not sent', async () => {
    const padded = await call('POST', '/api/Customer/CreateAddress', { body: { ...address, recipient_name: '  มานี มีนา  ', postal_code: ' 10110 ', category_other: null } });
    expect(padded.status).toBe(200);
    expect(padded.body.data).toMatchObject({ recipient_name: 'มานี มีนา', postal_code: '10110' });
    const blank = await call('POST', '/api/Customer/CreateAddress', { body: { ...address, recipient_name: '   ', district: null } });
    expect(blank.body.details).toEqual({ recipient_name: 'VALIDATION_REQUIRED', district: 'VALIDATION_REQUIRED' });
    const query = await call('GET', '/api/Privilege/Detail', { query: { privilege_id: '  ' } });
    expect(query.body.details).toEqual({ privilege_id: 'VALIDATION_REQUIRED' });
  });

  it('a body that is not a JSON object → 400 INVALID_FORMAT on `body`', async () => {
    const res = await call('PUT', '/api/Customer/Subscribe', { body: [true, false] });
    expect(res.body).toMatchObject({ code: 'INVALID_FORMAT', details: { body: 'INVALID_FORMAT' } });
  });

  it('reads integer query parameters as numbers, and anything else as a wrong type', async () => {
    expect((await call('GET', '/api/Customer/AddressDetail', { query: { customeraddress_id: '1024' } })).status).toBe(200);
    const text = await call('GET', '/api/Customer/AddressDetail', { query: { customeraddress_id: '10x' } });
    expect(text.body.details).toEqual({ customeraddress_id: 'INVALID_FORMAT' });
    const fraction = await call('GET', '/api/History/Points', { query: { page: '1.5' } });
    expect(fraction.body.details).toEqual({ page: 'INVALID_FORMAT' });
  });

  it('a field breaking several keywords answers for the first of the contract’s order (length before pattern)', async () => {
    const res = await call('POST', '/api/Auth/RequestOTP', { as: 'anonymous', body: { id_type: 'passport', id_number: 'A-1' } });
    expect(res.body).toMatchObject({ code: 'INVALID_ID_LENGTH', details: { id_number: 'INVALID_ID_LENGTH' } });
  });

  it('x-error-code maps absence too: a transfer without a partner card → MISSING_INFO', async () => {
    const res = await call('POST', '/api/Reward/PointXInquiry', { body: { mobile_no: '0812345678', points: 1000 } });
    expect(res.body).toMatchObject({ code: 'MISSING_INFO', details: { citizen_id: 'MISSING_INFO' } });
  });
});
