import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { alertDialog, closeAlertDialog, loginWithForm } from './auth-fixtures.ts';
import { browserForTests, screenshotDir, seriousAxeViolations } from './browser.ts';

/** Service requests (issue 21 part 3, decision 152), on the real server. */
const baseURL = inject('baseURL');
const shots = screenshotDir('service-request');
const { newPage } = browserForTests();

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: path.join(shots, `${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 860 });
  await page.screenshot({ path: path.join(shots, `${name}-390.png`), fullPage: true });
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('service requests', () => {
  it('teacher1 raises a request with a category, operator1 answers it in the console, teacher1 sees 답변완료', async () => {
    const title = `학급 명단 동기화 요청 ${Date.now()}`;
    const teacher = await newPage();
    await loginWithForm(teacher.page, baseURL, 'teacher1');
    const page = teacher.page;
    await page.goto(`${baseURL}/Elementary/ServiceRequest`);
    const main = page.getByRole('main');
    await main.getByRole('link', { name: '새로 전학 온 학생이 우리 반 명단에 보이지 않아요' }).waitFor();
    await shoot(page, 'list');
    await main.getByRole('link', { name: '요청하기' }).first().click();

    await main.getByLabel('요청 분류').selectOption({ label: '계정·권한' });
    await main.getByLabel('제목').fill(title);
    await main.getByLabel('내용').fill('3학년 1반 명단이 학사 시스템과 다릅니다. 다시 맞춰 주세요.');
    await shoot(page, 'form');
    await main.getByRole('button', { name: '등록', exact: true }).click();
    await closeAlertDialog(page, '서비스 요청이 등록되었습니다.');
    await main.getByRole('heading', { level: 2, name: title }).waitFor();
    await main.getByText('답변대기').first().waitFor();
    const detailUrl = page.url();

    const operator = await newPage();
    await loginWithForm(operator.page, baseURL, 'operator1');
    await operator.page.goto(`${baseURL}/CommunityAnswerManage?tab=serviceRequest`);
    const console = operator.page.getByRole('main');
    await console.getByRole('link', { name: title }).click();
    await console.getByLabel('답변 내용').fill('학사 시스템과 다시 맞췄습니다. 내일 아침부터 반영됩니다.');
    await console.getByRole('button', { name: '답변 등록' }).click();
    await closeAlertDialog(operator.page, '답변이 등록되었습니다.');
    await console.getByText('답변완료').first().waitFor();
    await operator.context.close();

    await page.goto(detailUrl);
    await main.getByText('학사 시스템과 다시 맞췄습니다. 내일 아침부터 반영됩니다.').waitFor();
    expect(await main.getByText('답변완료').count()).toBeGreaterThan(0);
    await shoot(page, 'detail');
    await teacher.context.close();
  }, 180_000);

  it("a student on ServiceRequest sees '접근이 불가합니다.'", async () => {
    const { context, page } = await newPage();
    await loginWithForm(page, baseURL, 'student1');
    await page.goto(`${baseURL}/Elementary/ServiceRequest`);
    await expect.poll(() => alertDialog(page).textContent()).toContain('접근이 불가합니다.');
    expect(await page.getByRole('link', { name: '요청하기' }).count()).toBe(0);
    await context.close();
  });
});
