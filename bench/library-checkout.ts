/**
 * Circulation-desk check-out benchmark (issue 6; docs/decisions/040-library-circulation.md).
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:checkout
 *   (or DATABASE_URL; BENCH_DESKS=50 BENCH_CHECKOUTS=40 BENCH_POOL=10)
 *
 * On a new PostgreSQL database (dropped afterwards): one school library, BENCH_DESKS × BENCH_CHECKOUTS
 * copies of distinct titles and cards enough for all of them. BENCH_DESKS desks run at once, each
 * checking out its own copies one after another through the real CirculationService (the same
 * transaction the API runs: card, rules, patron lock, copy, counts, loan insert under the open-loan
 * unique index, the holdings compare-and-set). Baseline in the same run and at the same concurrency: a
 * plain single-row insert round trip. Prints p50/p95/p99 and the ratio. Target: check-out p95 ≤ 20 ms.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { type Database, type Db, schema } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { patron, schoolLibrary } from '../apps/server/src/db/schema/library.ts';
import { book, catalogueLibrary, holding } from '../apps/server/src/db/schema/search.ts';
import { chunk } from '../apps/server/src/db/seed/csv.ts';
import { createCirculationService } from '../apps/server/src/modules/library/circulation/circulation.service.ts';
import { systemClock } from '../apps/server/src/modules/library/library-clock.ts';
import { createPatronRepository } from '../apps/server/src/modules/library/patrons/patron.repository.ts';
import { createRulesService } from '../apps/server/src/modules/library/rules/rules.ts';

const DESKS = Number(process.env.BENCH_DESKS ?? 50);
const PER_DESK = Number(process.env.BENCH_CHECKOUTS ?? 40);
/** The server's own pool size (db/client.ts); the desks share it as they would one server process. */
const POOL = Number(process.env.BENCH_POOL ?? 10);
const baseUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
const LIB = 'LIBBENCH01';
/** Staff cards may hold 10 loans (rules grade 0); one card per 10 copies. */
const LOANS_PER_CARD = 10;

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function summary(label: string, ms: number[]) {
  const s = [...ms].sort((a, b) => a - b);
  const mean = s.reduce((a, b) => a + b, 0) / s.length;
  return { label, n: s.length, mean, p50: percentile(s, 50), p95: percentile(s, 95), p99: percentile(s, 99) };
}

async function seed(db: Db, total: number) {
  await db
    .insert(schoolLibrary)
    .values({ libCode: LIB, neisCode: '9999901', schKey: 999_999_901, name: '벤치 도서관' });
  await db
    .insert(catalogueLibrary)
    .values({ libCode: LIB, neisCode: '9999901', schKey: 999_999_901, provCode: 'B10', name: '벤치 학교' });
  const books = await db
    .insert(book)
    .values(
      Array.from({ length: total }, (_, i) => ({
        recordKey: `bench-${i}`,
        title: `벤치 도서 ${i}`,
        source: 'bench',
      })),
    )
    .returning({ bookKey: book.bookKey });
  for (const batch of chunk(
    books.map((b, i) => ({
      bookKey: b.bookKey,
      libCode: LIB,
      regNo: `BE${String(i).padStart(7, '0')}`,
      callNo: '000 벤',
    })),
    1000,
  ))
    await db.insert(holding).values(batch);
  const cards = Math.ceil(total / LOANS_PER_CARD);
  await db.insert(patron).values(
    Array.from({ length: cards }, (_, i) => ({
      libCode: LIB,
      cardNo: `BC${String(i).padStart(8, '0')}`,
      name: `벤치${i}`,
    })),
  );
}

/** Runs `desks` workers at once, each doing `perDesk` timed operations in turn. */
async function concurrently(desks: number, perDesk: number, op: (desk: number, i: number) => Promise<void>) {
  const times: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: desks }, async (_, d) => {
      for (let i = 0; i < perDesk; i++) {
        const t0 = performance.now();
        await op(d, i);
        times.push(performance.now() - t0);
      }
    }),
  );
  return { times, seconds: (performance.now() - started) / 1000 };
}

async function main() {
  if (!baseUrl) {
    console.error('bench:checkout needs PostgreSQL: set TEST_DATABASE_URL or DATABASE_URL (postgres://…).');
    process.exit(2);
  }
  const name = `bench_checkout_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: POOL });
  // The forced drop at the end ends connections the pool is still closing.
  pool.on('error', () => {});
  const database: Database = {
    db: drizzle(pool, { schema }) as unknown as Db,
    engine: 'postgres',
    query: async (text) => (await pool.query(text)) as { rows: Record<string, unknown>[] },
    close: () => pool.end(),
  };
  try {
    await migrate(database);
    const total = DESKS * PER_DESK;
    await seed(database.db, total + DESKS * 5);
    await pool.query(
      'create table bench_baseline (id bigint generated always as identity primary key, lib_code text, reg_no text, at timestamptz default now())',
    );
    await pool.query('analyze');
    const db = database.db;
    const circulation = createCirculationService({
      db,
      clock: systemClock,
      rules: createRulesService(db),
      patrons: createPatronRepository(db),
    });
    const regNo = (n: number) => `BE${String(n).padStart(7, '0')}`;
    // Each desk works on its own slice of copies, and its copies' cards are its own.
    const cardOf = (n: number) => `BC${String(Math.floor(n / LOANS_PER_CARD)).padStart(8, '0')}`;
    const warm = total; // copies after `total` warm the pool and caches
    await concurrently(DESKS, 5, (d, i) =>
      circulation.checkout(LIB, cardOf(warm + d * 5 + i), regNo(warm + d * 5 + i)).then(() => {}),
    );

    const baseline = await concurrently(DESKS, PER_DESK, async (d, i) => {
      await pool.query('insert into bench_baseline (lib_code, reg_no) values ($1, $2)', [
        LIB,
        regNo(d * PER_DESK + i),
      ]);
    });
    const checkout = await concurrently(DESKS, PER_DESK, async (d, i) => {
      const n = d * PER_DESK + i;
      await circulation.checkout(LIB, cardOf(n), regNo(n));
    });
    const { rows } = await pool.query(
      `select count(*)::int as loans, (select count(*)::int from search.holding where lib_code = $1 and status = 'ON_LOAN') as on_loan from library.loan`,
      [LIB],
    );
    const b = summary('baseline: single-row insert', baseline.times);
    const c = summary('check-out (CirculationService)', checkout.times);
    const f = (x: number) => x.toFixed(2).padStart(8);
    console.log(
      `\nPostgreSQL ${(await pool.query('show server_version')).rows[0].server_version}, ${DESKS} concurrent desks × ${PER_DESK}, pool ${POOL}`,
    );
    console.log('operation                          n     mean      p50      p95      p99   ops/s');
    for (const [s, run] of [
      [b, baseline],
      [c, checkout],
    ] as const) {
      console.log(
        `${s.label.padEnd(32)}${String(s.n).padStart(5)}${f(s.mean)} ${f(s.p50)} ${f(s.p95)} ${f(s.p99)} ${(s.n / run.seconds).toFixed(0).padStart(7)}`,
      );
    }
    console.log(
      `ratio check-out / baseline: p50 ×${(c.p50 / b.p50).toFixed(1)}, p95 ×${(c.p95 / b.p95).toFixed(1)}`,
    );
    console.log(`target p95 ≤ 20 ms: ${c.p95 <= 20 ? 'met' : 'NOT met'} (${c.p95.toFixed(2)} ms)`);
    console.log(
      `check: ${rows[0].loans} loans, ${rows[0].on_loan} copies on loan (expected ${total + DESKS * 5} each)`,
    );
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await main();
