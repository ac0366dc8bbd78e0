/**
 * Recommender bench (issue 15, docs/decisions/110): hit rate at 10 of the personal recommendations
 * (item-to-item co-occurrence, modules/portal/curation/co-occurrence.ts) against popular-only lists, on
 * held-out loans of the demo loan history.
 *
 * Builds an in-memory PGlite database with the demo seed (the same loans `npm start` shows), then for
 * every reader (library card) with at least MIN_HISTORY loans: holds out their last loan, trains on every
 * other loan of every reader, and asks each method for 10 books the reader has not borrowed. A hit is the
 * held-out book in those 10. Methods:
 *   - co-occurrence: the reader's history → co-occurrence scores, filled with popular (school) books;
 *   - popular (school): the school's most borrowed books;
 *   - popular (school, grade): the most borrowed by the reader's grade at the school (the cold start);
 *   - with the level filter (issue 36, decision 270): co-occurrence and popular kept to the books that fit
 *     the reader's school level (keepFitting, the lists' own filter), beside the same unfiltered.
 * And the share of adults-only titles in 1,000 recommendations to elementary pupils, with and without it.
 *
 *   npm run bench:recommend
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { seed } from '../../apps/server/src/db/seed/index.ts';
import {
  createLoanFiguresRepository,
  type LoanRecord,
} from '../../apps/server/src/modules/library/loan-figures/loan-figures.repository.ts';
import {
  basketsOf,
  buildCooccurrence,
  fillWithPopular,
  recommendFrom,
} from '../../apps/server/src/modules/portal/curation/co-occurrence.ts';
import { keepFitting } from '../../apps/server/src/modules/search/public.ts';
import { readerLevelOf } from '../../packages/contract/src/codes/school-levels.ts';

const K = 10;
const MIN_HISTORY = 3;

function popularBy(records: LoanRecord[], key: (r: LoanRecord) => string) {
  const counts = new Map<string, Map<number, number>>();
  for (const r of records) {
    const k = key(r);
    const m = counts.get(k) ?? new Map<number, number>();
    m.set(r.bookKey, (m.get(r.bookKey) ?? 0) + 1);
    counts.set(k, m);
  }
  const ranked = new Map<string, number[]>();
  for (const [k, m] of counts)
    ranked.set(
      k,
      [...m.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([bookKey]) => bookKey),
    );
  return (k: string) => ranked.get(k) ?? [];
}

async function main() {
  const started = performance.now();
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  await migrate(database);
  await seed(database.db, { demo: true });
  const records = await createLoanFiguresRepository(database.db).records({});
  const seededIn = ((performance.now() - started) / 1000).toFixed(1);

  const byReader = new Map<number, LoanRecord[]>();
  for (const r of records) byReader.set(r.patronId, [...(byReader.get(r.patronId) ?? []), r]);
  const heldOut = new Map<number, LoanRecord>();
  for (const [reader, loans] of byReader) {
    const distinct = new Set(loans.map((l) => l.bookKey));
    if (distinct.size >= MIN_HISTORY) heldOut.set(reader, loans.at(-1)!);
  }
  const training = records.filter((r) => heldOut.get(r.patronId) !== r);
  const model = buildCooccurrence(basketsOf(training));
  const schoolPopular = popularBy(training, (r) => String(r.schKey));
  const gradePopular = popularBy(training, (r) => `${r.schKey}:${r.grade}`);

  const db = database.db;
  const levels = new Map(
    (
      (await db.execute(sql`select sch_key, sch_level_code from portal.school`)) as unknown as {
        rows: { sch_key: number; sch_level_code: string | null }[];
      }
    ).rows.map((r) => [Number(r.sch_key), readerLevelOf(r.sch_level_code)]),
  );
  const readership = new Map(
    (
      (await db.execute(sql`select book_key, readership from search.book`)) as unknown as {
        rows: { book_key: number; readership: string | null }[];
      }
    ).rows.map((r) => [Number(r.book_key), r.readership]),
  );
  const keys = (list: number[]) => list.map((bookKey) => ({ bookKey }));
  const fitted = async (level: ReturnType<typeof readerLevelOf>, list: number[]) =>
    (await keepFitting(db, level, keys(list))).map((e) => e.bookKey);

  const hits = { cooccurrence: 0, school: 0, grade: 0, fitCooccurrence: 0, fitSchool: 0 };
  let scoredOnly = 0;
  /** Recommendations to elementary pupils, in reader order: all and within the fit. */
  const elementary = { all: [] as number[], fit: [] as number[] };
  const rounds: (() => Promise<void>)[] = [];
  for (const [reader, target] of heldOut) {
    const history = training.filter((r) => r.patronId === reader).map((r) => r.bookKey);
    const read = new Set(history);
    const level = levels.get(target.schKey) ?? null;
    const top = (list: number[]) => list.filter((b) => !read.has(b)).slice(0, K);
    const scored = recommendFrom(model, history, read, K);
    if (scored.length === K) scoredOnly++;
    const popular = schoolPopular(String(target.schKey));
    const co = fillWithPopular(scored, popular, read, K).map((s) => s.bookKey);
    if (co.includes(target.bookKey)) hits.cooccurrence++;
    if (top(popular).includes(target.bookKey)) hits.school++;
    if (top(gradePopular(`${target.schKey}:${target.grade}`)).includes(target.bookKey)) hits.grade++;
    // Within the fit: more candidates, then those that fit, as the personal list does.
    const candidates = recommendFrom(model, history, read, K * 4);
    const fitScored = (await keepFitting(db, level, candidates)).slice(0, K);
    const fitPopular = await fitted(level, popular);
    const fitCo = fillWithPopular(fitScored, fitPopular, read, K).map((s) => s.bookKey);
    if (fitCo.includes(target.bookKey)) hits.fitCooccurrence++;
    if (top(fitPopular).includes(target.bookKey)) hits.fitSchool++;
    if (level === 'elementary') {
      rounds.push(async () => {
        elementary.all.push(...co);
        elementary.fit.push(...fitCo);
      });
    }
  }
  // 1,000 recommendations to elementary pupils: their lists in turn, again from the first when short.
  while (rounds.length > 0 && elementary.fit.length < 1000) for (const round of rounds) await round();
  const adultShare = (list: number[]) => {
    const sample = list.slice(0, 1000);
    const adult = sample.filter((b) => readership.get(b) === 'adult').length;
    return `${((100 * adult) / Math.max(1, sample.length)).toFixed(1)}% (${adult}/${sample.length})`;
  };
  await database.close();

  const n = heldOut.size;
  const rate = (h: number) => `${((100 * h) / n).toFixed(1)}% (${h}/${n})`;
  console.log(`Recommender bench: hit rate at ${K} on held-out last loans`);
  console.log(
    `  loans ${records.length}, readers evaluated ${n} (≥ ${MIN_HISTORY} books), seeded in ${seededIn} s`,
  );
  console.log(`  co-occurrence (filled with school popular): ${rate(hits.cooccurrence)}`);
  console.log(`  popular only, school:                       ${rate(hits.school)}`);
  console.log(`  popular only, school and grade:             ${rate(hits.grade)}`);
  console.log(`  readers whose 10 came wholly from co-occurrence: ${scoredOnly}/${n}`);
  console.log(`  with the level filter: co-occurrence ${rate(hits.fitCooccurrence)}`);
  console.log(`  with the level filter: popular only, school ${rate(hits.fitSchool)}`);
  console.log(`  adults-only titles in 1,000 recommendations to elementary pupils:`);
  console.log(`    without the level filter ${adultShare(elementary.all)}`);
  console.log(`    with the level filter    ${adultShare(elementary.fit)}`);
}

await main();
