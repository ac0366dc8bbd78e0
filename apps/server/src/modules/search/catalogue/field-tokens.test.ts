import { readFileSync } from 'node:fs';
import { searchRequestSchema } from '@reading/contract/search/search';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/test-app.ts';
import { createCatalogueRepository } from './catalogue.repository.ts';
import { createCatalogueService } from './catalogue.service.ts';
import { FIELD_MARK, searchColumnsOf, tsvectorLiteral } from './tokenize.ts';

/**
 * Decision 016: the author's and the publisher's tokens once more with a field mark, so an author or
 * publisher search matches on that field's tokens only. The results must be exactly those of a plain
 * LIKE over the field, and migration 0008 must give old records the tokenizer's own tokens.
 */
const t = useTestApp();

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe('field tokens', () => {
  it("marks every character and bigram of the author and the publisher, and nothing of the title's", () => {
    const { tokens } = searchColumnsOf({ title: '설민석의 한국사', author: '설민석', publisher: '창비' });
    const marked = tokens.filter((x) => x.includes('_')).sort();
    expect(marked).toEqual(['a_민', 'a_민석', 'a_석', 'a_설', 'a_설민', 'p_비', 'p_창', 'p_창비'].sort());
    // The plain tokens stay, so a search of every field still finds the author and the publisher.
    expect(tokens).toEqual(expect.arrayContaining(['설민', '민석', '창비', '한국']));
  });

  it('finds exactly the works with a record whose author or publisher contains the word', async () => {
    const service = createCatalogueService(createCatalogueRepository(t.database.db, { countCap: 100_000 }));
    const cases = [
      { searchType: 'author', word: '김', column: 'author_norm' },
      { searchType: 'author', word: '히가시노게이고', column: 'author_norm' },
      { searchType: 'author', word: '하라리', column: 'author_norm' },
      { searchType: 'author', word: '롤링', column: 'author_norm' },
      { searchType: 'publisher', word: 'scholastic', column: 'publisher_norm' },
      { searchType: 'publisher', word: '창비', column: 'publisher_norm' },
      { searchType: 'publisher', word: '사', column: 'publisher_norm' },
      { searchType: 'publisher', word: '비룡소', column: 'publisher_norm' },
    ];
    for (const c of cases) {
      const [expected] = await rows<{ n: number | string; works: number | string }>(
        // One result per work (decision 240): at least the works whose head record holds the word, at most
        // the works with any record that holds it.
        sql`select count(*) filter (where work_head) as n,
              count(distinct coalesce(nullif(work_key, ''), '#' || book_key)) as works
            from search.book where ${sql.raw(c.column)} like ${`%${c.word}%`}`,
      );
      const found = await service.search(
        searchRequestSchema.parse({ searchKeyword: c.word, searchType: c.searchType, display: 10 }),
      );
      expect(found.totalCount, `${c.searchType} ${c.word}`).toBeGreaterThanOrEqual(Number(expected?.n));
      expect(found.totalCount, `${c.searchType} ${c.word}`).toBeLessThanOrEqual(Number(expected?.works));
      expect(Number(expected?.n), `${c.word} is in the seeded catalogue`).toBeGreaterThan(0);
    }
    // The author filter of the detailed search uses the author's tokens too.
    const filtered = await service.search(
      searchRequestSchema.parse({ searchKeyword: '한국사', author: '설민석', display: 10 }),
    );
    for (const book of filtered.list) expect(book.author).toContain('설민석');
  });

  it('migration 0008 gives records written before it the tokenizer’s tokens', async () => {
    const sample = await rows<{
      book_key: number;
      title: string;
      subtitle: string | null;
      author: string | null;
      publisher: string | null;
    }>(
      sql`select book_key, title, subtitle, author, publisher from search.book
        where author_norm <> '' and publisher_norm <> '' order by book_key limit 200`,
    );
    expect(sample.length).toBe(200);
    const expected = new Map(sample.map((b) => [Number(b.book_key), searchColumnsOf(b).tokens.sort()]));
    // Back to the tokens of before: the marked ones taken out.
    for (const [key, tokens] of expected) {
      const old = tokens.filter(
        (x) => !x.startsWith(FIELD_MARK.author) && !x.startsWith(FIELD_MARK.publisher),
      );
      await t.database.db.execute(
        sql`update search.book set search_tokens = ${tsvectorLiteral(old)}::tsvector where book_key = ${key}`,
      );
    }
    const migration = readFileSync(
      new URL('../../../db/migrations/0008_search-field-tokens.sql', import.meta.url),
      'utf8',
    );
    await t.database.db.execute(sql.raw(migration));
    const after = await rows<{ book_key: number; tokens: string[] }>(
      sql`select book_key, tsvector_to_array(search_tokens) as tokens from search.book
        where book_key in (${sql.join(
          [...expected.keys()].map((k) => sql`${k}`),
          sql`, `,
        )})`,
    );
    expect(after.length).toBe(200);
    for (const row of after) expect([...row.tokens].sort()).toEqual(expected.get(Number(row.book_key)));
  });
});
