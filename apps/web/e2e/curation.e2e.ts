import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { alertDialog, loginWithForm } from './auth-fixtures.ts';
import { browserForTests, screenshotDir, seriousAxeViolations } from './browser.ts';

const baseURL = inject('baseURL');
const shots = screenshotDir('curation');
const { newPage } = browserForTests();

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: path.join(shots, `${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 860 });
  await page.screenshot({ path: path.join(shots, `${name}-390.png`), fullPage: true });
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
}

const books = (page: Page) => page.getByTestId('curation-book');
/** Pages load a lazy chunk and call the server on a busy machine: conditions get time to come true. */
const wait = { timeout: 30_000 };
/** A walk through several pages on two busy cores. */
const LONG = 180_000;

describe('recommended books (issue 15)', () => {
  it(
    'shows popular books from the loans to a visitor, and filters them by level and period',
    async () => {
      const { context, page } = await newPage();
      await page.goto(`${baseURL}/PopularCuration`);
      await expect.poll(() => books(page).count(), wait).toBe(10);
      await expect.poll(() => books(page).first().textContent(), wait).toContain('대출');
      await page.getByLabel('학교급').selectOption('03');
      await page.getByLabel('기간').selectOption('all');
      await expect.poll(() => page.url(), wait).toContain('schLevelCode=03');
      await expect.poll(() => books(page).count(), wait).toBeGreaterThan(0);
      await shoot(page, 'popular-visitor');
      await context.close();
    },
    LONG,
  );

  it(
    "shows student1 every list with availability at her school, and her questionnaire's result",
    async () => {
      const { context, page } = await newPage();
      await loginWithForm(page, baseURL, 'student1', '/Elementary');
      await page.goto(`${baseURL}/Elementary/PopularCuration?mySchoolYn=Y`);
      await expect.poll(() => books(page).count(), wait).toBe(10);
      await expect.poll(() => books(page).first().textContent(), wait).toMatch(/대출 가능|모두 대출 중/);
      await shoot(page, 'popular-my-school');

      await page.getByRole('link', { name: '신착도서' }).click();
      await expect.poll(() => books(page).count(), wait).toBeGreaterThan(0);
      await expect.poll(() => books(page).first().textContent(), wait).toContain('등록일');
      await expect.poll(() => books(page).first().textContent(), wait).toMatch(/대출 가능|모두 대출 중/);
      await shoot(page, 'accession');

      await page.getByRole('link', { name: '기관 추천도서' }).click();
      await expect.poll(() => page.getByRole('heading', { name: '웃으며 읽는 과학' }).count(), wait).toBe(1);
      await expect.poll(() => books(page).count(), wait).toBeGreaterThan(3);
      await shoot(page, 'center');

      await page.getByRole('link', { name: '학생·교사 추천도서' }).click();
      await expect.poll(() => page.getByTestId('curation-pick').count(), wait).toBeGreaterThan(3);
      await page.getByRole('button', { name: '선생님 추천' }).click();
      await expect
        .poll(() => page.getByTestId('curation-pick').first().textContent(), wait)
        .toContain('정민아');
      await shoot(page, 'student-teacher');

      await page.goto(`${baseURL}/Elementary/ParticipationCustomizedProcess`);
      await page.getByLabel('몇 학년인가요?').selectOption('5');
      await page.getByLabel('자연과학').check();
      await page.getByLabel('짧은 동화·만화').check();
      await shoot(page, 'customized-process');
      await page.getByRole('button', { name: '추천 받기' }).click();
      await expect.poll(() => page.url(), wait).toContain('ParticipationCustomizedCurationResult');
      await expect.poll(() => books(page).count(), wait).toBeGreaterThan(0);
      await expect.poll(() => books(page).first().textContent(), wait).toContain("관심 분야 '자연과학'");
      await shoot(page, 'customized-result');

      // 000 §2 textbook books: /Textbook starts on student1's grade 5 with its subjects' books and holdings.
      await page.goto(`${baseURL}/Elementary/Textbook`);
      const textbookBooks = page.getByTestId('textbook-book');
      await expect.poll(() => page.getByLabel('학년', { exact: true }).inputValue(), wait).toBe('5');
      await expect.poll(() => textbookBooks.count(), wait).toBeGreaterThan(0);
      await expect.poll(() => textbookBooks.first().textContent(), wait).toContain('연계 단원');
      await expect.poll(() => textbookBooks.first().textContent(), wait).toMatch(/우리 학교/);
      await shoot(page, 'textbook-grade5-korean');
      await page.getByRole('button', { name: '과학', exact: true }).click();
      await expect.poll(() => page.url(), wait).toContain('subjectCode=SCI');
      await expect
        .poll(() => page.getByRole('heading', { level: 2, name: /5학년 과학 연계 도서/ }).count(), wait)
        .toBe(1);
      await expect.poll(() => textbookBooks.count(), wait).toBeGreaterThan(0);
      await expect.poll(() => textbookBooks.first().textContent(), wait).toMatch(/소장|소장 없음/);
      await shoot(page, 'textbook-grade5-science');
      await context.close();
    },
    LONG,
  );

  it(
    'lets teacher1 recommend a book that then shows on StudentCuration',
    async () => {
      const { context, page } = await newPage();
      await loginWithForm(page, baseURL, 'teacher1', '/Elementary');
      await page.goto(`${baseURL}/Elementary/RecommendedBookManage`);
      await page.getByRole('main').getByLabel('도서 검색', { exact: true }).fill('에그박사');
      await page.getByRole('main').getByRole('button', { name: '검색', exact: true }).click();
      const choose = page.getByRole('main').getByRole('button', { name: /선택$/ }).first();
      await choose.waitFor();
      await choose.click();
      await page.getByLabel('추천 이유').fill('곤충과 동물을 좋아하는 친구에게 권합니다.');
      await page.getByRole('button', { name: '등록' }).click();
      await expect.poll(() => alertDialog(page).textContent(), wait).toContain('저장되었습니다.');
      await alertDialog(page).getByRole('button', { name: '닫기' }).click();
      await expect
        .poll(() => page.getByTestId('curation-pick').first().textContent(), wait)
        .toContain('곤충과 동물을 좋아하는 친구에게 권합니다.');
      await shoot(page, 'recommended-book-manage');
      await page.goto(`${baseURL}/Elementary/StudentCuration?memberTypeCode=02`);
      await expect
        .poll(() => page.getByTestId('curation-pick').first().textContent(), wait)
        .toContain('곤충과 동물을 좋아하는 친구에게 권합니다.');
      await context.close();
    },
    LONG,
  );

  it(
    'lets student1 recommend on StudentCuration, shelve a listed book, and manage both on MyActivitesCuration',
    async () => {
      const { context, page } = await newPage();
      await loginWithForm(page, baseURL, 'student1', '/Elementary');
      await page.goto(`${baseURL}/Elementary/StudentCuration`);
      const main = page.getByRole('main');
      await main.getByText('나도 추천하기').click();
      await main.getByLabel('도서 검색', { exact: true }).fill('에그박사');
      await main.getByRole('button', { name: '검색', exact: true }).click();
      const choose = main.getByRole('button', { name: /선택$/ }).first();
      await choose.waitFor();
      await choose.click();
      await main.getByLabel('추천 이유').fill('그림이 많아서 동생도 같이 읽었어요.');
      await main.getByRole('button', { name: '등록' }).click();
      await expect.poll(() => alertDialog(page).textContent(), wait).toContain('저장되었습니다.');
      await alertDialog(page).getByRole('button', { name: '닫기' }).click();
      await expect
        .poll(() => page.getByTestId('curation-pick').first().textContent(), wait)
        .toContain('그림이 많아서 동생도 같이 읽었어요.');
      await shoot(page, 'student-curation-student');

      // "내 서재에 담기" on a recommended card: the same control as search's.
      const card = page.getByTestId('curation-pick').first().getByTestId('curation-book');
      await card.getByRole('button', { name: '내 서재에 담기' }).click();
      await card.getByRole('button', { name: '담기', exact: true }).click();
      await expect.poll(() => alertDialog(page).textContent(), wait).toMatch(/담았습니다|담긴 도서/);
      await alertDialog(page).getByRole('button', { name: '닫기' }).click();

      await page.goto(`${baseURL}/Elementary/MyActivitesCuration`);
      const mine = page.getByTestId('curation-pick');
      await expect
        .poll(() => mine.first().textContent(), wait)
        .toContain('그림이 많아서 동생도 같이 읽었어요.');
      await expect.poll(() => page.getByTestId('saved-survey').count(), wait).toBeGreaterThan(0);
      await mine
        .first()
        .getByRole('button', { name: /추천 이유 수정$/ })
        .click();
      const reason = page.getByLabel(/추천 이유$/).first();
      await reason.fill('동생과 함께 읽기 좋은 책이에요.');
      await page.getByRole('button', { name: '저장', exact: true }).click();
      await expect.poll(() => alertDialog(page).textContent(), wait).toContain('저장되었습니다.');
      await alertDialog(page).getByRole('button', { name: '닫기' }).click();
      await expect.poll(() => mine.first().textContent(), wait).toContain('동생과 함께 읽기 좋은 책이에요.');
      await shoot(page, 'my-activities-curation');
      await page
        .getByTestId('saved-survey')
        .first()
        .getByRole('link', { name: /추천 결과 보기$/ })
        .click();
      await expect.poll(() => page.url(), wait).toContain('ParticipationCustomizedCurationResult');
      await expect.poll(() => books(page).count(), wait).toBeGreaterThan(0);
      await context.close();
    },
    LONG,
  );

  it(
    "shows student2 books that follow from her loans, and the reading statistics' charts",
    async () => {
      const { context, page } = await newPage();
      await loginWithForm(page, baseURL, 'student2', '/Middle');
      await page.goto(`${baseURL}/Middle/MyAiCuration`);
      await expect.poll(() => books(page).count(), wait).toBeGreaterThan(0);
      await expect.poll(() => books(page).first().textContent(), wait).toContain('함께 빌린 책이에요');
      await shoot(page, 'my-ai');
      await page.goto(`${baseURL}/Middle/ReadingStatistics`);
      await expect.poll(() => page.locator('figure').count(), wait).toBe(6);
      await expect.poll(() => page.locator('figure svg').count(), wait).toBeGreaterThan(0);
      await shoot(page, 'statistics');
      await context.close();
    },
    LONG,
  );
});
