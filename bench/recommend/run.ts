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
 *   - popular (school, grade): the most borrowed by the reader's grade at the school (the cold start).
 *
 *   npm run bench:recommend
 */
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

  const hits = { cooccurrence: 0, school: 0, grade: 0 };
  let scoredOnly = 0;
  for (const [reader, target] of heldOut) {
    const history = training.filter((r) => r.patronId === reader).map((r) => r.bookKey);
    const read = new Set(history);
    const top = (list: number[]) => list.filter((b) => !read.has(b)).slice(0, K);
    const scored = recommendFrom(model, history, read, K);
    if (scored.length === K) scoredOnly++;
    const co = fillWithPopular(scored, schoolPopular(String(target.schKey)), read, K).map((s) => s.bookKey);
    if (co.includes(target.bookKey)) hits.cooccurrence++;
    if (top(schoolPopular(String(target.schKey))).includes(target.bookKey)) hits.school++;
    if (top(gradePopular(`${target.schKey}:${target.grade}`)).includes(target.bookKey)) hits.grade++;
  }
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
}

await main();
