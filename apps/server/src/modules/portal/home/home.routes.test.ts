import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/test-app.ts';

const t = useTestApp();

type Book = { title: string; loans: number; rank: number; pubYear: number | null };

describe('GET /schome/service/main/home/sections', () => {
  it('answers ten popular books ranked by summed loans, from the seeded rankings', async () => {
    const res = await t.app.inject({ url: '/schome/service/main/home/sections' });
    expect(res.statusCode).toBe(200);
    const { popularBooks } = res.json().data as { popularBooks: Book[] };
    expect(popularBooks).toHaveLength(10);
    expect(popularBooks.map((b) => b.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const loans = popularBooks.map((b) => b.loans);
    expect([...loans].sort((a, b) => b - a)).toEqual(loans);
    // One entry per work (decision 240): a work's loans are those of all its editions.
    const { rows } = await t.database.query(
      `select sum(r.loans)::int as n from search.loan_ranking r join search.book b on b.isbn13 = r.isbn13
       group by b.work_key order by n desc limit 1`,
    );
    expect(popularBooks[0]!.loans).toBe(rows[0]!.n);
    // A card carries what the home shows and the detail link's key, nothing more (decision 161).
    expect(Object.keys(popularBooks[0]!)).toEqual([
      'bookKey',
      'title',
      'author',
      'publisher',
      'pubYear',
      'rank',
      'loans',
      'volumes',
    ]);
  });

  it('ranks high-school popular books from the teen loans only, of the books that fit them', async () => {
    const res = await t.app.inject({ url: '/schome/service/main/home/sections?schLevelCode=03' });
    const { popularBooks } = res.json().data as { popularBooks: Book[] };
    // Youth and general books only (decision 270): the teen band borrows adults-only novels too.
    const { rows } = await t.database.query(
      `select sum(r.loans)::int as n from search.loan_ranking r join search.book b on b.isbn13 = r.isbn13
       where r.age_band = 14 and exists (select 1 from search.book h where h.work_key = b.work_key
         and h.work_head and h.readership in ('youth', 'general'))
       group by b.work_key order by n desc limit 1`,
    );
    expect(popularBooks[0]!.loans).toBe(rows[0]!.n);
  });

  it('lists no book that the loan data places with adult readers on the elementary sites', async () => {
    const res = await t.app.inject({ url: '/schome/service/main/home/sections?schLevelCode=01' });
    const { popularBooks, categoryBooks } = res.json().data as {
      popularBooks: (Book & { bookKey: number })[];
      categoryBooks: { books: (Book & { bookKey: number })[] }[];
    };
    expect(popularBooks).toHaveLength(10);
    expect(popularBooks.map((b) => b.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const keys = [...popularBooks, ...categoryBooks.flatMap((c) => c.books)].map((b) => b.bookKey);
    expect(categoryBooks.length).toBeGreaterThan(2);
    const { rows: adult } = await t.database.query(
      `select count(*)::int as n from search.loan_ranking r join search.book b on b.isbn13 = r.isbn13
       where r.age_band >= 20 and b.book_key in (${keys.join(',')})`,
    );
    expect(adult[0]!.n).toBe(0);
    // The children's list, one entry per work (decision 240): each work by its first place in the list.
    const { rows: children } = await t.database.query(
      `select min(book_key) as book_key from search.book where source = 'children-2025'
       group by work_key order by 1 limit 10`,
    );
    expect(popularBooks.map((b) => b.bookKey)).toEqual(children.map((r) => Number(r.book_key)));
    for (const b of popularBooks) expect(b.loans).toBeNull();
    const { rows: main } = await t.database.query(
      `select count(*)::int as n from search.book where title like '%채식주의자%' and book_key in (${keys.join(',')})`,
    );
    expect(main[0]!.n).toBe(0);
  });

  it('lists new arrivals newest publication year first', async () => {
    const res = await t.app.inject({ url: '/schome/service/main/home/sections' });
    const years = (res.json().data.newArrivals as Book[]).map((b) => b.pubYear ?? 0);
    expect(years.length).toBeGreaterThan(0);
    expect([...years].sort((a, b) => b - a)).toEqual(years);
  });

  it('lists the latest service notices first and the statistics of schools by region', async () => {
    const res = await t.app.inject({ url: '/schome/service/main/home/sections' });
    const { notices, statistics } = res.json().data;
    // The board engine's service notices shown today, newest first: hidden and future ones are left out.
    expect(notices[0].title).toBe('독서퀴즈 새 문제 500개가 추가되었습니다');
    expect(notices).toHaveLength(5);
    const titles = notices.map((n: { title: string }) => n.title);
    expect(titles).not.toContain('가을 독서 행사 안내 (작성 중)');
    expect(titles).not.toContain('겨울방학 독서 챌린지 예고');
    expect(statistics.schoolCount).toBe(12485);
    expect(statistics.regions.find((r: { provCode: string }) => r.provCode === 'A10')).toBeUndefined();
    expect(statistics.libraryCount).toBeGreaterThan(0);
  });

  it('groups popular books by KDC main class, at most four each, ranked by loans', async () => {
    const res = await t.app.inject({ url: '/schome/service/main/home/sections' });
    const { categoryBooks } = res.json().data as {
      categoryBooks: { classCode: string; className: string; books: Book[] }[];
    };
    expect(categoryBooks.length).toBeGreaterThan(3);
    const literature = categoryBooks.find((c) => c.classCode === '8');
    expect(literature?.className).toBe('문학');
    for (const c of categoryBooks) {
      expect(c.books.length).toBeLessThanOrEqual(4);
      const loans = c.books.map((b) => b.loans);
      expect([...loans].sort((a, b) => b - a)).toEqual(loans);
    }
  });

  it('answers 400 naming schLevelCode for an unknown level', async () => {
    const res = await t.app.inject({ url: '/schome/service/main/home/sections?schLevelCode=09' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('schLevelCode: 01, 02, 03 중 하나여야 합니다.');
  });
});
