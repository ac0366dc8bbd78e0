import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/test-app.ts';

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
