import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { addDays } from '../../lib/clock.ts';

const t = useTestApp();

type Found = { bookKey: number; title: string; author: string | null };

async function searchAuthor(name: string): Promise<Found[]> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/alpasq/api/search',
    payload: { searchKeyword: name, searchType: 'author', display: 10 },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.list;
}

describe('search ranks equally good matches by loans (decision 110)', () => {
  it("lists a prolific author's most-borrowed titles first, by the service's loans", async () => {
    // 흔한남매's volumes are children's titles without ISBN: no public ranking, so only the school loans
    // (the seeded loan history) can order them.
    const since = addDays(t.app.library.today(), -365);
    const loans = new Map(
      (await t.app.library.loanFigures.counts({ since })).map((l) => [l.bookKey, l.loans]),
    );
    const page = await searchAuthor('흔한남매');
    expect(page).toHaveLength(10);
    const figures = page.map((b) => loans.get(b.bookKey) ?? 0);
    expect(figures[0]).toBeGreaterThan(0);
    expect(figures).toEqual([...figures].sort((a, b) => b - a));
    // The author's most-borrowed title is the first hit.
    const authors = await t.app.inject({
      method: 'POST',
      url: '/alpasq/api/search',
      payload: { searchKeyword: '흔한남매', searchType: 'author', display: 50 },
    });
    const all = authors.json().data.list as Found[];
    const best = Math.max(...all.map((b) => loans.get(b.bookKey) ?? 0));
    expect(loans.get(page[0]!.bookKey)).toBe(best);
  });
});
