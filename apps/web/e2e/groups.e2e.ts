import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { closeAlertDialog, loginWithForm } from './auth-fixtures.ts';
import { browserForTests, expectNoSeriousViolations, screenshotDir, shootAtBothWidths } from './browser.ts';
import { pngImage } from './community-files.ts';

const baseURL = inject('baseURL');
const shots = screenshotDir();
const { newPage } = browserForTests();
const site = `${baseURL}/Elementary`;

/** Opens a club from the school's list by its name. */
async function openClub(page: Page, name: string) {
  await page.goto(`${site}/ReadingGroup`);
  await page.getByRole('link', { name }).click();
  await page.getByRole('heading', { level: 2, name }).waitFor();
}

describe('reading clubs', () => {
  it('student1 founds a club, teacher1 approves, student5 joins, posts a photo and a board post, and sees student1’s notice', async () => {
    const name = `별꽃 독서모임 ${Date.now() % 100000}`;
    const [founder, teacher, member] = await Promise.all([newPage(1280), newPage(1280), newPage(390)]);
    await loginWithForm(founder.page, baseURL, 'student1');
    await loginWithForm(teacher.page, baseURL, 'teacher1');
    await loginWithForm(member.page, baseURL, 'student5');
    const s1 = founder.page;
    const t1 = teacher.page;
    const s5 = member.page;

    // student1 founds the club: it waits for a teacher's approval (01).
    await s1.goto(`${site}/BookGroupForm`);
    await s1.getByLabel('동아리 이름').fill(name);
    await s1.getByLabel('활동 목적').fill('매주 수요일 점심시간에 동화를 함께 읽어요.');
    await s1.getByLabel('정원').fill('5');
    await s1.getByLabel('읽을 책').fill('어린 왕자\n샬롯의 거미줄');
    await expectNoSeriousViolations(s1);
    await s1.getByRole('button', { name: '저장' }).click();
    await closeAlertDialog(s1, '선생님이 승인하면 모집이 시작됩니다.');
    await s1.getByText('승인을 기다리는 동아리입니다.').waitFor();

    // teacher1 approves it: 01 → 02.
    await openClub(t1, name);
    await t1.getByRole('button', { name: '개설 승인' }).click();
    await closeAlertDialog(t1, '독서동아리 개설을 승인했습니다.');
    await expect.poll(() => t1.locator('.club-info .group-status').textContent()).toBe('모집 중');

    // student5 applies; before joining she cannot read the club's insides.
    await openClub(s5, name);
    await s5.getByText('독서동아리 회원만 볼 수 있습니다.', { exact: false }).waitFor();
    await s5.getByLabel('가입 인사 (선택)').fill('저도 함께 읽고 싶어요!');
    await s5.getByRole('button', { name: '가입 신청' }).click();
    await closeAlertDialog(s5, '가입을 신청했습니다.');

    // student1 (the leader) accepts her on the management page.
    await s1.reload();
    await s1.getByRole('link', { name: '동아리 관리' }).click();
    await s1.getByText('저도 함께 읽고 싶어요!', { exact: false }).waitFor();
    await shootAtBothWidths(s1, shots, 'club-manage');
    await s1.getByRole('button', { name: /수락/ }).click();
    await closeAlertDialog(s1, '가입을 수락했습니다.');

    // student5, now a member, adds a photo to the album and writes on the board.
    await s5.reload();
    await s5.getByRole('tab', { name: '사진첩' }).click();
    await s5
      .getByLabel('사진 파일')
      .setInputFiles({ name: '첫모임.png', mimeType: 'image/png', buffer: pngImage() });
    await s5.getByLabel('사진 설명').fill('첫 모임 날 도서관에서');
    await s5.getByRole('button', { name: '사진 올리기' }).click();
    await closeAlertDialog(s5, '사진을 올렸습니다.');
    await s5.getByRole('img', { name: '첫 모임 날 도서관에서' }).waitFor();
    await expect
      .poll(() =>
        s5
          .getByRole('img', { name: '첫 모임 날 도서관에서' })
          .evaluate((i: HTMLImageElement) => i.naturalWidth),
      )
      .toBeGreaterThan(0);
    await s5.getByRole('tab', { name: '게시판' }).click();
    await s5.getByRole('link', { name: '게시판 글쓰기' }).click();
    await s5.getByLabel('제목').fill('어린 왕자 1장 읽었어요');
    await s5.getByLabel('내용').fill('바오밥나무 이야기가 재미있었어요.');
    await s5.getByRole('button', { name: '저장' }).click();
    await s5.getByRole('heading', { level: 2, name: '어린 왕자 1장 읽었어요' }).waitFor();
    await s5.getByText('바오밥나무 이야기가 재미있었어요.').waitFor();
    // Members comment under board posts through the shared comment thread.
    await s5.getByLabel('댓글 내용').first().fill('다음 장도 같이 읽어요!');
    await s5.getByRole('button', { name: '등록' }).first().click();
    await s5.getByText('다음 장도 같이 읽어요!').waitFor();
    await expectNoSeriousViolations(s5);

    // student1 posts a notice; student5 sees it on the club's notices and reads it.
    await s1.getByRole('link', { name: '동아리로' }).click();
    await s1.getByRole('link', { name: '공지사항 글쓰기' }).click();
    await s1.getByLabel('제목').fill('수요일 모임은 도서관 3층에서');
    await s1.getByLabel('내용').fill('어린 왕자 1~5장을 읽어 오세요.');
    await s1.getByRole('button', { name: '저장' }).click();
    await s1.getByRole('heading', { level: 2, name: '수요일 모임은 도서관 3층에서' }).waitFor();

    await openClub(s5, name);
    await s5.getByRole('link', { name: '수요일 모임은 도서관 3층에서' }).waitFor();
    await s5.setViewportSize({ width: 1280, height: 900 });
    await s5.getByRole('tab', { name: '사진첩' }).click();
    await s5.getByRole('img', { name: '첫 모임 날 도서관에서' }).waitFor();
    await shootAtBothWidths(s5, shots, 'club-photos');
    await s5.getByRole('tab', { name: '공지사항' }).click();
    await shootAtBothWidths(s5, shots, 'club-home');
    await s5.getByRole('link', { name: '수요일 모임은 도서관 3층에서' }).click();
    await s5.getByText('어린 왕자 1~5장을 읽어 오세요.').waitFor();
    await shootAtBothWidths(s5, shots, 'club-notice');
  });

  it('shows the class reading to student5 and the teacher who is behind', async () => {
    const [teacher, student] = await Promise.all([newPage(1280), newPage(1280)]);
    await loginWithForm(teacher.page, baseURL, 'teacher1');
    await loginWithForm(student.page, baseURL, 'student5');
    await student.page.goto(`${site}/readingBookGroup`);
    await student.page.getByRole('link', { name: '5학년 2반 온책 읽기' }).click();
    await student.page.getByText('잎싹이 알을 품고 싶다고', { exact: false }).waitFor();
    await shootAtBothWidths(student.page, shots, 'book-group-student');
    await teacher.page.goto(`${site}/readingBookGroup`);
    await teacher.page.getByRole('link', { name: '5학년 2반 온책 읽기' }).first().click();
    await teacher.page.getByRole('table').waitFor();
    await expect.poll(() => teacher.page.locator('.reading-progress__behind').count()).toBeGreaterThan(0);
    await shootAtBothWidths(teacher.page, shots, 'book-group-teacher');
  });
});
