/**
 * The topology test (`npm run test:topology`, run by .ci/run after `npm test`; issue 39): brings deploy/
 * up (PostgreSQL primary + streaming replica, a PgBouncer in front of each, 2 app nodes, HAProxy), runs a
 * short golden bell whose teacher is on node A and whose pupils are on node B, kills node B with SIGKILL
 * while a question is open, opens the next question while the pupils are away, and checks that every
 * pupil's stream came back through HAProxy and resumed (Last-Event-ID) with no question missed, and that
 * no acknowledged write was lost. Tears the topology down whatever happens. Ends with "N passed, N failed".
 */

import { CONTEST_BASE, followStream, Member, type StreamEvent } from './lib/portal-client.ts';
import { balancerUrl, down, killNode, nodeUrl, psql, topology, up } from './lib/topology.ts';

const results: boolean[] = [];
function check(name: string, ok: boolean, detail = '') {
  results.push(ok);
  console.log(`${ok ? '✓' : '✗'} ${name}${detail ? ` — ${detail}` : ''}`);
}
/** Waits for a condition (never for a fixed time), up to `limitMs`. */
async function until(condition: () => boolean, limitMs = 20_000) {
  const end = Date.now() + limitMs;
  while (!condition() && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
  return condition();
}

async function main() {
  const started = Date.now();
  up({ APP_NODES: '2' });
  console.log(`topology up in ${((Date.now() - started) / 1000).toFixed(0)} s`);

  const ready = await new Member('-', balancerUrl).request('GET', '/readyz');
  const readyData = ready.body?.data as { database?: string; replica?: string } | undefined;
  check(
    'HAProxy answers /readyz with primary and replica up',
    ready.status === 200 && readyData?.replica === 'up',
  );
  check(
    'the replica streams from the primary (pg_stat_replication)',
    psql("select count(*) from pg_stat_replication where state = 'streaming'")[0] === '1',
  );
  const replicaReads = () =>
    Number(psql("select xact_commit from pg_stat_database where datname = 'portal'", topology.pgReplica)[0]);
  const before = replicaReads();
  const anonymous = new Member('-', balancerUrl);
  const words = ['어린 왕자', '해리 포터', '샬롯의 거미줄', '나무', '고양이'];
  for (let i = 0; i < 20; i++)
    await anonymous.request('POST', '/alpasq/api/search', {
      searchKeyword: words[i % words.length],
      page: 1 + (i % 3),
    });
  // The statistics reach pg_stat_database within a second or so of the backend going idle.
  check(
    'search is read on the replica',
    await until(() => replicaReads() - before >= 20),
    `${replicaReads() - before} replica transactions`,
  );

  // The teacher on node A, the pupils (student1, student5: 5학년 2반) on node B.
  const teacher = await new Member('teacher1', nodeUrl(1)).login();
  const pupils = await Promise.all(['student1', 'student5'].map((id) => new Member(id, nodeUrl(2)).login()));
  const { contestKey } = await teacher.post<{ contestKey: number }>(`${CONTEST_BASE}/create`, {
    contestTitle: '토폴로지 골든벨',
    targetGrade: 5,
    targetClassNo: 2,
    timeLimitSec: 60,
  });
  await teacher.post(`${CONTEST_BASE}/questions`, {
    contestKey,
    questionList: [1, 2, 3].map((n) => ({
      questionTypeCode: '01',
      question: `${n}번 O/X 문제`,
      answer: 'O',
    })),
  });
  await teacher.post(`${CONTEST_BASE}/complete`, { contestKey });
  for (const pupil of pupils) await pupil.post(`${CONTEST_BASE}/join`, { contestKey });

  const seen = pupils.map(() => new Set<number>());
  /** Per pupil: the connection question 3 came on, and when that connection's first event came. */
  const resumed = pupils.map(() => ({ connection: 0, connectedAfter: 0 }));
  const firstEventOf = pupils.map(() => new Map<number, number>());
  const streams = pupils.map((pupil, i) =>
    followStream(
      pupil,
      (ticket) => `${CONTEST_BASE}/stream?contestKey=${contestKey}&ticket=${ticket}`,
      (e: StreamEvent) => {
        if (!firstEventOf[i]!.has(e.connection)) firstEventOf[i]!.set(e.connection, e.at);
        if (e.event !== 'question') return;
        seen[i]!.add(Number(e.data.questionNo));
        if (Number(e.data.questionNo) === 3)
          resumed[i] = { connection: e.connection, connectedAfter: firstEventOf[i]!.get(e.connection)! };
      },
      1500,
    ),
  );
  await Promise.all(streams.map((s) => s.connected));

  const acknowledged: { memberKey: string; questionNo: number }[] = [];
  let failed = 0;
  async function answer(pupil: Member, questionNo: number) {
    const res = await pupil.request('POST', `${CONTEST_BASE}/answer`, {
      contestKey,
      questionNo,
      answer: 'O',
    });
    if (res.status === 200) acknowledged.push({ memberKey: pupil.id, questionNo });
    else failed++;
    return res.status;
  }
  const closeQuestion = () =>
    psql(
      `update portal.quiz_contest set closes_at = now() - interval '1 second' where contest_key = ${contestKey}`,
    );

  // Question 1: opened on node A, heard on node B.
  await teacher.post(`${CONTEST_BASE}/next`, { contestKey });
  check('question 1 reaches every pupil on node B', await until(() => seen.every((s) => s.has(1))));
  for (const pupil of pupils) await answer(pupil, 1);
  closeQuestion();
  await teacher.post(`${CONTEST_BASE}/reveal`, { contestKey });

  // Question 2: the pupils answer on node B, then node B dies while question 2 is still open.
  await teacher.post(`${CONTEST_BASE}/next`, { contestKey });
  check('question 2 reaches every pupil on node B', await until(() => seen.every((s) => s.has(2))));
  for (const pupil of pupils) await answer(pupil, 2);
  killNode(2);
  console.log('node B killed (SIGKILL) while question 2 is open');
  for (const pupil of pupils) pupil.base = balancerUrl;
  // Question 3 opens on node A before the pupils are back (they retry after 1.5 s, as EventSource's
  // retry): they can only get it by resuming with Last-Event-ID.
  closeQuestion();
  await teacher.post(`${CONTEST_BASE}/reveal`, { contestKey });
  await teacher.post(`${CONTEST_BASE}/next`, { contestKey });
  const opened3 = performance.now();
  check(
    'every pupil’s stream reconnected through HAProxy',
    await until(() => streams.every((s) => s.connections() >= 2)),
    streams.map((s) => s.connections()).join(', '),
  );
  check(
    'every pupil resumed with question 3 (Last-Event-ID), no question missed',
    (await until(() => seen.every((s) => [1, 2, 3].every((n) => s.has(n))))) &&
      resumed.every((r) => r.connection >= 2 && r.connectedAfter >= opened3),
    seen.map((s) => [...s].join('/')).join(' · '),
  );
  // Answered through HAProxy at once, while it may not yet have marked node B down.
  const answered3 = [];
  for (const pupil of pupils) answered3.push(await answer(pupil, 3));
  check(
    'every pupil answers question 3 through HAProxy during the failover',
    answered3.every((s) => s === 200),
    `${answered3.join(', ')}; ${failed} requests lost on the way and sent again`,
  );

  // No acknowledged write lost: every answer that got its 200 is on the primary.
  const stored = new Set(
    psql(
      `select m.login_id || ':' || a.question_no from portal.contest_answer a join portal.member m using (member_key) where a.contest_key = ${contestKey}`,
    ),
  );
  const lost = acknowledged.filter((a) => !stored.has(`${a.memberKey}:${a.questionNo}`));
  check(
    '0 acknowledged writes lost',
    lost.length === 0,
    `${acknowledged.length} acknowledged, ${lost.length} lost, ${failed} failed requests`,
  );
  await Promise.all(streams.map((s) => s.close()));
}

try {
  await main();
} catch (err) {
  check('the run completed', false, err instanceof Error ? err.message : String(err));
}
check('the topology is torn down', down());
const passed = results.filter(Boolean).length;
const failedCount = results.length - passed;
console.log(`${passed} passed, ${failedCount} failed`);
process.exit(failedCount === 0 ? 0 : 1);
