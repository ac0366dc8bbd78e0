import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

/**
 * A real Chromium: the one named by CHROMIUM_PATH (e.g. Debian's /usr/bin/chromium), otherwise the build
 * that ships inside the @sparticuz/chromium npm package, so a fresh machine needs no browser download.
 */
export async function launchChromium(): Promise<Browser> {
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
    async newPage(width = 1280) {
      const context = await launched().newContext({ viewport: { width, height: 900 } });
      return { context, page: await context.newPage() };
    },
  };
}

/** Where the e2e screenshots go (test-results/screenshots, or a folder in it), created on first use. */
export function screenshotDir(folder = ''): string {
  const dir = path.resolve(import.meta.dirname, '../../../test-results/screenshots', folder);
  mkdirSync(dir, { recursive: true });
  return dir;
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: unknown }[] };

/** Runs axe-core in the page and returns the serious and critical violations. */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol, not an inline script tag: the page's CSP (decision 057) forbids those.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected at run time
    const result = await (window as any).axe.run(document, { resultTypes: ['violations'] });
    return result.violations as AxeViolation[];
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
