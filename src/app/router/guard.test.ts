import { describe, expect, it } from 'vitest';
import { decideNavigation, type GuardRoute, type GuardState } from '@/app/router/guard';
import { changedDocuments, consentPending } from '@/shared/session/consent-versions';

const member = { sub: 'CUS0000123', channel_name: 'LINE', channel_type: 'liff', guest: false };
const ok = { isdeleted: false, isregistered: true };

const signedIn: GuardState = { token: 'member.token.sig', payload: member, customer: ok };
const guest: GuardState = { token: 'guest.token.sig', payload: { sub: 'GUEST-1', guest: true }, customer: null };
const none: GuardState = { token: null, payload: null, customer: null };

const route = (auth: GuardRoute['auth'], target: string, allowUnregistered?: boolean): GuardRoute => ({
  auth,
  target,
  allowUnregistered,
});

const cases: Array<[string, GuardRoute, GuardState, ReturnType<typeof decideNavigation>]> = [
  ['public route, no token', route('public', '/version'), none, { allow: true }],
  ['public route, deleted member', route('public', '/privacy-policy'), { ...signedIn, customer: { isdeleted: true, isregistered: true } }, { allow: true }],
  ['public route, guest', route('public', '/auth/login'), guest, { allow: true }],
  ['no token → login with redirect', route('required', '/history'), none, { redirect: '/auth/login?redirect=%2Fhistory' }],
  [
    'redirect keeps search and hash',
    route('required', '/history/tracking-status?order=A1&x=y#top'),
    none,
    { redirect: '/auth/login?redirect=%2Fhistory%2Ftracking-status%3Forder%3DA1%26x%3Dy%23top' },
  ],
  ['start route → login without redirect', route('guest', '/privilege/privilege-list'), none, { redirect: '/auth/login' }],
  ['root → login without redirect', route('required', '/'), none, { redirect: '/auth/login' }],
  [
    'start route with a query keeps the redirect',
    route('guest', '/privilege/privilege-list?category=food'),
    none,
    { redirect: '/auth/login?redirect=%2Fprivilege%2Fprivilege-list%3Fcategory%3Dfood' },
  ],
  ['signed-in member passes', route('required', '/other/profile-menu'), signedIn, { allow: true }],
  ['member on guest-allowed route passes', route('guest', '/privilege/privilege-detail?privilege_id=P001'), signedIn, { allow: true }],
  ['deleted → not-authorized', route('required', '/history'), { ...signedIn, customer: { isdeleted: true, isregistered: true } }, { redirect: '/not-authorized' }],
  ['unregistered → not-authorized', route('required', '/history'), { ...signedIn, customer: { isdeleted: false, isregistered: false } }, { redirect: '/not-authorized' }],
  ['unregistered on guest-allowed route → not-authorized', route('guest', '/privilege/privilege-list'), { ...signedIn, customer: { isdeleted: false, isregistered: false } }, { redirect: '/not-authorized' }],
  ['unregistered on the registration route passes', route('required', '/auth/register-eservice', true), { ...signedIn, customer: { isdeleted: false, isregistered: false } }, { allow: true }],
  ['deleted on the registration route → not-authorized', route('required', '/auth/register-eservice', true), { ...signedIn, customer: { isdeleted: true, isregistered: false } }, { redirect: '/not-authorized' }],
  ['customer info missing → not-authorized', route('required', '/history'), { ...signedIn, customer: null }, { redirect: '/not-authorized' }],
  ['undecodable token → not-authorized', route('required', '/history'), { ...signedIn, token: 'garbage', payload: null }, { redirect: '/not-authorized' }],
  ['guest on guest-allowed list', route('guest', '/privilege/privilege-list'), guest, { allow: true }],
  ['guest on guest-allowed detail', route('guest', '/privilege/privilege-detail?privilege_id=P001'), guest, { allow: true }],
  ['guest on guest-allowed search', route('guest', '/privilege/search-privilege'), guest, { allow: true }],
  ['guest on required route → login with redirect', route('required', '/other/address-list'), guest, { redirect: '/auth/login?redirect=%2Fother%2Faddress-list' }],
  ['expired member token → login with redirect, marked expired', route('required', '/history?tab=transfers'), { ...signedIn, customer: null, expired: true }, { redirect: '/auth/login?redirect=%2Fhistory%3Ftab%3Dtransfers', sessionExpired: true }],
  ['expired guest token on guest-allowed route → login, marked expired', route('guest', '/privilege/search-privilege'), { ...guest, expired: true }, { redirect: '/auth/login?redirect=%2Fprivilege%2Fsearch-privilege', sessionExpired: true }],
  ['expired token on a public route passes', route('public', '/version'), { ...signedIn, expired: true }, { allow: true }],
  ['guest on transfer → login with redirect', route('required', '/privilege/transfer-pointx-form'), guest, { redirect: '/auth/login?redirect=%2Fprivilege%2Ftransfer-pointx-form' }],
];

describe('decideNavigation', () => {
  it.each(cases)('%s', (_name, target, state, expected) => {
    expect(decideNavigation(target, state)).toEqual(expected);
  });
});

describe('decideNavigation: consent to new terms / PDPA versions', () => {
  /** The state the loader gathers from customer info with these accepted versions (current: terms 3.2, PDPA 2.0). */
  const withAccepted = (accepted: { accepted_consent_version?: string; accepted_pdpa_version?: string }, customer = ok): GuardState => ({
    ...signedIn,
    customer,
    consentPending: consentPending({ current_consent_version: '3.2', current_pdpa_version: '2.0', customer_info: { ...customer, ...accepted } }),
  });
  const upToDate = withAccepted({ accepted_consent_version: '3.2', accepted_pdpa_version: '2.0' });
  const oldTerms = withAccepted({ accepted_consent_version: '3.1', accepted_pdpa_version: '2.0' });
  const oldPdpa = withAccepted({ accepted_consent_version: '3.2', accepted_pdpa_version: '1.9' });
  const never = withAccepted({});
  const unregistered = { isdeleted: false, isregistered: false };

  const consentCases: Array<[string, GuardRoute, GuardState, ReturnType<typeof decideNavigation>]> = [
    ['same versions → passes', route('required', '/history'), upToDate, { allow: true }],
    ['terms version differs → consent with the full target', route('required', '/history/tracking-status?delivery_id=D1#top'), oldTerms, { redirect: '/consent?redirect=%2Fhistory%2Ftracking-status%3Fdelivery_id%3DD1%23top' }],
    ['PDPA version differs → consent with redirect', route('required', '/other/profile-menu'), oldPdpa, { redirect: '/consent?redirect=%2Fother%2Fprofile-menu' }],
    ['never accepted (absent versions) → consent', route('required', '/history'), never, { redirect: '/consent?redirect=%2Fhistory' }],
    ['guest-allowed route for a member → consent too', route('guest', '/privilege/privilege-detail?privilege_id=P001'), oldTerms, { redirect: '/consent?redirect=%2Fprivilege%2Fprivilege-detail%3Fprivilege_id%3DP001' }],
    ['start route → consent without redirect', route('guest', '/privilege/privilege-list'), oldTerms, { redirect: '/consent' }],
    ['the consent route itself passes', route('required', '/consent?redirect=%2Fhistory'), oldTerms, { allow: true }],
    ['the consent route without a query passes', route('required', '/consent'), oldPdpa, { allow: true }],
    ['the consent route passes when nothing is pending', route('required', '/consent'), upToDate, { allow: true }],
    ['unregistered member on registration is not sent to consent', route('required', '/auth/register-eservice', true), withAccepted({}, unregistered), { allow: true }],
    ['unregistered member elsewhere → not-authorized, not consent', route('required', '/history'), withAccepted({}, unregistered), { redirect: '/not-authorized' }],
    ['deleted member → not-authorized before consent', route('required', '/history'), withAccepted({}, { isdeleted: true, isregistered: true }), { redirect: '/not-authorized' }],
    ['guest session is never sent to consent', route('guest', '/privilege/privilege-list'), { ...guest, consentPending: true }, { allow: true }],
    ['no token → login, not consent', route('required', '/history'), { ...none, consentPending: true }, { redirect: '/auth/login?redirect=%2Fhistory' }],
    ['public route with pending consent passes', route('public', '/term-and-conditions'), oldTerms, { allow: true }],
  ];

  it.each(consentCases)('%s', (_name, target, state, expected) => {
    expect(decideNavigation(target, state)).toEqual(expected);
  });

  it('consentPending and changedDocuments compare each accepted version with the current one', () => {
    const info = (c?: string, p?: string) => ({ current_consent_version: '3.2', current_pdpa_version: '2.0', customer_info: { accepted_consent_version: c, accepted_pdpa_version: p } });
    expect(consentPending(info('3.2', '2.0'))).toBe(false);
    expect(consentPending(info('3.1', '2.0'))).toBe(true);
    expect(consentPending(info('3.2', '2.1'))).toBe(true);
    expect(changedDocuments(info('3.1', '2.0'))).toEqual({ terms: true, privacy: false });
    expect(changedDocuments(info(undefined, undefined))).toEqual({ terms: true, privacy: true });
    // Registration accepts the current versions: never pending before it.
    expect(consentPending({ ...info(undefined, undefined), customer_info: { isregistered: false } })).toBe(false);
    expect(consentPending({ ...info(undefined, undefined), customer_info: { isregistered: true } })).toBe(true);
  });
});
