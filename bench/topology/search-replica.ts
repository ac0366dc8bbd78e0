/**
 * Search on the replica (issue 39), at the size this machine can load in the time given:
 *
 *   npm run bench:topology:search   (BENCH_TITLES=100000 BENCH_HOLDINGS=1000000 BENCH_LIBRARIES=1250)
 *
 * Brings up the databases of deploy/ only (APP_NODES=0), loads a catalogue into a database
 * `national_search` on the primary with bench/search/run.ts's generator (words of the real titles,
 * authors, publishers; it also times its queries on the primary — the baseline of this run), waits until
 * the replica has replayed it, then times the same kind of queries through the real search service on
 * the replica: 1 client, then BENCH_CLIENTS (20) at once. Tears everything down.
 */
import { execSync, spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { searchRequestSchema } from '@reading/contract/search/search';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { createCatalogueRepository } from '../../apps/server/src/modules/search/catalogue/catalogue.repository.ts';
import { createCatalogueService } from '../../apps/server/src/modules/search/catalogue/catalogue.service.ts';
import { down, psql, topology, up } from '../../deploy/lib/topology.ts';
import { pct } from './mix.ts';

const TITLES = process.env.BENCH_TITLES ?? '100000';
const HOLDINGS = process.env.BENCH_HOLDINGS ?? String(Number(TITLES) * 10);
const LIBRARIES = process.env.BENCH_LIBRARIES ?? '1250';
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 10);
const load = () =>
  execSync('uptime')
    .toString()
    .trim()
    .replace(/^.*load/, 'load');
const QUERIES: { searchKeyword: string; searchType?: string }[] = [
  { searchKeyword: '역사' },
  { searchKeyword: '과학' },
  { searchKeyword: '이야기' },
  { searchKeyword: '세계 역사' },
  { searchKeyword: '흔한남매 과학' },
  { searchKeyword: '히가시노 게이고', searchType: 'author' },
  { searchKeyword: 'harry potter' },
  { searchKeyword: 'ㅎㄱㅅ' },
];

async function main() {
  console.log(
    `search on the replica: ${TITLES} titles, ${HOLDINGS} holdings, ${LIBRARIES} libraries; ${load()}`,
  );
  up({ APP_NODES: '0' }, 30 * 60_000);
  const generated = spawnSync('npx', ['tsx', 'bench/search/run.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      BENCH_DATABASE_URL: `postgres://postgres@127.0.0.1:${topology.pgPrimary}/postgres`,
      BENCH_KEEP_DB: 'national_search',
      BENCH_TITLES: TITLES,
      BENCH_HOLDINGS: HOLDINGS,
      BENCH_LIBRARIES: LIBRARIES,
      BENCH_REPEAT: '5',
      BENCH_BASELINE_REPEAT: '1',
      BENCH_CLIENTS: String(CLIENTS),
    },
  });
  if (generated.status !== 0) throw new Error('bench/search/run.ts failed');
  // The replica has replayed everything the primary wrote.
  const [target] = psql('select pg_current_wal_lsn()');
  for (let i = 0; i < 600; i++) {
    const [caught] = psql(`select pg_last_wal_replay_lsn() >= '${target}'::pg_lsn`, topology.pgReplica);
    if (caught === 't') break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const database = await openDatabase({
    kind: 'postgres',
    url: `postgres://postgres@127.0.0.1:${topology.pgReplica}/national_search`,
  });
  const catalogue = createCatalogueService(createCatalogueRepository(database.db));
  const run = (q: (typeof QUERIES)[number]) => catalogue.search(searchRequestSchema.parse(q));
  for (const q of QUERIES) await run(q); // warm the replica's cache
  const one: number[] = [];
  for (let r = 0; r < REPEAT; r++)
    for (const q of QUERIES) {
      const t0 = performance.now();
      await run(q);
      one.push(performance.now() - t0);
    }
  const many: number[] = [];
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, c) => {
      for (let r = 0; r < Math.max(2, Math.floor(REPEAT / 2)); r++)
        for (const q of QUERIES.slice(c % 2)) {
          const t0 = performance.now();
          await run(q);
          many.push(performance.now() - t0);
        }
    }),
  );
  await database.close();
  one.sort((a, b) => a - b);
  many.sort((a, b) => a - b);
  console.log(`\nreplica (direct, pool of 10); ${load()}`);
  console.log('| clients | searches | p50 ms | p95 ms |\n| --- | --- | --- | --- |');
  console.log(`| 1 | ${one.length} | ${pct(one, 50).toFixed(1)} | ${pct(one, 95).toFixed(1)} |`);
  console.log(`| ${CLIENTS} | ${many.length} | ${pct(many, 50).toFixed(1)} | ${pct(many, 95).toFixed(1)} |`);
}

try {
  await main();
} finally {
  down();
}
process.exit(0);
