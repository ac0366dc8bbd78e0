import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { closeAlertDialog, loginWithForm } from './auth-fixtures.ts';
import { browserForTests, expectNoSeriousViolations, screenshotDir } from './browser.ts';

const baseURL = inject('baseURL');
const shots = screenshotDir('marathon');
const { newPage } = browserForTests();

const shoot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });

/** The marathon badge's lv3 card: "n / 5회" counts every marathon finished (up to 5). */
async function marathonBadgeCount(page: Page): Promise<number> {
  await page.goto(`${baseURL}/Elementary/MyBadge`);
  const row = page.getByRole('region', { name: '독서마라톤 배지' });
  await row.waitFor();
  const text = (await row.getByRole('listitem').last().textContent()) ?? '';
  return Number(/(\d+) \/ \d+회/.exec(text)?.[1] ?? Number.NaN);
}

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());
const inDays = (n: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date(Date.now() + n * 86_400_000));

describe('reading marathon', () => {
  it("teacher1 creates a 'target 3 books' marathon in four steps; student1 joins, writes three diaries and reaches 100 %", async () => {
    const teacher = await newPage(390);
    const t = teacher.page;
    await loginWithForm(t, baseURL, 'teacher1');

    // Step 1: the kind; nothing chosen is refused with the contract's message.
    await t.goto(`${baseURL}/Elementary/CreateMarathonStep1`);
    await t.getByRole('button', { name: '다음' }).click();
    await t.getByText('독서마라톤 종류를 선택해주세요.').waitFor();
    await t.getByRole('radio', { name: /목표 권수·쪽수/ }).check();
    await expectNoSeriousViolations(t);
    await shoot(t, 'create-step1-390');
    await t.getByRole('button', { name: '다음' }).click();

    // Step 2: basic information; the privacy bound starts at 02 (우리 학교 공개).
    await t.waitForURL(/CreateMarathonStep2/);
    await expect.poll(() => t.getByRole('radio', { name: '우리 학교 공개' }).isChecked()).toBe(true);
    await t.getByRole('button', { name: '다음' }).click();
    await t.getByText('독서마라톤 이름을 입력해주세요.').waitFor();
    const name = `5학년 세 권 달리기 ${Date.now() % 100000}`;
    await t.getByLabel('독서마라톤 이름').fill(name);
    await t.getByLabel('소개').fill('한 달 동안 좋아하는 책 세 권을 읽고 독서일지를 써요.');
    await t.getByLabel('시작일').fill(today());
    await t.getByLabel('종료일').fill(inDays(30));
    await t.getByLabel('키워드').fill('세 권');
    await expectNoSeriousViolations(t);
    await shoot(t, 'create-step2-390');
    await t.getByRole('button', { name: '다음' }).click();

    // Step 3 (target): back to step 2 keeps what was typed, then on.
    await t.waitForURL(/CreateMarathonStep3target/);
    await t.getByRole('link', { name: '이전' }).click();
    await t.waitForURL(/CreateMarathonStep2/);
    await expect.poll(() => t.getByLabel('독서마라톤 이름').inputValue()).toBe(name);
    await t.getByRole('button', { name: '다음' }).click();
    await t.waitForURL(/CreateMarathonStep3target/);
    await t.getByRole('button', { name: '다음' }).click();
    await t.getByText('목표를 1 이상의 숫자로 입력해주세요.').waitFor();
    await t.getByLabel('목표 권수').fill('3');
    await expectNoSeriousViolations(t);
    await shoot(t, 'create-step3-target-390');
    await t.getByRole('button', { name: '다음' }).click();

    // Step 4: review and publish.
    await t.waitForURL(/CreateMarathonStep4/);
    await t.getByText('3권').first().waitFor();
    await expectNoSeriousViolations(t);
    await shoot(t, 'create-step4-390');
    await t.getByRole('button', { name: '독서마라톤 시작하기' }).click();
    await closeAlertDialog(t, '독서마라톤이 만들어졌습니다.');
    await t.waitForURL(/contestMarathonDetail\?readingMarathonKey=\d+/);
    const key = new URL(t.url()).searchParams.get('readingMarathonKey');

    // student1: the badge's count before, then join and three diaries of three books.
    const student = await newPage(1280);
    const s = student.page;
    await loginWithForm(s, baseURL, 'student1');
    const before = await marathonBadgeCount(s);
    await s.goto(`${baseURL}/Elementary/contestMarathonDetail?readingMarathonKey=${key}`);
    await s.getByRole('heading', { name }).waitFor();
    await s.getByRole('button', { name: '참여하기' }).click();
    await closeAlertDialog(s, '독서마라톤에 참여했습니다.');
    for (const [i, rate] of [33, 66, 100].entries()) {
      await s.goto(`${baseURL}/Elementary/createReadingDiary?readingMarathonKey=${key}`);
      await s.getByLabel('읽은 책').fill('어린');
      await s.getByLabel('읽은 책').press('Enter');
      const choose = s.getByRole('button', { name: /선택$/ });
      await expect.poll(() => choose.count()).toBeGreaterThan(2);
      await choose.nth(i).click();
      await s.getByText(/^고른 책:/).waitFor();
      await s.getByLabel('읽은 쪽수').fill(String(100 + i * 20));
      await s.getByLabel('느낀 점').fill(`${i + 1}번째 책을 읽고 주인공처럼 끝까지 해 보고 싶어졌다.`);
      if (i === 0) {
        await expectNoSeriousViolations(s);
        await shoot(s, 'create-diary-1280');
      }
      await s.getByRole('button', { name: '저장' }).click();
      await closeAlertDialog(s, `나의 진행률 ${rate}%`);
      await s.waitForURL(/contestMarathonDiary/);
    }
    await expectNoSeriousViolations(s);
    await shoot(s, 'diary-overview-1280');

    await s.goto(`${baseURL}/Elementary/contestMarathonDetail?readingMarathonKey=${key}`);
    await s.getByText('나의 진행률 100%').first().waitFor();
    await expect.poll(() => s.getByText(/완주/).count()).toBeGreaterThan(0);
    await expectNoSeriousViolations(s);
    await shoot(s, 'detail-student-1280');
    await expect.poll(() => marathonBadgeCount(s)).toBe(Math.min(before + 1, 5));

    // The maker's detail at 1280: every participant's progress as a table and a chart.
    await t.setViewportSize({ width: 1280, height: 900 });
    await t.goto(`${baseURL}/Elementary/contestMarathonDetail?readingMarathonKey=${key}`);
    const table = t.locator('.marathon-table');
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    await expect.poll(() => table.textContent()).toContain('100%');
    await t.getByRole('figure').first().waitFor();
    await expectNoSeriousViolations(t);
    await shoot(t, 'detail-maker-1280');
    await teacher.context.close();
    await student.context.close();
  });

  it('shows step 3 for chosen books and for a subject at 390 px, keeping step 2 when the kind changes', async () => {
    const { page: t, context } = await newPage(390);
    await loginWithForm(t, baseURL, 'teacher1');
    await t.goto(`${baseURL}/Elementary/CreateMarathonStep1`);
    await t.getByRole('radio', { name: /지정 도서/ }).check();
    await t.getByRole('button', { name: '다음' }).click();
    await t.getByLabel('독서마라톤 이름').fill('겨울 지정도서 읽기');
    await t.getByLabel('소개').fill('선생님이 고른 책을 함께 읽어요.');
    await t.getByLabel('종료일').fill(inDays(20));
    await t.getByRole('button', { name: '다음' }).click();
    await t.waitForURL(/CreateMarathonStep3specific/);
    await t.getByLabel('책 찾기').fill('어린');
    await t.getByLabel('책 찾기').press('Enter');
    const choose = t.getByRole('button', { name: /선택$/ });
    await expect.poll(() => choose.count()).toBeGreaterThan(1);
    await choose.nth(0).click();
    await choose.nth(1).click();
    await expect.poll(() => t.locator('.marathon-chosen li').count()).toBe(2);
    await expectNoSeriousViolations(t);
    await shoot(t, 'create-step3-specific-390');

    // Back to step 1 for another kind: step 2 still holds what was typed.
    await t.getByRole('link', { name: '이전' }).click();
    await t.getByRole('link', { name: '이전' }).click();
    await t.waitForURL(/CreateMarathonStep1/);
    await t.getByRole('radio', { name: /주제 도서/ }).check();
    await t.getByRole('button', { name: '다음' }).click();
    await expect.poll(() => t.getByLabel('독서마라톤 이름').inputValue()).toBe('겨울 지정도서 읽기');
    await t.getByRole('button', { name: '다음' }).click();
    await t.waitForURL(/CreateMarathonStep3subject/);
    await t.getByLabel('주제(KDC)').selectOption('8');
    await t.getByLabel('읽을 책 권수').fill('2');
    await expectNoSeriousViolations(t);
    await shoot(t, 'create-step3-subject-390');
    await t.getByRole('button', { name: '다음' }).click();
    await t.waitForURL(/CreateMarathonStep4/);
    await t.getByText('문학 책 2권').waitFor();
    await context.close();
  });

  it('lists the school marathons four to a page and the recommended ones, without serious axe violations', async () => {
    const { page, context } = await newPage(390);
    await loginWithForm(page, baseURL, 'student1');
    await page.goto(`${baseURL}/Elementary/contestMarathon`);
    const cards = page.locator('.marathon-card');
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    expect(await cards.count()).toBeLessThanOrEqual(4);
    await expectNoSeriousViolations(page);
    await shoot(page, 'school-list-390');
    await page.getByRole('button', { name: '참여중' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: '참여중' }).getAttribute('aria-pressed'))
      .toBe('true');
    await page.goto(`${baseURL}/Elementary/ReadingMarathon`);
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    await expectNoSeriousViolations(page);
    await shoot(page, 'recommend-list-390');
    await context.close();
  });
});
