import type { RsbuildPlugin } from '@rsbuild/core';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Writes the list of source modules that went into a production build, so the budget check can
 * prove that no mock code (msw, @msw/data, faker, liff-mock, mocks/) reached the bundle.
 */
export function pluginModuleList(file: string): RsbuildPlugin {
  return {
    name: 'module-list',
    setup(api) {
      api.onAfterBuild(({ stats }) => {
        if (!stats) return;
        const json = stats.toJson({ all: false, modules: true, nestedModules: true });
        const names = new Set<string>();
        const visit = (modules: Array<{ name?: string; modules?: unknown[] }> | undefined) => {
          for (const m of modules ?? []) {
            if (m.name) names.add(m.name);
            visit(m.modules as typeof modules);
          }
        };
        const children = 'children' in json && Array.isArray(json.children) ? json.children : [json];
        for (const child of children) visit(child.modules as Array<{ name?: string; modules?: unknown[] }>);
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, JSON.stringify([...names].sort(), null, 1));
      });
    },
  };
}
