/** The mock's e-service profile operations (getEserviceProfile, editEserviceProfile), every answer checked against the contract. */
import { call, freshMock, server } from './support/harness';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(freshMock);

const read = async (as: 'member' | 'passport' = 'member') => {
  const res = await call('GET', '/api/Customer/EserviceProfile', { as });
  expect(res.status).toBe(200);
  return res.body.data as { first_name: string; last_name: string; email?: string; registered_at: string };
};
const edit = (body: unknown) => call('PUT', '/api/Customer/EditEserviceProfile', { body });

describe('e-service profile', () => {
  it('answers the seeded e-service profile of the demo member', async () => {
    const profile = await read();
    expect(profile).toEqual({ first_name: 'สมชาย', last_name: 'ใจดี', email: 'somchai.j@example.com', registered_at: '2024-03-02T09:15:00+07:00' });
    expect((await read('passport')).email).toBe('john.smith@example.com');
  });

  it('stores the edit and answers it; the privilege profile is not changed', async () => {
    const res = await edit({ first_name: 'Somchai', last_name: 'Jaidee', email: 'somchai@example.org' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ first_name: 'Somchai', last_name: 'Jaidee', email: 'somchai@example.org', registered_at: '2024-03-02T09:15:00+07:00' });
    expect(await read()).toEqual(res.body.data);
    const info = (await call('GET', '/api/Customer/CustomerInfo')).body.data.customer_info;
    expect(info).toMatchObject({ first_name: 'สมชาย', last_name: 'ใจดี', email: 'somchai.j@example.com' });
  });

  it.each([
    ['an empty e-mail', { first_name: 'สมชาย', last_name: 'ใจดี', email: '' }],
    ['no e-mail', { first_name: 'สมชาย', last_name: 'ใจดี' }],
  ])('%s removes it', async (_, body) => {
    const res = await edit(body);
    expect(res.status).toBe(200);
    expect(res.body.data).not.toHaveProperty('email');
    expect(await read()).not.toHaveProperty('email');
  });

  it('a malformed e-mail → 400 INVALID_EMAIL on the field; nothing stored', async () => {
    const res = await edit({ first_name: 'สมชาย', last_name: 'ใจดี', email: 'somchai@example' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID_EMAIL');
    expect(res.body.details).toEqual({ email: 'INVALID_EMAIL' });
    expect((await read()).email).toBe('somchai.j@example.com');
  });

  it('a missing name → 400 VALIDATION_REQUIRED on the field', async () => {
    const res = await edit({ first_name: ' ', last_name: 'ใจดี' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_REQUIRED');
    expect(res.body.details).toEqual({ first_name: 'VALIDATION_REQUIRED' });
  });
});
