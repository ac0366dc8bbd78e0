import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { alertDialog, closeAlertDialog, ensureStudent1Card, loginWithForm } from './auth-fixtures.ts';
import { browserForTests, screenshotDir, shootAtBothWidths } from './browser.ts';

const baseURL = inject('baseURL');
const shots = screenshotDir();
const { newPage } = browserForTests();

/** Screenshots at 1280 and 390 px, with axe-core on both (the shared helper). */
const shoot = (page: Page, name: string) => shootAtBothWidths(page, shots, name);

/** The report category's level-2 card: "n / 10회". */
async function reportProgress(page: Page): Promise<number> {
  const row = page.getByRole('region', { name: '독서활동 작성 배지' });
  await row.waitFor();
  const text = (await row.getByRole('listitem').nth(1).textContent()) ?? '';
  return Number(/(\d+) \/ 10회/.exec(text)?.[1] ?? Number.NaN);
}

describe('reading activities', () => {
  it('student1 writes a report on a recent loan; teacher1 comments, approves and recommends it', async () => {
    const student = await newPage();
    const page = student.page;
    await loginWithForm(page, baseURL, 'student1');
    await ensureStudent1Card(page, baseURL);
    await page.goto(`${baseURL}/Elementary/MyBadge`);
    const before = await reportProgress(page);

    await page.goto(`${baseURL}/Elementary/ParticipationContestList/recentLoanBooks`);
    const main = page.getByRole('main');
    await main
      .getByRole('link', { name: /독서활동 쓰기$/ })
      .first()
      .click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/Elementary/contestForm');
    const title = `용기에 대한 감상문 ${Date.now() % 100000}`;
    const sentence = '주인공이 친구를 위해 용기를 내는 장면이 가장 기억에 남았다.';
    await main.getByRole('radio', { name: /독서감상문/ }).check();
    await main.getByLabel('제목').fill(title);
    const editor = main.getByRole('textbox', { name: '내용' });
    await editor.click();
    await page.keyboard.type(sentence);
    await expect.poll(() => main.textContent()).toMatch(/\d+ \/ 8000 바이트/);
    await shoot(page, 'activity-form');
    await main.getByRole('button', { name: '제출하기' }).click();
    await closeAlertDialog(page, '제출되었습니다.');
    await expect
      .poll(() => new URL(page.url()).pathname)
      .toMatch(/\/Elementary\/ParticipationContestDetail\/\d+$/);
    const detailPath = new URL(page.url()).pathname;

    // teacher1 reviews it: a comment, approval, then a recommendation.
    const teacher = await newPage();
    const tp = teacher.page;
    await loginWithForm(tp, baseURL, 'teacher1');
    await tp.goto(`${baseURL}/Elementary/ParticipationActivityManageList`);
    await tp.getByRole('main').getByRole('link', { name: title }).click();
    const review = tp.getByRole('main');
    await review
      .getByRole('textbox', { name: '댓글', exact: true })
      .fill('주인공의 마음을 잘 읽었어요. 훌륭해요!');
    await review.getByRole('button', { name: '댓글 등록' }).click();
    await closeAlertDialog(tp, '댓글을 등록했습니다.');
    await review.getByRole('button', { name: '승인', exact: true }).click();
    await closeAlertDialog(tp, '승인했습니다.');
    await shoot(tp, 'activity-review');
    await review.getByRole('button', { name: '추천 활동으로 지정' }).click();
    await closeAlertDialog(tp, '추천 활동으로 지정했습니다.');
    await teacher.context.close();

    // student1 sees the comment, the notification and the badge progress.
    await page.goto(`${baseURL}${detailPath}`);
    await expect.poll(() => page.getByRole('main').textContent()).toContain('주인공의 마음을 잘 읽었어요.');
    await expect.poll(() => page.getByRole('main').textContent()).toContain('승인');
    await shoot(page, 'activity-detail');
    await page.goto(`${baseURL}/Elementary/MessageManage`);
    await expect
      .poll(() => page.getByRole('main').textContent())
      .toContain(`'${title}' 독서활동이 승인되었습니다.`);
    await page.goto(`${baseURL}/Elementary/MyBadge`);
    await expect.poll(() => reportProgress(page)).toBe(Math.min(before + 1, 10));

    // It is on RecommendList for everyone.
    await page.goto(`${baseURL}/Elementary/RecommendList`);
    await page.getByRole('main').getByRole('link', { name: title }).click();
    await expect.poll(() => page.getByRole('main').textContent()).toContain(sentence);
    await student.context.close();
  });

  it('teacher1 sets an assignment that student1 sees; student1 picks a book through the search and writes for it', async () => {
    // student1 is logged in before the assignment is set: the header's unread count (issue 37.2).
    const student = await newPage();
    const page = student.page;
    await loginWithForm(page, baseURL, 'student1');
    const bell = page.getByTestId('header-notification-count');
    const unread = async () => Number((await bell.textContent())?.replace(/\D/g, ''));
    await bell.waitFor();
    const unreadBefore = await unread();

    // teacher1: the assignment tab of the manage area (decision 137), a theme for 5-2 without a book.
    const teacher = await newPage();
    const tp = teacher.page;
    await loginWithForm(tp, baseURL, 'teacher1');
    await tp.goto(`${baseURL}/Elementary/ParticipationActivityManageList`);
    await tp.getByRole('main').getByRole('link', { name: '과제 관리' }).click();
    await expect.poll(() => new URL(tp.url()).search).toBe('?tab=subject');
    const subjectTitle = `내가 고른 책 한 문장 ${Date.now() % 100000}`;
    const form = tp.getByRole('region', { name: '과제 내기' });
    await form.getByLabel('과제 제목').fill(subjectTitle);
    await form.getByLabel('주제·안내').fill('스스로 고른 책에서 마음에 남은 문장을 골라 까닭을 써 보세요.');
    await form.getByLabel('학년').selectOption('5');
    await form.getByLabel('반', { exact: true }).fill('2');
    await form.getByLabel('마감일').fill('2099-12-24');
    await shoot(tp, 'subject-manage');
    await form.getByRole('button', { name: '과제 내기' }).click();
    await closeAlertDialog(tp, '과제를 등록했습니다.');
    await expect
      .poll(() => tp.getByRole('region', { name: '우리 학교 과제' }).textContent())
      .toContain(subjectTitle);
    await teacher.context.close();

    // student1's bell count rises, and the notification opens the class's assignments.
    const main = page.getByRole('main');
    await expect
      .poll(async () => {
        await page.reload();
        await bell.waitFor();
        return unread();
      })
      .toBeGreaterThan(unreadBefore);
    await bell.click();
    const notice = main.getByRole('listitem').filter({ hasText: `새 독서 과제: ${subjectTitle}` });
    await notice.getByRole('link', { name: '바로가기' }).click();
    await expect
      .poll(() => new URL(page.url()).pathname)
      .toBe('/Elementary/ParticipationContestList/subjectBooks');
    await main.getByRole('link', { name: `책 골라 쓰기 (과제 「${subjectTitle}」)` }).waitFor();

    // student1: the class's assignments, then the catalogue search keeping the assignment.
    // The member's own shelves, the private one included (shelfBooks).
    await page.goto(`${baseURL}/Elementary/ParticipationContestList/shelfBooks`);
    await expect.poll(() => main.textContent()).toContain('내 책장 「읽고 싶은 책」');
    await shoot(page, 'shelf-books');
    await page.goto(`${baseURL}/Elementary/ParticipationContestList/subjectBooks`);
    await main.getByRole('link', { name: `책 골라 쓰기 (과제 「${subjectTitle}」)` }).waitFor();
    await shoot(page, 'subject-list');
    await main.getByRole('link', { name: `책 골라 쓰기 (과제 「${subjectTitle}」)` }).click();
    await expect
      .poll(() => new URL(page.url()).pathname)
      .toBe('/Elementary/ParticipationContestList/searchBooks');
    await expect.poll(() => main.textContent()).toContain(`과제 「${subjectTitle}」로 쓸 책을 고르세요.`);
    await main.getByRole('searchbox', { name: '도서 검색' }).fill('의사 어벤저스');
    await main.getByRole('button', { name: '책 찾기' }).click();
    await expect.poll(() => main.textContent()).toMatch(/「의사 어벤저스」 검색 결과 [\d,]+건/);
    await shoot(page, 'book-search');
    await main
      .getByRole('link', { name: /^「의사 어벤저스.*독서활동 쓰기$/ })
      .first()
      .click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/Elementary/contestForm');
    expect(new URL(page.url()).searchParams.get('subjectKey')).toMatch(/^\d+$/);
    const title = `검색해서 고른 책 ${Date.now() % 100000}`;
    await main.getByRole('radio', { name: /한줄평/ }).check();
    await main.getByLabel('제목').fill(title);
    await main.getByRole('textbox', { name: '한줄평' }).fill('아픈 친구를 돕는 의사들이 멋졌다.');
    await main.getByRole('radio', { name: '4점' }).check();
    await main.getByRole('button', { name: '제출하기' }).click();
    await closeAlertDialog(page, '제출되었습니다.');
    await expect
      .poll(() => new URL(page.url()).pathname)
      .toMatch(/\/Elementary\/ParticipationContestDetail\/\d+$/);
    await expect.poll(() => main.textContent()).toContain(subjectTitle);
    expect(await main.textContent()).toContain('의사 어벤저스');

    // A student is turned away from the manage area's assignment tab.
    await page.goto(`${baseURL}/Elementary/ParticipationActivityManageList?tab=subject`);
    await expect.poll(() => alertDialog(page).textContent()).toContain('접근이 불가합니다.');
    await student.context.close();
  });
});
