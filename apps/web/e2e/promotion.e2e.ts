import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { alertDialog, loginWithForm } from './auth-fixtures.ts';
import { browserForTests, screenshotDir, seriousAxeViolations } from './browser.ts';

/** The promotion pages (issue 22), against the real server and its seeded catalogue. */
const baseURL = inject('baseURL');
const shots = screenshotDir('promotion');
const chromium = browserForTests();

async function open(route: string): Promise<Page> {
  const page = await chromium.browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${baseURL}${route}`);
  return page;
}

/** Screenshots at 1280 and 390 px, no sideways scrolling on the phone, no serious axe violation. */
async function shoot(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: path.join(shots, `${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(shots, `${name}-390.png`), fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} scrolls sideways at 390px`).toBeLessThanOrEqual(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A point inside a country's shape on screen (the middle of its box may be sea: Japan is an arc). */
async function pointOnLand(page: Page, region: string): Promise<[number, number]> {
  const shape = page.locator(`path[data-region="${region}"]`);
  await shape.waitFor();
  return shape.evaluate((node) => {
    const path = node as SVGPathElement;
    const box = path.getBBox();
    const matrix = path.getScreenCTM();
    for (let i = 1; i < 20; i += 1) {
      for (let j = 1; j < 20; j += 1) {
        const point = new DOMPoint(box.x + (box.width * i) / 20, box.y + (box.height * j) / 20);
        if (matrix && path.isPointInFill(point)) {
          const screen = point.matrixTransform(matrix);
          return [screen.x, screen.y] as [number, number];
        }
      }
    }
    throw new Error(`no point inside ${path.dataset.region}`);
  });
}

const bookRows = (page: Page) => page.locator('.promotion-books .book-card');
const shelfHeading = (page: Page) => page.locator('.book-shelf__title');

describe('themed collections', () => {
  it('Novel opens on Korean novels with the operator’s introduction, switches collection and filters to available books', async () => {
    const page = await open('/Promotion/Novel/main');
    await page.getByRole('heading', { level: 1, name: '소설로 떠나는 여행' }).waitFor();
    await page.getByText('학교도서관에서 가장 많이 빌려 읽은').waitFor();
    await expect.poll(() => bookRows(page).count()).toBeGreaterThan(0);
    await shoot(page, 'novel');

    await page.getByRole('link', { name: '세계 소설' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/Promotion/Novel/world');
    await page.getByRole('heading', { level: 2, name: '세계 소설', exact: true }).waitFor();
    await page.getByRole('checkbox', { name: '대출 가능한 책만' }).check();
    await expect.poll(() => new URL(page.url()).searchParams.get('availableOnly')).toBe('Y');
    await expect.poll(() => page.locator('.promotion-books .holding-badge--out').count()).toBe(0);
    await expect
      .poll(() => page.locator('.promotion-books .holding-badge--available').count())
      .toBeGreaterThan(0);
    await page.close();
  });

  it('Human and Language list books for their first collection', async () => {
    for (const [route, title, name] of [
      ['/Promotion/Human/main', '인물로 읽는 세계', 'human'],
      ['/Promotion/Language/main', '언어로 만나는 세계', 'language'],
    ] as const) {
      const page = await open(route);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await expect.poll(() => bookRows(page).count()).toBeGreaterThan(0);
      await shoot(page, name);
      await page.close();
    }
  });
});

describe('travel: the world map', () => {
  it('a click on Japan lists books about Japan', async () => {
    const page = await open('/Promotion/Travel/main');
    await page.getByRole('heading', { level: 1, name: '여행 도서' }).waitFor();
    await expect.poll(() => shelfHeading(page).textContent()).toContain('세계 여행·문화 도서');
    await expect.poll(() => bookRows(page).count()).toBeGreaterThan(0);
    await shoot(page, 'travel-world');

    const [x, y] = await pointOnLand(page, 'japan');
    await page.mouse.click(x, y);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/Promotion/Travel/japan');
    await expect.poll(() => shelfHeading(page).textContent()).toContain('일본의 여행·문화 도서');
    await expect
      .poll(() => page.locator('.promotion-books .book-card__title').allTextContents())
      .toContainEqual(expect.stringContaining('일본'));
    await expect
      .poll(() => page.locator('path[data-region="japan"]').getAttribute('aria-pressed'))
      .toBe('true');
    await shoot(page, 'travel-japan');
    await page.close();
  });

  it('the keyboard reaches a country by Tab and chooses it with Enter or Space; the list does the same', async () => {
    const page = await open('/Promotion/Travel/main');
    const korea = page.getByRole('button', { name: /^대한민국, 도서 \d+권$/ });
    await korea.waitFor();
    // Tab from the travel page's own link in the promotion links until a country has focus.
    await page.getByRole('link', { name: '여행 도서' }).focus();
    let focused = '';
    for (let i = 0; i < 10 && !focused; i += 1) {
      await page.keyboard.press('Tab');
      focused = (await page.evaluate(() => document.activeElement?.getAttribute('data-region'))) ?? '';
    }
    expect(focused).not.toBe('');
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/Promotion/Travel/${focused}`);

    await page.locator('path[data-region="france"]').focus();
    await page.keyboard.press(' ');
    await expect.poll(() => shelfHeading(page).textContent()).toContain('프랑스의 여행·문화 도서');
    await expect.poll(() => bookRows(page).count()).toBeGreaterThan(0);

    await page.getByRole('navigation', { name: '나라 목록' }).getByRole('button', { name: /^중국/ }).click();
    await expect.poll(() => shelfHeading(page).textContent()).toContain('중국의 여행·문화 도서');
    await expect.poll(() => bookRows(page).count()).toBeGreaterThan(0);
    await page.close();
  });
});

describe('history of the day', () => {
  it('shows 3·1 on 0301 with books, moves to the next day (nearest days, said so) and picks 8월 15일', async () => {
    const page = await open('/Promotion/History/0301');
    await page.getByRole('heading', { level: 2, name: '3월 1일의 역사' }).waitFor();
    const event = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: '3·1 운동' }) });
    await event.waitFor();
    await expect.poll(() => event.locator('.book-card').count()).toBeGreaterThan(0);
    await shoot(page, 'history-0301');

    await page.getByRole('link', { name: /^다음 날/ }).click();
    await page.getByRole('heading', { level: 2, name: '3월 2일의 역사' }).waitFor();
    await page.getByRole('note').filter({ hasText: '가장 가까운 날' }).waitFor();

    await page.getByLabel('월', { exact: true }).selectOption('8');
    await page.getByLabel('일', { exact: true }).selectOption('15');
    await page.getByRole('button', { name: '보기' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/Promotion/History/0815');
    await page.getByRole('heading', { name: '8·15 광복' }).waitFor();
    await page.close();
  });

  it('opens on today from the menu’s address', async () => {
    const page = await open('/Promotion/History/main');
    await page.getByRole('heading', { level: 1, name: '오늘의 역사' }).waitFor();
    await expect.poll(() => page.locator('.history-event').count()).toBeGreaterThan(0);
    await shoot(page, 'history-today');
    await page.close();
  });
});

describe('operator introductions', () => {
  it('operator1 writes the world novels’ introduction in the staff console and readers see it', async () => {
    const page = await chromium.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await loginWithForm(page, baseURL, 'operator1');
    await page.goto(`${baseURL}/PromotionIntroManage?collectionKey=novel-world`);
    await page.getByRole('heading', { level: 1, name: '독서 진흥 소개글 관리' }).waitFor();
    const text = `세계 여러 나라의 이야기를 만나 보세요 ${Date.now() % 100_000}`;
    const editor = page.getByRole('textbox', { name: '소개글' });
    await editor.click();
    await page.keyboard.type(text);
    await shoot(page, 'intro-manage');
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await expect
      .poll(() => alertDialog(page).first().textContent({ timeout: 2000 }))
      .toContain('소개글을 저장했습니다.');
    await alertDialog(page).getByRole('button', { name: '닫기' }).click();

    await page.goto(`${baseURL}/Promotion/Novel/world`);
    await page.getByText(text).waitFor();
    await page.close();
  });
});
