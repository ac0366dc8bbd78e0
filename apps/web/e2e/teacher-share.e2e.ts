import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { alertDialog, loginWithForm } from './auth-fixtures.ts';
import { browserForTests, screenshotDir, seriousAxeViolations } from './browser.ts';
import { pdfDocument } from './community-files.ts';

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

const title = `도서관 수업 공유 ${Date.now().toString(36)}`;
const fileName = '그림책 수업 활동지.pdf';

describe('teacher share room (issue 21, decision 151)', () => {
  it('teacher1 shares a material with a file that teacher4 of another school finds, likes and downloads', async () => {
    const teacher = await newPage();
    const page = teacher.page;
    await loginWithForm(page, baseURL, 'teacher1');
    await page.goto(`${baseURL}/Elementary/TeacherShareRoom`);
    const main = page.getByRole('main');
    await main
      .getByRole('link', { name: /온작품 읽기/ })
      .first()
      .waitFor();
    await shoot(page, 'teacher-share-room');

    await main.getByRole('link', { name: '자료 올리기' }).click();
    await main.getByLabel('제목', { exact: true }).fill(title);
    await main.getByLabel('학교급').selectOption('01');
    await main.getByLabel('교과', { exact: true }).selectOption({ label: '국어' });
    await main.getByRole('radio', { name: '모든 학교' }).check();
    const editor = main.getByRole('textbox', { name: '내용' });
    await editor.click();
    await page.keyboard.type('그림책을 읽고 인물의 마음을 말하는 1차시 활동지입니다.');
    await main.getByLabel('태그').fill('그림책, 활동지');
    await main.getByLabel('파일 올리기').setInputFiles({
      name: fileName,
      mimeType: 'application/pdf',
      buffer: pdfDocument(),
    });
    await main.getByRole('listitem').filter({ hasText: fileName }).waitFor();
    await shoot(page, 'teacher-share-edit');
    await main.getByRole('button', { name: '저장', exact: true }).click();
    await page.waitForURL(/TeacherShareDetail\?postKey=\d+/);
    await main.getByRole('heading', { level: 2, name: title }).waitFor();
    const postKey = new URL(page.url()).searchParams.get('postKey');
    await teacher.context.close();

    const other = await newPage();
    await loginWithForm(other.page, baseURL, 'teacher4');
    await other.page.goto(`${baseURL}/Elementary/TeacherShareRoom?tag=${encodeURIComponent('활동지')}`);
    const omain = other.page.getByRole('main');
    await omain.getByRole('link', { name: title }).click();
    await omain.getByRole('heading', { level: 2, name: title }).waitFor();
    expect(new URL(other.page.url()).searchParams.get('postKey')).toBe(postKey);
    await omain.getByRole('button', { name: '좋아요 0' }).click();
    await omain.getByRole('button', { name: '좋아요 취소 (1)' }).waitFor();
    const [download] = await Promise.all([
      other.page.waitForEvent('download'),
      omain.getByRole('button', { name: `${fileName} 내려받기` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(fileName);
    await other.page.reload();
    await omain.getByText('내려받기 1', { exact: true }).waitFor();
    await shoot(other.page, 'teacher-share-detail');
    await other.context.close();
  }, 180_000);

  it("shows a student '접근이 불가합니다.' on TeacherShareRoom", async () => {
    const student = await newPage();
    await loginWithForm(student.page, baseURL, 'student1');
    await student.page.goto(`${baseURL}/Elementary/TeacherShareRoom`);
    await expect.poll(() => alertDialog(student.page).textContent()).toContain('접근이 불가합니다.');
    await expect.poll(() => new URL(student.page.url()).pathname).toBe('/Elementary');
    await student.context.close();
  }, 60_000);
});
