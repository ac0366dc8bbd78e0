import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';

/**
 * A real Chromium: the one named by CHROMIUM_PATH (e.g. Debian's /usr/bin/chromium), otherwise the build
 * that ships inside the @sparticuz/chromium npm package, so a fresh machine needs no browser download.
 */
export async function launchChromium(): Promise<Browser> {
  return withRootPopupsOff(await launchBrowser());
}

/** Each browser's own newContext, before withRootPopupsOff wrapped it. */
const plainNewContext = new WeakMap<Browser, Browser['newContext']>();

/**
 * The root pages' popups (decision 101) stay off in every walk unless it asks for them
 * (`newContextWithPopups`): seeded notice popups and surveys would otherwise cover the home page.
 * browser.newPage() opens its context through newContext, so both are covered.
 */
function withRootPopupsOff(browser: Browser): Browser {
  const original = browser.newContext.bind(browser);
  plainNewContext.set(browser, original);
  browser.newContext = async (options) => {
    const context = await original(options);
    await withoutRootPopups(context);
    return context;
  };
  return browser;
}

/** A context in which the root pages' popups show (the popup walks). */
export function newContextWithPopups(browser: Browser, options: Parameters<Browser['newContext']>[0]) {
  const original = plainNewContext.get(browser);
  if (!original) throw new Error('newContextWithPopups: the browser was not started by launchChromium');
  return original(options);
}

async function launchBrowser(): Promise<Browser> {
  const flags = [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ];
  const systemPath = process.env.CHROMIUM_PATH;
  if (systemPath) return chromium.launch({ executablePath: systemPath, args: flags, headless: true });
  const { default: sparticuz } = await import('@sparticuz/chromium');
  // Not its serverless defaults (one process, in-process GPU): with those the browser dies (SIGTRAP) as
  // soon as a second page opens. The ordinary desktop flags work with its binary.
  return chromium.launch({ executablePath: await sparticuz.executablePath(), args: flags, headless: true });
}

/**
 * One Chromium for the file's tests, launched before them and closed after. `newPage(width)` opens a page
 * in a fresh context (its own storage), 900 px high.
 */
export function browserForTests() {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  const launched = () => {
    if (!browser) throw new Error('browserForTests: the browser starts in beforeAll');
    return browser;
  };
  return {
    get browser() {
      return launched();
    },
    /**
     * The root pages' popups stay off unless asked for (`{ popups: true }`; decision 101); so does the
     * service worker (`{ serviceWorkers: true }`; decision 200): its precache of every asset in each new
     * context would only load the shared machine, and the walks test the pages, not the worker.
     * `storageState` starts the context with another's cookies and storage (the same login).
     */
    async newPage(
      width = 1280,
      options: {
        popups?: boolean;
        serviceWorkers?: boolean;
        storageState?: BrowserContextOptions['storageState'];
      } = {},
    ) {
      const viewport = {
        viewport: { width, height: 900 },
        serviceWorkers: options.serviceWorkers ? ('allow' as const) : ('block' as const),
        storageState: options.storageState,
      };
      const context = options.popups
        ? await newContextWithPopups(launched(), viewport)
        : await launched().newContext(viewport);
      return { context, page: await context.newPage() };
    },
  };
}

/** Switches the root pages' popups off in every page of the context (decision 101). */
export async function withoutRootPopups(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => sessionStorage.setItem('rootPopups', 'off'));
}

/** Where the e2e screenshots go (test-results/screenshots, or a folder in it), created on first use. */
export function screenshotDir(folder = ''): string {
  const dir = path.resolve(import.meta.dirname, '../../../test-results/screenshots', folder);
  mkdirSync(dir, { recursive: true });
  return dir;
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: unknown }[] };

/**
 * Runs axe-core in the page and returns its serious and critical violations, each as one line of text:
 * the rule, its help and the elements' selectors (`[]` when there is none: `expect(...).toEqual([])`).
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, not an inline script tag: the page's CSP (decision 057) forbids those.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected at run time
    const result = await (window as any).axe.run(document, { resultTypes: ['violations'] });
    return result.violations as AxeViolation[];
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} ${JSON.stringify(v.nodes.map((n) => n.target))}`);
}

/** Fails the test with the list of serious or critical axe-core violations of the page, if any. */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  expect(await seriousAxeViolations(page)).toEqual([]);
}

/** Full-page screenshots `<name>-1280.png` and `<name>-390.png` in `dir`, with axe-core at both widths. */
export async function shootAtBothWidths(page: Page, dir: string, name: string): Promise<void> {
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: path.join(dir, `${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 860 });
  await page.screenshot({ path: path.join(dir, `${name}-390.png`), fullPage: true });
  await expectNoSeriousViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });
}
