import './lib/zod-jitless.ts';
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import './styles/tokens.css';
import './styles/base.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProvider } from './app/provider.tsx';
import { createAppRoutes, resolveInitialLazyRoutes } from './app/router.tsx';
import { currentLocale, localeTag, rememberLocaleForServer } from './lib/locale.ts';
import { registerServiceWorkerAfterLoad } from './lib/register-service-worker.ts';
import { getSession, loadStoredSession } from './lib/session-store.ts';
import { cacheWebFontForNextVisit } from './lib/web-font.ts';

declare global {
  interface Window {
    /** Written by the prerendered site homes (decision 025); read by createBrowserRouter. */
    __staticRouterHydrationData?: unknown;
  }
}

const container = document.getElementById('root')!;

/**
 * Resolves once the browser has painted a frame. A prerendered home is already on screen in the HTML: React
 * starts after it has been painted, not before (the scripts arrive with the stylesheets, and evaluating
 * them first would hold the first paint back by their whole run).
 */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** Decision 210: the English catalogue is written over the Korean texts before anything renders. */
async function applyLocale(): Promise<void> {
  if (currentLocale() === 'ko') return;
  document.documentElement.lang = localeTag();
  rememberLocaleForServer('en');
  const { applyEnglishCatalogue } = await import('./messages/en/index.ts');
  applyEnglishCatalogue();
}

async function start() {
  await Promise.all([loadStoredSession(), applyLocale()]);
  // Decision 025: a site home arrives prerendered for an anonymous visit, in Korean. A member's visit, or
  // one in English, renders from scratch instead, so the member's header and the site redirect of spec
  // 001 §2.3 run as usual.
  const hydrate =
    window.__staticRouterHydrationData !== undefined && getSession() === null && currentLocale() === 'ko';
  if (!hydrate) delete window.__staticRouterHydrationData;
  const routes = createAppRoutes();
  // The prerendered markup already shows the home page: its code must be there before hydrating.
  if (hydrate)
    await Promise.all([resolveInitialLazyRoutes(routes, window.location.pathname), afterNextPaint()]);
  const app = (
    <StrictMode>
      <AppProvider>
        <RouterProvider router={createBrowserRouter(routes)} />
      </AppProvider>
    </StrictMode>
  );
  // A transition: React renders in slices between which the browser can paint and handle input,
  // instead of one long task for the whole page.
  startTransition(() => {
    if (hydrate) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
  cacheWebFontForNextVisit();
  registerServiceWorkerAfterLoad();
}

void start();
