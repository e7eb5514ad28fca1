/**
 * Loads a screen's chunk by its route name, from its `screen` in the route metadata
 * (`<area>/<File>` = src/features/<area>/screens/<File>.tsx). This file is what tests run; the app
 * build replaces it with one `import('@/features/<area>/screens/<File>')` per route
 * (config/route-meta-loader.cjs), so every screen stays its own chunk, named by that import request
 * in the build's chunk graph (config/budgets.mjs), and the file names never ship.
 */
import { NOT_FOUND, SCREENS } from '@/shared/routing/route-meta.mjs';
import type { ScreenName } from '@/shared/routing/paths';
import type { ScreenModule } from './route-types';

export function loadScreen(name: ScreenName | 'notFound'): Promise<ScreenModule> {
  const [area, file] = (name === 'notFound' ? NOT_FOUND : SCREENS[name]).screen.split('/');
  return import(`../../features/${area}/screens/${file}.tsx`) as Promise<ScreenModule>;
}
