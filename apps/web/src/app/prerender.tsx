import { schoolLevelByBasePath } from '@reading/contract/codes/school-levels';
import { PRERENDERED_SITE_ROOTS, prerenderedPageFile } from '@reading/contract/main/prerendered-pages';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { homeSectionsUrl } from '../features/home/api/get-home-sections.ts';
import { pageTitle } from '../lib/page-title.ts';
import { AppProvider } from './provider.tsx';
import { createAppRoutes } from './router.tsx';

/**
 * Build-time render of a site home (decision 025) as an anonymous first visit sees it: header, menus,
 * home tabs and the sections' loading state. The client hydrates it (main.tsx), so the first paint does
 * not wait for the JavaScript. Returns the markup for #root, hydration data script included.
 */
export async function prerenderPage(path: string): Promise<string> {
  const handler = createStaticHandler(createAppRoutes());
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`prerender ${path}: the route answered a redirect`);
  if (context.statusCode !== 200) throw new Error(`prerender ${path}: status ${context.statusCode}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <AppProvider>
        <StaticRouterProvider router={router} context={context} />
      </AppProvider>
    </StrictMode>,
  );
}

/**
 * Every prerendered site home: its file in the build (relative to the build folder), its markup, its
 * document title (the frame sets the same one; in the HTML it is right before the script runs) and the
 * API addresses its head preloads (the book lists' answer, issue 25.9: asked only after hydration, it
 * queued behind the web-font subsets and lazy chunks for 1.5–2 s on a slow link).
 */
export async function prerenderSiteHomes(): Promise<
  { file: string; markup: string; title: string; preloads: string[] }[]
> {
  return Promise.all(
    PRERENDERED_SITE_ROOTS.map(async (basePath) => ({
      file: prerenderedPageFile(basePath),
      markup: await prerenderPage(basePath),
      title: pageTitle({ basePath }),
      preloads: [homeSectionsUrl(schoolLevelByBasePath(basePath)?.code ?? null)],
    })),
  );
}
