import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import compress from '@fastify/compress';
import { E_LIBRARY_LINKS } from '@reading/contract/codes/e-libraries';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/**
 * The sha256 sources of the inline scripts of the built pages (index.html and the prerendered homes
 * of decision 025: the first-paint font probe and React Router's hydration data), read from the build
 * the server serves, so the CSP names exactly those scripts and a rebuild needs no hand edit.
 */
export function inlineScriptHashes(webDist: string): string[] {
  const prerendered = path.join(webDist, 'prerendered');
  const pages = [
    path.join(webDist, 'index.html'),
    ...(existsSync(prerendered)
      ? readdirSync(prerendered)
          .filter((f) => f.endsWith('.html'))
          .map((f) => path.join(prerendered, f))
      : []),
  ].filter((file) => existsSync(file));
  const hashes = new Set<string>();
  for (const file of pages) {
    for (const match of readFileSync(file, 'utf8').matchAll(INLINE_SCRIPT)) {
      hashes.add(`'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

/**
 * The CSP of every answer (decision 057). `frameAncestors`: origins besides this one that may frame the
 * answer (only the PureScreen pages' documents get any, decision 204).
 */
export function contentSecurityPolicy(webDist: string, frameAncestors: readonly string[] = []) {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScriptHashes(webDist)],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'"],
    // Uploaded images are served from this origin; data: for small images inlined by the build,
    // blob: for the preview of an image chosen for upload before it is sent.
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'media-src': ["'self'"],
    'object-src': ["'none'"],
    'frame-src': ["'self'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'base-uri': ["'self'"],
    // The e-book hand-over posts to ebook.jsp, which answers 303 to the region's e-library: browsers
    // check a form's redirect against form-action too.
    'form-action': ["'self'", ...new Set(Object.values(E_LIBRARY_LINKS).map((url) => new URL(url!).origin))],
    'frame-ancestors': ["'self'", ...frameAncestors],
  };
}

/**
 * The secure headers of every answer, worked out once: helmet with the portal's CSP, frame-ancestors,
 * nosniff and a same-origin Referrer-Policy. (@fastify/helmet built helmet, and parsed the CSP, on every
 * request: 7 % of an anonymous cached read's CPU, decision 160.)
 */
export function securityHeaderValues(
  webDist: string,
  frameAncestors: readonly string[] = [],
): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(webDist, frameAncestors) },
    referrerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    // X-Frame-Options can name no other origin: where frame-ancestors allows some, it is left out
    // (browsers that know CSP obey frame-ancestors before it anyway).
    xFrameOptions: frameAncestors.length > 0 ? false : { action: 'sameorigin' },
  })({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The secure headers every answer carries, worked out once at start. */
    securityHeaders: Readonly<Record<string, string>>;
  }
  interface FastifyReply {
    /**
     * Lets the configured origins frame this answer (decision 204): called only for the PureScreen
     * pages' documents. Without configured origins it changes nothing.
     */
    allowPureScreenFraming(): FastifyReply;
  }
}

/**
 * Secure headers and compression for every answer (decisions 057, 058, 160): the headers above on every
 * request; @fastify/compress for JSON and other text answers (the web build's files are served
 * pre-compressed by @fastify/static). `pureScreenFrameAncestors`: decision 204.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, opts: { webDist: string; pureScreenFrameAncestors?: readonly string[] }) => {
    const headers = securityHeaderValues(opts.webDist);
    const ancestors = opts.pureScreenFrameAncestors ?? [];
    const framable = ancestors.length > 0 ? securityHeaderValues(opts.webDist, ancestors) : null;
    // Also for answers written whole, past Fastify's reply (the read cache's, decision 160).
    app.decorate('securityHeaders', Object.freeze(headers));
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
    app.decorateReply('allowPureScreenFraming', function (this: FastifyReply) {
      if (framable) {
        this.removeHeader('x-frame-options');
        this.headers(framable);
      }
      return this;
    });
    await app.register(compress, { threshold: 1024 });
  },
  { name: 'security-headers' },
);
