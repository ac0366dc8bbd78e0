import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { createServer, defineConfig, type Plugin, type ProxyOptions } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions, siteManifestFiles, siteManifests, webManifestLinkFor } from './pwa.config.ts';

/**
 * The API prefixes of spec 000/001 §7. They are proxied to the Fastify server in development and in
 * `vite preview`, so the browser sees one origin exactly as in production (DESIGN.md §1).
 */
const API_PREFIXES = ['/schome', '/alpasq', '/dls', '/keris-sso', '/service', '/docs', '/healthz'];

const apiOrigin = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';

/**
 * Anchored to a whole path segment: a plain prefix key would also proxy any page whose path merely
 * starts with one of these words, and page paths are the spec's, not ours to rename.
 */
const proxy: Record<string, ProxyOptions> = Object.fromEntries(
  API_PREFIXES.map((prefix) => [`^${prefix}(?:[/?]|$)`, { target: apiOrigin, changeOrigin: false }]),
);

/**
 * Decision 025: renders the four site homes to HTML (an anonymous first visit) with the app's own code,
 * loaded through a throwaway Vite server in SSR mode, and writes each into a copy of the built
 * index.html. The client hydrates that markup instead of drawing the page from nothing.
 */
async function writePrerenderedHomes(root: string, outDir: string, homeHead: string): Promise<void> {
  const template = readFileSync(path.join(outDir, 'index.html'), 'utf8').replace(
    '</head>',
    `${homeHead}</head>`,
  );
  const placeholder = '<div id="root"></div>';
  if (!template.includes(placeholder)) throw new Error('prerender: index.html has no empty #root');
  const server = await createServer({
    root,
    configFile: false,
    plugins: [react()],
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null },
    // lz-string is CommonJS without named exports for Node's loader; Vite converts it.
    ssr: { noExternal: ['lz-string'] },
  });
  try {
    // The app's module gives the list: this config is loaded by Node, which cannot import the contract's .ts.
    const { prerenderSiteHomes } = (await server.ssrLoadModule('/src/app/prerender.tsx')) as {
      prerenderSiteHomes: () => Promise<
        { file: string; markup: string; title: string; preloads: string[] }[]
      >;
    };
    for (const { file: name, markup, title, preloads } of await prerenderSiteHomes()) {
      const file = path.join(outDir, name);
      mkdirSync(path.dirname(file), { recursive: true });
      // First in the head: the API answer is asked before the stylesheets, fonts and scripts (issue 25.9).
      const preloadLinks = preloads
        .map((href) => `<link rel="preload" as="fetch" crossorigin href="${href.replace(/&/g, '&amp;')}">`)
        .join('\n    ');
      const page = template
        .replace(webManifestLinkFor('/'), webManifestLinkFor(basePathOfPrerendered(name)))
        .replace('<meta charset="UTF-8" />', `<meta charset="UTF-8" />\n    ${preloadLinks}`)
        .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
        .replace(placeholder, `<div id="root">${markup}</div>`);
      writeFileSync(file, page);
    }
  } finally {
    await server.close();
  }
}

/** The site root a prerendered home file belongs to ('prerendered/elementary.html' → '/Elementary'). */
function basePathOfPrerendered(file: string): string {
  const name = path.basename(file, '.html');
  return siteManifests.find((site) => site.basePath === `/${name}`)?.basePath ?? '/';
}

/**
 * After the bundle: the prerendered homes, then .br and .gz beside every text file of the build, once,
 * at build time; the server sends them to browsers that accept them (@fastify/static preCompressed), so
 * no request pays for compression.
 */
function prerenderAndPrecompress(): Plugin {
  let outDir = 'dist';
  let root = process.cwd();
  // The home page's own chunk and stylesheet: the prerendered markup needs its styles before the first
  // paint, and hydration waits for its code, so both are requested with the page.
  let homeHead = '';
  return {
    name: 'prerender-and-precompress',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      const home = Object.values(bundle).find(
        (item) => item.type === 'chunk' && item.facadeModuleId?.endsWith('/src/app/routes/home.tsx'),
      );
      if (home?.type !== 'chunk') throw new Error('prerender: no chunk for the home route');
      // With the chunks it imports (e.g. the shared tabs): their styles missing at the first paint
      // restyled the page when the code arrived (decision 027). index.html already names the entry's.
      const chunkOf = (file: string) => {
        const item = bundle[file];
        return item?.type === 'chunk' ? item : undefined;
      };
      const withImports = (first: string[]): string[] => {
        const seen = new Set<string>();
        const visit = (file: string) => {
          if (seen.has(file)) return;
          seen.add(file);
          for (const imported of chunkOf(file)?.imports ?? []) visit(imported);
        };
        for (const file of first) visit(file);
        return [...seen];
      };
      const entries = Object.values(bundle).flatMap((item) =>
        item.type === 'chunk' && item.isEntry ? [item.fileName] : [],
      );
      const inIndex = new Set(withImports(entries));
      const chunks = withImports([home.fileName]).filter((file) => !inIndex.has(file));
      const css = [
        ...new Set(chunks.flatMap((file) => [...(chunkOf(file)?.viteMetadata?.importedCss ?? [])])),
      ];
      homeHead = [
        ...chunks.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
        ...css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
      ].join('\n    ');
    },
    async closeBundle() {
      await writePrerenderedHomes(root, outDir, `  ${homeHead}\n  `);
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const file = path.join(dir, name);
          return statSync(file).isDirectory() ? walk(file) : [file];
        });
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json)$/.test(file) || statSync(file).size < 1024) continue;
        const content = readFileSync(file);
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

export default defineConfig({
  // The service worker (decision 200) is written before the homes are prerendered and compressed.
  plugins: [react(), VitePWA(pwaOptions), siteManifestFiles(), prerenderAndPrecompress()],
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser the portal supports knows <link rel="modulepreload">; the polyfill is dead weight.
    modulePreload: { polyfill: false },
  },
});
