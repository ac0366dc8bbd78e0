import { describe, inject, it } from 'vitest';
import { closeAlertDialog, loginWithForm } from './auth-fixtures.ts';
import { browserForTests, expectNoSeriousViolations, screenshotDir, shootAtBothWidths } from './browser.ts';

const baseURL = inject('baseURL');
const shots = screenshotDir();
const { newPage } = browserForTests();

describe('reading-report contests', () => {
  it('teacher1 opens a contest, student1 submits a report, teacher1 awards it and publishes; both see the result', async () => {
    const [teacher, student] = await Promise.all([newPage(1280), newPage(390)]);
    await loginWithForm(teacher.page, baseURL, 'teacher1');
    await loginWithForm(student.page, baseURL, 'student1');
    const tp = teacher.page;
    const sp = student.page;

    // MyContestManage: the teacher opens a contest for the school with a period.
    const title = `겨울방학 독후감 대회 ${Date.now() % 100000}`;
    await tp.goto(`${baseURL}/Elementary/MyContestManage`);
    const form = tp.getByRole('region', { name: '새 독후감 대회 열기' });
    await form.getByLabel('대회 이름').fill(title);
    await form.getByLabel('주제').fill('용기와 우정에 대한 책');
    await form
      .getByLabel('응모 방법·심사 기준')
      .fill('내가 쓴 독후감 한 편을 응모합니다. 생각의 깊이와 표현을 봅니다.');
    await form.getByLabel('응모 시작일').fill('2020-01-01');
    await form.getByLabel('응모 마감일').fill('2099-12-31');
    await shootAtBothWidths(tp, shots, 'report-contest-manage');
    await form.getByRole('button', { name: '대회 열기' }).click();
    await closeAlertDialog(tp, '대회를 저장했습니다.');
    await tp.getByRole('heading', { level: 2, name: title }).waitFor();
    const detailUrl = tp.url();

    // readingReportContest → readingContestDetail: student1 submits one of her reading reports.
    await sp.goto(`${baseURL}/Elementary/readingReportContest`);
    await sp.getByRole('link', { name: title }).click();
    await sp.getByRole('heading', { level: 2, name: title }).waitFor();
    const choice = sp.getByLabel('응모할 독후감');
    const value = await choice
      .locator('option', { hasText: '용기를 배운 이야기' })
      .first()
      .getAttribute('value');
    await choice.selectOption(value!);
    await sp.getByRole('button', { name: '응모하기' }).click();
    await closeAlertDialog(sp, '응모했습니다.');
    await sp.getByText('응모작: 용기를 배운 이야기').waitFor();
    await shootAtBothWidths(sp, shots, 'report-contest-detail-student');

    // The teacher judges: score, award, comment; then publishes.
    await tp.goto(detailUrl);
    const judge = tp.getByRole('region', { name: '응모작 심사' });
    await judge.getByLabel('김하늘 학생 점수').fill('96');
    await judge.getByLabel('김하늘 학생 상').selectOption('01');
    await judge.getByLabel('김하늘 학생 심사평').fill('용기의 뜻을 자기 경험과 잘 이었어요.');
    await judge.getByRole('button', { name: '저장' }).click();
    await closeAlertDialog(tp, '심사 결과를 저장했습니다.');
    await shootAtBothWidths(tp, shots, 'report-contest-judge');
    await tp.getByRole('button', { name: '결과 발표' }).click();
    await tp.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
    await closeAlertDialog(tp, '결과를 발표했습니다.');
    await tp.getByRole('region', { name: '수상작' }).getByText('대상').waitFor();

    // The student sees the award on the contest and on MyContestManage, and has a notification.
    await sp.reload();
    await sp.getByText('대상 · 96점').waitFor();
    await sp.getByText('용기의 뜻을 자기 경험과 잘 이었어요.').waitFor();
    await sp.goto(`${baseURL}/Elementary/MyContestManage`);
    await sp.getByRole('link', { name: title }).waitFor();
    await expectNoSeriousViolations(sp);
    // 001 §7 myReadingContest: every kind the student took part in, each tab with its count.
    const kinds = sp.getByRole('tablist', { name: '나의 독서대회' });
    await kinds.getByRole('tab', { name: /독후감 대회 \(\d+\)/ }).waitFor();
    for (const name of [/독서마라톤 \(\d+\)/, /골든벨 \(\d+\)/, /밸런스 게임 \(\d+\)/]) {
      await kinds.getByRole('tab', { name }).click();
      await sp.getByRole('tabpanel').locator('.report-card, .board-state').first().waitFor();
    }
    await shootAtBothWidths(sp, shots, 'my-contest-manage-kinds');
    await sp.goto(`${baseURL}/Elementary/readingReportContest`);
    await sp.getByRole('link', { name: title }).waitFor();
    await shootAtBothWidths(sp, shots, 'report-contest-list');
  }, 120_000);

  it("operator1 opens nationwide contests; a Busan student finds the seeded nationwide contest beside the school's", async () => {
    const [operator, student] = await Promise.all([newPage(1280), newPage(1280)]);
    await loginWithForm(operator.page, baseURL, 'operator1');
    await loginWithForm(student.page, baseURL, 'student4');
    const op = operator.page;
    await op.goto(`${baseURL}/MyContestManage`);
    await op.getByRole('region', { name: '새 전국 독후감 대회 열기' }).waitFor();
    const mine = op.getByRole('region', { name: '내가 연 전국 독후감 대회' });
    await mine.getByRole('link', { name: '2026 전국 학생 독후감 대회' }).waitFor();
    await shootAtBothWidths(op, shots, 'report-contest-operator');

    const sp = student.page;
    await sp.goto(`${baseURL}/Elementary/readingReportContest`);
    await sp.getByRole('link', { name: '2026 전국 학생 독후감 대회' }).click();
    await sp.getByText('전국 대회').waitFor();
    await sp.getByRole('region', { name: '나의 응모' }).waitFor();
    await shootAtBothWidths(sp, shots, 'report-contest-nationwide');
  }, 120_000);
});
