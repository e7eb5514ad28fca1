import type { RsbuildPlugin } from '@rsbuild/core';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

interface StatsModule {
  name?: string;
  modules?: StatsModule[];
}
interface StatsChunk {
  files?: string[];
  names?: string[];
  initial?: boolean;
  origins?: Array<{ request?: string; moduleName?: string }>;
  modules?: StatsModule[];
}

/** What the budget check needs to know of one chunk: its files, where it is loaded from, what it holds. */
export interface ChunkRecord {
  files: string[];
  names: string[];
  initial: boolean;
  /** The import() requests whose chunk group contains this chunk. */
  origins: string[];
  /** The modules whose import() loads this chunk (a data chunk's must be the address form's loader). */
  originModules: string[];
  modules: string[];
}

function moduleNames(modules: StatsModule[] | undefined, into: Set<string>): Set<string> {
  for (const m of modules ?? []) {
    if (m.name) into.add(m.name);
    moduleNames(m.modules, into);
  }
  return into;
}

/**
 * Writes two files the budget check reads after a production build:
 * - `<dir>/build-modules.json`: every source module that went into the build, so the check can prove
 *   that no mock code (msw, @msw/data, faker, liff-mock, mocks/) reached the bundle;
 * - `<dir>/build-chunks.json`: each chunk with its files, the import() requests that load it and its
 *   modules, so budgets are checked per route from the build's own chunk graph (not by file name).
 */
export function pluginModuleList(dir: string): RsbuildPlugin {
  return {
    name: 'module-list',
    setup(api) {
      api.onAfterBuild(({ stats }) => {
        if (!stats) return;
        const json = stats.toJson({ all: false, modules: true, nestedModules: true, chunks: true, chunkModules: true, chunkOrigins: true } as never) as {
          children?: Array<{ modules?: StatsModule[]; chunks?: StatsChunk[] }>;
          modules?: StatsModule[];
          chunks?: StatsChunk[];
        };
        const children = Array.isArray(json.children) && json.children.length > 0 ? json.children : [json];
        const names = new Set<string>();
        const chunks: ChunkRecord[] = [];
        for (const child of children) {
          moduleNames(child.modules, names);
          for (const chunk of child.chunks ?? []) {
            chunks.push({
              files: chunk.files ?? [],
              names: chunk.names ?? [],
              initial: chunk.initial === true,
              origins: [...new Set((chunk.origins ?? []).map((o) => o.request ?? '').filter(Boolean))],
              originModules: [...new Set((chunk.origins ?? []).map((o) => o.moduleName ?? '').filter(Boolean))],
              modules: [...moduleNames(chunk.modules, new Set())].sort(),
            });
          }
        }
        mkdirSync(dir, { recursive: true });
        writeFileSync(join(dir, 'build-modules.json'), JSON.stringify([...names].sort(), null, 1));
        writeFileSync(join(dir, 'build-chunks.json'), JSON.stringify(chunks, null, 1));
      });
    },
  };
}

