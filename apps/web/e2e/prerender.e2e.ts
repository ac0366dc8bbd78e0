import type { Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { loginWithForm } from './auth-fixtures.ts';
import { browserForTests } from './browser.ts';

const baseURL = inject('baseURL');

const chromium = browserForTests();

/** Decision 025: the four site homes arrive as HTML and the client hydrates that markup. */
describe('the prerendered site homes', () => {
  it.each(['/', '/Elementary', '/Middle', '/High'])(
    '%s arrives drawn, and hydrates into the same nodes without errors',
    async (sitePath) => {
      const html = await (await fetch(`${baseURL}${sitePath}`)).text();
      expect(html).toContain('class="site-frame"');
      expect(html).toContain('window.__staticRouterHydrationData');

      const page = await chromium.browser.newPage({ viewport: { width: 400, height: 900 } });
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(String(error)));
      await page.goto(`${baseURL}${sitePath}`, { waitUntil: 'commit' });
      // Tag a node of the markup before the client takes over: hydration keeps it, a re-render would not.
      await page.locator('.welcome__description').waitFor({ state: 'attached' });
      await page.evaluate(() =>
        document.querySelector('.welcome__description')?.setAttribute('data-seen', ''),
      );
      await page.getByRole('region', { name: '인기도서' }).getByText('1위').waitFor();
      expect(await page.locator('.welcome__description[data-seen]').count()).toBe(1);
      // Interactive after hydration: the search box's empty-term alert comes from the client.
      await page.getByRole('banner').getByRole('button', { name: '검색', exact: true }).click();
      await page.getByRole('banner').getByRole('button', { name: '검색', exact: true }).click();
      await expect
        .poll(() => page.getByRole('alertdialog').textContent())
        .toContain('검색어를 입력해주세요.');
      expect(problems).toEqual([]);
      await page.close();
    },
  );

  it('lays out the markup alone (no script yet) as the hydrated page does on a phone', async () => {
    // Decision 027: what the client changed after hydration moved the page (layout shift).
    const context = await chromium.browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto(`${baseURL}/`);
    const layout = await page.evaluate(() => ({
      // Wider content makes a phone draw the page zoomed out.
      width: document.documentElement.scrollWidth,
      // At 600px and below the search box is folded into its button.
      search: document.querySelector('.header-search__form')?.getBoundingClientRect().width,
      // The tabs' stylesheet is a chunk of its own, which the page must link.
      tab: getComputedStyle(document.querySelector('.tabs__tab')!).minHeight,
    }));
    expect(layout).toEqual({ width: 412, search: 44, tab: '52px' });
    await context.close();
  });

  it.each([412, 1280])(
    'does not move while fonts and sections arrive late, at %i px (with or without a Korean font)',
    async (width) => {
      // Decision 027. This machine's Chromium has no Korean font: the placeholder face must hold the room.
      const context = await chromium.browser.newContext({ viewport: { width, height: 823 } });
      const page = await context.newPage();
      await page.addInitScript({
        content: `window.__shift = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) window.__shift += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });`,
      });
      const late = async (route: Route) => {
        await new Promise((resolve) => setTimeout(resolve, 800));
        await route.continue();
      };
      await page.route(/\.woff2$/, late);
      await page.route(/\/main\/home\/sections/, late);
      await page.goto(`${baseURL}/`);
      await page.getByRole('region', { name: '인기도서' }).getByText('1위').waitFor();
      await page.evaluate(() => document.fonts.ready);
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThan(
        0.01,
      );
      await context.close();
    },
  );

  it('draws a logged-in member from scratch and keeps them on their school level (spec 001 §2.3)', async () => {
    const page = await chromium.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await loginWithForm(page, baseURL, 'student1');
    await page.goto(`${baseURL}/`);
    await page.waitForURL(/\/Elementary$/);
    await page.getByRole('banner').getByRole('button', { name: '로그아웃' }).waitFor();
    await page.close();
  });
});
