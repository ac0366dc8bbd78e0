/**
 * Circulation-desk check-out benchmark (issue 6; docs/decisions/040 and 048).
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:checkout
 *   (or DATABASE_URL; BENCH_DESKS=50 BENCH_POOL=10 BENCH_SCANS=1000 BENCH_THINK_MS=500-2000
 *    BENCH_BURST_ROUNDS=10 BENCH_SEED=1)
 *
 * On a new PostgreSQL database (dropped afterwards): one school library, a copy of a distinct title for
 * every check-out and staff cards (10 loans each), each desk using its own cards. Every check-out goes
 * through the real CirculationService (the API's `library.checkout`). Three load models, each measured
 * twice in the same run: a plain single-row insert round trip (the baseline) and the check-out.
 *
 *  1. desks (the target line): BENCH_DESKS desks open at once, each operated by a person who scans,
 *     waits for the answer, then thinks for a uniformly random BENCH_THINK_MS (0.5–2 s) before the next
 *     scan; BENCH_SCANS operations in all. A closed system with think time, like a desk.
 *  2. saturation: the same desks with no think time, each firing its next operation the instant the last
 *     returns (throughput-bound: latency ≈ desks / throughput).
 *  3. burst: every desk scans at the same instant, BENCH_BURST_ROUNDS rounds a second apart.
 *
 * Prints p50/p95/p99, operations per second, ratios to the baseline and the machine's load (uptime).
 * Target (issue 6): check-out p95 ≤ 20 ms with 50 desks.
 */
import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { type Database, type Db, listenOnPool, schema } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { patron, schoolLibrary } from '../apps/server/src/db/schema/library.ts';
import { book, catalogueLibrary, holding } from '../apps/server/src/db/schema/search.ts';
import { chunk } from '../apps/server/src/db/seed/csv.ts';
import { seededRandom } from '../apps/server/src/lib/seeded-random.ts';
import { createLibraryServices } from '../apps/server/src/modules/library/library.plugin.ts';

const DESKS = Number(process.env.BENCH_DESKS ?? 50);
/** The server's own pool size (db/client.ts); the desks share it as they would one server process. */
const POOL = Number(process.env.BENCH_POOL ?? 10);
/** Operations per model and kind (desks and saturation); at least 1,000 for the target line. */
const SCANS = Number(process.env.BENCH_SCANS ?? 1000);
const [THINK_MIN, THINK_MAX] = (process.env.BENCH_THINK_MS ?? '500-2000').split('-').map(Number) as [
  number,
  number,
];
const BURST_ROUNDS = Number(process.env.BENCH_BURST_ROUNDS ?? 10);
const TARGET_P95_MS = 20;
const baseUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
const LIB = 'LIBBENCH01';
/** Staff cards may hold 10 loans (rules grade 0); a desk's copies are lent to its own cards. */
const LOANS_PER_CARD = 10;

/** Think times repeat run to run (BENCH_SEED). */
const rand = seededRandom(Number(process.env.BENCH_SEED ?? 1));
const thinkMs = () => THINK_MIN + rand() * (THINK_MAX - THINK_MIN);

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

type Run = { times: number[]; seconds: number };
type Summary = { n: number; mean: number; p50: number; p95: number; p99: number; perSecond: number };

function summary(run: Run): Summary {
  const s = [...run.times].sort((a, b) => a - b);
  const mean = s.reduce((a, b) => a + b, 0) / s.length;
  const p = (q: number) => percentile(s, q);
  return { n: s.length, mean, p50: p(50), p95: p(95), p99: p(99), perSecond: s.length / run.seconds };
}

const load = () => execSync('uptime').toString().trim();

async function seed(db: Db, copies: number) {
  await db
    .insert(schoolLibrary)
    .values({ libCode: LIB, neisCode: '9999901', schKey: 999_999_901, name: '벤치 도서관' });
  await db
    .insert(catalogueLibrary)
    .values({ libCode: LIB, neisCode: '9999901', schKey: 999_999_901, provCode: 'B10', name: '벤치 학교' });
  for (const part of chunk(
    Array.from({ length: copies }, (_, i) => i),
    2000,
  )) {
    const books = await db
      .insert(book)
      .values(part.map((i) => ({ recordKey: `bench-${i}`, title: `벤치 도서 ${i}`, source: 'bench' })))
      .returning({ bookKey: book.bookKey });
    await db
      .insert(holding)
      .values(
        books.map((b, k) => ({ bookKey: b.bookKey, libCode: LIB, regNo: regNo(part[k]!), callNo: '000 벤' })),
      );
  }
  for (const part of chunk(
    Array.from({ length: Math.ceil(copies / LOANS_PER_CARD) }, (_, i) => i),
    2000,
  ))
    await db.insert(patron).values(part.map((i) => ({ libCode: LIB, cardNo: cardNo(i), name: `벤치${i}` })));
}

const regNo = (n: number) => `BE${String(n).padStart(7, '0')}`;
const cardNo = (i: number) => `BC${String(i).padStart(8, '0')}`;
const cardOf = (n: number) => cardNo(Math.floor(n / LOANS_PER_CARD));

/** Hands out copy numbers: each desk's slice starts on a card boundary, so no two desks share a card. */
function copyAllocator() {
  let next = 0;
  return (perDesk: number) => {
    const width = Math.ceil(perDesk / LOANS_PER_CARD) * LOANS_PER_CARD;
    const base = next;
    next += width * DESKS;
    return (desk: number, i: number) => base + desk * width + i;
  };
}

/** Each desk does `perDesk` timed operations in turn, thinking `think()` ms before each. */
async function desks(perDesk: number, think: () => number, op: (desk: number, i: number) => Promise<void>) {
  const times: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: DESKS }, async (_, d) => {
      for (let i = 0; i < perDesk; i++) {
        const pause = think();
        if (pause > 0) await sleep(pause);
        const t0 = performance.now();
        await op(d, i);
        times.push(performance.now() - t0);
      }
    }),
  );
  return { times, seconds: (performance.now() - started) / 1000 };
}

/** Every desk fires one operation at the same instant, `rounds` times, a second apart. */
async function burst(rounds: number, op: (desk: number, i: number) => Promise<void>) {
  const times: number[] = [];
  let busy = 0;
  for (let r = 0; r < rounds; r++) {
    if (r > 0) await sleep(1000);
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: DESKS }, async (_, d) => {
        await op(d, r);
        times.push(performance.now() - t0);
      }),
    );
    busy += performance.now() - t0;
  }
  return { times, seconds: busy / 1000 };
}

async function main() {
  if (!baseUrl) {
    console.error('bench:checkout needs PostgreSQL: set TEST_DATABASE_URL or DATABASE_URL (postgres://…).');
    process.exit(2);
  }
  const loadBefore = load();
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
    listen: listenOnPool(pool),
    close: () => pool.end(),
  };
  try {
    await migrate(database);
    const perDesk = Math.ceil(SCANS / DESKS);
    const warmPerDesk = 5;
    const copies =
      (Math.ceil(perDesk / LOANS_PER_CARD) * 2 + Math.ceil(BURST_ROUNDS / LOANS_PER_CARD) + 1) *
      LOANS_PER_CARD *
      DESKS;
    await seed(database.db, copies);
    await pool.query(
      'create table bench_baseline (id bigint generated always as identity primary key, lib_code text, reg_no text, at timestamptz default now())',
    );
    await pool.query('analyze');
    const db = database.db;
    // The library wing as the server wires it (library.plugin.ts).
    const { circulation } = createLibraryServices(db);
    const slice = copyAllocator();
    const insert = async (n: number) => {
      await pool.query('insert into bench_baseline (lib_code, reg_no) values ($1, $2)', [LIB, regNo(n)]);
    };
    const lend = async (n: number) => {
      await circulation.checkout(LIB, cardOf(n), regNo(n));
    };
    const none = () => 0;

    const warm = slice(warmPerDesk);
    await desks(warmPerDesk, none, (d, i) => lend(warm(d, i)));

    const results: { model: string; baseline: Summary; checkout: Summary; note: string }[] = [];
    {
      const s = slice(perDesk);
      const baseline = summary(await desks(perDesk, thinkMs, (d, i) => insert(s(d, i))));
      const checkout = summary(await desks(perDesk, thinkMs, (d, i) => lend(s(d, i))));
      results.push({
        model: `desks: ${DESKS} desks, think ${THINK_MIN}–${THINK_MAX} ms`,
        baseline,
        checkout,
        note: 'target line',
      });
    }
    {
      const s = slice(perDesk);
      const baseline = summary(await desks(perDesk, none, (d, i) => insert(s(d, i))));
      const checkout = summary(await desks(perDesk, none, (d, i) => lend(s(d, i))));
      results.push({ model: `saturation: ${DESKS} desks, no think`, baseline, checkout, note: '' });
    }
    {
      const s = slice(BURST_ROUNDS);
      const baseline = summary(await burst(BURST_ROUNDS, (d, r) => insert(s(d, r))));
      const checkout = summary(await burst(BURST_ROUNDS, (d, r) => lend(s(d, r))));
      results.push({
        model: `burst: ${DESKS} at once × ${BURST_ROUNDS} rounds`,
        baseline,
        checkout,
        note: '',
      });
    }

    const { rows } = await pool.query(
      `select count(*)::int as loans, (select count(*)::int from search.holding where lib_code = $1 and status = 'ON_LOAN') as on_loan from library.loan`,
      [LIB],
    );
    const expected = DESKS * (warmPerDesk + 2 * perDesk + BURST_ROUNDS);
    const version = (await pool.query('show server_version')).rows[0].server_version;
    const f = (x: number) => x.toFixed(1).padStart(7);
    console.log(
      `\nPostgreSQL ${version}, ${DESKS} desks, pool ${POOL}, think seed ${process.env.BENCH_SEED ?? 1}`,
    );
    console.log(`load before: ${loadBefore}`);
    console.log(`load after:  ${load()}`);
    console.log(`\n${'operation'.padEnd(34)}     n    mean     p50     p95     p99   ops/s`);
    for (const r of results) {
      console.log(`${r.model}${r.note ? ` (${r.note})` : ''}`);
      for (const [label, s] of [
        ['  baseline: single-row insert', r.baseline],
        ['  check-out (CirculationService)', r.checkout],
      ] as const) {
        console.log(
          `${label.padEnd(34)}${String(s.n).padStart(6)}${f(s.mean)} ${f(s.p50)} ${f(s.p95)} ${f(s.p99)} ${s.perSecond.toFixed(0).padStart(7)}`,
        );
      }
      const ratio = (k: 'p50' | 'p95' | 'p99') => (r.checkout[k] / r.baseline[k]).toFixed(1);
      const verdict = r.checkout.p95 <= TARGET_P95_MS ? 'meets' : 'does NOT meet';
      console.log(
        `  ratio check-out / baseline: p50 ×${ratio('p50')}, p95 ×${ratio('p95')}, p99 ×${ratio('p99')}; ` +
          `check-out p95 ${r.checkout.p95.toFixed(1)} ms ${verdict} the target (≤ ${TARGET_P95_MS} ms)`,
      );
    }
    console.log(
      `\ncheck: ${rows[0].loans} loans, ${rows[0].on_loan} copies on loan (expected ${expected} each)`,
    );
    if (rows[0].loans !== expected || rows[0].on_loan !== expected) process.exitCode = 1;
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await main();
