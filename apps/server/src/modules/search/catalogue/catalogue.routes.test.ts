import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/test-app.ts';
import { createHoldingsService } from '../holdings/holdings.service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Book = {
  bookKey: number;
  title: string;
  pubYear: number | null;
  kdc: string | null;
  languageCode: string;
  pubFormCode: string;
  categoryCode: string | null;
  holdingCount: number;
  availableCount: number;
  holdings: { libCode: string; neisCode: string; provCode: string; status: string; dueDate: string | null }[];
};

async function search(payload: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'POST', url: '/alpasq/api/search', payload });
  return { status: res.statusCode, body: res.json() };
}
async function list(
  payload: Record<string, unknown>,
): Promise<{ list: Book[]; totalCount: number; totalPage: number }> {
  const { status, body } = await search(payload);
  expect(status).toBe(200);
  return body.data;
}

describe('POST /alpasq/api/search', () => {
  it('answers the spec defaults: page 1, display 10, with totalCount and totalPage', async () => {
    const data = await list({ searchKeyword: '역사' });
    expect(data.list).toHaveLength(10);
    expect(data.totalCount).toBeGreaterThan(10);
    expect(data.totalPage).toBe(Math.ceil(data.totalCount / 10));
  });

  it('pages through results without repeating a book', async () => {
    const first = await list({ searchKeyword: '역사', page: 1 });
    const second = await list({ searchKeyword: '역사', page: 2 });
    const keys = new Set(first.list.map((b) => b.bookKey));
    expect(second.list.some((b) => keys.has(b.bookKey))).toBe(false);
    expect(second.totalCount).toBe(first.totalCount);
  });

  it('answers an empty list with the real total past the last page', async () => {
    const data = await list({ searchKeyword: '역사', page: 999 });
    expect(data.list).toEqual([]);
    expect(data.totalCount).toBeGreaterThan(10);
  });

  it('finds only books containing every word, never a false hit', async () => {
    const data = await list({ searchKeyword: '역사', display: 100 });
    for (const b of data.list) expect(JSON.stringify(b)).toMatch(/역\s*사/);
  });

  it('limits results to a school with neisCode and lists only that school’s copies', async () => {
    const data = await list({ searchKeyword: '흔한남매', neisCode: '7130102' });
    expect(data.totalCount).toBeGreaterThan(0);
    for (const b of data.list) {
      expect(b.holdings.length).toBeGreaterThan(0);
      for (const h of b.holdings) expect(h.neisCode).toBe('7130102');
      expect(b.holdingCount).toBe(b.holdings.length);
    }
  });

  it('limits results to libraries with libCode and to regions with provCode', async () => {
    const byLib = await list({ searchKeyword: '흔한남매', libCode: ['LIB7201044'] });
    for (const b of byLib.list) for (const h of b.holdings) expect(h.libCode).toBe('LIB7201044');
    const byRegion = await list({ searchKeyword: '흔한남매', provCode: 'C10' });
    expect(byRegion.totalCount).toBeGreaterThan(0);
    for (const b of byRegion.list) for (const h of b.holdings) expect(h.provCode).toBe('C10');
    const all = await list({ searchKeyword: '흔한남매', provCode: 'A10' });
    expect(all.totalCount).toBeGreaterThanOrEqual(byRegion.totalCount);
  });

  it('excludes non-lending and lost copies when asked', async () => {
    const data = await list({
      searchKeyword: '이야기',
      neisCode: '7130102',
      excludeNonLending: 'Y',
      display: 100,
    });
    expect(data.totalCount).toBeGreaterThan(0);
    for (const b of data.list)
      for (const h of b.holdings) expect(['NON_LENDING', 'LOST']).not.toContain(h.status);
  });

  it('filters by publication years, inclusive', async () => {
    const data = await list({ searchKeyword: '소설', startPubYear: 2016, endPubYear: 2017, display: 100 });
    expect(data.totalCount).toBeGreaterThan(0);
    for (const b of data.list) expect(b.pubYear).toBeGreaterThanOrEqual(2016);
    for (const b of data.list) expect(b.pubYear).toBeLessThanOrEqual(2017);
  });

  it('filters by KDC class prefix, and searches by topic without a keyword', async () => {
    const data = await list({ kdcCode: '9', display: 100 });
    expect(data.totalCount).toBeGreaterThan(0);
    for (const b of data.list) expect(b.kdc?.startsWith('9')).toBe(true);
  });

  it('filters by language, publication form and readership category', async () => {
    const eng = await list({ searchKeyword: 'harry', languageCode: ['eng'] });
    expect(eng.totalCount).toBeGreaterThan(0);
    for (const b of eng.list) expect(b.languageCode).toBe('eng');
    const kor = await list({ searchKeyword: 'harry', languageCode: 'kor' });
    for (const b of kor.list) expect(b.languageCode).toBe('kor');
    const sets = await list({ searchKeyword: '흔한남매', pubFormCode: 'MV' });
    for (const b of sets.list) expect(b.pubFormCode).toBe('MV');
    const children = await list({ searchKeyword: '역사', categoryCode: '7' });
    for (const b of children.list) expect(b.categoryCode).toBe('7');
  });

  it('000 §3 SKCO: the subject classes (kdcCode) and the readership categories (categoryCode, one or a list) filter together', async () => {
    const both = await list({ kdcCode: ['4', '9'], categoryCode: ['7', '4'], display: 100 });
    expect(both.totalCount).toBeGreaterThan(0);
    for (const b of both.list) {
      expect(['4', '9']).toContain(b.kdc?.[0]);
      expect(['7', '4']).toContain(b.categoryCode);
    }
    const onlyChildren = await list({ kdcCode: '4', categoryCode: '7', display: 100 });
    expect(onlyChildren.totalCount).toBeLessThanOrEqual(both.totalCount);
    for (const b of onlyChildren.list) expect(b.categoryCode).toBe('7');
    const bad = await search({ kdcCode: '4', categoryCode: ['7', 'x'] });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('이용대상 코드가 올바르지 않습니다.');
  });

  it('narrows by author, publisher and isbn fields', async () => {
    const byAuthor = await list({ searchKeyword: '소설', author: '한강' });
    expect(byAuthor.list.map((b) => b.title)).toEqual(expect.arrayContaining(['소년이 온다']));
    const byPublisher = await list({ publisher: '창비', searchKeyword: '장편소설', display: 100 });
    expect(byPublisher.list.map((b) => b.title)).toContain('완득이');
    const byIsbn = await list({ isbn: '978-89-364-3363-5' });
    expect(byIsbn.list.map((b) => b.title)).toEqual(['완득이']);
  });

  it('searches author only with searchType author', async () => {
    const data = await list({ searchKeyword: '한강', searchType: 'author' });
    expect(data.list.map((b) => b.title)).toContain('채식주의자');
    const byPublisher = await list({ searchKeyword: '한강', searchType: 'publisher' });
    expect(byPublisher.list.map((b) => b.title)).not.toContain('채식주의자');
  });

  it.each([
    [{ searchKeyword: '역사', page: 0 }, 'page: 페이지는 1 이상의 정수여야 합니다.'],
    [{ searchKeyword: '역사', display: 10000 }, 'display: 한 페이지에 1~100건을 볼 수 있습니다.'],
    [{ isbn: '978-89-364-3363-4' }, 'isbn: ISBN 형식이 올바르지 않습니다.'],
    [
      { searchKeyword: '역사', startPubYear: 2020, endPubYear: 2010 },
      'startPubYear: 시작 연도가 끝 연도보다 늦을 수 없습니다.',
    ],
    [{ searchKeyword: '역사', startPubYear: 'abcd' }, 'startPubYear: 발행연도는 숫자여야 합니다.'],
    [{ searchKeyword: '역사', provCode: 'Z99' }, 'provCode.0: 지역 코드가 올바르지 않습니다.'],
    [{ searchKeyword: '역사', neisCode: '12' }, 'neisCode: 학교 코드는 7자리 숫자여야 합니다.'],
    [
      { searchKeyword: '역사', searchType: 'everything' },
      'searchType: all, title, author, publisher, isbn 중 하나여야 합니다.',
    ],
    [{ searchKeyword: '12345', searchType: 'isbn' }, 'searchKeyword: ISBN 형식이 올바르지 않습니다.'],
    [{ searchKeyword: '   ' }, '검색어를 입력해주세요.'],
    [{}, '검색어를 입력해주세요.'],
  ])('answers 400 with a Korean message for %j', async (payload, message) => {
    const { status, body } = await search(payload);
    expect(status).toBe(400);
    expect(body).toEqual({ status: 'FAIL', message, data: null });
  });

  it('treats quotes, percent signs and SQL in a keyword as plain text', async () => {
    expect((await search({ searchKeyword: "' or 1=1 --" })).status).toBe(200);
    const quoted = await list({ searchKeyword: "역사' & '" });
    expect(quoted.totalCount).toBe((await list({ searchKeyword: '역사' })).totalCount);
    for (const keyword of ['%%', '_']) {
      const { status, body } = await search({ searchKeyword: keyword });
      expect(status).toBe(400);
      expect(body.message).toBe('검색어를 입력해주세요.');
    }
  });
});

describe('GET /alpasq/api/detail/info', () => {
  it('answers the record with every copy, the school’s first, with statuses and due dates', async () => {
    const found = await list({ searchKeyword: '흔한남매', neisCode: '7130102' });
    const bookKey = found.list[0]!.bookKey;
    const res = await t.app.inject({ url: `/alpasq/api/detail/info?bookKey=${bookKey}&neisCode=7130102` });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.book.bookKey).toBe(bookKey);
    expect(data.holdings[0].neisCode).toBe('7130102');
    expect(data.holdingCount).toBe(data.holdings.length);
    for (const h of data.holdings) expect(h.dueDate === null).toBe(h.status !== 'ON_LOAN');
  });

  it('answers the same record by ISBN with or without hyphens', async () => {
    const a = await t.app.inject({ url: '/alpasq/api/detail/info/isbn?isbn=9788936433635' });
    const b = await t.app.inject({ url: '/alpasq/api/detail/info/isbn?isbn=978-89-364-3363-5' });
    expect(a.statusCode).toBe(200);
    expect(a.json().data.book.title).toBe('완득이');
    expect(b.json().data).toEqual(a.json().data);
  });

  it('answers 404 for an unknown book and 400 for malformed keys', async () => {
    expect((await t.app.inject({ url: '/alpasq/api/detail/info?bookKey=99999999' })).statusCode).toBe(404);
    const bad = await t.app.inject({ url: '/alpasq/api/detail/info?bookKey=abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('bookKey: 도서 키는 숫자여야 합니다.');
    const badIsbn = await t.app.inject({ url: '/alpasq/api/detail/info/isbn?isbn=123' });
    expect(badIsbn.json().message).toBe('isbn: ISBN 형식이 올바르지 않습니다.');
  });

  it('offers reserving only to a signed-in member when every copy of the school is out', async () => {
    const holdings = createHoldingsService(t.database.db);
    const isbn = '9788936433635';
    const { rows } = await t.database.query(
      `select h.lib_code, h.reg_no from search.holding h join search.book b on b.book_key = h.book_key
       where b.isbn13 = '${isbn}' and h.lib_code = 'LIB7010057'`,
    );
    if (rows.length === 0) {
      await t.database.query(`insert into search.holding (book_key, lib_code, reg_no, call_no)
        select book_key, 'LIB7010057', 'TEST000001', '813.6 김10' from search.book where isbn13 = '${isbn}'`);
    }
    const copies = rows.length ? rows : [{ lib_code: 'LIB7010057', reg_no: 'TEST000001' }];
    for (const c of copies) {
      await holdings.setHoldingStatus(
        { libCode: String(c.lib_code), regNo: String(c.reg_no) },
        'ON_LOAN',
        '2030-01-31',
      );
    }
    const url = `/alpasq/api/detail/info/isbn?isbn=${isbn}&neisCode=7010057`;
    const anonymous = (await t.app.inject({ url })).json().data;
    expect(anonymous).toMatchObject({ reservableYn: 'N', loginRequiredYn: 'Y' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/schome/auth/member/login',
      payload: { id: 'student3', password: 'demo1234!' },
    });
    const { token, userId, schKey } = login.json().data;
    const headers = { token, userId, ...(schKey ? { schKey } : {}) };
    const member = (await t.app.inject({ url, headers })).json().data;
    expect(member).toMatchObject({ reservableYn: 'Y', loginRequiredYn: 'N' });
    const own = member.holdings.filter((h: { neisCode: string }) => h.neisCode === '7010057');
    expect(
      own.every(
        (h: { status: string; dueDate: string }) => h.status === 'ON_LOAN' && h.dueDate === '2030-01-31',
      ),
    ).toBe(true);
  });
});
