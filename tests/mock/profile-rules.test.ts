/**
 * The profile rules the app's forms enforce, enforced by the mock too: a real birth date that is
 * not in the future nor more than 100 years back (mock clock, Bangkok) → INVALID_BIRTH_DATE;
 * names of Thai or Latin letters, spaces, `.`, `-`, `'` → else INVALID_NAME; e-mail opt-in only
 * with an e-mail on file → else EMAIL_REQUIRED_FOR_OPT_IN. Each names its field in `details`
 * and stores nothing.
 */
import { call, clock, freshMock, server, type Identity } from './support/harness';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  await freshMock();
  clock.set(Date.parse('2026-11-22T10:00:00+07:00'));
});

const editProfile = (body: Record<string, unknown>) => call('PUT', '/api/Customer/EditProfile', { body: { first_name: 'สมชาย', last_name: 'ใจดี', ...body } });
const editEservice = (body: Record<string, unknown>) => call('PUT', '/api/Customer/EditEserviceProfile', { body: { first_name: 'สมชาย', last_name: 'ใจดี', ...body } });
const info = async () => (await call('GET', '/api/Customer/CustomerInfo')).body.data.customer_info;

describe('birth date on profile edit', () => {
  it.each(['2026-02-31', '2023-02-29', '1990-13-01', '2026-11-23', '2030-01-01', '1925-12-31'])('refuses %s with INVALID_BIRTH_DATE and keeps the stored date', async (birth_date) => {
    const res = await editProfile({ birth_date });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'INVALID_BIRTH_DATE', details: { birth_date: 'INVALID_BIRTH_DATE' } });
    expect((await info()).birth_date).toBe('1988-04-12');
  });

  it.each(['2026-11-22', '1926-01-01', '2024-02-29'])('accepts %s (today, 100 years back, a leap day)', async (birth_date) => {
    const res = await editProfile({ birth_date });
    expect(res.status).toBe(200);
    expect(res.body.data.birth_date).toBe(birth_date);
  });

  it('counts "today" in Bangkok: 23 November starts at 17:00 UTC on the 22nd', async () => {
    clock.set(Date.parse('2026-11-22T16:59:00Z'));
    expect((await editProfile({ birth_date: '2026-11-23' })).body.code).toBe('INVALID_BIRTH_DATE');
    clock.set(Date.parse('2026-11-22T17:00:00Z'));
    expect((await editProfile({ birth_date: '2026-11-23' })).status).toBe(200);
  });
});

describe('names on profile and e-service profile edit', () => {
  it.each([
    ['first_name', 'Somchai2'],
    ['first_name', 'สมชาย๑'],
    ['last_name', 'ใจดี!'],
    ['last_name', '...'],
  ])('refuses %s %j with INVALID_NAME on both profiles', async (field, value) => {
    for (const edit of [editProfile, editEservice]) {
      const res = await edit({ [field]: value });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'INVALID_NAME', details: { [field]: 'INVALID_NAME' } });
    }
    expect((await info()).first_name).toBe('สมชาย');
  });

  it.each([
    ['Mary-Jane', "O'Neil"],
    ['J. R.', 'Müller'],
    ['สมศรี', 'ณ อยุธยา'],
  ])('accepts %j %j', async (first_name, last_name) => {
    expect((await editProfile({ first_name, last_name })).body.data).toMatchObject({ first_name, last_name });
    expect((await editEservice({ first_name, last_name })).body.data).toMatchObject({ first_name, last_name });
  });

  it('names every field at fault at once', async () => {
    const res = await editProfile({ first_name: 'A1', last_name: 'B#', birth_date: '2026-02-31' });
    expect(res.body.details).toEqual({ first_name: 'INVALID_NAME', last_name: 'INVALID_NAME', birth_date: 'INVALID_BIRTH_DATE' });
  });
});

describe('e-mail opt-in', () => {
  const subscribe = (email: boolean, as: Identity, deny_all = false) =>
    call('PUT', '/api/Customer/Subscribe', { as, body: { sms: true, email, line_official: false, line_service: false, deny_all } });
  const stored = async (as: Identity) => (await call('GET', '/api/Customer/GetSubscribe', { as })).body.data;

  it('refuses e-mail opt-in without an e-mail on file and stores nothing', async () => {
    const before = await stored('zeroPoints');
    const res = await subscribe(true, 'zeroPoints');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'EMAIL_REQUIRED_FOR_OPT_IN', details: { email: 'EMAIL_REQUIRED_FOR_OPT_IN' } });
    expect(await stored('zeroPoints')).toEqual(before);
  });

  it('accepts the other channels, deny-all, and e-mail once the profile has an e-mail', async () => {
    expect((await subscribe(false, 'zeroPoints')).status).toBe(200);
    expect((await subscribe(true, 'zeroPoints', true)).body.data).toMatchObject({ email: false, deny_all: true });
    expect((await subscribe(true, 'member')).body.data.email).toBe(true);
    await call('PUT', '/api/Customer/EditProfile', { as: 'zeroPoints', body: { first_name: 'สมหญิง', last_name: 'รักดี', email: 'somying@example.com' } });
    expect((await subscribe(true, 'zeroPoints')).body.data.email).toBe(true);
  });
});
