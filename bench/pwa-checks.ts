/**
 * The installable app's checks (issue 26.1, decision 200), in place of Lighthouse's PWA category, which
 * Lighthouse 12 removed (with its installable-manifest, service-worker and offline-start-url audits).
 * The same three questions, asked of Chromium itself through the DevTools protocol:
 *
 *   installable       Page.getAppManifest parses the site's manifest without errors, and
 *                     Page.getInstallabilityErrors answers none (Chromium's own install criteria);
 *   service worker    a worker is registered after load and controls the page once it is active;
 *   offline start     with the network cut, the manifest's start_url answers 200 from the worker and
 *                     the page draws its heading.
 */
import { type Browser, chromium } from 'playwright-core';

export type PwaCheck = {
  site: string;
  manifest: string | null;
  installable: boolean;
  installErrors: string[];
  serviceWorker: boolean;
  offlineStartUrl: boolean;
};

const FLAGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-component-update'];

async function checkSite(browser: Browser, origin: string, site: string): Promise<PwaCheck> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}${site}`, { waitUntil: 'load' });
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as {
      url: string;
      errors: { message: string }[];
      parsed?: { startUrl?: string };
    };
    // The worker registers after the load event; `ready` settles once it is active (precache done).
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload({ waitUntil: 'load' });
    const serviceWorker = await page.evaluate(() => navigator.serviceWorker.controller !== null);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    const installErrors = [
      ...manifest.errors.map((e) => e.message),
      ...installabilityErrors.map((e) => e.errorId),
    ];

    const manifestBody = manifest.url ? await (await page.request.get(manifest.url)).json() : null;
    const startUrl = new URL(manifestBody?.start_url ?? site, origin).toString();
    await context.setOffline(true);
    const response = await page.goto(startUrl, { waitUntil: 'load' }).catch(() => null);
    const drawn = await page
      .locator('main h1')
      .first()
      .waitFor({ timeout: 15_000 })
      .then(() => true)
      .catch(() => false);
    const offlineStartUrl = response?.status() === 200 && response.fromServiceWorker() && drawn;
    return {
      site,
      manifest: manifest.url || null,
      installable: Boolean(manifest.url) && installErrors.length === 0,
      installErrors,
      serviceWorker,
      offlineStartUrl,
    };
  } finally {
    await context.close();
  }
}

/** The three checks for each site root (spec 000 §1), each in a fresh browser profile. */
export async function pwaChecks(
  executablePath: string,
  origin: string,
  sites: string[],
): Promise<PwaCheck[]> {
  const browser = await chromium.launch({ executablePath, args: FLAGS, headless: true });
  try {
    const results: PwaCheck[] = [];
    for (const site of sites) results.push(await checkSite(browser, origin, site));
    return results;
  } finally {
    await browser.close();
  }
}

export function printPwaChecks(results: PwaCheck[]): void {
  const mark = (ok: boolean) => (ok ? 'pass' : 'FAIL');
  console.log('\nInstallable app (Lighthouse 12 has no PWA category; Chromium asked directly):');
  for (const r of results) {
    console.log(
      `  ${r.site.padEnd(12)} installable ${mark(r.installable)}, service worker ${mark(r.serviceWorker)}, offline start URL ${mark(r.offlineStartUrl)}  (${r.manifest ?? 'no manifest'})`,
    );
    if (r.installErrors.length) console.log(`    install errors: ${r.installErrors.join(', ')}`);
  }
}
