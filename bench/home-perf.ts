/**
 * Home page performance (issue 4): the initial JavaScript the home page loads (gzip) and a Lighthouse
 * mobile performance score, both in the same Chromium the e2e tests use (@sparticuz/chromium, or
 * CHROMIUM_PATH). The baseline measured in the same run is /Notice (the frame and a list), so the ratio
 * shows what the home page adds on top of it. The home is measured twice: with the root popups off, and
 * as a first visitor with a popup due, whose first load is what is requested before the page's first
 * idle moment after load (the popups wait for it, decision 101).
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

type Script = { path: string; gzip: number; brotli: number; startTime: number };

/** Each script's gzip -9 size (as a CDN would send it) and brotli size (the build's .br files, as sent). */
const sizes = (body: Buffer) => ({
  gzip: gzipSync(body, { level: 9 }).length,
  brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
});

/**
 * Every script a fresh visit loads until the network is idle, with when its request started and when the
 * page was first idle after its load event (a requestIdleCallback the bench registers at load, before any
 * of the page's own). `popups`: the root pages' popups show as for a real first visitor; otherwise the
 * context switches them off (`sessionStorage.rootPopups = 'off'`, decision 101) as the e2e walks do. With
 * popups on, the bench also waits for the popup (up to 15 s; a database with none due shows none).
 */
async function visit(executablePath: string, url: string, popups: boolean) {
  const browser = await chromium.launch({ executablePath, args: FLAGS, headless: true });
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  await context.addInitScript(
    ([off]) => {
      if (off) sessionStorage.setItem('rootPopups', 'off');
      addEventListener('load', () => requestIdleCallback(() => performance.mark('bench:first-idle')));
    },
    [!popups] as const,
  );
  const page = await context.newPage();
  const bodies = new Map<string, ReturnType<typeof sizes>>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => null);
    if (body) bodies.set(new URL(response.url()).pathname, sizes(body));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const popupShown = popups
    ? await page
        .getByRole('dialog')
        .first()
        .waitFor({ timeout: 15_000 })
        .then(() => true)
        .catch(() => false)
    : false;
  if (popupShown) await page.waitForLoadState('networkidle');
  const timing = await page.evaluate(() => ({
    firstIdle: performance.getEntriesByName('bench:first-idle')[0]?.startTime ?? null,
    starts: performance
      .getEntriesByType('resource')
      .map((entry) => [new URL(entry.name).pathname, entry.startTime] as const),
  }));
  await browser.close();
  const starts = new Map(timing.starts);
  const scripts: Script[] = [...bodies.entries()].map(([path, size]) => ({
    path,
    ...size,
    startTime: starts.get(path) ?? Number.POSITIVE_INFINITY,
  }));
  return { scripts, firstIdle: timing.firstIdle, popupShown };
}

const sum = (scripts: Script[], key: 'gzip' | 'brotli') => scripts.reduce((a, s) => a + s[key], 0);

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function printScripts(scripts: Script[]) {
  for (const s of scripts) console.log(`  ${s.path.padEnd(48)} ${kb(s.gzip).padStart(7)} KB`);
}

const verdict = (bytes: number) =>
  `target ≤ ${TARGET_JS_KB} KB: ${bytes / 1024 <= TARGET_JS_KB ? 'met' : 'NOT met'}`;

/**
 * The home's first load with a popup due (decision 101): the scripts requested before the page's first
 * idle moment after load, and those the page loads with popups off too (its own, whenever requested).
 * What only the popups bring, requested after that moment, is listed apart: it does not compete with
 * the page's first load.
 */
function splitAtFirstIdle(on: Awaited<ReturnType<typeof visit>>, off: Script[]) {
  const own = new Set(off.map((s) => s.path));
  const idle = on.firstIdle ?? Number.POSITIVE_INFINITY;
  const first = on.scripts.filter((s) => own.has(s.path) || s.startTime < idle);
  const later = on.scripts.filter((s) => !first.includes(s));
  return { first, later };
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

const given = process.env.BENCH_URL;
const server = given
  ? { url: given, stop: async () => {} }
  : await startPortal({}, 180_000).then(({ baseURL, stop }) => ({ url: baseURL, stop }));
try {
  const executablePath = await chromiumPath();
  const home = (await visit(executablePath, `${server.url}/`, false)).scripts;
  const baseline = (await visit(executablePath, `${server.url}/Notice`, false)).scripts;
  const total = sum(home, 'gzip');
  console.log('\nHome page initial JavaScript (gzip -9), root popups off:');
  printScripts(home);
  console.log(`  total ${kb(total)} KB (${verdict(total)})`);
  console.log(`  (brotli, as the server sends it: ${kb(sum(home, 'brotli'))} KB)`);
  console.log(
    `  baseline (/Notice) ${kb(sum(baseline, 'gzip'))} KB; home/baseline ${(total / sum(baseline, 'gzip')).toFixed(2)}x`,
  );

  const withPopups = await visit(executablePath, `${server.url}/`, true);
  const { first, later } = splitAtFirstIdle(withPopups, home);
  const firstLoad = sum(first, 'gzip');
  console.log(
    `\nHome page with popups on (a first visitor; popup shown: ${withPopups.popupShown ? 'yes' : 'no'}):`,
  );
  console.log(
    `  first load (requested before the first idle moment after load, or the page's own) ${kb(firstLoad)} KB (${verdict(firstLoad)}; brotli ${kb(sum(first, 'brotli'))} KB)`,
  );
  console.log(`  after the first idle moment, for the popups: ${kb(sum(later, 'gzip'))} KB`);
  printScripts(later);
  console.log(`  all until network idle ${kb(sum(withPopups.scripts, 'gzip'))} KB`);

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
