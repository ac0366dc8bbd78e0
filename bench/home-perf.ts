/**
 * Home page performance (issue 4): the initial JavaScript the home page loads (gzip) and a Lighthouse
 * mobile performance score, both in the same Chromium the e2e tests use (@sparticuz/chromium, or
 * CHROMIUM_PATH). The baseline measured in the same run is a 'preparing' page (/Notice): the frame
 * alone, so the ratio shows what the home page adds on top of it.
 *
 *   npm run build && npx tsx bench/home-perf.ts            (starts the server on a fresh database)
 *   BENCH_URL=http://127.0.0.1:3000 npx tsx bench/home-perf.ts   (measures a running server)
 *
 * Targets: initial JS ≤ 150 KB gzip, Lighthouse mobile performance ≥ 95; the installable app's checks
 * (installable, service worker, offline start URL; bench/pwa-checks.ts) pass on every site root.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { freePort, startPortal } from '../apps/web/e2e/portal-process.ts';
import { printPwaChecks, pwaChecks } from './pwa-checks.ts';

const TARGET_JS_KB = 150;
const TARGET_SCORE = 95;

async function chromiumPath(): Promise<string> {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const { default: sparticuz } = await import('@sparticuz/chromium');
  return sparticuz.executablePath();
}

const FLAGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-component-update'];

/** Every script the page loads until the network is idle, gzip-compressed here (level 9, as a CDN would). */
async function initialJs(executablePath: string, url: string) {
  const browser = await chromium.launch({ executablePath, args: FLAGS, headless: true });
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  const scripts = new Map<string, number>();
  let brotli = 0;
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => null);
    if (!body) return;
    scripts.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length);
    // What the server actually sends to a browser that accepts it (the build's .br files, quality 11).
    brotli += brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await browser.close();
  const total = [...scripts.values()].reduce((a, b) => a + b, 0);
  return { total, brotli, files: [...scripts.entries()] };
}

async function lighthouseScore(executablePath: string, url: string) {
  const port = await freePort();
  const browser = spawn(
    executablePath,
    [...FLAGS, '--headless=new', `--remote-debugging-port=${port}`, 'about:blank'],
    {
      stdio: 'ignore',
    },
  );
  try {
    for (let i = 0; i < 40; i++) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break;
      } catch {
        // still starting
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    // Lighthouse's defaults: mobile form factor, simulated slow 4G and 4x CPU slowdown.
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no result');
    // BENCH_LHR_DIR keeps each run's report, to read which requests and tasks made a metric.
    const keep = process.env.BENCH_LHR_DIR;
    if (keep) {
      mkdirSync(keep, { recursive: true });
      const page = new URL(url).pathname.replace(/\W+/g, '') || 'home';
      const name = `${page}-${Date.now()}.json`;
      writeFileSync(path.join(keep, name), JSON.stringify(lhr));
    }
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? 'n/a';
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
    };
  } finally {
    browser.kill('SIGKILL');
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const given = process.env.BENCH_URL;
const server = given
  ? { url: given, stop: async () => {} }
  : await startPortal({}, 180_000).then(({ baseURL, stop }) => ({ url: baseURL, stop }));
try {
  const executablePath = await chromiumPath();
  const home = await initialJs(executablePath, `${server.url}/`);
  const baseline = await initialJs(executablePath, `${server.url}/Notice`);
  console.log('\nHome page initial JavaScript (gzip -9):');
  for (const [file, size] of home.files) console.log(`  ${file.padEnd(48)} ${kb(size).padStart(7)} KB`);
  console.log(
    `  total ${kb(home.total)} KB (target ≤ ${TARGET_JS_KB} KB: ${home.total / 1024 <= TARGET_JS_KB ? 'met' : 'NOT met'})`,
  );
  console.log(`  (brotli, as the server sends it: ${kb(home.brotli)} KB)`);
  console.log(
    `  baseline (/Notice, frame only) ${kb(baseline.total)} KB; home/baseline ${(home.total / baseline.total).toFixed(2)}x`,
  );

  // TBT, and with it the score, follows the machine's load: Lighthouse multiplies observed task times by 4.
  const load = () => loadavg()[0]!.toFixed(1);
  const loadBefore = load();
  const homeScore = await lighthouseScore(executablePath, `${server.url}/`);
  const baseScore = await lighthouseScore(executablePath, `${server.url}/Notice`);
  console.log(`\nLighthouse mobile performance (same Chromium; load average ${loadBefore} → ${load()}):`);
  console.log(
    `  home     ${homeScore.score} (FCP ${homeScore.fcp}, LCP ${homeScore.lcp}, TBT ${homeScore.tbt}, CLS ${homeScore.cls})`,
  );
  console.log(
    `  baseline ${baseScore.score} (FCP ${baseScore.fcp}, LCP ${baseScore.lcp}, TBT ${baseScore.tbt}, CLS ${baseScore.cls})`,
  );
  console.log(
    `  home/baseline ${(homeScore.score / Math.max(1, baseScore.score)).toFixed(2)}x; target ≥ ${TARGET_SCORE}: ${homeScore.score >= TARGET_SCORE ? 'met' : 'NOT met'}`,
  );

  const pwa = await pwaChecks(executablePath, server.url, ['/', '/Elementary', '/Middle', '/High']);
  printPwaChecks(pwa);
} finally {
  await server.stop();
}
