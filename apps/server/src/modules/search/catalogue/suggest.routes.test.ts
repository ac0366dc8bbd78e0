import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/test-app.ts';
import { book } from '../../../db/schema/search.ts';
import { readershipOf } from '../readership.ts';
import { catalogueRow } from './catalogue-row.ts';

const t = useTestApp();

async function search(payload: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'POST', url: '/alpasq/api/search', payload });
  expect(res.statusCode).toBe(200);
  return res.json().data as { totalCount: number; suggestion: string | null; list: { title: string }[] };
}

describe('a search that finds nothing suggests what was meant (issue 25.5)', () => {
  it("suggests 해리포터 for 헤리포터, and the suggestion finds Harry Potter's books", async () => {
    const typo = await search({ searchKeyword: '헤리포터' });
    expect([typo.totalCount, typo.suggestion]).toEqual([0, '해리포터']);
    const meant = await search({ searchKeyword: typo.suggestion });
    expect(meant.totalCount).toBeGreaterThan(0);
    expect(meant.list[0]!.title).toMatch(/해리\s?포터/);
  });

  it('suggests the word without its particle: 완득이가 → 완득이', async () => {
    const typed = await search({ searchKeyword: '완득이가' });
    expect([typed.totalCount, typed.suggestion]).toEqual([0, '완득이']);
  });

  it('suggests nothing when the search found books, or when nothing is near', async () => {
    expect((await search({ searchKeyword: '해리포터' })).suggestion).toBeNull();
    expect((await search({ searchKeyword: '퀗뷁퉯' })).suggestion).toBeNull();
    expect((await search({ searchKeyword: '헤리포터', searchType: 'publisher' })).suggestion).toBeNull();
  });
});

describe('suggestions come from the did-you-mean dictionary (decision 293)', () => {
  const title = (fullTitle: string, popularity: number) => ({
    ...catalogueRow({
      recordKey: `test:dym:${fullTitle}`,
      isbn13: null,
      fullTitle,
      author: '테스트 작가',
      publisher: '테스트 출판사',
      pubYear: 2020,
      volume: null,
      kdc: '813',
      isbnAddCode: null,
      categoryCode: '7',
      readership: readershipOf({ kdc: '813' }),
      source: 'test',
    }),
    popularity,
  });
  const suggestion = async () => (await search({ searchKeyword: '헐빛우체국' })).suggestion;

  it("holds the work heads' titles and authors after the seed's inserts, loans and work heads", async () => {
    // The dictionary as the triggers left it, against one computed from the catalogue now.
    const { rows } = (await t.database.db.execute(sql`
      with wanted as (
        select e.field, e.text, sum(b.popularity)::bigint as popularity, count(*)::int as book_count
        from search.book b
          cross join lateral (values ('title', b.title_norm), ('author', b.author_norm)) as e(field, text)
        where b.work_head and e.text <> '' group by e.field, e.text
      ), kept as (select field, text, popularity, book_count from search.did_you_mean_entry)
      select (select count(*) from wanted)::int as wanted,
        (select count(*) from (select * from wanted except select * from kept) m)::int as missing,
        (select count(*) from (select * from kept except select * from wanted) s)::int as stale`)) as unknown as {
      rows: { wanted: number; missing: number; stale: number }[];
    };
    expect(rows[0]!.wanted).toBeGreaterThan(1000);
    expect([rows[0]!.missing, rows[0]!.stale]).toEqual([0, 0]);
  });

  it('offers the more borrowed of two equally near titles, follows loans, and never a title whose books are gone', async () => {
    const { db } = t.database;
    await db.insert(book).values([title('달빛 우체국', 500), title('별빛 우체국', 5)]);
    // One edit from each, the same bigrams shared: the loans decide.
    expect(await suggestion()).toBe('달빛우체국');
    await db.update(book).set({ popularity: 900 }).where(eq(book.title, '별빛 우체국'));
    expect(await suggestion()).toBe('별빛우체국');
    await db.delete(book).where(eq(book.title, '별빛 우체국'));
    expect(await suggestion()).toBe('달빛우체국');
    await db.delete(book).where(eq(book.title, '달빛 우체국'));
    expect(await suggestion()).toBeNull();
  });
});
