/**
 * Read path at national scale (issue 24; docs/decisions/160). One run prints:
 *
 *  1. hot reads at 20 connections (autocannon) beside a bare Fastify answering a fixed JSON envelope in
 *     a process of its own: requests/s, its ratio to the baseline, p50/p95 per call; for an answer of
 *     1 KB or more also its ratio to a bare Fastify sending a body of its size and encoding; and each
 *     server's CPU per request (from /proc: it moves far less with the machine's load than requests/s);
 *  2. a school's lunchtime: BENCH_PUPILS pupils, each reading the home page's calls, searching, opening a
 *     book and their library shelf with think time, and the desk checking a copy out (and back in) every
 *     BENCH_DESK_MS: p50/p95 per call, on PGlite and (TEST_DATABASE_URL or DATABASE_URL) PostgreSQL;
 *  3. hot reads with 1, 2 and 4 server processes behind one port (node:cluster) on PostgreSQL.
 *
 *   npm run bench:read-path        (BENCH_SECONDS=5 BENCH_PUPILS=200 BENCH_DESK_MS=3000)
 *   BENCH_SERVER_DIR=/path/to/other/checkout  measures another checkout's server (the "before" column)
 *
 * The machine is shared: compare figures within one run (ratios), not across runs.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import pg from 'pg';
import { deskRows, fixture, lunchtime, ms, pct } from './read-path-lunchtime.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PUPILS = Number(process.env.BENCH_PUPILS ?? 200);
const DESK_MS = Number(process.env.BENCH_DESK_MS ?? 3000);
/** Each hot read is measured this many times, beside the bare baseline each time; the median is shown. */
const REPEAT = Number(process.env.BENCH_REPEAT ?? 3);
const BARE = 'http://127.0.0.1:3911';
/** The bare baseline's process (its CPU per request is read beside ours). */
let barePid: number | undefined;
const SERVER_DIR = path.resolve(process.env.BENCH_SERVER_DIR ?? '.');
const PG_URL = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
const here = path.dirname(new URL(import.meta.url).pathname);

const HOT = [
  '/schome/service/main/footer/detail?schKey=1',
  '/schome/service/main/getTotalReadingMainSetup',
  '/schome/service/main/menu/list',
  '/alpasq/api/keyword/best?type=D',
  '/schome/service/block/words',
  '/schome/service/main/home/sections',
];
/** Shared recommendation lists a visitor reads (cached from decision 160's second pass). */
const RECOMMEND = [
  '/alpasq/api/recommend/best?schLevelCode=01&display=10',
  '/schome/service/recommendbook/centerRecommendBook/list?pageIndex=1&pageSize=5',
  '/schome/service/recommendbook/student-teacher/list?memberTypeCode=02',
];
/** The lunchtime's settings: the home page's calls, how long, how many pupils, the desk's pace. */
const LUNCH = { hot: HOT, seconds: SECONDS * 3, pupils: PUPILS, deskMs: DESK_MS };
/** What a browser sends: the hot reads measured again with it (compressed answers). */
const BROWSER_ENCODING = { 'accept-encoding': 'gzip, deflate, br' };

/** Every child started, stopped when the bench ends, also on an error (a server left would hold its port). */
const children = new Set<ChildProcess>();

/** Starts a server (or the bare baseline) in child processes and waits for it to answer. */
async function start(env: Record<string, string>, script: string, cwd = SERVER_DIR): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd,
    // The server's default log level (info): its request log is part of the per-request cost measured.
    env: { ...process.env, HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  const url = `http://127.0.0.1:${env.PORT}/healthz`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`${script} exited ${child.exitCode}`);
    try {
      if ((await fetch(url)).status < 500) return child;
    } catch {}
    await sleep(200);
  }
  throw new Error(`${script} did not start`);
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await Promise.race([once(child, 'exit'), sleep(10_000)]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/** Clock ticks per second of /proc's CPU times. */
const TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;
  } catch {
    return 100;
  }
})();

/**
 * The CPU seconds (user and system) a process has used, from /proc (Linux); null elsewhere. The server's CPU
 * per request moves far less with the machine's load than requests/s do: the figure to compare across runs.
 */
function cpuSeconds(pid: number | undefined): number | null {
  const file = `/proc/${pid}/stat`;
  if (!pid || !existsSync(file)) return null;
  const fields = readFileSync(file, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS;
}

/**
 * autocannon at 20 connections over the given paths; p95 from every response's time; with `pid`, the CPU
 * that process used per request (µs).
 */
async function cannon(base: string, paths: string[], headers: Record<string, string> = {}, pid?: number) {
  const cpu0 = cpuSeconds(pid);
  const times: number[] = [];
  const instance = autocannon({
    url: base,
    connections: 20,
    duration: SECONDS,
    requests: paths.map((p) => ({ method: 'GET', path: p, headers })),
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, time: number) =>
    times.push(time),
  );
  const result = await instance;
  times.sort((a, b) => a - b);
  const non2xx = result.non2xx;
  const cpu1 = cpuSeconds(pid);
  const cpuUs =
    cpu0 !== null && cpu1 !== null && result.requests.total
      ? (1e6 * (cpu1 - cpu0)) / result.requests.total
      : null;
  return { rps: result.requests.average, p50: pct(times, 50), p95: pct(times, 95), non2xx, cpuUs };
}

/** The run whose requests/s is the median of `runs`. */
const median = <T extends { rps: number }>(runs: T[]) =>
  [...runs].sort((a, b) => a.rps - b.rps)[runs.length >> 1]!;

/** The machine's load average now, for the table headings (the machine is shared). */
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/** What an answer puts on the wire: its body's bytes and encoding (as the server sent them). */
async function sentSize(base: string, path: string, headers: Record<string, string>) {
  // fetch asks for gzip unless told: a row without an Accept-Encoding is measured plain, as autocannon asks.
  const res = await fetch(base + path, { headers: { 'accept-encoding': 'identity', ...headers } });
  await res.arrayBuffer();
  return { bytes: Number(res.headers.get('content-length')), encoding: res.headers.get('content-encoding') };
}

/** Issue 24's target for a hot cached read at 20 connections: this share of the bare baseline, this p95. */
const TARGET_SHARE = 0.5;
const TARGET_P95_MS = 10;

/** Answers from this size on are "large": also read against a bare Fastify sending the same bytes. */
const LARGE_FROM_BYTES = 1024;

/**
 * Each hot read at 20 connections, REPEAT times, each time right after the bare baseline (the machine is
 * shared: its load moves within a minute), as a share of that baseline; the median share is shown. A
 * large answer is also measured, each time, against a bare Fastify sending a body of its size and
 * encoding (`/sized`); that share's median is shown beside it (taken on its own, not from the same run).
 */
async function hotTable(base: string, label: string, pid: number | undefined) {
  console.log(
    `\n### Hot reads, 20 connections, ${REPEAT} × ${SECONDS} s each beside the bare baseline (${label}; load ${load()})\n`,
  );
  console.log(
    '| call | bytes sent | req/s | of bare | bare req/s | p50 ms | p95 ms | of bare, same bytes | bare same bytes req/s | CPU µs/req | bare CPU µs/req | non-2xx |\n| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  );
  const rows: [string, string[], Record<string, string>][] = [
    ...HOT.map((p): [string, string[], Record<string, string>] => [p, [p], {}]),
    ...RECOMMEND.map((p): [string, string[], Record<string, string>] => [p, [p], {}]),
    [`home sections, ${BROWSER_ENCODING['accept-encoding']}`, [HOT[5]!], BROWSER_ENCODING],
    [`block/words, ${BROWSER_ENCODING['accept-encoding']}`, [HOT[4]!], BROWSER_ENCODING],
    [`menu/list, ${BROWSER_ENCODING['accept-encoding']}`, [HOT[2]!], BROWSER_ENCODING],
  ];
  const missed: string[] = [];
  for (const [name, paths, headers] of rows) {
    const { bytes, encoding } = await sentSize(base, paths[0]!, headers);
    const sized =
      bytes >= LARGE_FROM_BYTES ? `/sized?bytes=${bytes}${encoding ? `&enc=${encoding}` : ''}` : null;
    const runs = [];
    for (let i = 0; i < REPEAT; i++) {
      const bare = await cannon(BARE, ['/healthz'], {}, barePid);
      const same = sized ? await cannon(BARE, [sized], {}, barePid) : null;
      const r = await cannon(base, paths, headers, pid);
      runs.push({
        ...r,
        bare: bare.rps,
        share: r.rps / bare.rps,
        same: same?.rps,
        sameShare: same ? r.rps / same.rps : 0,
        // The bare server's CPU per request for what it sent beside this answer: the same bytes, or the
        // small envelope for a small answer.
        bareCpuUs: (same ?? bare).cpuUs,
      });
    }
    const m = [...runs].sort((a, b) => a.share - b.share)[runs.length >> 1]!;
    const s = [...runs].sort((a, b) => a.sameShare - b.sameShare)[runs.length >> 1]!;
    const sizeNote = `${(bytes / 1024).toFixed(1)} KB${encoding ? ` ${encoding}` : ''}`;
    const cpu = (values: (number | null | undefined)[]) => {
      const known = values.filter((v): v is number => typeof v === 'number').sort((a, b) => a - b);
      return known.length ? known[known.length >> 1]!.toFixed(0) : '—';
    };
    console.log(
      `| ${name} | ${sizeNote} | ${Math.round(m.rps)} | ${(100 * m.share).toFixed(0)} % | ${Math.round(m.bare)} | ${ms(m.p50)} | ${ms(m.p95)} | ${sized ? `${(100 * s.sameShare).toFixed(0)} %` : '—'} | ${sized ? Math.round(s.same!) : '—'} | ${cpu(runs.map((r) => r.cpuUs))} | ${cpu(runs.map((r) => r.bareCpuUs))} | ${runs.reduce((n, r) => n + r.non2xx, 0)} |`,
    );
    if (m.share < TARGET_SHARE || m.p95 > TARGET_P95_MS)
      missed.push(`${name} (${(100 * m.share).toFixed(0)} %, p95 ${ms(m.p95)} ms)`);
  }
  console.log(
    `\nIssue 24's target (≥ ${100 * TARGET_SHARE} % of the bare baseline's requests/s, p95 ≤ ${TARGET_P95_MS} ms): ${rows.length - missed.length} of ${rows.length} rows hold${missed.length ? `; not: ${missed.join('; ')}` : ''}.`,
  );
}

async function main() {
  console.log(
    `# read-path bench: ${new Date().toISOString()}, ${availableParallelism()} cores, load ${load()}, server ${SERVER_DIR}`,
  );
  barePid = (await start({ PORT: '3911' }, path.join(here, 'read-path-bare.ts'), process.cwd())).pid;
  // The bare baseline stays up (idle between measurements): every hot read is measured beside it.
  await cannon(BARE, ['/healthz']);
  const bareFull = median([await cannon(BARE, ['/healthz']), await cannon(BARE, ['/healthz'])]);
  const bareLarge = await cannon(BARE, ['/large']);
  console.log(
    `\nBare Fastify (fixed JSON envelope), 20 connections: ${Math.round(bareFull.rps)} req/s, p50 ${ms(bareFull.p50)} ms, p95 ${ms(bareFull.p95)} ms`,
  );
  console.log(
    `Bare Fastify, the envelope padded to 11.5 KB (the home sections' size): ${Math.round(bareLarge.rps)} req/s (${((100 * bareLarge.rps) / bareFull.rps).toFixed(0)} % of the small one), p95 ${ms(bareLarge.p95)} ms`,
  );

  // PGlite: one process on a fresh data folder.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'read-path-'));
  try {
    const { prepareDatabase } = await import(path.join(SERVER_DIR, 'apps/server/src/lifecycle.ts'));
    const db = await prepareDatabase({ database: { kind: 'pglite', dataDir }, seedDemo: true });
    const desk = await deskRows(async (sql) => (await db.query(sql)).rows);
    await db.close();
    const server = await start({ PORT: '3912', DATA_DIR: dataDir }, 'apps/server/src/server.ts');
    const fx = await fixture('http://127.0.0.1:3912', desk);
    await hotTable('http://127.0.0.1:3912', 'PGlite, 1 process', server.pid);
    console.log(
      `\n### Lunchtime, PGlite, ${PUPILS} pupils, desk every ${DESK_MS} ms, ${SECONDS * 3} s (load ${load()})\n`,
    );
    await lunchtime('http://127.0.0.1:3912', fx, LUNCH);
    await stop(server);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  if (!PG_URL) {
    console.log('\n(no TEST_DATABASE_URL / DATABASE_URL: PostgreSQL parts skipped)');
    return;
  }
  const name = `read_path_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  try {
    const first = await start({ PORT: '3913', DATABASE_URL: url.toString() }, 'apps/server/src/server.ts');
    const fx = await fixture(
      'http://127.0.0.1:3913',
      await deskRows(async (sql) => (await pool.query(sql)).rows),
    );
    await hotTable('http://127.0.0.1:3913', 'PostgreSQL, 1 process', first.pid);
    console.log(
      `\n### Lunchtime, PostgreSQL, ${PUPILS} pupils, desk every ${DESK_MS} ms, ${SECONDS * 3} s (load ${load()})\n`,
    );
    await lunchtime('http://127.0.0.1:3913', fx, LUNCH);
    await stop(first);
    console.log(
      `\n### Processes behind one port (node:cluster), PostgreSQL, 20 connections (load ${load()})\n`,
    );
    console.log(
      '| processes | hot reads req/s (5 calls) | p95 ms | with home sections (6 calls) req/s |\n| --- | --- | --- | --- |',
    );
    for (const n of [1, 2, 4]) {
      const cluster = await start(
        {
          PORT: '3914',
          DATABASE_URL: url.toString(),
          BENCH_WORKERS: String(n),
          BENCH_SERVER: path.join(SERVER_DIR, 'apps/server/src/server.ts'),
        },
        path.join(here, 'read-path-cluster.ts'),
        SERVER_DIR,
      );
      const hot = await cannon('http://127.0.0.1:3914', HOT.slice(0, 5));
      const home = await cannon('http://127.0.0.1:3914', HOT);
      console.log(`| ${n} | ${Math.round(hot.rps)} | ${ms(hot.p95)} | ${Math.round(home.rps)} |`);
      await stop(cluster);
    }
  } finally {
    await pool.end();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

main().then(
  async () => {
    console.log(`\n# done: ${new Date().toISOString()}, load ${load()}`);
    await Promise.all([...children].map(stop));
    process.exit(0);
  },
  async (err: unknown) => {
    console.error(err);
    await Promise.all([...children].map(stop));
    process.exit(1);
  },
);
