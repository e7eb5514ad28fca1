/**
 * The build's view of the route metadata (config/route-meta-loader.cjs): the data the app ships is
 * the metadata without the tools' fields (same routes once the defaults are applied), and every
 * route loads its screen through one import() per screen module, named as the budget check expects.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import * as META from '@/shared/routing/route-meta.mjs';
import { importRequestOf, screenFile } from '../../../config/ui-kits.mjs';

const require = createRequire(import.meta.url);
const loader = require('../../../config/route-meta-loader.cjs') as ((this: object) => void) & { BUILD_ONLY: string[] };

function emit(kind: 'data' | 'loaders'): Promise<string> {
  return new Promise((resolve, reject) => {
    loader.call({
      async: () => (error: Error | null, out: string) => (error ? reject(error) : resolve(out)),
      getOptions: () => ({ emit: kind }),
      addDependency: () => undefined,
    });
  });
}

type Screen = Record<string, unknown>;
const withoutBuildOnly = (screen: Screen) => Object.fromEntries(Object.entries(screen).filter(([key]) => !loader.BUILD_ONLY.includes(key)));

describe('route metadata loader', () => {
  it('ships every export, each screen as the app sees it once the defaults apply, without the tools\' fields', async () => {
    const out = await emit('data');
    const shipped = (await import(`data:text/javascript,${encodeURIComponent(out)}`)) as typeof META;
    expect(Object.keys(shipped).sort()).toEqual(Object.keys(META).sort());
    expect(Object.keys(shipped.SCREENS)).toEqual(Object.keys(META.SCREENS));
    for (const [name, screen] of Object.entries(META.SCREENS) as Array<[string, Screen]>) {
      const got = (shipped.SCREENS as Record<string, Screen>)[name]!;
      expect({ ...META.DEFAULTS, ...got }, name).toEqual({ ...META.DEFAULTS, ...withoutBuildOnly(screen) });
      for (const key of loader.BUILD_ONLY) expect(got, name).not.toHaveProperty(key);
    }
    expect({ ...META.DEFAULTS, ...shipped.NOT_FOUND }).toEqual({ ...META.DEFAULTS, ...withoutBuildOnly(META.NOT_FOUND) });
    expect(shipped.AREA_REDIRECTS).toEqual(META.AREA_REDIRECTS);
    expect(out).not.toMatch(/PrivilegeListScreen|\?[a-z_]+_id=/);
  });

  it('loads each route\'s screen through one import() per screen module, by its file\'s import request', async () => {
    const out = await emit('loaders');
    const requests = [...out.matchAll(/import\("([^"]+)"\)/g)].map((m) => m[1]);
    const modules = [...Object.values(META.SCREENS), META.NOT_FOUND].map((screen) => screen.screen);
    expect(requests).toEqual([...new Set(modules)].map((m) => importRequestOf(screenFile(m))));
    const moduleOf = JSON.parse(/const MODULE_OF = (\[[^\]]*\]);/.exec(out)![1]!) as number[];
    expect(moduleOf.map((i) => requests[i])).toEqual(modules.map((m) => importRequestOf(screenFile(m))));
    expect(importRequestOf(screenFile('privilege/PrivilegeListScreen'))).toBe('@/features/privilege/screens/PrivilegeListScreen');
  });

  it('keeps the metadata plain data, so what the build ships is what Node reads', () => {
    for (const [name, value] of Object.entries(META)) expect(JSON.parse(JSON.stringify(value)), name).toEqual(value);
  });
});
