import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserForTests, screenshotDir, seriousAxeViolations } from './browser.ts';

const baseURL = inject('baseURL');
const shots = screenshotDir('home-tab-bar');
const { newPage } = browserForTests();
const wait = { timeout: 30_000 };

/**
 * Scrolls the home down to `y` (again on each call: the page grows while its lists load) and answers where
 * the tab list is in the window: its top, and whether the point there is the list's own (nothing over it).
 */
async function tabBarAfterScrolling(page: Page, y: number) {
  return page.evaluate((y) => {
    window.scrollTo(0, y);
    const list = document.querySelector('[role="tablist"][aria-label]') as HTMLElement | null;
    if (!list) return null;
    const box = list.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + 8, box.top + box.height / 2);
    return { top: Math.round(box.top), onTop: !!hit && list.contains(hit), scrolled: window.scrollY > 1000 };
  }, y);
}

describe('the home tab bar', () => {
  it.each([1280, 390])(
    '000 §2: a fixed tab bar offers home, reading statistics and category recommended books while the home scrolls (%i px)',
    async (width) => {
      const { context, page } = await newPage(width);
      await page.goto(`${baseURL}/`);
      const tabs = page.getByRole('tablist', { name: '메인 화면 보기 선택' });
      await expect
        .poll(() => tabs.getByRole('tab').allTextContents(), wait)
        .toEqual(['홈', '독서통계', '분야별 추천도서']);
      // The home is prerendered: a tap before the client hydrates it does nothing. The site frame writes
      // baseUrl when it mounts.
      await expect.poll(() => page.evaluate(() => sessionStorage.getItem('baseUrl')), wait).toBe('/');
      await expect
        .poll(() => tabBarAfterScrolling(page, 2400), wait)
        .toEqual({ top: 0, onTop: true, scrolled: true });
      await page.screenshot({ path: path.join(shots, `scrolled-${width}.png`) });
      // Still reachable: a tab chosen down the page opens its panel from the start, under the bar.
      // A pointer's click where the tab is (Playwright's click would first scroll the sticky tab "into
      // view", which Chromium does by going back to where the bar sat in the page).
      const box = await tabs.getByRole('tab', { name: '분야별 추천도서' }).boundingBox();
      if (!box) throw new Error('the category tab is not on screen');
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await expect
        .poll(() => tabs.getByRole('tab', { name: '분야별 추천도서' }).getAttribute('aria-selected'), wait)
        .toBe('true');
      const panel = page.getByRole('tabpanel');
      await expect.poll(() => panel.getByRole('heading', { level: 2 }).first().isVisible(), wait).toBe(true);
      const panelTop = await panel.evaluate((node) => node.getBoundingClientRect().top);
      expect(panelTop).toBeGreaterThanOrEqual(50);
      expect(panelTop).toBeLessThan(120);
      await page.screenshot({ path: path.join(shots, `category-${width}.png`) });
      expect(await seriousAxeViolations(page)).toEqual([]);
      await context.close();
    },
    120_000,
  );
});
