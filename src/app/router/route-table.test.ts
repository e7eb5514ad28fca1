import { describe, expect, it } from 'vitest';
import en from '@lang/en.json';
import th from '@lang/th.json';
import { buildRouteObjects } from '@/app/router/create-router';
import { findRoute, NOT_FOUND_ROUTE, ROUTES, SCREEN_ROUTES } from '@/app/router/route-table';
import type { ScreenRoute } from '@/app/router/route-types';
import { AREA_ROOTS, NOT_FOUND, SCREENS } from '@/shared/routing/route-meta.mjs';
import { existsSync } from 'node:fs';
import { screenFile } from '../../../config/ui-kits.mjs';
import type { RouteObject } from 'react-router';

/** Every screen of the route metadata (catch-alls are checked separately). */
const SPEC_SCREENS = Object.values(SCREENS).map((screen) => screen.path);
const SPEC_REDIRECTS: Record<string, string> = {
  '/': '/privilege/privilege-list',
  '/privilege': '/privilege/privilege-list',
  '/other': '/other/profile-menu',
  '/activity': '/activity/activity-list',
};

function screen(path: string): ScreenRoute {
  const route = findRoute(path);
  if (route?.kind !== 'screen') throw new Error(`${path} is not a screen route`);
  return route;
}

describe('route table', () => {
  it.each(SPEC_SCREENS)('%s is registered with full metadata', (path) => {
    const route = screen(path);
    expect(route.titleKey).toMatch(/^route\.[A-Za-z]+\.title$/);
    expect((th as Record<string, string>)[route.titleKey]).toBeTruthy();
    expect((en as Record<string, string>)[route.titleKey]).toBeTruthy();
    expect([0, 1, 2, 3]).toContain(route.header_mode);
    expect([1, 2]).toContain(route.background_mode);
    expect(['default', 'blank']).toContain(route.layout);
    expect(['required', 'public', 'guest']).toContain(route.auth);
    expect(route.back === null || route.back.startsWith('/')).toBe(true);
    expect(typeof route.load).toBe('function');
  });

  it.each(Object.entries(SPEC_REDIRECTS))('%s redirects to %s', (path, to) => {
    expect(findRoute(path)).toEqual({ kind: 'redirect', path, to });
  });

  it('names in the metadata only screens and area roots that exist, and screen files that exist', () => {
    const names = new Set([...Object.keys(SCREENS), ...Object.keys(AREA_ROOTS)]);
    for (const [name, meta] of Object.entries(SCREENS)) {
      if ('back' in meta) expect(names, `${name}.back`).toContain(meta.back);
      for (const next of 'prefetchOnIdle' in meta ? meta.prefetchOnIdle : []) expect(Object.keys(SCREENS), `${name}.prefetchOnIdle`).toContain(next);
      for (const step of Object.values('steps' in meta ? (meta.steps as Record<string, { title: string; back: string | null }>) : {})) {
        expect((th as Record<string, string>)[`route.${step.title}.title`], `${name} step title`).toBeTruthy();
        if (step.back !== null) expect(names).toContain(step.back);
      }
      expect(existsSync(screenFile(meta.screen)), `${name}: ${meta.screen}`).toBe(true);
    }
    expect(existsSync(screenFile(NOT_FOUND.screen))).toBe(true);
  });

  it('gives every path one screen', () => {
    expect(SPEC_SCREENS.length).toBeGreaterThanOrEqual(55);
    expect(new Set(SPEC_SCREENS).size).toBe(SPEC_SCREENS.length);
  });

  it('registers nothing twice', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('applies the spec access rules', () => {
    for (const path of ['/privilege/privilege-list', '/privilege/privilege-detail', '/privilege/search-privilege']) {
      expect(screen(path).auth).toBe('guest');
    }
    for (const path of SPEC_SCREENS.filter((p) => p.startsWith('/auth/') && p !== '/auth/register-eservice')) {
      expect(screen(path).auth).toBe('public');
    }
    expect(screen('/auth/register-eservice').auth).toBe('required');
    for (const path of ['/version', '/term-and-conditions', '/privilege-term-and-conditions', '/privacy-policy', '/game/term-and-condition']) {
      expect(screen(path).auth).toBe('public');
    }
    for (const path of SPEC_SCREENS.filter((p) => /^\/(other|history|activity)\//.test(p) || p === '/history')) {
      expect(screen(path).auth).toBe('required');
    }
  });

  it('uses the blank layout where the spec says so', () => {
    for (const path of ['/not-authorized', '/landing', '/error', '/line/index_b', '/game/verify']) {
      expect(screen(path).layout).toBe('blank');
    }
  });

  it('keeps the spec back targets', () => {
    for (const path of ['/privilege/transfer-pointx-form', '/privilege/transfer-maxme-form', '/privilege/transfer-blueplus-member', '/privilege/transfer-blueplus-form']) {
      expect(screen(path).back).toBe('/privilege/privilege-list');
      expect(screen(path).titleKey).toMatch(/^route\.transfer/);
      expect((en as Record<string, string>)[screen(path).titleKey]).toBe('Transfer points');
    }
    expect(screen('/other/change-mobile-number').back).toBe('/other/profile-edit');
    expect(screen('/other/address-edit').back).toBe('/other/address-list');
    expect(screen('/other/add-service').back).toBe('/other/my-service');
    expect(screen('/auth/eligibility-check').back).toBe('/');
    expect(screen('/auth/eligibility-check').menu).toBe(false);
    expect(screen('/other/about').tab).toBe('activity');
  });

  it('feeds every document page a kind', () => {
    const kinds: Record<string, string> = {
      '/auth/term-and-conditions': 'terms', '/term-and-conditions': 'terms', '/other/term-and-conditions': 'terms',
      '/auth/privacy-policy-term-and-conditions': 'privacy', '/privacy-policy': 'privacy', '/other/privacy-policy': 'privacy',
      '/privilege-term-and-conditions': 'privilege_terms', '/game/term-and-condition': 'game_terms',
      '/auth/how-to-member': 'how_to_member', '/other/about': 'about',
    };
    for (const [path, kind] of Object.entries(kinds)) expect(screen(path).docKind).toBe(kind);
  });

  it('loads every screen as its own lazy module with a default component', async () => {
    for (const route of [...SCREEN_ROUTES, NOT_FOUND_ROUTE]) {
      const module = await route.load();
      expect(typeof module.default).toBe('function');
    }
  });

  it('builds router objects with a lazy element and a guard loader per screen, plus the catch-alls', () => {
    const REACT_LAZY = Symbol.for('react.lazy');
    const flat: RouteObject[] = [];
    const walk = (routes: RouteObject[]) => {
      for (const r of routes) {
        flat.push(r);
        if (r.children) walk(r.children);
      }
    };
    walk(buildRouteObjects());
    for (const path of SPEC_SCREENS) {
      const object = flat.find((r) => r.path === path);
      expect((object?.element as { type?: { $$typeof?: symbol } } | undefined)?.type?.$$typeof, path).toBe(REACT_LAZY);
      expect(object?.loader, path).toBeTypeOf('function');
      expect((object?.handle as ScreenRoute).titleKey).toBe(screen(path).titleKey);
    }
    for (const path of ['/liff/*', '/liff-redirect/*', '/line/*', '*']) {
      expect(flat.some((r) => r.path === path), path).toBe(true);
    }
  });
});
