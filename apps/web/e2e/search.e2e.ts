import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
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
  it('suggests 해리포터 for 헤리포터, skips to the results and focuses them after a search (issue 25.5)', async () => {
    const page = await chromium.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseURL}/SearchResult?searchKeyword=${encodeURIComponent('헤리포터')}&searchType=all`);
    const results = page.getByRole('region', { name: '검색 결과' });
    await expect.poll(() => results.textContent()).toContain("혹시 '해리포터'을(를) 찾으셨나요?");
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
    await expect.poll(() => results.textContent()).toContain("혹시 '완득이'을(를) 찾으셨나요?");
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
    const title = (await first.textContent())!.trim();
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
