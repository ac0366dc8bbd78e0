import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { alertDialog, closeAlertDialog, loginWithForm } from './auth-fixtures.ts';
import { browserForTests, expectNoSeriousViolations, screenshotDir, shootAtBothWidths } from './browser.ts';

const baseURL = inject('baseURL');
const shots = screenshotDir();
const { newPage } = browserForTests();

const shoot = (page: Page, name: string) => shootAtBothWidths(page, shots, name);

describe('portfolios', () => {
  it('student1 builds a portfolio from her activities and downloads its PDF with selectable Korean', async () => {
    const { page, context } = await newPage();
    await loginWithForm(page, baseURL, 'student1');
    await page.goto(`${baseURL}/Elementary/MyPortfolioCreation`);
    const main = page.getByRole('main');
    const title = `나의 독서 포트폴리오 ${Date.now() % 100000}`;
    await main.getByLabel('제목').fill(title);
    await main.getByLabel('소개').fill('한 학기 동안 읽고 쓴 글을 모았습니다.');
    await main.getByRole('checkbox', { name: /^용기를 배운 이야기/ }).check();
    await main.getByRole('checkbox', { name: /^마음이 따뜻해지는 책/ }).check();
    await shoot(page, 'portfolio-form');
    await main.getByRole('button', { name: '저장하기' }).click();
    await closeAlertDialog(page, '포트폴리오를 저장했습니다.');
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/\/Elementary\/PortfolioDetail\/\d+$/);
    await expect.poll(() => main.textContent()).toContain('잎싹은 양계장을 나와 알을 품고 싶다는 꿈을');
    await shoot(page, 'portfolio-detail');

    const downloading = page.waitForEvent('download');
    await main.getByRole('button', { name: 'PDF 내려받기' }).click();
    const download = await downloading;
    const file = path.join(shots, 'portfolio.pdf');
    await download.saveAs(file);
    const { text, pageSizes } = await readPdf(file);
    expect(text).toContain(title);
    // Compared without spaces: the PDF wraps its lines anywhere in a Korean sentence.
    const flat = text.replace(/\s+/g, '');
    expect(flat).toContain('잎싹은양계장을나와알을품고싶다는꿈을끝까지지켰고');
    expect(flat).toContain('강아지똥이민들레꽃을피우는거름이되는장면');
    // A4 in points, every page.
    for (const [width, height] of pageSizes) {
      expect(Math.round(width)).toBe(595);
      expect(Math.round(height)).toBe(842);
    }
    // The first page as a picture to look at, where poppler is installed (a look, not a check).
    spawnSync('pdftoppm', [
      '-png',
      '-r',
      '60',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      file,
      path.join(shots, 'portfolio-pdf-page1'),
    ]);

    // Her portfolio is listed; teacher1 of her school sees it for review.
    await page.goto(`${baseURL}/Elementary/MyPortfolio`);
    await expect.poll(() => main.getByRole('link', { name: title }).count()).toBe(1);
    await shoot(page, 'portfolio-mine');
    // Students are kept out of the teachers' review page (spec 001 §6).
    await page.goto(`${baseURL}/Elementary/ParticipationActivityPortfolioManage`);
    await expect.poll(() => alertDialog(page).textContent()).toContain('접근이 불가합니다.');
    await context.close();

    const teacher = await newPage();
    const tp = teacher.page;
    await loginWithForm(tp, baseURL, 'teacher1');
    await tp.goto(`${baseURL}/Elementary/ParticipationActivityPortfolioManage`);
    await tp.getByRole('main').getByRole('link', { name: title }).click();
    const review = tp.getByRole('main');
    await review.getByRole('textbox', { name: '검토 의견' }).fill('책을 고르는 눈이 넓어졌어요.');
    await review.getByRole('button', { name: '의견 남기기' }).click();
    await closeAlertDialog(tp, '검토 의견을 남겼습니다.');
    await expect.poll(() => review.textContent()).toContain('책을 고르는 눈이 넓어졌어요.');
    await shoot(tp, 'portfolio-review');
    await tp.goto(`${baseURL}/Elementary/ParticipationPortfolioList`);
    await expect.poll(() => tp.getByRole('main').getByRole('link', { name: title }).count()).toBe(1);
    await teacher.context.close();

    // Anonymous visitors see the public list, without her school-only portfolio.
    const visitor = await newPage(390);
    await visitor.page.goto(`${baseURL}/Elementary/PortfolioList`);
    await visitor.page.getByRole('heading', { name: '포트폴리오', level: 1 }).waitFor();
    await expect.poll(() => visitor.page.getByRole('main').textContent()).not.toContain('불러오는 중입니다.');
    await expect(visitor.page.getByRole('main').getByRole('link', { name: title }).count()).resolves.toBe(0);
    await expectNoSeriousViolations(visitor.page);
    await visitor.context.close();
  });
});

/** The PDF's text, line ends kept, and each page's size in points, read with PDF.js (no system tools). */
async function readPdf(file: string): Promise<{ text: string; pageSizes: [number, number][] }> {
  const doc = await getDocument({ data: new Uint8Array(readFileSync(file)), isEvalSupported: false }).promise;
  let text = '';
  const pageSizes: [number, number][] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const [x0, y0, x1, y1] = page.view as [number, number, number, number];
    pageSizes.push([x1 - x0, y1 - y0]);
    const content = await page.getTextContent();
    for (const item of content.items) {
      if ('str' in item) text += item.str + (item.hasEOL ? '\n' : '');
    }
    text += '\n';
  }
  await doc.destroy();
  return { text, pageSizes };
}
