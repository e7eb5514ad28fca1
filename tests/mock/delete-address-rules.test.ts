/** DeleteAddress with the optional new default: the chosen address takes the default in the same write. */
import { call, freshMock, server } from './support/harness';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(freshMock);

type Row = { customeraddress_id: number; isdefault: boolean };
const list = async (as: 'member' | 'passport' = 'member') => (await call('GET', '/api/Customer/AddressList', { as })).body.data as Row[];
const defaults = async (as: 'member' | 'passport' = 'member') => (await list(as)).filter((a) => a.isdefault).map((a) => a.customeraddress_id);
const input = (extra: Record<string, unknown> = {}) => ({
  recipient_name: 'สมหญิง ใจดี',
  phone: '0898765432',
  address_line: '9 ถนนวิภาวดีรังสิต',
  sub_district: 'ทุ่งสองห้อง',
  district: 'หลักสี่',
  province: 'กรุงเทพมหานคร',
  postal_code: '10210',
  category: 'home',
  is_invoice_address: false,
  ...extra,
});

describe('DeleteAddress with new_default_customeraddress_id', () => {
  it('deleting the default hands it to the chosen address, not to the newest one', async () => {
    // 1024 is the default; a newer address exists, so without a choice the newest would win.
    const newest = (await call('POST', '/api/Customer/CreateAddress', { body: input() })).body.data.customeraddress_id as number;
    const res = await call('PUT', '/api/Customer/DeleteAddress', { body: { customeraddress_id: 1024, new_default_customeraddress_id: 1025 } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ customeraddress_id: 1024, new_default_customeraddress_id: 1025 });
    expect(await defaults()).toEqual([1025]);
    expect((await list()).map((a) => a.customeraddress_id).sort()).toEqual([1025, newest].sort());
  });

  it('without a choice the most recently created remaining address becomes the default (unchanged rule)', async () => {
    const newest = (await call('POST', '/api/Customer/CreateAddress', { body: input() })).body.data.customeraddress_id as number;
    const res = await call('PUT', '/api/Customer/DeleteAddress', { body: { customeraddress_id: 1024 } });
    expect(res.body.data).toEqual({ customeraddress_id: 1024, new_default_customeraddress_id: newest });
    expect(await defaults()).toEqual([newest]);
  });

  it.each([
    ['the deleted address itself', 1024],
    ["another member's address", 1030],
    ['an address that does not exist', 999_999],
  ])('refuses %s as the new default with 400 details and deletes nothing', async (_what, chosen) => {
    const res = await call('PUT', '/api/Customer/DeleteAddress', { body: { customeraddress_id: 1024, new_default_customeraddress_id: chosen } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'INVALID_FORMAT', details: { new_default_customeraddress_id: 'INVALID_FORMAT' } });
    expect((await list()).map((a) => a.customeraddress_id).sort()).toEqual([1024, 1025]);
    expect(await defaults()).toEqual([1024]);
    expect(await defaults('passport')).toEqual([1030]);
  });

  it('refuses a new default that is not a positive integer', async () => {
    const res = await call('PUT', '/api/Customer/DeleteAddress', { body: { customeraddress_id: 1024, new_default_customeraddress_id: 'x' } });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual({ new_default_customeraddress_id: 'INVALID_FORMAT' });
    expect(await defaults()).toEqual([1024]);
  });

  it('ignores the choice when the deleted address is not the default', async () => {
    const res = await call('PUT', '/api/Customer/DeleteAddress', { body: { customeraddress_id: 1025, new_default_customeraddress_id: 1025 } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ customeraddress_id: 1025 });
    expect(await defaults()).toEqual([1024]);
  });
});
