import {
  collectionKeyOf,
  PROMOTION_COLLECTIONS,
  PROMOTION_MESSAGES,
  type PromotionCollection,
} from '@reading/contract/promotion/collections';
import type { PromotionBook } from '@reading/contract/promotion/promotion';
import { findRegion, PROMOTION_REGIONS } from '@reading/contract/promotion/regions';
import { bannedWordsMessage } from '@reading/contract/validators/banned-words';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs, useTestApp } from '../../../../test/test-app.ts';

const t = useTestApp();
const base = '/schome/service/promotion';
const get = (url: string) => t.app.inject({ url: `${base}${url}` });
const headers: Record<string, Record<string, string>> = {};
beforeAll(async () => {
  for (const id of ['operator1', 'manager1', 'student1']) headers[id] = (await loginAs(t.app, id)).headers;
});

/** Whether a listed book answers the collection's rule as far as the answer shows (class or title). */
const fitsRule = (
  c: Pick<PromotionCollection, 'kdcPrefixes' | 'titleWords' | 'languages'>,
  b: PromotionBook,
) =>
  c.kdcPrefixes.some((p) => (b.kdc ?? '').startsWith(p)) ||
  c.titleWords.some((w) => b.title.includes(w)) ||
  (c.languages ?? []).includes(b.languageCode);

/** The catalogue's readership digit and source of some books (the answer does not carry them). */
async function readershipOf(bookKeys: number[]) {
  const result = (await t.app.database.db.execute(
    sql`select book_key, category_code, source from search.book where book_key in (${sql.join(
      bookKeys.map((k) => sql`${k}`),
      sql`, `,
    )})`,
  )) as unknown as { rows: { book_key: number; category_code: string | null; source: string }[] };
  return result.rows;
}

describe('GET /PromotionRecommend (the collections)', () => {
  it('lists a kind’s collections with the operator’s introductions where written', async () => {
    const res = await get('/PromotionRecommend?kind=novel');
    expect(res.statusCode).toBe(200);
    const { list } = res.json().data;
    expect(list.map((c: { type: string }) => c.type)).toEqual([
      'korean',
      'world',
      'mystery',
      'youth',
      'children',
    ]);
    expect(list.find((c: { type: string }) => c.type === 'korean').intro).toContain('한국 소설');
    expect(list.find((c: { type: string }) => c.type === 'world').intro).toBeNull();
  });

  it('refuses an unknown kind with 400 naming the field', async () => {
    const res = await get('/PromotionRecommend?kind=poem');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('kind');
  });
});

describe('GET /PromotionRecommend/:collectionKey (a collection’s books)', () => {
  it.each(PROMOTION_COLLECTIONS.map((c) => [collectionKeyOf(c), c] as const))(
    '%s finds books of its rule in the seeded catalogue',
    async (key, collection) => {
      const res = await get(`/PromotionRecommend/${key}?pageSize=20`);
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data.collection).toMatchObject({ collectionKey: key, title: collection.title });
      expect(data.totalCount).toBeGreaterThan(0);
      expect(data.list.length).toBeGreaterThan(0);
      for (const book of data.list) expect(fitsRule(collection, book), book.title).toBe(true);
    },
  );

  it('keeps title-word matches inside the rule’s classes (mystery: novels only)', async () => {
    const { list } = (await get('/PromotionRecommend/novel-mystery?pageSize=100')).json().data;
    for (const book of list) expect(book.kdc).toMatch(/^8[1-9]3/);
  });

  it('keeps youth and children collections to their readership', async () => {
    const youth = (await get('/PromotionRecommend/novel-youth?pageSize=100')).json().data.list;
    for (const row of await readershipOf(youth.map((b: PromotionBook) => b.bookKey)))
      expect(row.category_code).toBe('4');
    const children = (await get('/PromotionRecommend/novel-children?pageSize=100')).json().data.list;
    for (const row of await readershipOf(children.map((b: PromotionBook) => b.bookKey))) {
      expect(row.category_code === '7' || row.source === 'children-2025', String(row.book_key)).toBe(true);
    }
  });

  it('takes books written in the language into a language collection', async () => {
    const { list } = (await get('/PromotionRecommend/language-english?pageSize=100')).json().data;
    const english = list.filter((b: PromotionBook) => b.languageCode === 'eng');
    expect(english.length).toBeGreaterThan(0);
    expect(english.some((b: PromotionBook) => !/^(84|74)/.test(b.kdc ?? ''))).toBe(true);
  });

  it('narrows to books on a shelf now with availableOnly=Y', async () => {
    const all = (await get('/PromotionRecommend/novel-korean?pageSize=100')).json().data;
    const available = (await get('/PromotionRecommend/novel-korean?pageSize=100&availableOnly=Y')).json()
      .data;
    expect(available.totalCount).toBeGreaterThan(0);
    expect(available.totalCount).toBeLessThan(all.totalCount);
    for (const book of available.list) expect(book.availableCount).toBeGreaterThan(0);
    expect(all.list.some((b: PromotionBook) => b.availableCount === 0)).toBe(true);
  });

  it('sorts by publication year with sort=newest', async () => {
    const { list } = (await get('/PromotionRecommend/novel-world?pageSize=30&sort=newest')).json().data;
    const years = list.map((b: PromotionBook) => b.pubYear ?? 0);
    expect(years).toEqual([...years].sort((a, b) => b - a));
  });

  it('pages: the second page continues the first, past the end is empty with the true total', async () => {
    const first = (await get('/PromotionRecommend/novel-korean?pageSize=5')).json().data;
    const second = (await get('/PromotionRecommend/novel-korean?pageSize=5&pageIndex=2')).json().data;
    expect(first.totalPage).toBe(Math.ceil(first.totalCount / 5));
    const keys = new Set(first.list.map((b: PromotionBook) => b.bookKey));
    expect(second.list.some((b: PromotionBook) => keys.has(b.bookKey))).toBe(false);
    const past = (
      await get(`/PromotionRecommend/novel-korean?pageSize=5&pageIndex=${first.totalPage + 1}`)
    ).json();
    expect(past.data.list).toEqual([]);
    expect(past.data.totalCount).toBe(first.totalCount);
  });

  it('answers 404 for an unknown collection and 400 for a malformed key or filter', async () => {
    const unknown = await get('/PromotionRecommend/novel-poem');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(PROMOTION_MESSAGES.collectionNotFound);
    expect((await get('/PromotionRecommend/%3Cscript%3E')).statusCode).toBe(400);
    const bad = await get('/PromotionRecommend/novel-korean?availableOnly=yes');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('availableOnly');
    expect((await get('/PromotionRecommend/novel-korean?pageSize=1000')).statusCode).toBe(400);
  });
});

describe('GET /S21_006_RegionGeoData (the map’s regions)', () => {
  it('lists every featured region with its world-atlas id and a book count above zero', async () => {
    const res = await get('/S21_006_RegionGeoData');
    expect(res.statusCode).toBe(200);
    const { list } = res.json().data;
    expect(list).toHaveLength(PROMOTION_REGIONS.length);
    for (const region of list) {
      expect(region.isoNumeric).toMatch(/^\d{3}$/);
      expect(region.bookCount, region.name).toBeGreaterThan(0);
    }
    expect(list.find((r: { key: string }) => r.key === 'japan')).toMatchObject({
      isoNumeric: '392',
      name: '일본',
      continentName: '아시아',
    });
  });

  it('answers a region’s books: Japan lists books about Japan', async () => {
    const res = await get('/S21_006_RegionGeoData/japan/books?pageSize=50');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.region).toMatchObject({ key: 'japan', name: '일본', bookCount: data.totalCount });
    expect(data.list.length).toBeGreaterThan(0);
    for (const book of data.list) expect(fitsRule(findRegion('japan')!, book), book.title).toBe(true);
    expect(data.list.map((b: PromotionBook) => b.title).join(' ')).toContain('일본');
  });

  it('leaves out books that only name a country in passing (USA: no investing books)', async () => {
    const { list, totalCount } = (await get('/S21_006_RegionGeoData/usa/books?pageSize=100')).json().data;
    expect(totalCount).toBeGreaterThan(0);
    for (const book of list) expect(book.kdc ?? '', book.title).not.toMatch(/^(32|4|5)/);
  });

  it('answers the whole world’s travel books for world, 404 for an unknown region', async () => {
    const world = (await get('/S21_006_RegionGeoData/world/books')).json().data;
    expect(world.region).toBeNull();
    expect(world.list.some((b: PromotionBook) => (b.kdc ?? '').startsWith('980'))).toBe(true);
    const unknown = await get('/S21_006_RegionGeoData/atlantis/books');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(PROMOTION_MESSAGES.regionNotFound);
    expect((await get('/S21_006_RegionGeoData/1..2/books')).statusCode).toBe(400);
  });
});

describe('GET /history (history of the day)', () => {
  it('answers 3·1 for 0301 with its period and books about it', async () => {
    const res = await get('/history?date=0301');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      date: '0301',
      exact: true,
      eventDates: ['0301'],
      previousDate: '0229',
      nextDate: '0302',
    });
    const event = data.list.find((e: { year: number }) => e.year === 1919);
    expect(event).toMatchObject({
      title: '3·1 운동',
      categoryCode: '012002006',
      categoryName: '근대·일제강점기',
    });
    expect(event.books.length).toBeGreaterThan(0);
    for (const book of event.books) expect(book.kdc ?? '').toMatch(/^(9|81)/);
  });

  it('puts a book naming the event first (Yi Sun-sin on the day of Myeongnyang)', async () => {
    const { list } = (await get('/history?date=0916')).json().data;
    expect(list[0].title).toBe('명량 해전');
    expect(list[0].books[0].title).toContain('이순신');
  });

  it('shows the nearest days’ events, and says so, on a day without events', async () => {
    const data = (await get('/history?date=0102')).json().data;
    expect(data.exact).toBe(false);
    expect(data.eventDates).toEqual(['0101']);
    expect(data.list[0]).toMatchObject({ title: '경국대전 시행', date: '0101' });
  });

  it('answers today in Korea without a date, and 400 for an impossible date', async () => {
    const today = (await get('/history')).json().data;
    expect(today.date).toMatch(/^\d{4}$/);
    expect(today.list.length).toBeGreaterThan(0);
    for (const date of ['0230', '1301', '0001', '31', 'abcd']) {
      const res = await get(`/history?date=${date}`);
      expect(res.statusCode, date).toBe(400);
      expect(res.json().message).toBe(PROMOTION_MESSAGES.dateInvalid);
    }
  });
});

describe('POST /intro/save (an operator’s introduction)', () => {
  const save = (as: string | null, payload: object) =>
    t.app.inject({ method: 'POST', url: `${base}/intro/save`, headers: as ? headers[as] : {}, payload });

  it('saves an operator’s introduction sanitized, and the collection shows it', async () => {
    const res = await save('operator1', {
      collectionKey: 'language-japanese',
      content: '<p onclick="x()">일본 문학 <strong>함께</strong> 읽기</p><script>alert(1)</script>',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'OK', message: PROMOTION_MESSAGES.introSaved });
    expect(res.json().data.intro).toBe('<p>일본 문학 <strong>함께</strong> 읽기</p>');
    const shown = (await get('/PromotionRecommend/language-japanese')).json().data.collection;
    expect(shown.intro).toBe('<p>일본 문학 <strong>함께</strong> 읽기</p>');
    expect(shown.introModDate).not.toBeNull();
  });

  it('answers 401 without a session and 403 to a student or school manager, changing nothing', async () => {
    const payload = { collectionKey: 'novel-world', content: '<p>소개</p>' };
    expect((await save(null, payload)).statusCode).toBe(401);
    for (const id of ['student1', 'manager1']) {
      const res = await save(id, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(PROMOTION_MESSAGES.operatorOnly);
    }
    expect((await get('/PromotionRecommend/novel-world')).json().data.collection.intro).toBeNull();
  });

  it('refuses a banned word, an empty text after sanitizing and an unknown collection with 400', async () => {
    const banned = await save('operator1', { collectionKey: 'novel-world', content: '<p>병신</p>' });
    expect(banned.statusCode).toBe(400);
    expect(banned.json().message).toBe(bannedWordsMessage(['병신']));
    const empty = await save('operator1', { collectionKey: 'novel-world', content: '<script>x</script>' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(PROMOTION_MESSAGES.introRequired);
    expect((await save('operator1', { collectionKey: 'novel-poem', content: '<p>a</p>' })).statusCode).toBe(
      400,
    );
  });
});
