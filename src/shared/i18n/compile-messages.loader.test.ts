/**
 * The build loader of the message catalogues (rsbuild.config.ts): which keys each part (core, late,
 * rest) ships, compiled to ICU ASTs; and the route table's screens, whose titles and messages ship
 * with the part their route names.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import th from '@lang/th.json';
import en from '@lang/en.json';
import corePrefixes from '@/shared/i18n/core-prefixes.json';
import { NOT_FOUND_ROUTE, ROUTES } from '@/app/router/route-table';
import type { ScreenRoute } from '@/app/router/route-types';

const require = createRequire(import.meta.url);
const compile = require('./compile-messages.loader.cjs') as (this: { getOptions(): { scope: string } }, source: string) => string;

function run(scope: string, source: object): Record<string, unknown> {
  return JSON.parse(compile.call({ getOptions: () => ({ scope }) }, JSON.stringify(source))) as Record<string, unknown>;
}

describe('message catalogue loader', () => {
  const sample = { 'auth.signIn': 'เข้าสู่ระบบ', 'footer.copyright': '© {year} สงวนลิขสิทธิ์', 'privilege.title': 'สิทธิพิเศษ', 'x.quote': "It''s" };

  it('keeps only core prefixes for the first screen and the rest for later', () => {
    expect(Object.keys(run('core', sample))).toEqual(['auth.signIn', 'footer.copyright']);
    expect(Object.keys(run('rest', sample))).toEqual(['privilege.title', 'x.quote']);
    expect(Object.keys(run('all', sample))).toHaveLength(4);
  });

  it('compiles messages with arguments to ICU ASTs and leaves plain text as strings', () => {
    const out = run('all', sample);
    expect(out['auth.signIn']).toBe('เข้าสู่ระบบ');
    expect(Array.isArray(out['footer.copyright'])).toBe(true);
    expect(Array.isArray(out['x.quote'])).toBe(true);
  });

  it('compiles rich-text messages (tags without arguments) too, so no tag is ever shown as text', () => {
    const out = run('all', { 'auth.login.consent': 'You accept the <terms>Terms</terms>.', 'x.math': 'less than 5 < 7' });
    expect(Array.isArray(out['auth.login.consent'])).toBe(true);
    expect(out['x.math']).toBe('less than 5 < 7');
    for (const catalogue of [th, en]) {
      const compiled = run('all', catalogue);
      const tagged = Object.entries(catalogue).filter(([, text]) => /<\/?[A-Za-z]/.test(text));
      expect(tagged.length).toBeGreaterThan(0);
      for (const [id] of tagged) expect(Array.isArray(compiled[id]), id).toBe(true);
    }
  });

  it('compiles every message of both lang files', () => {
    expect(Object.keys(run('all', th))).toHaveLength(Object.keys(th).length);
    expect(Object.keys(run('all', en))).toHaveLength(Object.keys(en).length);
  });

  it('ships the titles of exactly the core-message screens (route metadata) with the core, the others with the rest', () => {
    const screens = [...ROUTES, NOT_FOUND_ROUTE].filter((r): r is ScreenRoute => r.kind === 'screen');
    const core = run('core', th);
    const rest = run('rest', th);
    for (const route of screens) {
      const title = th[route.titleKey];
      expect(core[route.titleKey], route.titleKey).toEqual(route.messages === 'core' ? title : undefined);
      expect(rest[route.titleKey], route.titleKey).toEqual(route.messages === 'core' ? undefined : title);
    }
    expect(screens.filter((r) => r.messages === 'core').length).toBeGreaterThan(10);
    expect(core['route.login.title']).toBe(th['route.login.title']);
    expect(core['route.history.title']).toBeUndefined();
    expect(run('rest', th)['route.history.title']).toBe(th['route.history.title']);
  });

  it('ships the transfer and history areas apart, for their screens only', () => {
    const late = run('late', th);
    expect(late['transfer.submit']).toBe(th['transfer.submit']);
    expect(late['history.more']).toBe(th['history.more']);
    expect(late['privilege.free']).toBeUndefined();
    const rest = run('rest', th);
    expect(rest['transfer.submit']).toBeUndefined();
    expect(rest['privilege.free']).toBe(th['privilege.free']);
    const lateScreens = ROUTES.filter((r): r is ScreenRoute => r.kind === 'screen' && r.messages === 'late').map((r) => r.path);
    expect(lateScreens).toContain('/history');
    // The redemption area too: the privilege list, the start screen, does not carry it.
    expect(late['redeem.confirm.submit']).toBe(th['redeem.confirm.submit']);
    expect(rest['redeem.confirm.submit']).toBeUndefined();
    expect(lateScreens).toEqual(expect.arrayContaining(['/privilege/privilege-detail', '/privilege/redeem-success', '/privilege/ecode']));
    expect(lateScreens).toContain('/privilege/transfer-maxme-form');
  });

  it('ships the consent screen\'s messages with it only (late), its title with the rest', () => {
    expect(run('late', th)['consent.submit']).toBe(th['consent.submit']);
    expect(run('rest', th)['consent.submit']).toBeUndefined();
    expect(run('core', th)['consent.submit']).toBeUndefined();
    expect(run('rest', th)['route.consent.title']).toBe(th['route.consent.title']);
    const consent = ROUTES.find((r): r is ScreenRoute => r.kind === 'screen' && r.path === '/consent');
    expect(consent?.messages).toBe('late');
  });

  it('has every shell key in a core prefix', () => {
    const shellPrefixes = ['app', 'nav', 'route', 'auth', 'dialog', 'loading', 'validation', 'lang', 'footer', 'profile', 'tier', 'error'];
    for (const prefix of shellPrefixes) expect(corePrefixes.prefixes).toContain(prefix);
  });
});
