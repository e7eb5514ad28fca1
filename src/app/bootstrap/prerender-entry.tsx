/**
 * Build-time render of the first screens, bundled for Node by rsbuild.prerender.config.ts and run by
 * config/prerender.mjs after the client build, which also takes from it the names the page and the
 * inline chooser share (prerender-page.ts):
 * - `signin`: the real app (providers and route table) at the sign-in address, which the client
 *   hydrates, so it must render exactly what the client's first render does;
 * - `shell`: the signed-in shell (app/layouts/MemberShell), which the client replaces.
 */
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers/AppProviders';
import { MemberShell } from '@/app/layouts/MemberShell';
import { buildRouteObjects } from '@/app/router/create-router';
import { changeLang } from '@/shared/i18n/lang-store';
import type { Lang } from '@/shared/i18n/lang';
import { paths, START_ROUTE } from '@/shared/routing/paths';
import type { PrerenderedVariant } from './prerender-page';

export { BOOT_CHUNKS_ID, PRERENDER_LANGS, PRERENDER_VARIANTS, templateId } from './prerender-page';

async function html(element: ReactNode): Promise<string> {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

async function signIn(): Promise<ReactNode> {
  const handler = createStaticHandler(buildRouteObjects());
  const context = await handler.query(new Request(`http://localhost${paths.login}`));
  if (context instanceof Response) throw new Error(`the sign-in route answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return (
    <AppProviders>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>
  );
}

/** The HTML of one variant in one language (the inner HTML of #root). */
export async function renderVariant(variant: PrerenderedVariant, lang: Lang): Promise<string> {
  await changeLang(lang);
  if (variant === 'signin') return html(await signIn());
  return html(
    <AppProviders>
      <StaticRouter location={START_ROUTE}>
        <MemberShell />
      </StaticRouter>
    </AppProviders>,
  );
}
