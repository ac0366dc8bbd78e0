import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { alertDialog, loginWithForm } from './auth-fixtures.ts';
import { browserForTests, screenshotDir, seriousAxeViolations } from './browser.ts';

/** SearchWordManage (decision 014): a school librarian edits the block list and the banned words. */
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

const section = (page: Page, title: string) =>
  page.getByRole('main').getByRole('region', { name: new RegExp(`^${title}`) });

describe('word list editing', () => {
  it('manager1 blocks a term, and the header search then refuses it', async () => {
    const page = await chromium.browser.newPage({ viewport: { width: 1280, height: 900 } });
    // Unique per run, so a kept data directory never makes the term a duplicate.
    const term = `수행평가답${Date.now() % 100_000}`;
    await loginWithForm(page, baseURL, 'manager1');
    await page.goto(`${baseURL}/Elementary/SearchWordManage`);
    await page.getByRole('heading', { level: 1, name: '검색어·금지어 관리' }).waitFor();

    const blocks = section(page, '우리 학교 차단 검색어');
    await blocks.getByRole('listitem').first().waitFor();
    await blocks.getByLabel('차단할 검색어').fill(term);
    await blocks.getByRole('button', { name: '추가' }).click();
    await blocks.getByRole('listitem').filter({ hasText: term }).waitFor();
    await shoot(page, 'search-word-manage');

    // The header's search box, on the same page: the new term is refused with the spec's alert.
    const banner = page.getByRole('banner');
    await banner.getByRole('searchbox', { name: '검색어' }).fill(`${term} 모음`);
    await banner.getByRole('button', { name: '검색', exact: true }).click();
    await expect
      .poll(() => alertDialog(page).first().textContent({ timeout: 2000 }))
      .toContain('차단된 검색어입니다.');
    await alertDialog(page).getByRole('button', { name: '닫기' }).click();
    expect(new URL(page.url()).pathname).toBe('/Elementary/SearchWordManage');

    // Removing it (after the confirm) lets the same search through again.
    await blocks.getByRole('button', { name: `${term} 삭제` }).click();
    await alertDialog(page).getByRole('button', { name: '확인' }).click();
    await expect.poll(() => blocks.getByRole('listitem').filter({ hasText: term }).count()).toBe(0);
    await banner.getByRole('button', { name: '검색', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/Elementary/SearchResult');
    await page.close();
  });

  it('a banned word added by the manager reaches the cached list at once', async () => {
    const page = await chromium.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const word = `나쁜말${Date.now() % 100_000}`;
    await loginWithForm(page, baseURL, 'manager1');
    await page.goto(`${baseURL}/Elementary/SearchWordManage`);
    const banned = section(page, '금지어');
    await banned.getByRole('listitem').first().waitFor();
    // An empty word is refused before any request, with the contract's message.
    await banned.getByRole('button', { name: '추가' }).click();
    await expect
      .poll(() => alertDialog(page).first().textContent({ timeout: 2000 }))
      .toContain('금지어를 입력해주세요.');
    await alertDialog(page).getByRole('button', { name: '닫기' }).click();

    await banned.getByLabel('추가할 금지어').fill(word);
    await banned.getByRole('button', { name: '추가' }).click();
    await banned.getByRole('listitem').filter({ hasText: word }).waitFor();
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('blockWords') ?? '')).toContain(word);
    await banned.getByRole('button', { name: `${word} 삭제` }).click();
    await alertDialog(page).getByRole('button', { name: '확인' }).click();
    await expect.poll(() => banned.getByRole('listitem').filter({ hasText: word }).count()).toBe(0);
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('blockWords') ?? ''))
      .not.toContain(word);
    await page.close();
  });

  it('tells a teacher that the page is for librarians', async () => {
    const page = await chromium.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await loginWithForm(page, baseURL, 'teacher1');
    await page.goto(`${baseURL}/Elementary/SearchWordManage`);
    await page.getByRole('heading', { name: '학교도서관 관리자만 이용할 수 있습니다.' }).waitFor();
    expect(await page.getByLabel('차단할 검색어').count()).toBe(0);
    await page.close();
  });
});
