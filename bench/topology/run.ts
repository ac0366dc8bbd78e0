/**
 * Topology benches (issue 39; bench/README.md): deploy/ brought up with 4 app nodes, then, each bounded
 * in time and on loopback only:
 *   1. the lunchtime mix at 1, 2 and 4 app processes (HAProxy's admin socket puts the others in
 *      maintenance): throughput, p95 per call, the share of one process;
 *   2. faults under the mix on 2 processes: kill -9 of one node; the replica stopped; the replica
 *      delayed (recovery_min_apply_delay) with read-your-writes checked after each check-out;
 *   3. the golden bell over 2 nodes: BENCH_GB_STREAMS streams split between node A and node B.
 *
 *   npm run bench:topology   (BENCH_SECONDS=12 BENCH_PUPILS=12 BENCH_GB_STREAMS=200 BENCH_GB_ROUNDS=5)
 */
import { execSync } from 'node:child_process';
import { createConnection } from 'node:net';
import path from 'node:path';
import { CONTEST_BASE, followStream, Member } from '../../deploy/lib/portal-client.ts';
import {
  balancerUrl,
  down,
  killNode,
  nodeUrl,
  psql,
  replica,
  topology,
  up,
} from '../../deploy/lib/topology.ts';
import { type Desk, deskRows, failed, lostWrites, lunchtimeMix, pct, rows, total } from './mix.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 12);
const PUPILS = Number(process.env.BENCH_PUPILS ?? 12);
const GB_STREAMS = Number(process.env.BENCH_GB_STREAMS ?? 200);
const GB_ROUNDS = Number(process.env.BENCH_GB_ROUNDS ?? 5);
/** Which parts run: scale, faults, bell (default all). */
const PARTS = new Set((process.env.BENCH_PARTS ?? 'scale,faults,bell').split(','));
const load = () =>
  execSync('uptime')
    .toString()
    .trim()
    .replace(/^.*load/, 'load');

/** HAProxy's runtime API: the nodes listed (1–4) ready, the others in maintenance. */
async function inService(nodes: number[]) {
  for (let i = 1; i <= 4; i++) {
    const command = `set server app/app${i} state ${nodes.includes(i) ? 'ready' : 'maint'}\n`;
    await new Promise<void>((resolve, reject) => {
      const socket = createConnection(path.join(topology.run, 'haproxy.sock'), () => socket.end(command));
      socket.on('data', () => {});
      socket.on('close', () => resolve());
      socket.on('error', reject);
    });
  }
}

const table = '| call | calls | per s | p50 ms | p95 ms | failed |\n| --- | --- | --- | --- | --- | --- |';

async function main() {
  console.log(`bench:topology, ${new Date().toISOString()}, ${load()}`);
  const started = Date.now();
  up({ APP_NODES: process.env.APP_NODES ?? '4' }, 20 * 60_000);
  console.log(
    `topology up (${process.env.APP_NODES ?? '4'} nodes) in ${((Date.now() - started) / 1000).toFixed(0)} s; ${load()}`,
  );
  const desk = deskRows();
  const manager = await new Member('manager1', balancerUrl).login();
  const members = await Promise.all(
    ['student1', 'student2', 'student3', 'student5'].map((id) => new Member(id, balancerUrl).login()),
  );
  const mix = (fault?: { at: number; run: () => void | Promise<void> }) =>
    lunchtimeMix({ seconds: SECONDS, pupils: PUPILS, desk, manager, members, ...(fault ? { fault } : {}) });

  if (PARTS.has('scale')) await scaleOut(mix);
  if (PARTS.has('faults')) await faultsUnderMix(mix, manager, desk);
  // 3. Golden bell over nodes 1 and 3 (node 2 may have been killed).
  if (PARTS.has('bell')) {
    console.log(`\n## Golden bell: ${GB_STREAMS} streams over 2 nodes, ${GB_ROUNDS} questions; ${load()}\n`);
    await goldenBell();
  }
}

type Mix = (fault?: { at: number; run: () => void | Promise<void> }) => ReturnType<typeof lunchtimeMix>;

/** 1. Scale-out: 1, 2, 4 processes. */
async function scaleOut(mix: Mix) {
  console.log(`\n## Lunchtime mix, ${PUPILS} pupils + the desk, closed loop, ${SECONDS} s each\n`);
  const perSecond: number[] = [];
  for (const n of [1, 2, 4]) {
    await inService([1, 2, 3, 4].slice(0, n));
    await mix(); // warm-up of the nodes in service (not counted)
    const r = await mix();
    perSecond.push(total(r) / r.seconds);
    console.log(
      `### ${n} process${n > 1 ? 'es' : ''}: ${(total(r) / r.seconds).toFixed(1)} calls/s (${(total(r) / r.seconds / perSecond[0]!).toFixed(2)} × one process), ${failed(r)} failed, ${lostWrites(r)} acknowledged writes lost; ${load()}\n`,
    );
    console.log(`${table}\n${rows(r).join('\n')}\n`);
  }
}

/** 2. Faults, on 2 processes. */
async function faultsUnderMix(mix: Mix, manager: Member, desk: Desk) {
  await inService([1, 2]);
  const faultRow = (name: string, r: Awaited<ReturnType<typeof mix>>, extra = '') =>
    `| ${name} | ${total(r)} | ${failed(r)} | ${r.checkedOut.length + r.checkedIn.length} | ${lostWrites(r)} | ${extra} |`;
  const faults: string[] = [];
  const baseline = await mix();
  faults.push(faultRow('none (baseline, 2 processes)', baseline));
  const killed = await mix({ at: SECONDS / 3, run: () => killNode(2) });
  faults.push(faultRow('kill -9 of node 2 at 1/3 of the run', killed));
  await inService([1, 3]);
  const stopped = await mix({ at: SECONDS / 3, run: () => replica('stop') });
  faults.push(faultRow('replica stopped at 1/3 of the run', stopped, 'reads fell back to the primary'));
  replica('start');

  // The delayed replica: every check-out is read back at once through the replica-routed catalogue call.
  const stranger = new Member('-', balancerUrl);
  psql("alter system set recovery_min_apply_delay = '2s'", topology.pgReplica);
  psql('select pg_reload_conf()', topology.pgReplica);
  let stale = 0;
  let staleWithoutPin = 0;
  let checks = 0;
  let lagging = 0;
  const url = '/dls/api/desk/LIB7130102';
  // After the restart, the nodes keep reads on the primary for 5 s after each replica error: wait until
  // a node reads the replica again (bounded), then check halfway through the run.
  for (let i = 0; i < 40; i++) {
    const ready = await stranger.request('GET', '/readyz');
    if ((ready.body?.data as { replica?: string } | undefined)?.replica === 'up' && i >= 12) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const delayed = await mix({
    at: SECONDS / 2,
    run: async () => {
      const { regNo, bookKey } = desk.spare;
      for (let i = 0; i < 5; i++) {
        const out = await manager.request('POST', `${url}/checkout`, { cardNo: desk.cardNo, regNo });
        if (out.status !== 200) continue;
        const mine = await manager.request('GET', `/alpasq/api/detail/info?bookKey=${bookKey}`);
        const theirs = await stranger.request('GET', `/alpasq/api/detail/info?bookKey=${bookKey}`);
        checks++;
        const [behind] = psql(
          'select pg_last_wal_receive_lsn() > pg_last_wal_replay_lsn()',
          topology.pgReplica,
        );
        if (behind === 't') lagging++;
        if (statusOf(mine, regNo) !== 'ON_LOAN') stale++;
        if (statusOf(theirs, regNo) !== 'ON_LOAN') staleWithoutPin++;
        await manager.request('POST', `${url}/checkin`, { regNo });
      }
    },
  });
  psql('alter system reset recovery_min_apply_delay', topology.pgReplica);
  psql('select pg_reload_conf()', topology.pgReplica);
  faults.push(
    faultRow(
      'replica delayed 2 s',
      delayed,
      `read-your-writes: ${stale} of ${checks} check-outs read back stale by their writer; ${staleWithoutPin} of ${checks} stale for a caller without the pin; the replica had WAL received but not replayed at ${lagging} of ${checks} read-backs`,
    ),
  );
  console.log(`\n## Faults under the mix (2 processes, ${SECONDS} s each); ${load()}\n`);
  console.log(
    '| fault | calls | failed | writes acknowledged | acknowledged writes lost | note |\n| --- | --- | --- | --- | --- | --- |',
  );
  console.log(faults.join('\n'));
}

/** A copy's status in a detail/info answer. */
function statusOf(answer: { body: { data?: unknown } | null }, regNo: string): string | undefined {
  const data = answer.body?.data as { holdings?: { regNo: string; status: string }[] } | undefined;
  return data?.holdings?.find((h) => h.regNo === regNo)?.status;
}

async function goldenBell() {
  const teacher = await new Member('teacher1', nodeUrl(1)).login();
  const pupils = await Promise.all(['student1', 'student5'].map((id) => new Member(id, nodeUrl(3)).login()));
  const { contestKey } = await teacher.post<{ contestKey: number }>(`${CONTEST_BASE}/create`, {
    contestTitle: '벤치 골든벨',
    targetGrade: 5,
    targetClassNo: 2,
    timeLimitSec: 60,
  });
  await teacher.post(`${CONTEST_BASE}/questions`, {
    contestKey,
    questionList: Array.from({ length: GB_ROUNDS }, (_, i) => ({
      questionTypeCode: '01',
      question: `${i + 1}번`,
      answer: 'O',
    })),
  });
  await teacher.post(`${CONTEST_BASE}/complete`, { contestKey });
  for (const p of pupils) await p.post(`${CONTEST_BASE}/join`, { contestKey });
  // Half the streams on node 1 (the teacher's), half on node 3, each its own connection and ticket.
  const arrivals = new Map<number, number[]>();
  const streams = [];
  for (let i = 0; i < GB_STREAMS; i++) {
    const member = new Member(pupils[i % 2]!.id, nodeUrl(i % 2 === 0 ? 1 : 3));
    Object.assign(member.headers, pupils[i % 2]!.headers);
    const s = followStream(
      member,
      (t) => `${CONTEST_BASE}/stream?contestKey=${contestKey}&ticket=${t}`,
      (e) => {
        if (e.event === 'question') {
          const no = Number(e.data.questionNo);
          (arrivals.get(no) ?? arrivals.set(no, []).get(no)!).push(e.at);
        }
      },
    );
    streams.push(s);
    if (i % 50 === 49) await Promise.all(streams.slice(-50).map((x) => x.connected));
  }
  await Promise.all(streams.map((s) => s.connected));
  const spreads: number[] = [];
  const answers: number[] = [];
  let answerFailures = 0;
  for (let no = 1; no <= GB_ROUNDS; no++) {
    await teacher.post(`${CONTEST_BASE}/next`, { contestKey });
    const end = Date.now() + 30_000;
    while ((arrivals.get(no)?.length ?? 0) < GB_STREAMS && Date.now() < end)
      await new Promise((r) => setTimeout(r, 5));
    const times = arrivals.get(no) ?? [];
    if (times.length) spreads.push(Math.max(...times) - Math.min(...times));
    await Promise.all(
      pupils.map(async (p) => {
        const t0 = performance.now();
        const res = await p.request('POST', `${CONTEST_BASE}/answer`, {
          contestKey,
          questionNo: no,
          answer: 'O',
        });
        answers.push(performance.now() - t0);
        if (res.status !== 200) answerFailures++;
      }),
    );
    psql(
      `update portal.quiz_contest set closes_at = now() - interval '1 second' where contest_key = ${contestKey}`,
    );
    await teacher.post(`${CONTEST_BASE}/reveal`, { contestKey });
  }
  await Promise.all(streams.map((s) => s.close()));
  const received = [...arrivals.values()].reduce((n, l) => n + l.length, 0);
  spreads.sort((a, b) => a - b);
  answers.sort((a, b) => a - b);
  console.log('| figure | p50 ms | p95 ms | max ms | note |\n| --- | --- | --- | --- | --- |');
  console.log(
    `| question spread, first→last of ${GB_STREAMS} streams | ${pct(spreads, 50).toFixed(1)} | ${pct(spreads, 95).toFixed(1)} | ${spreads.at(-1)?.toFixed(1)} | ${received} of ${GB_STREAMS * GB_ROUNDS} question events received |`,
  );
  console.log(
    `| answer (POST, node 3) | ${pct(answers, 50).toFixed(1)} | ${pct(answers, 95).toFixed(1)} | ${answers.at(-1)?.toFixed(1)} | ${answers.length} answers, ${answerFailures} failed |`,
  );
}

try {
  await main();
} finally {
  down();
}
process.exit(0);
