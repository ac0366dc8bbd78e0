import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { loginWithForm } from './auth-fixtures.ts';
import { browserForTests, screenshotDir, seriousAxeViolations } from './browser.ts';

const baseURL = inject('baseURL');
const shots = screenshotDir();

const chromium = browserForTests();

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: path.join(shots, `${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 400, height: 860 });
  await page.screenshot({ path: path.join(shots, `${name}-400.png`), fullPage: true });
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('book search', () => {
  it('student1 at 390 px: 해리포터 from the header reaches other schools with an inter-library request; 전천당 is one work; the classics are found (issue 35)', async () => {
    const context = await chromium.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await loginWithForm(page, baseURL, 'student1');
    const form = page.getByRole('banner').getByRole('search', { name: '도서 검색' });
    const input = form.getByRole('searchbox', { name: '검색어' });
    // On a phone the header's search is folded behind its button.
    if (!(await input.isVisible())) await form.getByRole('button', { name: '검색' }).click();
    await input.fill('해리포터');
    await input.press('Enter');
    const main = page.getByRole('main');
    const results = main.getByRole('region', { name: '검색 결과' });
    // The search starts at student1's school; the switch above the results counts every scope. When the
    // school has none the page widens by itself and says so; otherwise the reader widens it.
    const scopes = results.getByRole('navigation', { name: '검색 범위' });
    await scopes.waitFor({ timeout: 20_000 });
    expect(page.url()).toContain('neisCode=7130102');
    expect(await scopes.textContent()).toMatch(/우리 학교 \d+.*우리 지역 \d+.*전국 [1-9]/);
    if (!page.url().includes('scope=nation')) await scopes.getByRole('link', { name: /^전국/ }).click();
    await expect.poll(() => page.url()).toContain('scope=nation');
    await expect
      .poll(() => scopes.getByRole('link', { name: /^전국/ }).getAttribute('aria-current'))
      .toBe('page');
    if ((await scopes.textContent())!.includes('우리 학교 0')) {
      expect(await results.textContent()).toContain('우리 학교에는 없어요');
    }
    const items = results.locator('.result-list__item');
    expect(await items.count()).toBeGreaterThan(0);
    expect(await items.first().textContent()).toMatch(/다른 학교 \d+곳/);
    const ill = results.getByRole('link', { name: '상호대차 신청' }).first();
    await ill.waitFor();
    await page.screenshot({ path: path.join(shots, 'search-by-work-harry-390.png'), fullPage: true });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: path.join(shots, 'search-by-work-harry-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });

    // The action opens the work's copies, the other schools' with their status and call number.
    await ill.click();
    const holdings = main.getByRole('region', { name: '소장 정보' });
    await holdings.waitFor();
    expect(await holdings.textContent()).toMatch(/대출가능|대출중/);
    await page.screenshot({ path: path.join(shots, 'search-by-work-detail-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: path.join(shots, 'search-by-work-detail-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goBack();

    // 전천당: one result, its volumes beside the title, its series apart.
    const box = main.getByRole('searchbox').first();
    await box.fill('전천당');
    await box.press('Enter');
    const title = results.getByRole('heading', { level: 3 }).filter({ hasText: /^전천당/ });
    await expect.poll(() => title.count(), { timeout: 20_000 }).toBe(1);
    expect(await title.textContent()).toMatch(/^전천당 1–\d+/);
    await page.screenshot({ path: path.join(shots, 'search-by-work-volumes-390.png'), fullPage: true });

    // The classics pupils search for first.
    for (const keyword of ['어린 왕자', '권정생', '마당을 나온 암탉']) {
      await box.fill(keyword);
      await box.press('Enter');
      await expect
        .poll(() => decodeURIComponent(page.url()))
        .toContain(`searchKeyword=${keyword.replaceAll(' ', '+')}`);
      await expect.poll(() => results.getAttribute('aria-busy'), { timeout: 20_000 }).toBe('false');
      expect(await results.textContent(), keyword).toMatch(/검색 결과 [1-9][\d,]*건/);
      expect(await results.locator('.result-list__item').count(), keyword).toBeGreaterThan(0);
    }
    await context.close();
  });

  it('suggests 해리포터 for 헤리포터, skips to the results and focuses them after a search (issue 25.5)', async () => {
    const page = await chromium.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseURL}/SearchResult?searchKeyword=${encodeURIComponent('헤리포터')}&searchType=all`);
    const results = page.getByRole('region', { name: '검색 결과' });
    await expect.poll(() => results.textContent()).toContain("혹시 '해리포터'를 찾으셨나요?");
    await shoot(page, 'search-suggestion');
    await results.getByRole('link', { name: "'해리포터' 검색하기" }).click();
    const count = page.getByRole('heading', { name: /^검색 결과 \d+건$/ });
    await expect.poll(async () => Number((await count.textContent())!.replace(/\D/g, ''))).toBeGreaterThan(0);
    await expect.poll(() => count.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(page.url()).toContain(`searchKeyword=${encodeURIComponent('해리포터')}`);

    // The skip link jumps over the form and the filters to the results.
    const skip = page.getByRole('link', { name: '검색 결과로 건너뛰기' });
    await skip.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => results.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Tab');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('.result-list') !== null))
      .toBe(true);

    // A particle typed after the title: 완득이가 → 완득이, and the form's search moves focus too.
    const box = page.getByRole('main').getByRole('searchbox').first();
    await box.fill('완득이가');
    await box.press('Enter');
    await expect.poll(() => results.textContent()).toContain("혹시 '완득이'를 찾으셨나요?");
    await expect
      .poll(() =>
        page.getByRole('heading', { name: '검색 결과 0건' }).evaluate((el) => el === document.activeElement),
      )
      .toBe(true);
    await page.close();
  });

  it('searches from the result page the header opens, filters, pages and opens a book', async () => {
    const page = await chromium.browser.newPage({ viewport: { width: 1280, height: 900 } });
    // The header's search navigates here with exactly these parameters (spec 000 §2 SearchResult).
    await page.goto(
      `${baseURL}/SearchResult?searchKeyword=${encodeURIComponent('역사')}&searchType=all&provCode=A10`,
    );
    const count = page.getByRole('heading', { name: /^검색 결과 \d+건$/ });
    await count.waitFor();
    const total = Number((await count.textContent())!.replace(/\D/g, ''));
    expect(total).toBeGreaterThan(10);
    expect(await page.locator('.result-list__item').count()).toBe(10);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shoot(page, 'search-result');

    // Filter: literature only; the URL keeps it, so a reload shows the same results.
    await page.getByRole('checkbox', { name: '역사', exact: true }).check();
    await page.getByRole('button', { name: '필터 적용' }).click();
    await expect.poll(() => page.url()).toContain('kdcCode=9');
    await expect
      .poll(async () => Number((await count.textContent())!.replace(/\D/g, '')))
      .toBeLessThan(total);
    const filtered = await count.textContent();
    await page.reload();
    await count.waitFor();
    expect(await count.textContent()).toBe(filtered);

    // Page 2 when there is one, then back to the full list with clear-filter.
    await page.getByRole('button', { name: '필터 초기화' }).click();
    await expect.poll(() => page.url()).not.toContain('kdcCode');
    await page.locator('.search-page__results[aria-busy="false"]').waitFor();
    await page.getByRole('button', { name: /^2\s?쪽$/ }).click();
    await expect.poll(() => page.url()).toContain('page=2');
    await expect
      .poll(() => page.getByRole('button', { name: /^2\s?쪽$/ }).getAttribute('aria-current'))
      .toBe('page');

    // Page 1 stays on screen while page 2 loads; wait until the results are no longer busy.
    await page.locator('.search-page__results[aria-busy="false"]').waitFor();

    // Open a book: its detail page lists every copy with status.
    const first = page.locator('.result-list__title a').first();
    // The work's title (its volumes beside it are the list's, decision 240).
    const title = (await first.locator('span[lang="ko"]').first().textContent())!.trim();
    await first.click();
    await page.getByRole('heading', { level: 1, name: '도서 상세정보' }).waitFor();
    await expect.poll(() => page.getByRole('heading', { level: 2 }).first().textContent()).toContain(title);
    expect(await page.getByRole('columnheader', { name: '청구기호' }).count()).toBe(1);
    await shoot(page, 'search-detail');
    await page.close();
  });

  it('finds a book by initial consonants and by ISBN with hyphens', async () => {
    const page = await chromium.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseURL}/TotalSearch`);
    await shoot(page, 'total-search');
    await page.getByRole('main').getByRole('searchbox', { name: '검색어' }).fill('ㅇㄷㅇ');
    await page.getByRole('main').getByRole('button', { name: '검색' }).click();
    await expect.poll(() => page.locator('.result-list__title a').first().textContent()).toBe('완득이');
    await page.goto(`${baseURL}/SearchDetailISBN?isbn=978-89-364-3363-5`);
    await expect.poll(() => page.getByRole('heading', { level: 2 }).first().textContent()).toBe('완득이');
    await page.close();
  });

  it('searches one school’s library on its site', async () => {
    const page = await chromium.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(
      `${baseURL}/Elementary/SearchResult?searchKeyword=${encodeURIComponent('흔한남매')}&searchType=all&neisCode=7130102`,
    );
    await page.locator('.result-list__item').first().waitFor();
    const libraries = await page.locator('.result-list__holdings li').allTextContents();
    expect(libraries.length).toBeGreaterThan(0);
    for (const text of libraries) expect(text).toContain('서울가락초등학교');
    await page.getByRole('checkbox', { name: '다른 학교(상호대차) 도서 포함' }).check();
    await page.getByRole('button', { name: '필터 적용' }).click();
    await expect.poll(() => page.url()).toContain('otherSchool=Y');
    await expect
      .poll(async () =>
        (await page.locator('.result-list__holdings li').allTextContents()).some(
          (t) => !t.includes('서울가락초등학교'),
        ),
      )
      .toBe(true);
    await shoot(page, 'school-search-result');
    await page.close();
  });

  it('does not run the search for an empty or a blocked term', async () => {
    const page = await chromium.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const searches: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/alpasq/api/search')) searches.push(r.url());
    });
    await page.goto(`${baseURL}/TotalSearch`);
    const close = page.getByRole('alertdialog').getByRole('button', { name: '닫기' });
    await page.getByRole('main').getByRole('button', { name: '검색' }).click();
    await close.click();
    await page.getByRole('main').getByRole('searchbox', { name: '검색어' }).fill('도박');
    await page.getByRole('main').getByRole('button', { name: '검색' }).click();
    await close.click();
    await page.waitForTimeout(500);
    expect(searches).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/TotalSearch');
    await page.close();
  });

  it('shows the spec alerts for an empty and a blocked term in the dialog', async () => {
    const page = await chromium.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseURL}/TotalSearch`);
    const dialog = page.getByRole('alertdialog');
    await page.getByRole('main').getByRole('button', { name: '검색' }).click();
    await expect
      .poll(() => dialog.first().textContent({ timeout: 2000 }))
      .toContain('검색어를 입력해주세요.');
    await page.keyboard.press('Escape');
    await page.getByRole('main').getByRole('searchbox', { name: '검색어' }).fill('도박');
    await page.getByRole('main').getByRole('button', { name: '검색' }).click();
    await expect.poll(() => dialog.first().textContent({ timeout: 2000 })).toContain('차단된 검색어입니다.');
    await page.close();
  });
});
