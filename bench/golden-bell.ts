/**
 * Golden-bell live delivery benchmark (issue 17; docs/decisions/142).
 *
 *   npm run bench:golden-bell            (BENCH_CLIENTS=40 BENCH_ROUNDS=20)
 *
 * The real app on an in-memory PGlite (the default engine), listening on a local port. BENCH_CLIENTS
 * EventSource-like clients follow one contest's live stream (`readingQuizContest/stream`, each with its own
 * ticket); the teacher opens BENCH_ROUNDS questions through the API (`next`), the deadline is moved past by
 * the database (the bench does not wait out the time limit), then `reveal`. For every question the spread is
 * the time between the first and the last client receiving its `question` event. Prints p50/p95/max of the
 * spread and of the delay from the `next` call. Target (issue 17): spread p95 ≤ 300 ms with 40 clients.
 */
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { quizContest } from '../apps/server/src/db/schema/portal-quiz.ts';
import { DEMO_PASSWORD } from '../apps/server/src/db/seed/demo-members.ts';
import { prepareDatabase } from '../apps/server/src/lifecycle.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 40);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const TARGET_P95_MS = 300;
const BASE = '/schome/service/readingActivitesJoin/readingQuizContest';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

const database = await prepareDatabase({ database: { kind: 'pglite', dataDir: null }, seedDemo: true });
const app = await buildApp({
  config: { logLevel: 'silent', logPretty: false, webDist: '/nonexistent-web-dist', loginRateLimit: 1000 },
  database,
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });

async function login(id: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/schome/auth/member/login',
    payload: { id, password: DEMO_PASSWORD },
  });
  const data = res.json().data;
  return {
    token: data.token,
    userId: data.userId,
    ...(data.schKey ? { schKey: data.schKey } : {}),
  } as Record<string, string>;
}
async function call(headers: Record<string, string>, url: string, payload: object) {
  const res = await app.inject({ method: 'POST', url: `${BASE}${url}`, headers, payload });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

const teacher = await login('teacher1');
const students = [await login('student1'), await login('student5')];
const { contestKey } = await call(teacher, '/create', {
  contestTitle: '벤치마크 골든벨',
  targetGrade: 5,
  targetClassNo: 2,
  timeLimitSec: 60,
});
await call(teacher, '/questions', {
  contestKey,
  questionList: Array.from({ length: ROUNDS }, (_, i) => ({
    questionTypeCode: '01',
    question: `${i + 1}번 O/X 문제`,
    answer: 'O',
  })),
});
await call(teacher, '/complete', { contestKey });

/** One client: a ticket of a student's session, then the stream read as text; records when each question arrives. */
const arrivals = new Map<number, number[]>();
const streams: AbortController[] = [];
async function connect(i: number) {
  const headers = students[i % students.length]!;
  const ticket = (
    await app.inject({ method: 'POST', url: '/schome/service/mypage/messageMng/stream/ticket', headers })
  ).json().data.ticket;
  const abort = new AbortController();
  streams.push(abort);
  const res = await fetch(`${address}${BASE}/stream?contestKey=${contestKey}&ticket=${ticket}`, {
    signal: abort.signal,
  });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let ready!: () => void;
  const hello = new Promise<void>((resolve) => {
    ready = resolve;
  });
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith('event: hello')) ready();
          if (block.startsWith('event: question')) {
            const at = performance.now();
            const data = JSON.parse(block.slice(block.indexOf('data: ') + 6));
            arrivals.set(data.questionNo, [...(arrivals.get(data.questionNo) ?? []), at]);
          }
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted at the end
    }
  })();
  await hello;
}
await Promise.all(Array.from({ length: CLIENTS }, (_, i) => connect(i)));

const spreads: number[] = [];
const delays: number[] = [];
for (let no = 1; no <= ROUNDS; no++) {
  const sent = performance.now();
  await call(teacher, '/next', { contestKey });
  while ((arrivals.get(no)?.length ?? 0) < CLIENTS) await new Promise((r) => setTimeout(r, 5));
  const times = arrivals.get(no)!;
  spreads.push(Math.max(...times) - Math.min(...times));
  delays.push(Math.max(...times) - sent);
  await database.db
    .update(quizContest)
    .set({ closesAt: sql`now() - interval '1 second'` })
    .where(eq(quizContest.contestKey, contestKey));
  await call(teacher, '/reveal', { contestKey });
}

for (const s of streams) s.abort();
await app.close();
const p95 = percentile(spreads, 95);
const f = (n: number) => `${n.toFixed(1)} ms`;
console.log(`golden bell: ${CLIENTS} clients, ${ROUNDS} questions, PGlite, one process`);
console.log(
  `spread first→last client  p50 ${f(percentile(spreads, 50))}  p95 ${f(p95)}  max ${f(Math.max(...spreads))}`,
);
console.log(`next call → last client   p50 ${f(percentile(delays, 50))}  p95 ${f(percentile(delays, 95))}`);
console.log(`target spread p95 ≤ ${TARGET_P95_MS} ms: ${p95 <= TARGET_P95_MS ? 'met' : 'NOT met'}`);
process.exit(0);
