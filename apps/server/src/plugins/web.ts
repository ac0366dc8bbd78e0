import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { fail } from '@reading/contract/envelope';
import { PRERENDERED_SITE_ROOTS, prerenderedPageFile } from '@reading/contract/main/prerendered-pages';
import { isPureScreenPage } from '@reading/contract/main/pure-screen-pages';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { choseEnglish } from '../lib/cookies.ts';
import { HTTP_STATUS_MESSAGES } from '../lib/errors.ts';

/** Paths that belong to the server's modules and operations; everything else is the web app's. */
export const API_PREFIXES = ['/schome', '/service', '/alpasq', '/dls', '/keris-sso', '/docs', '/healthz'];

const isApiPath = (url: string) =>
  API_PREFIXES.some((p) => url === p || url.startsWith(`${p}/`) || url.startsWith(`${p}?`));

/**
 * Decision 025: a site root's address without a query (the first visit of a site home) answers the
 * home prerendered at build time; anything else answers the empty index.html.
 */
function prerenderedPages(webDist: string): ReadonlyMap<string, string> {
  const pages = new Map<string, string>();
  for (const basePath of PRERENDERED_SITE_ROOTS) {
    const file = prerenderedPageFile(basePath);
    if (existsSync(path.join(webDist, file))) pages.set(basePath, file);
  }
  return pages;
}

function prerenderedPageFor(url: string, pages: ReadonlyMap<string, string>): string | null {
  if (url.includes('?')) return null;
  return pages.get(url.length > 1 ? url.replace(/\/$/, '') : url) ?? null;
}

/**
 * Serves the web app's production build on the same origin as the API. Unknown API paths answer the
 * 404 envelope; any other GET answers index.html so the client router can draw the route.
 */
export const webPlugin = fp(async (app: FastifyInstance, opts: { webDist: string }) => {
  const indexFile = path.join(opts.webDist, 'index.html');
  const hasBuild = existsSync(indexFile);
  const pages = prerenderedPages(opts.webDist);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: opts.webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each file (apps/web/vite.config.ts).
      preCompressed: true,
      maxAge: '1y',
      immutable: true,
      setHeaders: (res, filePath) => {
        if (!filePath.includes(`${path.sep}assets${path.sep}`)) res.setHeader('cache-control', 'no-cache');
      },
    });
  } else {
    app.log.warn(
      { webDist: opts.webDist },
      'web build not found: only the API is served (run npm run build)',
    );
  }

  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url) || (request.method !== 'GET' && request.method !== 'HEAD') || !hasBuild) {
      return reply.code(404).send(fail(HTTP_STATUS_MESSAGES[404]!));
    }
    // The page itself is never cached without asking: a new build must reach the next visit.
    const prerendered = prerenderedPageFor(request.url, pages);
    // A site home depends on the language cookie, so a shared cache keeps one copy per cookie.
    if (prerendered) reply.header('vary', 'Cookie');
    // Decision 210: the prerendered homes are Korean, so a reader who chose English gets the empty page.
    const page = (prerendered && !choseEnglish(request.headers.cookie) ? prerendered : null) ?? 'index.html';
    // Decision 204: only a PureScreen page's document may be framed, by the configured origins.
    if (isPureScreenPage(request.url)) reply.allowPureScreenFraming();
    return reply.header('cache-control', 'no-cache').sendFile(page, { cacheControl: false });
  });
});
