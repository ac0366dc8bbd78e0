import { beforeAll, describe, expect, it } from 'vitest';
import { sessionOf } from './authorization/identities.ts';
import { useTestApp } from './test-app.ts';

/**
 * Issue 36 (decision 270): every list an elementary pupil, or a visitor of /Elementary, is shown holds
 * children's books only: no adults-only title, no general fiction. The same lists unfiltered (a
 * teacher, the main site) do hold adults-only titles, so each check can fail.
 */
const t = useTestApp();
const CURATION = '/schome/service/recommendbook';
const ACTIVITIES = '/schome/service/readingActivitesMng/readingActivites';
type Headers = Record<string, string>;

/** The readership of each catalogue record (plain SQL: the test reads the record as stored). */
let readership: Map<number, string>;
/** An adults-only novel with copies (the pick and search checks use it). */
let adultBook: { bookKey: number; title: string };

beforeAll(async () => {
  const { rows } = await t.database.query('select book_key, readership from search.book');
  readership = new Map(rows.map((r) => [Number(r.book_key), String(r.readership)]));
  const adult = await t.database.query(
    "select book_key, title from search.book where title like '채식주의자%' and readership = 'adult' limit 1",
  );
  adultBook = { bookKey: Number(adult.rows[0]!.book_key), title: String(adult.rows[0]!.title) };
});

const get = async (url: string, headers: Headers = {}) => {
  const res = await t.app.inject({ url, headers });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json().data;
};
const post = async (url: string, payload: object, headers: Headers = {}) => {
  const res = await t.app.inject({ method: 'POST', url, payload, headers });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json().data;
};

/** Every book key of a list endpoint's answer, wherever it sits (lists, sections, themed lists). */
function bookKeysIn(value: unknown): number[] {
  if (Array.isArray(value)) return value.flatMap(bookKeysIn);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) =>
      k === 'bookKey' && typeof v === 'number' ? [v] : bookKeysIn(v),
    );
  }
  return [];
}

const readershipsOf = (keys: number[]) => new Set(keys.map((k) => readership.get(k) ?? 'unknown'));

/** The lists, as a member or visitor asks for them; `site` is the visitor's level site. */
async function lists(headers: Headers, site: '01' | null) {
  const level = site ? `&siteLevel=${site}` : '';
  return {
    home: await get(`/schome/service/main/home/sections${site ? `?schLevelCode=${site}` : ''}`, headers),
    popular: await get(
      `${CURATION}/popular/list?period=all&pageSize=50${site ? `&schLevelCode=${site}` : ''}`,
      headers,
    ),
    rankings: await get(`${CURATION}/popular/list?period=all&pageSize=50&gender=female${level}`, headers),
    accessions: await get(`${CURATION}/accession/list?period=all&pageSize=50${level}`, headers),
    center: await get(`${CURATION}/centerRecommendBook/list?pageSize=20${level}`, headers),
    picks: await get(`${CURATION}/student-teacher/list?pageSize=50${level}`, headers),
    customized: await post(
      `${CURATION}/customized`,
      { grade: 5, interests: ['8', '1', '3'], readingLevel: 'deep', ...(site ? { siteLevel: site } : {}) },
      headers,
    ),
    activities: await get(`${ACTIVITIES}/recommendList?pageSize=50${level}`, headers),
  };
}

describe("lists fit an elementary reader (issue 36's done-when)", () => {
  beforeAll(async () => {
    // A teacher picks an adults-only novel: pupils must not be offered it, the teacher sees it.
    const teacher = await sessionOf(t.app, 'teacher1');
    await post(
      `${CURATION}/student-teacher/save`,
      { bookKey: adultBook.bookKey, reason: '어른 독자에게 권하는 소설입니다.' },
      teacher.headers,
    );
  });

  it('unfiltered, the same lists do hold adults-only titles (the check below can fail)', async () => {
    const teacher = await sessionOf(t.app, 'teacher1');
    const all = await lists(teacher.headers, null);
    expect(readershipsOf(bookKeysIn(all.home))).toContain('adult');
    expect(readershipsOf(bookKeysIn(all.rankings))).toContain('adult');
    expect(bookKeysIn(all.picks)).toContain(adultBook.bookKey);
    expect(readershipsOf(bookKeysIn(all.customized))).toContain('adult');
  });

  it("student1 (grade 5, 서울가락초) is shown children's books only, on every list", async () => {
    const student = await sessionOf(t.app, 'student1');
    const found = await lists(student.headers, null);
    for (const [name, answer] of Object.entries(found)) {
      if (name === 'home') continue; // The home is the site's, not the member's: the visitor's check.
      const keys = bookKeysIn(answer);
      expect([...readershipsOf(keys)], name).toEqual(keys.length ? ['children'] : []);
    }
    expect(bookKeysIn(found.popular).length).toBeGreaterThan(0);
    expect(bookKeysIn(found.customized).length).toBeGreaterThan(0);
    const mine = await get(`${CURATION}/my`, student.headers);
    expect(bookKeysIn(mine).length).toBeGreaterThan(0);
    expect([...readershipsOf(bookKeysIn(mine))]).toEqual(['children']);
  });

  it("a visitor of /Elementary is shown children's books only, on every list", async () => {
    const found = await lists({}, '01');
    for (const [name, answer] of Object.entries(found)) {
      const keys = bookKeysIn(answer);
      expect([...readershipsOf(keys)], name).toEqual(keys.length ? ['children'] : []);
    }
    expect(bookKeysIn(found.home).length).toBeGreaterThan(0);
    expect(bookKeysIn(found.popular).length).toBeGreaterThan(0);
  });

  it("an elementary reader's search still finds an adults-only title, ranked after the books that fit", async () => {
    const search = (siteLevel?: string) =>
      post('/alpasq/api/search', { searchKeyword: '나무', display: 50, ...(siteLevel ? { siteLevel } : {}) });
    const plain = (await search()).list.map((b: { bookKey: number }) => readership.get(b.bookKey));
    const fitted = (await search('01')).list.map((b: { bookKey: number }) => readership.get(b.bookKey));
    expect(new Set(fitted)).toEqual(new Set(plain));
    const firstMisfit = fitted.findIndex((r: string | undefined) => r !== 'children');
    expect(firstMisfit).toBeGreaterThan(0);
    expect(fitted.slice(firstMisfit).every((r: string | undefined) => r !== 'children')).toBe(true);
    const novel = await post('/alpasq/api/search', { searchKeyword: '채식주의자', siteLevel: '01' });
    expect(novel.list.map((b: { bookKey: number }) => b.bookKey)).toContain(adultBook.bookKey);
  });
});

describe('a school manager corrects a readership (PATCH /alpasq/api/detail/readership)', () => {
  const patch = (payload: object, headers: Headers = {}) =>
    t.app.inject({ method: 'PATCH', url: '/alpasq/api/detail/readership', payload, headers });

  it('refuses visitors (401), teachers (403), bad input (400) and unknown books (404)', async () => {
    const teacher = await sessionOf(t.app, 'teacher1');
    const manager = await sessionOf(t.app, 'manager1');
    expect((await patch({ bookKey: 1, readership: 'adult' })).statusCode).toBe(401);
    const refused = await patch({ bookKey: 1, readership: 'adult' }, teacher.headers);
    expect([refused.statusCode, refused.json().message]).toEqual([
      403,
      '학교관리자만 이용 대상을 바꿀 수 있습니다.',
    ]);
    const bad = await patch({ bookKey: 1, readership: 'teen' }, manager.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('readership');
    expect((await patch({ bookKey: 2_000_000, readership: 'adult' }, manager.headers)).statusCode).toBe(404);
  });

  it("takes a book marked adults-only off an elementary pupil's lists at once", async () => {
    const manager = await sessionOf(t.app, 'manager1');
    const listed = async () =>
      bookKeysIn(await get(`${CURATION}/popular/list?period=all&pageSize=50&siteLevel=01&schLevelCode=01`));
    const before = await listed();
    const bookKey = before[0]!;
    const res = await patch({ bookKey, readership: 'adult' }, manager.headers);
    expect(res.statusCode).toBe(200);
    expect(await listed()).not.toContain(bookKey);
    await patch({ bookKey, readership: 'children' }, manager.headers);
    expect(await listed()).toContain(bookKey);
  });
});
