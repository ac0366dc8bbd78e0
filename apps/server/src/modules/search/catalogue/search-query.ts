import { readerLevelOf } from '@reading/contract/codes/school-levels';
import { type SearchRequest, searchRequestSchema } from '@reading/contract/search/search';
import { looksLikeIsbn, toIsbn13 } from '@reading/contract/validators/isbn';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { badRequest } from '../../../lib/errors.ts';
import { readershipMisfit } from '../readership.ts';
import { bigramsOf, compactOf, isInitialsQuery, markedBigramsOf, tsqueryLiteral } from './tokenize.ts';

/**
 * Turns a search request into SQL conditions and a score (docs/decisions/010-korean-search.md):
 * the GIN-indexed token match, the LIKE recheck per word, the filters and the holdings scope.
 */
export type PlannedSearch = {
  where: SQL;
  score: SQL;
  /**
   * For a one-word keyword searched in titles: the matches split into tiers, best first
   * (docs/decisions/015-search-at-scale.md). The field (title or initials) equal to the word, then
   * starting with it: every row of such a tier has one score, so it is read in catalogue order from a
   * prefix index. The last tier is the rest, ranked by `score`. null when the query has no such split.
   */
  tiers: { where: SQL; score: SQL | null }[] | null;
  /** Conditions on holding `h` joined to library `l` (scope and exclude-non-lending); null when none. */
  holdingScope: SQL | null;
  /** Whether words narrow the candidates by the token index (false for an ISBN or filters alone). */
  textMatch: boolean;
};

const like = (column: SQL, value: string) => sql`${column} like ${`%${value}%`}`;

const inList = (column: string, values: readonly string[]) =>
  sql`${sql.raw(column)} in (${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;

/** Query words as compact strings; spacing inside a word does not matter, between words means AND. */
function queryWords(text: string | undefined): string[] {
  if (!text) return [];
  return text
    .split(/\s+/)
    .map((w) => compactOf(w))
    .filter(Boolean);
}

/**
 * A word's relevance (decisions 010, 241): title equal 30, title starting with it 20, title containing
 * it 10, author 5, publisher 2. A title mentions its author only by the subtitle ('… :히가시노 게이고
 * 장편소설'), so a word found in the author counts as an author match, never as a title one: every book
 * of an author is then equally relevant, and loans order them. An author or publisher search scores
 * that field alone.
 */
function wordScore(w: string, marked: 'author' | 'publisher' | null): SQL {
  const t = sql.raw('b.title_norm');
  const a = sql.raw('b.author_norm');
  const p = sql.raw('b.publisher_norm');
  if (marked === 'author') return sql`(case when ${a} like ${`%${w}%`} then 5 else 0 end)`;
  if (marked === 'publisher') return sql`(case when ${p} like ${`%${w}%`} then 2 else 0 end)`;
  return sql`(case when ${t} = ${w} then 30 when ${t} like ${`${w}%`} then 20
    when ${a} like ${`%${w}%`} then 5 when ${t} like ${`%${w}%`} then 10
    when ${p} like ${`%${w}%`} then 2 else 0 end)`;
}

export function planSearch(req: SearchRequest): PlannedSearch {
  const conds: SQL[] = [];
  const scores: SQL[] = [];
  const tokens: string[] = [];
  let isbn = req.isbn ?? null;
  const keyword = req.searchKeyword ?? '';
  let words: string[] = [];

  if (keyword) {
    if (req.searchType === 'isbn') {
      const parsed = toIsbn13(keyword);
      if (!parsed) throw badRequest('searchKeyword: ISBN 형식이 올바르지 않습니다.');
      isbn = parsed;
    } else if (req.searchType === 'all' && looksLikeIsbn(keyword) && toIsbn13(keyword)) {
      isbn = toIsbn13(keyword);
    } else {
      words = queryWords(keyword);
    }
  }

  const t = sql.raw('b.title_norm');
  const a = sql.raw('b.author_norm');
  const p = sql.raw('b.publisher_norm');
  const ini = sql.raw('b.title_initials');
  // A one-word query's prefix tiers (which imply the match) and the condition of the rest.
  let levels: { equal: SQL; prefix: SQL; rest: SQL } | null = null;
  for (const w of words) {
    if (isInitialsQuery(w) && (req.searchType === 'all' || req.searchType === 'title')) {
      tokens.push(...bigramsOf(w));
      conds.push(like(ini, w));
      scores.push(sql`(case when ${ini} = ${w} then 30 when ${ini} like ${`${w}%`} then 12 else 8 end)`);
      levels = {
        equal: sql`${ini} = ${w}`,
        prefix: sql`${ini} like ${`${w}%`} and ${ini} <> ${w}`,
        rest: sql`${ini} not like ${`${w}%`}`,
      };
      continue;
    }
    // An author or publisher search matches that field's own tokens (decision 016).
    const marked = req.searchType === 'author' || req.searchType === 'publisher' ? req.searchType : null;
    tokens.push(...(marked ? markedBigramsOf(marked, w) : bigramsOf(w)));
    const fields =
      req.searchType === 'title' ? [t] : marked === 'author' ? [a] : marked === 'publisher' ? [p] : [t, a, p];
    // A word of one or two characters is a single index token (decisions 015, 016): when every field
    // is searched, or the token is the searched field's own, the token match is exact, and the recheck
    // would only read the heap.
    const tokenIsExact = (fields.length === 3 || marked !== null) && [...w].length <= 2;
    if (!tokenIsExact) {
      conds.push(
        sql`(${sql.join(
          fields.map((f) => like(f, w)),
          sql` or `,
        )})`,
      );
    }
    scores.push(wordScore(w, marked));
    // Only where the title is searched does a title starting with the word imply the match.
    if (req.searchType === 'all' || req.searchType === 'title') {
      levels = {
        equal: sql`${t} = ${w}`,
        prefix: sql`${t} like ${`${w}%`} and ${t} <> ${w}`,
        rest: sql`${t} not like ${`${w}%`}`,
      };
    }
  }
  if (words.length > 1) {
    const whole = compactOf(keyword);
    scores.push(sql`(case when ${t} = ${whole} then 40 when ${t} like ${`${whole}%`} then 15 else 0 end)`);
  }
  const textConds = conds.length;
  for (const w of queryWords(req.author)) {
    tokens.push(...markedBigramsOf('author', w));
    conds.push(like(a, w));
  }
  for (const w of queryWords(req.publisher)) {
    tokens.push(...markedBigramsOf('publisher', w));
    conds.push(like(p, w));
  }
  const oneWordOnly = words.length === 1 && conds.length === textConds && isbn === null;
  const match = [...conds];
  if (tokens.length) {
    const tokenMatch = sql`b.search_tokens @@ ${tsqueryLiteral(tokens)}::tsquery`;
    conds.unshift(tokenMatch);
    match.unshift(tokenMatch);
  }
  if (isbn) conds.push(sql`b.isbn13 = ${isbn}`);
  const filtersFrom = conds.length;
  // One result per work, from its head record (decision 240); an ISBN names one edition.
  if (isbn === null) conds.push(sql`b.work_head`);

  const anyCriterion =
    tokens.length > 0 ||
    isbn !== null ||
    (req.kdcCode?.length ?? 0) > 0 ||
    (req.categoryCode?.length ?? 0) > 0;
  if (!anyCriterion) throw badRequest('검색어를 입력해주세요.');

  if (req.startPubYear !== undefined) conds.push(sql`b.pub_year >= ${req.startPubYear}`);
  if (req.endPubYear !== undefined) conds.push(sql`b.pub_year <= ${req.endPubYear}`);
  if (req.pubFormCode) conds.push(sql`b.pub_form_code = ${req.pubFormCode}`);
  if (req.categoryCode?.length) conds.push(inList('b.category_code', req.categoryCode));
  if (req.languageCode?.length) conds.push(inList('b.language_code', req.languageCode));
  if (req.kdcCode?.length) {
    conds.push(
      sql`(${sql.join(
        req.kdcCode.map((c) => sql`b.kdc like ${`${c}%`}`),
        sql` or `,
      )})`,
    );
  }

  const holdingScope = planScope(req);
  if (holdingScope) {
    // A copy of any record of the work counts (decision 240): the head is often not the copy held.
    conds.push(sql`exists (select 1 from search.holding h join search.library l on l.lib_code = h.lib_code
      where h.book_key in (select b.book_key union all
        select m.book_key from search.book m where b.work_key <> '' and m.work_key = b.work_key)
      and ${holdingScope})`);
  }
  const filters = conds.slice(filtersFrom);
  const relevance = scores.length ? sql.join(scores, sql` + `) : sql`0::int`;
  // A pupil's search lists the books that do not fit their level after all that do (decision 270).
  const level = readerLevelOf(req.siteLevel);
  const score = level ? sql`(${relevance}) - 1000 * ${readershipMisfit(level, 'b')}` : relevance;
  const all = (...parts: SQL[]) => sql.join([...parts, ...filters], sql` and `);
  const tiers =
    oneWordOnly && levels
      ? [
          { where: all(levels.equal), score: null },
          { where: all(levels.prefix), score: null },
          { where: all(levels.rest, ...match), score },
        ]
      : null;
  return {
    where: sql.join(conds, sql` and `),
    score,
    tiers,
    holdingScope,
    textMatch: tokens.length > 0,
  };
}

const dialect = new PgDialect();

/**
 * Whether a request finds exactly what its keyword alone finds in its search type: no filter, field or
 * holdings scope narrows its condition (the same SQL and values as the bare request's). Paging, order
 * and the reader's level do not narrow.
 */
export function keywordAlone(req: SearchRequest): boolean {
  const bare = searchRequestSchema.parse({ searchKeyword: req.searchKeyword, searchType: req.searchType });
  const a = dialect.sqlToQuery(planSearch(req).where);
  const b = dialect.sqlToQuery(planSearch(bare).where);
  return a.sql === b.sql && JSON.stringify(a.params) === JSON.stringify(b.params);
}

/** The libraries a search covers: a school (or its region), listed libraries, regions (A10 means all); AND-ed. */
export function planScope(
  req: Pick<SearchRequest, 'neisCode' | 'scope' | 'schKey' | 'libCode' | 'provCode' | 'excludeNonLending'>,
): SQL | null {
  const conds: SQL[] = [];
  // The reader's school, its region or the nation (decision 242); the school by default.
  if (req.neisCode && req.scope === 'region') {
    conds.push(
      sql`l.prov_code = (select o.prov_code from search.library o where o.neis_code = ${req.neisCode})`,
    );
  } else if (req.neisCode && req.scope !== 'nation') conds.push(sql`l.neis_code = ${req.neisCode}`);
  if (req.schKey) conds.push(sql`l.sch_key = ${Number(req.schKey)}`);
  if (req.libCode?.length) conds.push(inList('h.lib_code', req.libCode));
  const regions = (req.provCode ?? []).filter((c) => c !== 'A10');
  if (regions.length) conds.push(inList('l.prov_code', regions));
  if (req.excludeNonLending === 'Y') conds.push(sql`h.status not in ('NON_LENDING', 'LOST')`);
  return conds.length ? sql.join(conds, sql` and `) : null;
}
