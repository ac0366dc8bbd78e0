/**
 * Search benchmark (issue 5, item 9; docs/decisions/010-korean-search.md).
 *
 *   npx tsx bench/search/run.ts                         # PGlite, 100,000 titles, 1,000,000 holdings
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
 *   BENCH_TITLES=1000000 BENCH_HOLDINGS=10000000 npx tsx bench/search/run.ts
 *
 * Generates a catalogue whose words come from the real seed titles, authors and publishers, loads it
 * into a fresh database (a new PostgreSQL database, dropped afterwards, or in-memory PGlite), then times
 * a fixed query set through the real search service against an ILIKE baseline in the same run, and on
 * PostgreSQL the p95 with BENCH_CLIENTS (20) concurrent clients. Not part of the test suite.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { searchRequestSchema } from '@reading/contract/search/search';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openDatabase } from '../../apps/server/src/db/client.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { book } from '../../apps/server/src/db/schema/search.ts';
import { readRecords } from '../../apps/server/src/db/seed/csv.ts';
import { createCatalogueRepository } from '../../apps/server/src/modules/search/catalogue/catalogue.repository.ts';
import { createCatalogueService } from '../../apps/server/src/modules/search/catalogue/catalogue.service.ts';
import { catalogueRow } from '../../apps/server/src/modules/search/catalogue/catalogue-row.ts';
import { readershipOf } from '../../apps/server/src/modules/search/readership.ts';

const TITLES = Number(process.env.BENCH_TITLES ?? 100_000);
const HOLDINGS = Number(process.env.BENCH_HOLDINGS ?? TITLES * 10);
const LIBRARIES = Number(process.env.BENCH_LIBRARIES ?? 10_000);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 20);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
/** ILIKE runs per query: it scans the whole catalogue, so a loaded machine may want fewer (0: none). */
const BASELINE_REPEAT = Number(process.env.BENCH_BASELINE_REPEAT ?? Math.max(3, Math.floor(REPEAT / 4)));
const pgUrl = process.env.BENCH_DATABASE_URL;
/** A named PostgreSQL database kept after the run and reused when it already holds BENCH_TITLES titles. */
const keepName = process.env.BENCH_KEEP_DB;

/** Mulberry32: a seeded generator, so every run builds the same catalogue. */
function rng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function vocabulary() {
  const books = [...readRecords('books.csv'), ...readRecords('children_titles_2025.csv')];
  const titleWords = books
    .flatMap((b) => (b.title ?? '').split(/[\s:;=.,()]+/))
    .filter((w) => w.length > 0 && w.length < 12);
  const authors = [...new Set(books.map((b) => (b.author ?? '').split(/[;,]/)[0]!.trim()).filter(Boolean))];
  const publishers = [...new Set(books.map((b) => b.publisher ?? '').filter(Boolean))];
  return { titleWords, authors, publishers };
}

/** Synthetic ISBN-13s with prefix 999, which is not a book prefix, so no real book's ISBN is ever used. */
function fakeIsbn(i: number): string {
  const body = `999${String(i).padStart(9, '0')}`;
  const sum = [...body].reduce((s, d, k) => s + Number(d) * (k % 2 ? 3 : 1), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

async function openBenchDatabase(): Promise<{
  database: Database;
  drop: () => Promise<void>;
  url?: string;
  loaded: boolean;
}> {
  if (!pgUrl)
    return {
      database: await openDatabase({ kind: 'pglite', dataDir: null }),
      drop: async () => {},
      loaded: false,
    };
  if (keepName && !/^[a-z_][a-z0-9_]*$/.test(keepName))
    throw new Error('BENCH_KEEP_DB: a plain lower-case name');
  const name = keepName ?? `bench_search_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  if (!exists) await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  let loaded = false;
  if (exists) {
    const r = (await database.db.execute(
      sql`select count(*)::int as n from search.book where source = 'bench' and record_key not like 'bench:real:%'`,
    )) as unknown as { rows: { n: number }[] };
    loaded = r.rows[0]?.n === TITLES;
    if (!loaded)
      throw new Error(`database ${name} exists but does not hold ${TITLES} bench titles; drop it first`);
  }
  return {
    database,
    url: url.toString(),
    loaded,
    drop: async () => {
      if (keepName) return;
      const c = new pg.Client({ connectionString: pgUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

async function load(database: Database) {
  const { db } = database;
  const voc = vocabulary();
  const rand = rng(42);
  const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)]!;
  // Indexes are built after the load, as a bulk load into PostgreSQL should be.
  await db.execute(sql`drop index if exists search.book_search_tokens_gin_idx`);
  const started = performance.now();
  const batch = database.engine === 'postgres' ? 2000 : 1000;
  for (let i = 0; i < TITLES; i += batch) {
    const rows = [];
    for (let j = i; j < Math.min(TITLES, i + batch); j++) {
      const words = 1 + Math.floor(rand() * 4);
      const title = Array.from({ length: words }, () => pick(voc.titleWords)).join(' ');
      const kdc = String(Math.floor(rand() * 1000)).padStart(3, '0');
      rows.push(
        catalogueRow({
          recordKey: `bench:${j}`,
          isbn13: fakeIsbn(j),
          fullTitle: title,
          author: pick(voc.authors),
          publisher: pick(voc.publishers),
          pubYear: 1980 + Math.floor(rand() * 45),
          volume: null,
          kdc,
          isbnAddCode: null,
          categoryCode: String(pick([0, 4, 7])),
          readership: readershipOf({ kdc }),
          source: 'bench',
        }),
      );
    }
    await db.insert(book).values(rows.map((r) => ({ ...r, popularity: Math.floor(rand() * 100) })));
    if ((i / batch) % 50 === 0)
      process.stdout.write(`\r  titles ${i.toLocaleString()} / ${TITLES.toLocaleString()}`);
  }
  // Two real titles the miss queries should be led to (decision 086).
  const real = [
    ['해리포터와 마법사의 돌', '조앤 K. 롤링', '문학수첩'],
    ['완득이', '김려령', '창비'],
    ['어린 왕자', '생텍쥐페리', '열린책들'],
  ] as const;
  await db.insert(book).values(
    real.map(([fullTitle, author, publisher], i) => ({
      ...catalogueRow({
        recordKey: `bench:real:${i}`,
        isbn13: fakeIsbn(TITLES + i),
        fullTitle,
        author,
        publisher,
        pubYear: 2008,
        volume: null,
        kdc: '843',
        isbnAddCode: null,
        categoryCode: '0',
        readership: readershipOf({ kdc: '843' }),
        source: 'bench',
      }),
      popularity: 100,
    })),
  );
  process.stdout.write(
    `\r  titles ${TITLES.toLocaleString()} loaded in ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
  );
  await db.execute(sql`insert into search.library (lib_code, neis_code, sch_key, prov_code, name)
    select 'BLIB' || g, '9' || lpad(g::text, 6, '0'), g, (array['B10','C10','D10','E10','J10','K10','R10','S10'])[1 + g % 8], '학교 ' || g
    from generate_series(1, ${LIBRARIES}) g`);
  const t2 = performance.now();
  const perBook = Math.max(1, Math.round(HOLDINGS / TITLES));
  await db.execute(sql`insert into search.holding (book_key, lib_code, reg_no, call_no, status)
    select b.book_key, 'BLIB' || (1 + (b.book_key::bigint * 7919 + c * 104729) % ${LIBRARIES}), 'B' || b.book_key || '-' || c, b.kdc,
      (array['AVAILABLE','AVAILABLE','AVAILABLE','ON_LOAN','NON_LENDING'])[1 + (b.book_key + c) % 5]
    from search.book b cross join generate_series(1, ${perBook}) c`);
  console.log(
    `  holdings ${(TITLES * perBook).toLocaleString()} loaded in ${((performance.now() - t2) / 1000).toFixed(0)} s`,
  );
  const t3 = performance.now();
  await db.execute(sql`create index book_search_tokens_gin_idx on search.book using gin (search_tokens)`);
  // Statistics for the planner and a visibility map for index-only scans, as autovacuum leaves a
  // loaded catalogue (decision 015).
  await db.execute(sql`vacuum analyze`);
  console.log(`  GIN index and vacuum analyze in ${((performance.now() - t3) / 1000).toFixed(0)} s`);
}

type Query = { label: string; keyword: string; searchType?: string; baseline: string };

function querySet(): Query[] {
  return [
    { label: '2 syllables', keyword: '역사', baseline: '역사' },
    { label: '2 syllables', keyword: '과학', baseline: '과학' },
    { label: '2 syllables', keyword: '우리', baseline: '우리' },
    { label: '3 syllables', keyword: '이야기', baseline: '이야기' },
    { label: '3 syllables', keyword: '어린이', baseline: '어린이' },
    { label: 'multi-word', keyword: '세계 역사', baseline: '세계%역사' },
    { label: 'multi-word', keyword: '흔한남매 과학', baseline: '흔한남매%과학' },
    { label: 'author', keyword: '히가시노 게이고', searchType: 'author', baseline: '히가시노 게이고' },
    { label: 'author', keyword: '설민석', searchType: 'author', baseline: '설민석' },
    { label: 'English', keyword: 'harry potter', baseline: 'harry potter' },
    { label: 'English', keyword: 'Diary', baseline: 'diary' },
    {
      label: 'ISBN',
      keyword: fakeIsbn(Math.floor(TITLES / 2)),
      searchType: 'isbn',
      baseline: fakeIsbn(Math.floor(TITLES / 2)),
    },
    { label: '초성', keyword: 'ㅎㄱㅅ', baseline: '한국사' },
    // Misses that get a "did you mean" (decision 086): a misspelt syllable, a trailing particle.
    { label: 'typo', keyword: '헤리포터', baseline: '헤리포터' },
    { label: 'particle', keyword: '완득이가', baseline: '완득이가' },
    // A typo next to a very common bigram ('어린', in every '어린이'), an author's typo, and nothing near.
    { label: 'typo', keyword: '어린왕지', baseline: '어린왕지' },
    { label: 'author typo', keyword: '히가시노 게이코', baseline: '히가시노 게이코' },
    { label: 'nothing near', keyword: '퀗뷁퉯', baseline: '퀗뷁퉯' },
  ];
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const fmt = (n: number) => n.toFixed(1).padStart(8);

async function time(fn: () => Promise<unknown>, times: number): Promise<number[]> {
  await fn();
  const out: number[] = [];
  for (let i = 0; i < times; i++) {
    const t = performance.now();
    await fn();
    out.push(performance.now() - t);
  }
  return out;
}

async function main() {
  console.log(
    `search bench: ${pgUrl ? 'PostgreSQL' : 'PGlite'}, ${TITLES.toLocaleString()} titles, ${HOLDINGS.toLocaleString()} holdings`,
  );
  const { database, drop, url, loaded } = await openBenchDatabase();
  try {
    await migrate(database);
    if (loaded) {
      console.log(`  reusing the loaded database ${keepName}`);
      await database.db.execute(sql`vacuum analyze search.book`);
    } else await load(database);
    const service = createCatalogueService(createCatalogueRepository(database.db));
    const run = (q: Query) =>
      service.search(
        searchRequestSchema.parse({ searchKeyword: q.keyword, searchType: q.searchType ?? 'all' }),
      );
    // The baseline a naive implementation would use: ILIKE on the raw columns, same page and count.
    const baseline = (q: Query) =>
      database.db.execute(sql`select book_key, title, count(*) over () as total from search.book
        where title ilike ${`%${q.baseline}%`} or author ilike ${`%${q.baseline}%`} or publisher ilike ${`%${q.baseline}%`}
          or isbn13 = ${q.baseline}
        order by popularity desc, book_key limit 10`);

    console.log('\nquery                        hits     p50 ms   p95 ms | ILIKE p50  p95 ms');
    const all: number[] = [];
    const allBase: number[] = [];
    for (const q of querySet()) {
      const first = await run(q);
      const suggestion = (first as { suggestion?: string | null }).suggestion;
      const hits = `${first.totalCount}${first.totalCountCapped ? '+' : ''}${suggestion ? ` → ${suggestion}` : ''}`;
      const ours = (await time(() => run(q), REPEAT)).sort((a, b) => a - b);
      const base =
        BASELINE_REPEAT > 0 ? (await time(() => baseline(q), BASELINE_REPEAT)).sort((a, b) => a - b) : [NaN];
      all.push(...ours);
      allBase.push(...base);
      console.log(
        `${`${q.label}: ${q.keyword}`.padEnd(26)} ${String(hits).padStart(7)} ${fmt(pct(ours, 50))} ${fmt(pct(ours, 95))} | ${fmt(pct(base, 50))} ${fmt(pct(base, 95))}`,
      );
    }
    all.sort((a, b) => a - b);
    allBase.sort((a, b) => a - b);
    console.log(
      `\nall queries: p50 ${pct(all, 50).toFixed(1)} ms, p95 ${pct(all, 95).toFixed(1)} ms; ILIKE p50 ${pct(allBase, 50).toFixed(1)} ms, p95 ${pct(allBase, 95).toFixed(1)} ms; p95 speed-up ${(pct(allBase, 95) / pct(all, 95)).toFixed(1)}x, p50 speed-up ${(pct(allBase, 50) / pct(all, 50)).toFixed(1)}x`,
    );

    if (url) {
      const pooled = await openDatabase({ kind: 'postgres', url });
      const concurrent = createCatalogueService(createCatalogueRepository(pooled.db));
      const qs = querySet();
      const latencies: number[] = [];
      await Promise.all(
        Array.from({ length: CLIENTS }, async (_, c) => {
          for (let i = 0; i < REPEAT; i++) {
            const q = qs[(c + i) % qs.length]!;
            const t = performance.now();
            await concurrent.search(
              searchRequestSchema.parse({ searchKeyword: q.keyword, searchType: q.searchType ?? 'all' }),
            );
            latencies.push(performance.now() - t);
          }
        }),
      );
      latencies.sort((a, b) => a - b);
      console.log(
        `${CLIENTS} concurrent clients (pool of 10): p50 ${pct(latencies, 50).toFixed(1)} ms, p95 ${pct(latencies, 95).toFixed(1)} ms over ${latencies.length} searches`,
      );
      await pooled.close();
    }
  } finally {
    await database.close();
    await drop();
  }
}

await main();
