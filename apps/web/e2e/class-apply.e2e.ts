import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { alertDialog, closeAlertDialog, loginWithForm } from './auth-fixtures.ts';
import { browserForTests, screenshotDir, seriousAxeViolations } from './browser.ts';

const baseURL = inject('baseURL');
const shots = screenshotDir();
const { newPage } = browserForTests();

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: path.join(shots, `${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 860 });
  await page.screenshot({ path: path.join(shots, `${name}-390.png`), fullPage: true });
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('class application (issue 21, decision 150)', () => {
  it('teacher1 books a slot in the calendar, manager1 approves it, the calendar shows it taken and teacher1 is notified', async () => {
    const teacher = await newPage();
    const page = teacher.page;
    await loginWithForm(page, baseURL, 'teacher1');
    await page.goto(`${baseURL}/Elementary/applyClassCalendar`);
    const main = page.getByRole('main');
    // Two weeks ahead: past the demo's own bookings; the 6th period of the reading room is never seeded.
    await main.getByRole('button', { name: '다음 주' }).click();
    await main.getByRole('button', { name: '다음 주' }).click();
    const free = main.getByRole('link', { name: /6교시 도서관 열람실 신청 가능$/ }).first();
    await free.waitFor();
    await shoot(page, 'apply-class-calendar-week');
    const day = new URL((await free.getAttribute('href'))!, baseURL).searchParams.get('lessonDate')!;
    await free.click();

    await main.getByLabel('교과').waitFor();
    await expect.poll(() => main.getByLabel('수업 시간').inputValue()).not.toBe('');
    expect(await main.getByLabel('수업일').inputValue()).toBe(day);
    await main.getByLabel('학년').fill('3');
    await main.getByLabel('반', { exact: true }).fill('2');
    await main.getByLabel('학생 수').fill('24');
    await main.getByLabel('교과').fill('국어');
    await main.getByLabel('수업 목적').fill('그림책 함께 읽고 인물의 마음 말하기');
    await main.getByLabel('준비할 도서').fill('강아지똥 24권');
    await shoot(page, 'apply-class-form');
    await main.getByRole('button', { name: '신청하기' }).click();
    await closeAlertDialog(page, '수업 신청이 접수되었습니다.');
    await page.waitForURL(/applyClassDetail\?applyKey=\d+/);
    const applyKey = new URL(page.url()).searchParams.get('applyKey');
    await expect.poll(() => main.getByText('신청', { exact: true }).count()).toBe(1);
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.liveStream)).toBe('open');

    const manager = await newPage();
    await loginWithForm(manager.page, baseURL, 'manager1');
    await manager.page.goto(`${baseURL}/Elementary/applyClassList`);
    const mmain = manager.page.getByRole('main');
    await mmain.getByRole('link', { name: day }).first().waitFor();
    await shoot(manager.page, 'apply-class-list-manager');
    await manager.page.goto(`${baseURL}/Elementary/applyClassDetail?applyKey=${applyKey}`);
    await mmain.getByRole('button', { name: '승인', exact: true }).waitFor();
    await shoot(manager.page, 'apply-class-detail-decide');
    await mmain.getByRole('button', { name: '승인', exact: true }).click();
    await alertDialog(manager.page).getByRole('button', { name: '확인' }).click();
    await closeAlertDialog(manager.page, '수업 신청을 승인했습니다.');
    await expect.poll(() => mmain.getByText('승인', { exact: true }).count()).toBe(1);
    await shoot(manager.page, 'apply-class-detail-manager');
    await manager.context.close();

    // teacher1's open page hears of it without a reload; the calendar shows the slot taken by her class.
    await expect
      .poll(() => page.getByTestId('live-toast').textContent())
      .toContain('도서관 수업 신청이 승인되었습니다.');
    await page.goto(`${baseURL}/Elementary/applyClassCalendar`);
    await main.getByRole('button', { name: '월' }).click();
    const dayButton = main.getByRole('button', { name: new RegExp(`^${day}`) });
    await main.getByRole('table').first().waitFor();
    if ((await dayButton.count()) === 0) await main.getByRole('button', { name: '다음 월' }).click();
    await dayButton.click();
    const taken = main.getByRole('link', { name: /내 신청.*3학년 2반 국어/ });
    await expect.poll(() => taken.count()).toBe(1);
    await shoot(page, 'apply-class-calendar-month');
    await teacher.context.close();
  });

  it('manager1 publishes a closed day on the calendar and takes it back', async () => {
    const { context, page } = await newPage();
    await loginWithForm(page, baseURL, 'manager1');
    await page.goto(`${baseURL}/Elementary/applyClassCalendar`);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: '월' }).click();
    await main.getByRole('button', { name: '도서관 수업 운영 관리' }).click();
    const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date()).slice(0, 7);
    const day = `${month}-28`;
    await main.getByLabel('휴관 날짜').fill(day);
    await main.getByLabel('휴관 사유').fill('학교 행사');
    await main.getByRole('button', { name: '휴관일 등록' }).click();
    await closeAlertDialog(page, '저장되었습니다.');
    const remove = main.getByRole('button', { name: `${day} 휴관일 삭제` });
    await remove.waitFor();
    await expect.poll(() => main.getByRole('button', { name: `${day} 휴관`, exact: true }).count()).toBe(1);
    await shoot(page, 'apply-class-manage');
    await remove.click();
    await closeAlertDialog(page, '삭제되었습니다.');
    await expect.poll(() => remove.count()).toBe(0);
    await context.close();
  });

  it('a student on TeacherShareRoom sees 접근이 불가합니다.', async () => {
    const { context, page } = await newPage();
    await loginWithForm(page, baseURL, 'student1');
    await page.goto(`${baseURL}/Elementary/TeacherShareRoom`);
    await expect.poll(() => alertDialog(page).textContent()).toContain('접근이 불가합니다.');
    await context.close();
  });
});
