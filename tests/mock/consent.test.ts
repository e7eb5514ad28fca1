/**
 * Publishing a new terms / PDPA version (POST /__mock/consent, the MOCK panel, component tests):
 * settings and documents change together, members are asked again, accept takes only the new
 * versions, and a reset restores the seed. Every API answer is checked against the contract.
 */
import { nextVersion, parsePublishRequest, publishConsentVersions } from '../../mocks/db/consent-versions';
import { dbReady, resetDb } from '../../mocks/db';
import { handleControl } from '../../mocks/server/control-routes';
import { call, freshMock, server } from './support/harness';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(freshMock);

const info = async () => (await call('GET', '/api/Customer/CustomerInfo')).body.data;
const documentOf = async (kind: 'terms' | 'privacy') => (await call('GET', '/api/Content/Document', { as: 'anonymous', query: { kind } })).body.data;

describe('publishing a new terms / PDPA version', () => {
  it('bumps the terms: settings, the terms document (version, date, visible revision line) and not the PDPA notice', async () => {
    const before = await documentOf('terms');
    const published = await publishConsentVersions({ bump: 'consent' });
    expect(published).toEqual({ current_consent_version: '3.2', current_pdpa_version: '2.0' });
    const now = await info();
    expect(now).toMatchObject({ current_consent_version: '3.2', current_pdpa_version: '2.0' });
    expect(now.customer_info).toMatchObject({ accepted_consent_version: '3.1', accepted_pdpa_version: '2.0' });
    const terms = await documentOf('terms');
    expect(terms.version).toBe('3.2');
    expect(terms.updated_at).not.toBe(before.updated_at);
    expect(terms.html.th).toContain('ฉบับปรับปรุง 3.2');
    expect(terms.html.en).toContain('Revised version 3.2');
    expect(terms.html.th.indexOf('ฉบับปรับปรุง')).toBeGreaterThan(terms.html.th.indexOf('</h1>'));
    const privacy = await documentOf('privacy');
    expect(privacy.version).toBe('2.0');
    expect(privacy.html.en).not.toContain('Revised version');
  });

  it('bumps the PDPA notice, then both; only the latest revision line is kept', async () => {
    await publishConsentVersions({ bump: 'pdpa' });
    expect((await documentOf('privacy')).version).toBe('2.1');
    expect(await publishConsentVersions({ bump: 'both' })).toEqual({ current_consent_version: '3.2', current_pdpa_version: '2.2' });
    const privacy = await documentOf('privacy');
    expect(privacy.html.en).toContain('Revised version 2.2');
    expect(privacy.html.en).not.toContain('Revised version 2.1');
    expect((await documentOf('terms')).html.th).toContain('ฉบับปรับปรุง 3.2');
  });

  it('takes explicit versions', async () => {
    await publishConsentVersions({ consent_version: '4.0' });
    expect(await info()).toMatchObject({ current_consent_version: '4.0', current_pdpa_version: '2.0' });
    await publishConsentVersions({ consent_version: '4.1', pdpa_version: '3.0' });
    expect(await info()).toMatchObject({ current_consent_version: '4.1', current_pdpa_version: '3.0' });
    expect((await documentOf('privacy')).version).toBe('3.0');
  });

  it('accept: the old versions answer 400 INVALID_FORMAT; the new ones are recorded with the marketing choice', async () => {
    await publishConsentVersions({ bump: 'both' });
    const stale = await call('POST', '/api/Consent/Accept', { body: { current_consent_version: '3.1', current_pdpa_version: '2.0', marketing: false } });
    expect(stale.status).toBe(400);
    expect(stale.body).toMatchObject({ code: 'INVALID_FORMAT', details: { current_consent_version: 'INVALID_FORMAT', current_pdpa_version: 'INVALID_FORMAT' } });
    expect((await info()).customer_info.accepted_consent_version).toBe('3.1');
    const done = await call('POST', '/api/Consent/Accept', { body: { current_consent_version: '3.2', current_pdpa_version: '2.1', marketing: true } });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ accepted_consent_version: '3.2', accepted_pdpa_version: '2.1', marketing: true });
    expect((await info()).customer_info).toMatchObject({ accepted_consent_version: '3.2', accepted_pdpa_version: '2.1' });
  });

  it('a reset restores the seed versions and documents', async () => {
    await publishConsentVersions({ bump: 'both' });
    resetDb();
    await dbReady();
    expect(await info()).toMatchObject({ current_consent_version: '3.1', current_pdpa_version: '2.0' });
    const terms = await documentOf('terms');
    expect(terms.version).toBe('3.1');
    expect(terms.html.th).not.toContain('ฉบับปรับปรุง');
  });
});

describe('POST /__mock/consent (control route)', () => {
  it('publishes and answers the current versions', async () => {
    const result = await handleControl('POST', '/__mock/consent', { bump: 'consent' });
    expect(result).toEqual({ status: 200, body: { ok: true, current_consent_version: '3.2', current_pdpa_version: '2.0' } });
    const explicit = await handleControl('POST', '/__mock/consent/', { pdpa_version: '2.5' });
    expect(explicit.body).toEqual({ ok: true, current_consent_version: '3.2', current_pdpa_version: '2.5' });
    expect((await documentOf('privacy')).version).toBe('2.5');
  });

  it.each([
    ['no body', undefined],
    ['an empty object', {}],
    ['an unknown bump', { bump: 'everything' }],
    ['an empty version', { consent_version: '' }],
    ['a version over 20 characters', { pdpa_version: '1.'.repeat(11) }],
    ['a number', { consent_version: 3.2 }],
  ])('refuses %s with 400 and changes nothing', async (_name, body) => {
    const result = await handleControl('POST', '/__mock/consent', body);
    expect(result).toMatchObject({ status: 400, body: { ok: false } });
    expect(await info()).toMatchObject({ current_consent_version: '3.1', current_pdpa_version: '2.0' });
  });

  it('nextVersion and parsePublishRequest', () => {
    expect(['3.1', '3.9', '2', 'v1.0.9', 'draft'].map(nextVersion)).toEqual(['3.2', '3.10', '2.1', 'v1.0.10', 'draft.1']);
    expect(parsePublishRequest({ bump: 'both' })).toEqual({ bump: 'both' });
    expect(parsePublishRequest({ consent_version: '5.0' })).toEqual({ consent_version: '5.0', pdpa_version: undefined });
  });
});
