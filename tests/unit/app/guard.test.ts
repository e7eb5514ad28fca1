import { describe, expect, it } from 'vitest';
import { decideNavigation, type GuardRoute, type GuardState } from '@/app/routing/guard';

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
  ['guest on transfer → login with redirect', route('required', '/privilege/transfer-pointx-form'), guest, { redirect: '/auth/login?redirect=%2Fprivilege%2Ftransfer-pointx-form' }],
];

describe('decideNavigation', () => {
  it.each(cases)('%s', (_name, target, state, expected) => {
    expect(decideNavigation(target, state)).toEqual(expected);
  });
});

describe('decideNavigation: consent to new terms / PDPA versions', () => {
  const versions = { current_consent_version: '3.2', current_pdpa_version: '2.0' };
  const accepted = { isdeleted: false, isregistered: true, accepted_consent_version: '3.2', accepted_pdpa_version: '2.0' };
  const upToDate: GuardState = { ...signedIn, customer: accepted, versions };
  const oldTerms: GuardState = { ...signedIn, customer: { ...accepted, accepted_consent_version: '3.1' }, versions };
  const oldPdpa: GuardState = { ...signedIn, customer: { ...accepted, accepted_pdpa_version: '1.9' }, versions };
  const never: GuardState = { ...signedIn, customer: ok, versions };
  const consentRoute: GuardRoute = { auth: 'required', target: '/consent?redirect=%2Fhistory', consentScreen: true };

  const consentCases: Array<[string, GuardRoute, GuardState, ReturnType<typeof decideNavigation>]> = [
    ['same versions → passes', route('required', '/history'), upToDate, { allow: true }],
    ['terms version differs → consent with the full target', route('required', '/history/tracking-status?delivery_id=D1#top'), oldTerms, { redirect: '/consent?redirect=%2Fhistory%2Ftracking-status%3Fdelivery_id%3DD1%23top' }],
    ['PDPA version differs → consent with redirect', route('required', '/other/profile-menu'), oldPdpa, { redirect: '/consent?redirect=%2Fother%2Fprofile-menu' }],
    ['never accepted (absent versions) → consent', route('required', '/history'), never, { redirect: '/consent?redirect=%2Fhistory' }],
    ['guest-allowed route for a member → consent too', route('guest', '/privilege/privilege-detail?privilege_id=P001'), oldTerms, { redirect: '/consent?redirect=%2Fprivilege%2Fprivilege-detail%3Fprivilege_id%3DP001' }],
    ['start route → consent without redirect', route('guest', '/privilege/privilege-list'), oldTerms, { redirect: '/consent' }],
    ['the consent route itself passes', consentRoute, oldTerms, { allow: true }],
    ['the consent route passes when nothing is pending', consentRoute, upToDate, { allow: true }],
    ['unregistered member on registration is not sent to consent', route('required', '/auth/register-eservice', true), { ...oldTerms, customer: { isdeleted: false, isregistered: false } }, { allow: true }],
    ['unregistered member elsewhere → not-authorized, not consent', route('required', '/history'), { ...oldTerms, customer: { isdeleted: false, isregistered: false } }, { redirect: '/not-authorized' }],
    ['deleted member → not-authorized before consent', route('required', '/history'), { ...oldTerms, customer: { ...accepted, isdeleted: true, accepted_consent_version: '3.1' } }, { redirect: '/not-authorized' }],
    ['guest session is never sent to consent', route('guest', '/privilege/privilege-list'), { ...guest, versions }, { allow: true }],
    ['no token → login, not consent', route('required', '/history'), { ...none, versions }, { redirect: '/auth/login?redirect=%2Fhistory' }],
    ['public route with pending consent passes', route('public', '/term-and-conditions'), oldTerms, { allow: true }],
    ['versions not loaded → no consent check', route('required', '/history'), { ...oldTerms, versions: undefined }, { allow: true }],
  ];

  it.each(consentCases)('%s', (_name, target, state, expected) => {
    expect(decideNavigation(target, state)).toEqual(expected);
  });
});
