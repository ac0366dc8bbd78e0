import type { SearchResult } from '@reading/contract/search/search';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/test-app.ts';

const t = useTestApp();

async function search(payload: Record<string, unknown>): Promise<SearchResult> {
  const res = await t.app.inject({ method: 'POST', url: '/alpasq/api/search', payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** Loans of an ISBN in the rankings (male + female rows), the fixture the ranking reads. */
async function loansOf(isbn: string): Promise<number> {
  const { rows } = await t.database.query(
    `select coalesce(sum(loans), 0)::int as n from search.loan_ranking where isbn13 = '${isbn}' and gender in ('male', 'female')`,
  );
  return Number(rows[0]!.n);
}

describe('results by work, ranked by loans (decisions 240, 241)', () => {
  it("orders an author's books by loans: 용의자 X의 헌신 (536) above 동급생 (15)", async () => {
    expect(await loansOf('9788972753698')).toBe(536);
    expect(await loansOf('9788979198188')).toBe(15);
    expect(await loansOf('9788972759546')).toBe(7);
    for (const searchType of ['author', 'all']) {
      const { list } = await search({ searchKeyword: '히가시노', searchType, display: 100 });
      const at = (title: string) => list.findIndex((b) => b.title === title);
      expect(at('용의자 X의 헌신'), searchType).toBeGreaterThanOrEqual(0);
      expect(at('용의자 X의 헌신'), searchType).toBeLessThan(at('동급생'));
      // Every match is an author match: loans decide (the rankings' plus the school loans, decision
      // 110), most borrowed first.
      expect(list[0]!.title).toBe('나미야 잡화점의 기적');
      const { rows } = await t.database.query(
        `select book_key, popularity from search.book where book_key in (${list.map((b) => b.bookKey).join(',')})`,
      );
      const loans = new Map(rows.map((r) => [Number(r.book_key), Number(r.popularity)]));
      const ordered = list.map((b) => loans.get(b.bookKey)!);
      expect(ordered, searchType).toEqual([...ordered].sort((a, b) => b - a));
    }
  });

  it('lists 전천당 once, its volumes in reading order and its series apart', async () => {
    const { list } = await search({ searchKeyword: '전천당' });
    const works = list.filter((b) => b.title === '전천당');
    expect(works).toHaveLength(1);
    const [work] = works;
    expect(work!.work.series).toBe('이상한 과자 가게');
    expect(work!.work.volumes.slice(0, 3)).toEqual(['1', '2', '3']);
    expect(work!.work.volumes.map(Number)).toEqual([...work!.work.volumes.map(Number)].sort((a, b) => a - b));
    expect(work!.work.recordCount).toBeGreaterThan(work!.work.volumes.length - 1);
    // Held at 서울가락초 by some volume: the school's search finds the work (any record's copy counts).
    const school = await search({ searchKeyword: '전천당', neisCode: '7130102' });
    const held = school.list.find((b) => b.title === '전천당');
    expect(held?.summary.ownSchool?.holdingCount).toBeGreaterThan(0);
    expect(school.scopeCounts!.school).toBeGreaterThan(0);
    expect(list.some((b) => b.title.startsWith('('))).toBe(false);
  });

  it('finds the classics, held by the demo elementary and middle schools', async () => {
    for (const keyword of ['어린 왕자', '권정생', '마당을 나온 암탉', '황선미', '구름빵']) {
      const result = await search({ searchKeyword: keyword, neisCode: '7130102' });
      expect(result.totalCount, keyword).toBeGreaterThan(0);
      expect(result.list[0]!.summary.ownSchool!.holdingCount, keyword).toBeGreaterThan(0);
    }
    const { rows } = await t.database.query(
      `select h.lib_code, count(distinct h.book_key)::int as n from search.holding h
       join search.book b using (book_key) where b.source = 'children-classics' group by h.lib_code order by 1`,
    );
    expect(rows.map((r) => [r.lib_code, Number(r.n)])).toEqual([
      ['LIB7130102', 42],
      ['LIB7130165', 42],
      ['LIB7201044', 42],
    ]);
  });

  it('widens a school search that finds nothing: counts per scope, other schools in the summary', async () => {
    const school = await search({ searchKeyword: '해리포터', neisCode: '7130102' });
    expect(school.scope).toBe('school');
    expect(school.scopeCounts!.school).toBe(school.totalCount);
    expect(school.scopeCounts!.nation).toBeGreaterThan(0);
    expect(school.scopeCounts!.region).toBeLessThanOrEqual(school.scopeCounts!.nation);
    const nation = await search({ searchKeyword: '해리포터', neisCode: '7130102', scope: 'nation' });
    expect(nation.totalCount).toBe(school.scopeCounts!.nation);
    const held = nation.list.find((b) => b.summary.otherLibraryCount > 0);
    expect(held).toBeDefined();
    const ownCopies = held!.holdings.filter((h) => h.neisCode === '7130102').length;
    expect(held!.summary.ownSchool!.holdingCount).toBeGreaterThanOrEqual(ownCopies);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/alpasq/api/search',
      payload: { searchKeyword: '해리포터', neisCode: '7130102', scope: 'world' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('shows every copy of the work on the detail page, the school first, then its region', async () => {
    const { list } = await search({ searchKeyword: '흔한남매', neisCode: '7130102', scope: 'nation' });
    const work = list.find((b) => b.work.volumes.length > 3)!;
    const res = await t.app.inject({
      url: `/alpasq/api/detail/info?bookKey=${work.bookKey}&neisCode=7130102`,
    });
    const detail = res.json().data;
    expect(detail.work.records.length).toBe(work.work.recordCount);
    expect(new Set(detail.holdings.map((h: { bookKey: number }) => h.bookKey)).size).toBeGreaterThan(1);
    const rank = (h: { neisCode: string; provCode: string }) =>
      h.neisCode === '7130102' ? 0 : h.provCode === 'B10' ? 1 : 2;
    const ranks = detail.holdings.map(rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });
});

describe('did you mean, only when it finds something (decision 244)', () => {
  it('offers a suggestion only if searching it in the same reach answers books', async () => {
    const scopes: Record<string, unknown>[] = [
      {},
      { neisCode: '7130102' },
      { neisCode: '7201044' },
      { provCode: 'T10' },
      { libCode: ['LIB7130165'] },
    ];
    let offered = 0;
    for (const keyword of ['헤리포터', '권정현', '황선우', '구름위', '완득이가', '전전당', '어린왕지']) {
      for (const scope of scopes) {
        const miss = await search({ searchKeyword: keyword, ...scope });
        if (!miss.suggestion) continue;
        offered++;
        // A reader with a school is shown the nation when the school has none (decision 242).
        const reach = 'neisCode' in scope ? { ...scope, scope: 'nation' } : scope;
        const meant = await search({ searchKeyword: miss.suggestion, ...reach });
        expect(
          meant.totalCount,
          `${keyword} → ${miss.suggestion} in ${JSON.stringify(scope)}`,
        ).toBeGreaterThan(0);
      }
    }
    expect(offered).toBeGreaterThan(3);
  });
});
