import {
  CATALOGUE_IMPORT_MESSAGES as M,
  IMPORT_REASONS as R,
} from '@reading/contract/search/catalogue-import';
import { and, count, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { describe, expect, it, vi } from 'vitest';
import { loginAs, useTestApp } from '../../../../test/test-app.ts';
import { book, holding, importJob } from '../../../db/schema/search.ts';
import { createImportService, PREVIEW_KEPT_MS } from './import.service.ts';
import { fixtureBooks, fixtureCsv, fixtureMarc } from './import-fixture.ts';
import { splitMarc } from './marc.ts';

const t = useTestApp();
const LIB = 'LIB7130102';

function form(fileName: string, data: Buffer) {
  const boundary = '----catalogue-import-test';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const sessions = new Map<string, Record<string, string>>();
/** One login per identity for the whole file. */
async function headersOf(id: string) {
  if (!sessions.has(id)) sessions.set(id, (await loginAs(t.app, id)).headers);
  return sessions.get(id)!;
}

async function upload(headers: Record<string, string>, fileName: string, data: Buffer) {
  const f = form(fileName, data);
  const res = await t.app.inject({
    method: 'POST',
    url: '/alpasq/api/catalogue-import',
    headers: { ...headers, ...f.headers },
    payload: f.payload,
  });
  return { status: res.statusCode, body: res.json() };
}

async function start(headers: Record<string, string>, jobKey: number, mapping?: object) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/alpasq/api/catalogue-import/${jobKey}/start`,
    headers,
    payload: mapping ? { mapping } : {},
  });
  return { status: res.statusCode, body: res.json() };
}

/** Uploads, starts and waits until the job is done; answers the finished job. */
async function importFile(headers: Record<string, string>, fileName: string, data: Buffer, mapping?: object) {
  const up = await upload(headers, fileName, data);
  expect(up.status, up.body.message).toBe(200);
  const started = await start(headers, up.body.data.jobKey, mapping);
  expect(started.status, started.body.message).toBe(200);
  // The request answers at once; the job runs behind it.
  expect(started.body).toMatchObject({ message: M.started, data: { status: 'running' } });
  return vi.waitFor(
    async () => {
      const res = await t.app.inject({ url: `/alpasq/api/catalogue-import/${up.body.data.jobKey}`, headers });
      const job = res.json().data;
      expect(job.status).toBe('done');
      return job;
    },
    { timeout: 60_000, interval: 50 },
  );
}

async function lines(headers: Record<string, string>, jobKey: number, query = '') {
  const res = await t.app.inject({
    url: `/alpasq/api/catalogue-import/${jobKey}/lines?display=100${query}`,
    headers,
  });
  return res.json().data;
}

/** What the catalogue and the school's holdings hold, to show a refusal wrote nothing. */
async function footprint() {
  const { db } = t.database;
  const [books] = await db.select({ n: count() }).from(book);
  const [copies] = await db.select({ n: count() }).from(holding).where(eq(holding.libCode, LIB));
  const [jobs] = await db.select({ n: count() }).from(importJob);
  return { books: books!.n, copies: copies!.n, jobs: jobs!.n };
}

describe('who may import and export a school catalogue', () => {
  it('refuses a student, a teacher and anyone without a session', async () => {
    const data = fixtureMarc(fixtureBooks(1, { tag: '권한' }));
    for (const id of ['student1', 'teacher1', 'teacher6']) {
      const res = await upload(await headersOf(id), 'a.mrc', data);
      expect([res.status, res.body.message]).toEqual([403, M.managersOnly]);
      const exp = await t.app.inject({
        url: '/alpasq/api/catalogue-export?format=csv',
        headers: await headersOf(id),
      });
      expect(exp.statusCode).toBe(403);
    }
    expect((await upload({}, 'a.mrc', data)).status).toBe(401);
  });

  it("hides one school's job from another school's manager", async () => {
    const up = await upload(
      await headersOf('manager1'),
      'a.mrc',
      fixtureMarc(fixtureBooks(1, { tag: '남의학교' })),
    );
    const other = await headersOf('manager4');
    const res = await t.app.inject({
      url: `/alpasq/api/catalogue-import/${up.body.data.jobKey}`,
      headers: other,
    });
    expect([res.statusCode, res.json().message]).toEqual([404, M.jobNotFound]);
    expect((await start(other, up.body.data.jobKey)).status).toBe(404);
  });
});

describe('importing a MARC file of 300 records (issue 40)', () => {
  const books = fixtureBooks(300, { tag: '가져오기', regPrefix: 'MC' });

  it('previews, runs in the background, adds every record with its copy, and changes nothing the second time', async () => {
    const manager = await headersOf('manager1');
    const up = await upload(manager, 'holdings.mrc', fixtureMarc(books));
    expect(up.body.data).toMatchObject({ status: 'preview', total: 300, format: 'marc', encoding: 'utf-8' });
    expect(up.body.data.preview[0]).toEqual([
      'MC000001',
      '가져오기 시험 도서 1',
      '김작가1',
      '시험출판사',
      '2020',
      books[0]!.isbn,
      '813.7',
      '813.7 김1 1',
    ]);

    const before = await footprint();
    const job = await importFile(manager, 'holdings.mrc', fixtureMarc(books));
    expect(job).toMatchObject({
      total: 300,
      done: 300,
      counts: { added: 300, merged: 0, unchanged: 0, refused: 0 },
    });
    const after = await footprint();
    expect([after.books - before.books, after.copies - before.copies]).toEqual([300, 300]);

    const search = await t.app.inject({
      method: 'POST',
      url: '/alpasq/api/search',
      payload: { searchKeyword: '가져오기 시험 도서 17', display: 5 },
    });
    const found = search.json().data.list.find((b: { title: string }) => b.title === '가져오기 시험 도서 17');
    expect(found.holdings.some((h: { libCode: string }) => h.libCode === LIB)).toBe(true);

    const again = await importFile(manager, 'holdings.mrc', fixtureMarc(books));
    expect(again.counts).toEqual({ added: 0, merged: 0, unchanged: 300, refused: 0 });
    const report = await lines(manager, again.jobKey, '&outcome=unchanged');
    expect(report.list[0]).toMatchObject({ lineNo: 1, regNo: 'MC000001', reason: R.alreadyHeld });
    const last = await footprint();
    expect([last.books, last.copies]).toEqual([after.books, after.copies]);
  });

  it('joins the same books from a CSV with other copies to the records already there', async () => {
    const manager = await headersOf('manager1');
    const before = await footprint();
    const csv = fixtureCsv(fixtureBooks(300, { tag: '가져오기', regPrefix: 'CS' }));
    const up = await upload(manager, 'holdings.csv', Buffer.from(csv));
    expect(up.body.data.mapping).toEqual({
      regNo: 0,
      isbn: 1,
      title: 2,
      author: 3,
      pubYear: 5,
      publisher: 4,
      kdc: 6,
      callNo: 7,
    });
    const job = await importFile(manager, 'holdings.csv', Buffer.from(csv));
    expect(job.counts).toEqual({ added: 0, merged: 300, unchanged: 0, refused: 0 });
    const after = await footprint();
    expect([after.books - before.books, after.copies - before.copies]).toEqual([0, 300]);
  });
});

describe('the merge rules and the refused lines', () => {
  it('joins by ISBN, else by title, author and publisher, and refuses with a Korean reason', async () => {
    const { db } = t.database;
    const [withIsbn] = await db.select().from(book).where(isNotNull(book.isbn13)).limit(1);
    const [without] = await db
      .select()
      .from(book)
      .where(
        and(
          isNull(book.isbn13),
          isNotNull(book.publisher),
          isNotNull(book.author),
          isNull(book.volume),
          ne(book.series, ''),
        ),
      )
      .limit(1);
    const [noSeries] = without
      ? [without]
      : await db
          .select()
          .from(book)
          .where(and(isNull(book.isbn13), isNotNull(book.publisher), isNull(book.volume)))
          .limit(1);
    const rows = [
      ['등록번호', 'ISBN', '서명', '저자', '출판사'],
      ['MR000001', withIsbn!.isbn13!, '아무 제목', '', ''],
      [
        'MR000002',
        '',
        `${noSeries!.series ? `(${noSeries!.series}) ` : ''}${noSeries!.title}`,
        noSeries!.author ?? '',
        noSeries!.publisher ?? '',
      ],
      ['MR000003', '', '', '저자', '출판사'],
      ['MR000004', '978-89-0000-000-0', '틀린 ISBN 책', '', ''],
      ['MR000001', '', '겹친 등록번호 책', '', ''],
      ['', '', '등록번호 없는 책', '', ''],
    ];
    const csv = `${rows.map((r) => r.join(',')).join('\n')}\n`;
    const job = await importFile(await headersOf('manager1'), 'rules.csv', Buffer.from(csv));
    const report = await lines(await headersOf('manager1'), job.jobKey);
    expect(
      report.list.map(
        (l: { lineNo: number; outcome: string; reason: string | null; bookKey: number | null }) => [
          l.lineNo,
          l.outcome,
          l.reason,
          l.bookKey,
        ],
      ),
    ).toEqual([
      [2, 'merged', null, withIsbn!.bookKey],
      [3, 'merged', null, noSeries!.bookKey],
      [4, 'refused', R.noTitle, null],
      [5, 'refused', R.badIsbn, null],
      [6, 'refused', R.duplicateInFile, null],
      [7, 'refused', R.noRegNo, null],
    ]);
  });

  it('refuses a start without the title and registration number columns', async () => {
    const manager = await headersOf('manager1');
    const up = await upload(manager, 'x.csv', Buffer.from('가,나\n1,2\n'));
    const res = await start(manager, up.body.data.jobKey, { title: 0 });
    expect([res.status, res.body.message]).toEqual([400, M.mappingNeeded]);
  });
});

describe('abandoned previews', () => {
  it('removes a preview left for more than a day, keeping newer previews and every started job', async () => {
    const manager = await headersOf('manager1');
    const { db } = t.database;
    const [left, fresh] = [
      await upload(manager, 'left.csv', Buffer.from('서명,등록번호\n남겨진 책,EM9001\n')),
      await upload(manager, 'fresh.csv', Buffer.from('서명,등록번호\n새 책,EM9002\n')),
    ];
    const dayAndMore = new Date(t.app.clock.now().getTime() - PREVIEW_KEPT_MS - 60_000);
    await db
      .update(importJob)
      .set({ createdAt: dayAndMore })
      .where(eq(importJob.jobKey, left.body.data.jobKey));
    // A started job as old stays: its report is the librarian's record.
    await db.update(importJob).set({ createdAt: dayAndMore }).where(ne(importJob.status, 'preview'));
    const started = await db.select({ n: count() }).from(importJob).where(ne(importJob.status, 'preview'));
    const imports = createImportService({
      db,
      clock: t.app.clock,
      report: () => {},
      invalidate: async () => {},
    });
    expect(await imports.purgeAbandonedPreviews()).toBe(1);
    const kept = await db.select({ jobKey: importJob.jobKey }).from(importJob);
    expect(kept.map((j) => j.jobKey)).not.toContain(left.body.data.jobKey);
    expect(kept.map((j) => j.jobKey)).toContain(fresh.body.data.jobKey);
    expect(
      (await db.select({ n: count() }).from(importJob).where(ne(importJob.status, 'preview')))[0]!.n,
    ).toBe(started[0]!.n);
  });
});

describe('bad files get a clear Korean message and write nothing', () => {
  const refused = async (fileName: string, data: Buffer, status: number, message: string) => {
    const before = await footprint();
    const res = await upload(await headersOf('manager1'), fileName, data);
    expect([res.status, res.body.message]).toEqual([status, message]);
    expect(await footprint()).toEqual(before);
  };

  it('refuses a MARC file with a cut-off record', async () => {
    const data = fixtureMarc(fixtureBooks(3, { tag: '잘림' }));
    await refused('cut.mrc', data.subarray(0, data.length - 40), 400, M.truncated);
  });

  it('reads an EUC-KR CSV as Korean', async () => {
    const csv = fixtureCsv(fixtureBooks(2, { tag: '완성형', regPrefix: 'EK' }));
    const res = await upload(await headersOf('manager1'), 'euc.csv', iconv.encode(csv, 'cp949'));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      encoding: 'euc-kr',
      columns: expect.arrayContaining(['등록번호', '서명']),
    });
    expect(res.body.data.preview[0][2]).toBe('완성형 시험 도서 1');
  });

  it('refuses a file that is neither UTF-8 nor EUC-KR', async () => {
    await refused(
      'bad.csv',
      Buffer.from([0x41, 0x2c, 0x42, 0x0a, 0xff, 0xff, 0x80, 0x2c, 0x43, 0x0a]),
      400,
      M.encoding,
    );
  });

  it('refuses a file over 50 MB with 413', async () => {
    await refused('big.csv', Buffer.alloc(50 * 1024 * 1024 + 10, 0x41), 413, M.tooLarge);
  });

  it('refuses a spreadsheet with a formula', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('장서');
    sheet.addRow(['등록번호', '서명']);
    sheet.addRow(['XL000001', '수식 책']);
    sheet.getCell('A3').value = { formula: 'A2&"1"', result: 'XL0000011' };
    sheet.getCell('B3').value = '수식 책 2';
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    await refused('formula.xlsx', data, 400, M.formula);
  });

  it('reads an .xlsx without formulas and guesses its columns', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('장서');
    sheet.addRow(['자료명', '등록번호', '저자']);
    sheet.addRow(['엑셀 책', 'XL000009', '박엑셀']);
    const res = await upload(
      await headersOf('manager1'),
      'ok.xlsx',
      Buffer.from(await workbook.xlsx.writeBuffer()),
    );
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data).toMatchObject({
      format: 'xlsx',
      total: 1,
      mapping: { title: 0, regNo: 1, author: 2 },
      preview: [['엑셀 책', 'XL000009', '박엑셀']],
    });
  });

  it('refuses a type it cannot read and an empty file', async () => {
    await refused('holdings.pdf', Buffer.from('%PDF-1.4'), 415, M.fileType);
    await refused('empty.csv', Buffer.from('등록번호,서명\n'), 400, M.empty);
  });
});

describe('exporting the school holdings', () => {
  it('answers CSV with a BOM and MARC records that read back', async () => {
    const manager = await headersOf('manager1');
    const csv = await t.app.inject({ url: '/alpasq/api/catalogue-export?format=csv', headers: manager });
    expect(csv.statusCode).toBe(200);
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv.body).toContain('등록번호,ISBN,서명');
    expect(csv.headers['content-disposition']).toContain("filename*=UTF-8''");

    const marc = await t.app.inject({ url: '/alpasq/api/catalogue-export?format=marc', headers: manager });
    const records = splitMarc(marc.rawPayload);
    const { db } = t.database;
    const [held] = await db
      .selectDistinct({ n: count(holding.bookKey) })
      .from(holding)
      .where(eq(holding.libCode, LIB));
    expect(records?.length).toBeGreaterThan(0);
    expect(held!.n).toBeGreaterThanOrEqual(records!.length);
  });
});
