import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { closeAlertDialog, loginWithForm } from './auth-fixtures.ts';
import { browserForTests, expectNoSeriousViolations, screenshotDir, shootAtBothWidths } from './browser.ts';

const baseURL = inject('baseURL');
const shots = screenshotDir('debate');
const { newPage } = browserForTests();
const run = Date.now().toString(36);

const tally = (page: Page) => page.getByRole('region', { name: '투표 결과' });

describe('balance games', () => {
  it('student1 proposes, teacher1 approves, student1 and student5 vote and both see the live tally', async () => {
    const [s1, teacher, s5] = await Promise.all([newPage(1280), newPage(1280), newPage(390)]);
    await loginWithForm(s1.page, baseURL, 'student1');
    await loginWithForm(teacher.page, baseURL, 'teacher1');
    await loginWithForm(s5.page, baseURL, 'student5');
    const title = `샬롯이라면 윌버를 도울까? ${run}`;

    // student1 proposes: it waits for a teacher.
    const student = s1.page;
    await student.goto(`${baseURL}/BalanceCreate`);
    await student.getByLabel('질문', { exact: true }).fill(title);
    await student.getByLabel('책 제목').fill('샬롯의 거미줄');
    await student.getByLabel('A 선택지').fill('거미줄에 글자를 쓴다');
    await student.getByLabel('B 선택지').fill('모른 척한다');
    await expectNoSeriousViolations(student);
    await student.getByRole('button', { name: '저장' }).click();
    await closeAlertDialog(student, '선생님이 승인하면 투표가 시작됩니다.');
    await student.getByText('승인 대기', { exact: true }).waitFor();
    const balanceKey = new URL(student.url()).searchParams.get('balanceKey');
    expect(balanceKey).toMatch(/^\d+$/);

    // teacher1 approves it on BalanceApproval.
    const board = teacher.page;
    await board.goto(`${baseURL}/BalanceApproval`);
    const card = board.getByRole('listitem').filter({ hasText: title });
    await card.waitFor();
    await shootAtBothWidths(board, shots, 'balance-approval');
    await card.getByRole('button', { name: '승인', exact: true }).click();
    await closeAlertDialog(board, '승인되었습니다. 투표가 시작됩니다.');
    await expect.poll(() => board.getByRole('listitem').filter({ hasText: title }).count()).toBe(0);

    // student1 votes A; student5 (390 px) votes B; student1's open page follows the tally live.
    await student.goto(`${baseURL}/BalanceDetail?balanceKey=${balanceKey}`);
    await student.getByRole('button', { name: /^A 거미줄에 글자를 쓴다: 이쪽을 골라요/ }).click();
    await expect.poll(() => tally(student).textContent()).toContain('A 거미줄에 글자를 쓴다 1표 (100%)');
    await s5.page.goto(`${baseURL}/BalanceDetail?balanceKey=${balanceKey}`);
    await s5.page.getByRole('button', { name: /^B 모른 척한다: 이쪽을 골라요/ }).click();
    await expect.poll(() => tally(s5.page).textContent()).toContain('B 모른 척한다 1표 (50%)');
    await expect
      .poll(() => tally(student).textContent(), { timeout: 15_000 })
      .toContain('B 모른 척한다 1표 (50%)');
    expect(await tally(student).textContent()).toContain('모두 2명이 투표했어요.');

    // student1 changes her mind: still one vote each side... now two for B.
    await student.getByRole('button', { name: /^B 모른 척한다: 이쪽으로 바꾸기/ }).click();
    await expect.poll(() => tally(student).textContent()).toContain('B 모른 척한다 2표 (100%)');
    await student.getByRole('radio', { name: 'B 모른 척한다' }).check();
    await student.getByLabel('댓글 내용').fill('윌버가 스스로 해내야 한다고 생각했어요.');
    await student.getByRole('button', { name: '등록', exact: true }).click();
    await student.getByText('윌버가 스스로 해내야 한다고 생각했어요.').waitFor();
    await shootAtBothWidths(student, shots, 'balance-detail');
    await expectNoSeriousViolations(s5.page);
    await s5.page.screenshot({ path: `${shots}/balance-detail-student5-390.png`, fullPage: true });
    for (const p of [s1, teacher, s5]) await p.context.close();
  }, 120_000);
});

describe('discussion rooms', () => {
  it('teacher1 opens a pro/con room, student1 posts on the pro side, teacher1 hides a comment', async () => {
    const [teacher, s1, s5] = await Promise.all([newPage(1280), newPage(1280), newPage(390)]);
    await loginWithForm(teacher.page, baseURL, 'teacher1');
    await loginWithForm(s1.page, baseURL, 'student1');
    await loginWithForm(s5.page, baseURL, 'student5');
    const title = `『마당을 나온 암탉』 찬반 토론 ${run}`;

    const board = teacher.page;
    await board.goto(`${baseURL}/ReadingDiscussionForm`);
    await board.getByLabel('토론 제목').fill(title);
    await board.getByLabel('토론 질문').fill('잎싹이 마당을 나온 것은 옳은 선택이었을까요?');
    await board.getByLabel('책 제목').fill('마당을 나온 암탉');
    await board.getByLabel('찬반 토론 (찬성·반대를 골라 의견 쓰기)').check();
    await shootAtBothWidths(board, shots, 'discussion-form');
    await board.getByRole('button', { name: '저장' }).click();
    await closeAlertDialog(board, '토론방이 저장되었습니다.');
    await board.getByRole('heading', { name: title }).waitFor();
    const roomKey = new URL(board.url()).searchParams.get('roomKey');
    expect(roomKey).toMatch(/^\d+$/);

    // student1 posts on the pro side; student5 posts off topic.
    const student = s1.page;
    await student.goto(`${baseURL}/readingDiscussionRoom`);
    await student.getByRole('link', { name: title }).click();
    await student.getByRole('radio', { name: '찬성' }).check();
    await student.getByLabel('댓글 내용').fill('꿈을 위해 용기를 낸 잎싹이 옳았다고 생각해요.');
    await student.getByRole('button', { name: '등록', exact: true }).click();
    const mine = student
      .locator('article.comment')
      .filter({ hasText: '꿈을 위해 용기를 낸 잎싹이 옳았다고 생각해요.' });
    await mine.getByText('찬성', { exact: true }).waitFor();
    await s5.page.goto(`${baseURL}/ReadingDiscussionDetail?roomKey=${roomKey}`);
    await s5.page.getByRole('radio', { name: '반대' }).check();
    await s5.page.getByLabel('댓글 내용').fill('오늘 급식 맛있었어요!');
    await s5.page.getByRole('button', { name: '등록', exact: true }).click();
    await s5.page.getByText('오늘 급식 맛있었어요!').waitFor();
    await shootAtBothWidths(student, shots, 'discussion-detail');

    // student1 reports it; it waits in teacher1's queue on the room list.
    await student.reload();
    const reported = student.locator('article.comment').filter({ hasText: '오늘 급식 맛있었어요!' });
    await reported.getByRole('button', { name: '신고' }).click();
    await reported.getByLabel('신고 사유').fill('토론 주제와 관계없는 글이에요.');
    await reported.getByRole('button', { name: '신고하기' }).click();
    await closeAlertDialog(student, '신고가 접수되었습니다.');
    await board.goto(`${baseURL}/readingDiscussionRoom`);
    const queue = board.getByRole('region', { name: /신고된 댓글/ });
    await expect.poll(() => queue.textContent()).toContain('토론 주제와 관계없는 글이에요.');
    await shootAtBothWidths(board, shots, 'discussion-list-teacher');
    await board.goto(`${baseURL}/ReadingDiscussionDetailTeacher?roomKey=${roomKey}`);

    // teacher1 hides the off-topic comment on the teacher's page; classmates see it hidden.
    const offTopic = board.locator('article.comment').filter({ hasText: '오늘 급식 맛있었어요!' });
    await offTopic.getByRole('button', { name: '숨기기' }).click();
    await offTopic.getByText('숨김', { exact: true }).waitFor();
    await shootAtBothWidths(board, shots, 'discussion-teacher');
    await student.reload();
    await student.getByText('선생님이 숨긴 댓글입니다.').waitFor();
    expect(await student.getByText('오늘 급식 맛있었어요!').count()).toBe(0);
    for (const p of [s1, teacher, s5]) await p.context.close();
  }, 120_000);
});

describe('reading newsgroups', () => {
  it('shows another school’s topic with a masked name and takes an answer', async () => {
    const s1 = await newPage(1280);
    await loginWithForm(s1.page, baseURL, 'student1');
    await s1.page.goto(`${baseURL}/ReadingNewsGroup`);
    const topic = s1.page.getByRole('listitem').filter({ hasText: '가장 용감한 인물' });
    await expect.poll(() => topic.textContent()).toContain('오*린');
    await topic.getByRole('link').click();
    await s1.page.getByLabel('댓글 내용').fill(`론도 체스 판에서 용감했어요 ${run}`);
    await s1.page.getByRole('button', { name: '등록', exact: true }).click();
    await s1.page.getByText(`론도 체스 판에서 용감했어요 ${run}`).waitFor();
    await shootAtBothWidths(s1.page, shots, 'newsgroup-topic');
    await s1.context.close();
  }, 60_000);
});
