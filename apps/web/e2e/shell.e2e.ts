import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserForTests, screenshotDir, seriousAxeViolations } from './browser.ts';

const baseURL = inject('baseURL');
const shots = screenshotDir('shell');

const chromium = browserForTests();

async function openHome(sitePath: string, width: number): Promise<Page> {
  const page = await chromium.browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(`${baseURL}${sitePath}`);
  // The home sections come from the seeded rankings: the first popular book proves they arrived.
  await page.getByRole('region', { name: '인기도서' }).getByText('1위').waitFor();
  return page;
}

const sites = [
  { path: '/', name: 'main' },
  { path: '/Elementary', name: 'elementary' },
  { path: '/Middle', name: 'middle' },
  { path: '/High', name: 'high' },
];

describe('the home page of each site', () => {
  for (const site of sites) {
    it(`${site.path} looks finished at 1280, 1000, 700 and 400 px, with no serious axe violations`, async () => {
      for (const width of [1280, 1000, 700, 400]) {
        const page = await openHome(site.path, width);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `horizontal overflow at ${width}px`).toBeLessThanOrEqual(0);
        if (width === 1280 || width === 400) expect(await seriousAxeViolations(page)).toEqual([]);
        await page.screenshot({ path: path.join(shots, `${site.name}-${width}.png`), fullPage: true });
        await page.close();
      }
    });
  }
});

describe('the header', () => {
  it('opens the all-menu drawer by its toggle and closes it on the backdrop', async () => {
    const page = await openHome('/Middle', 1280);
    await page.getByRole('button', { name: '전체 메뉴', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: '전체 메뉴' });
    await drawer.waitFor();
    expect(await drawer.getByRole('region', { name: '모바일 대출증' }).count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.mouse.click(40, 450);
    await drawer.waitFor({ state: 'detached' });
    await page.close();
  });

  it('toggles the popular-keyword panel, showing the logged keywords or its empty state', async () => {
    const page = await openHome('/', 1280);
    const toggle = page.getByRole('button', { name: '인기 검색어' });
    await toggle.click();
    const panel = page.getByRole('region', { name: '오늘의 인기 검색어' });
    // Other e2e files may have searched already: either today's list or the empty state is right.
    await panel
      .getByText('아직 집계된 인기 검색어가 없습니다.')
      .or(panel.getByRole('listitem').first())
      .waitFor();
    await toggle.click();
    await panel.waitFor({ state: 'detached' });
    await toggle.click();
    await panel.waitFor();
    await page.mouse.click(200, 700);
    await panel.waitFor({ state: 'detached' });
    await page.close();
  });

  it('at 400px opens the search box on the first click, searches on the second, clears on a click elsewhere', async () => {
    const page = await openHome('/', 400);
    const submit = page.getByRole('button', { name: '검색', exact: true });
    const input = page.getByRole('searchbox', { name: '검색어' });
    expect(await input.isVisible()).toBe(false);
    await submit.click();
    await input.waitFor();
    await input.fill('역사');
    await page.mouse.click(200, 600);
    await input.waitFor({ state: 'hidden' });
    await submit.click();
    expect(await input.inputValue()).toBe('');
    await input.fill('역사');
    await submit.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/SearchResult');
    expect(new URL(page.url()).searchParams.get('searchKeyword')).toBe('역사');
    await page.close();
  });

  it("answers an empty search with '검색어를 입력해주세요.' in an alert that Enter closes", async () => {
    const page = await openHome('/', 1280);
    await page.getByRole('button', { name: '검색', exact: true }).click();
    const alert = page.getByRole('alertdialog', { name: '알림' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('검색어를 입력해주세요.');
    const box = await alert.evaluate((el) => ({
      minWidth: getComputedStyle(el).minWidth,
      contentMaxHeight: getComputedStyle(el.querySelector('.dialog__content')!).maxHeight,
    }));
    expect(box).toEqual({ minWidth: '200px', contentMaxHeight: '140px' });
    await page.keyboard.press('a');
    expect(await alert.count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await alert.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/');
    await page.close();
  });
});

describe('the banner carousel', () => {
  it('moves on by itself within 2.5 s and stops when paused', async () => {
    const page = await openHome('/', 1280);
    const counter = page.locator('.banner__counter');
    const first = await counter.textContent();
    await expect.poll(() => counter.textContent(), { timeout: 4000 }).not.toBe(first);
    await page.getByRole('button', { name: '자동 넘김 멈춤' }).click();
    const paused = await counter.textContent();
    await page.mouse.move(0, 0);
    await page.waitForTimeout(3200);
    expect(await counter.textContent()).toBe(paused);
    await page.close();
  });

  it('holds still while the pointer is on the slides, and a pause outlasts the pointer leaving them', async () => {
    const page = await openHome('/', 1280);
    const counter = page.locator('.banner__counter');
    await page.locator('.banner__viewport').hover();
    const held = await counter.textContent();
    await page.waitForTimeout(3200);
    expect(await counter.textContent()).toBe(held);
    await page.mouse.move(0, 0);
    await expect.poll(() => counter.textContent(), { timeout: 4000 }).not.toBe(held);
    await page.getByRole('button', { name: '자동 넘김 멈춤' }).click();
    const paused = await counter.textContent();
    await page.locator('.banner__viewport').hover();
    await page.mouse.move(0, 0);
    await page.waitForTimeout(3200);
    expect(await counter.textContent()).toBe(paused);
    await page.close();
  });
});

describe('the menus', () => {
  it('records a menu click in the statistics through the real server', async () => {
    const page = await openHome('/', 1280);
    const recorded = page.waitForResponse((r) => r.url().includes('/schome/service/statistics/menu'));
    await page.getByRole('button', { name: '전체 메뉴', exact: true }).click();
    await page.getByRole('dialog', { name: '전체 메뉴' }).getByRole('link', { name: '통합검색' }).click();
    const response = await recorded;
    expect(response.status()).toBe(200);
    expect((await response.json()).data.clickCount).toBeGreaterThanOrEqual(1);
    await page.close();
  });
});
