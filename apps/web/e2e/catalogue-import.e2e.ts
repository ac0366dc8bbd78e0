import { describe, expect, inject, it } from 'vitest';
import {
  fixtureBooks,
  fixtureCsv,
  fixtureMarc,
} from '../../server/src/modules/search/catalogue-import/import-fixture.ts';
import { loginWithForm } from './auth-fixtures.ts';
import { browserForTests, screenshotDir, shootAtBothWidths } from './browser.ts';

const baseURL = inject('baseURL');
const shots = screenshotDir('catalogue-import');
const chromium = browserForTests();

/** Unique per run, so a portal database kept between runs still sees new titles and ISBNs. */
const run = Date.now() % 100_000;
const tag = `장서가져오기${run.toString(36)}`;
const books = fixtureBooks(300, { tag, regPrefix: `E${run.toString(36).toUpperCase()}`, isbnSeed: run });

describe('a school librarian imports the catalogue (issue 40)', () => {
  it('uploads 300 MARC records and the same as CSV, follows the progress, reads the report, finds the books, and re-imports nothing', async () => {
    const { page, context } = await chromium.newPage();
    await loginWithForm(page, baseURL, 'manager1');
    await page.goto(`${baseURL}/Elementary/CatalogueImport`);
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: '학교 장서 가져오기·내보내기', level: 1 }).waitFor();

    const upload = async (name: string, buffer: Buffer) => {
      await main
        .getByLabel('장서 파일 (50MB 이하)')
        .setInputFiles({ name, mimeType: 'application/octet-stream', buffer });
      await main.getByRole('button', { name: '파일 읽기' }).click();
      await main.getByRole('heading', { name: '미리보기' }).waitFor();
    };
    const importAndWait = async () => {
      await main.getByRole('button', { name: '가져오기 시작' }).click();
      await main.getByRole('progressbar', { name: '가져오기 진행' }).waitFor();
      await expect.poll(() => main.textContent(), { timeout: 60_000 }).toContain('가져오기를 마쳤습니다.');
    };

    await upload('holdings.mrc', fixtureMarc(books));
    await expect.poll(() => main.getByRole('table').first().textContent()).toContain(`${tag} 시험 도서 1`);
    await shootAtBothWidths(page, shots, 'preview-marc');
    await importAndWait();
    await expect
      .poll(() => main.textContent())
      .toContain('새로 추가 300 · 기존 자료에 합침 0 · 변경 없음 0 · 거부 0');
    await expect.poll(() => main.getByRole('row').filter({ hasText: '추가' }).count()).toBe(20);
    await shootAtBothWidths(page, shots, 'report');

    // The same books as CSV, with the school's other copies: the mapping step, then every line merged.
    await main.getByRole('button', { name: '다른 파일 올리기' }).click();
    const others = fixtureBooks(300, { tag, regPrefix: `C${run.toString(36).toUpperCase()}`, isbnSeed: run });
    await upload('holdings.csv', Buffer.from(fixtureCsv(others)));
    await expect.poll(() => main.getByRole('combobox', { name: '서명 *' }).inputValue()).toBe('2');
    await shootAtBothWidths(page, shots, 'mapping-csv');
    await importAndWait();
    await expect
      .poll(() => main.textContent())
      .toContain('새로 추가 0 · 기존 자료에 합침 300 · 변경 없음 0 · 거부 0');

    // The MARC file again changes nothing.
    await main.getByRole('button', { name: '다른 파일 올리기' }).click();
    await upload('holdings.mrc', fixtureMarc(books));
    await importAndWait();
    await expect
      .poll(() => main.textContent())
      .toContain('새로 추가 0 · 기존 자료에 합침 0 · 변경 없음 300 · 거부 0');
    await main.getByRole('button', { name: '거부' }).click();
    await expect.poll(() => main.textContent()).toContain('해당하는 줄이 없습니다.');

    // Search finds a new title held by the school.
    await page.goto(
      `${baseURL}/SearchResult?searchKeyword=${encodeURIComponent(`${tag} 시험 도서 17`)}&searchType=all`,
    );
    const results = page.getByRole('region', { name: '검색 결과' });
    await expect.poll(() => results.textContent()).toContain(`${tag} 시험 도서 17`);
    await expect.poll(() => results.textContent()).toContain('서울가락초');
    await context.close();
  });
});
