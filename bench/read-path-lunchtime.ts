/**
 * The lunchtime of bench/read-path.ts (issue 24): a school's pupils reading the home page, searching,
 * opening a book and their shelf count with think time, while the desk checks a copy out and back in;
 * p50/p95 per call. Also the percentile helpers the bench's tables share.
 */
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

export const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : Number.NaN;
export const ms = (n: number) => n.toFixed(1);

type Fixture = {
  manager: Record<string, string>;
  pupils: Record<string, string>[];
  cardNo: string;
  regNo: string;
  bookKey: number;
};

async function login(base: string, id: string) {
  const res = await fetch(`${base}/schome/auth/member/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id, password: 'demo1234!' }),
  });
  const d = (
    (await res.json()) as { data: { token: string; userId: string; schKey?: number; memberKey: number } }
  ).data;
  return {
    token: d.token,
    userId: d.userId,
    ...(d.schKey ? { schKey: String(d.schKey) } : {}),
    memberKey: String(d.memberKey),
  };
}

type Rows = (sql: string) => Promise<Record<string, unknown>[]>;

/** A card and a free copy of manager1's library, read before the server starts (PGlite has one owner). */
export async function deskRows(rows: Rows) {
  const [copy] = await rows(
    `select reg_no, book_key from search.holding where lib_code = 'LIB7130102' and status = 'AVAILABLE' order by reg_no desc limit 1`,
  );
  const [card] = await rows(
    `select card_no from library.patron where lib_code = 'LIB7130102' order by card_no limit 1`,
  );
  return { cardNo: String(card!.card_no), regNo: String(copy!.reg_no), bookKey: Number(copy!.book_key) };
}

/** What the mix needs: members logged in, and the desk's card and copy. */
export async function fixture(base: string, desk: Awaited<ReturnType<typeof deskRows>>): Promise<Fixture> {
  const manager = await login(base, 'manager1');
  const pupils = [await login(base, 'student1'), await login(base, 'student2')];
  return { manager, pupils, ...desk };
}

/** A school's lunchtime: pupils with think time, the desk every DESK_MS. p50/p95 per call. */
export async function lunchtime(
  base: string,
  f: Fixture,
  o: { hot: string[]; seconds: number; pupils: number; deskMs: number },
) {
  const times = new Map<string, number[]>();
  const failures = new Map<string, number>();
  const call = async (name: string, url: string, init?: RequestInit) => {
    const t0 = performance.now();
    let failed = true;
    try {
      const res = await fetch(base + url, init);
      await res.arrayBuffer();
      failed = res.status >= 400;
    } catch {
      // A refused or reset connection counts as a failed call, timed like the others.
    }
    (times.get(name) ?? times.set(name, []).get(name)!).push(performance.now() - t0);
    if (failed) failures.set(name, (failures.get(name) ?? 0) + 1);
  };
  const json = (body: object, headers: Record<string, string> = {}) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const end = performance.now() + o.seconds * 1000;
  const pupil = async (i: number) => {
    const me = f.pupils[i % f.pupils.length]!;
    await sleep((i * 997) % 2000);
    while (performance.now() < end) {
      await Promise.all(o.hot.map((p) => call('home reads (6 calls)', p)));
      await sleep(500 + ((i * 31) % 1500));
      await call('search', '/alpasq/api/search', json({ searchKeyword: '공룡', searchType: 'all' }));
      await call('book detail', `/alpasq/api/detail/info?bookKey=${f.bookKey}`);
      await call('my library', `/schome/service/mypage/mylibbookshelf/count?memberKey=${me.memberKey}`, {
        headers: me,
      });
      await sleep(1000 + ((i * 17) % 2000));
    }
  };
  const desk = async () => {
    while (performance.now() < end) {
      const url = '/dls/api/desk/LIB7130102';
      await call('desk check-out', `${url}/checkout`, json({ cardNo: f.cardNo, regNo: f.regNo }, f.manager));
      await call('desk check-in', `${url}/checkin`, json({ regNo: f.regNo }, f.manager));
      await sleep(o.deskMs);
    }
  };
  const t0 = performance.now();
  await Promise.all([...Array.from({ length: o.pupils }, (_, i) => pupil(i)), desk()]);
  const seconds = (performance.now() - t0) / 1000;
  console.log('| call | calls | per s | p50 ms | p95 ms | failed |\n| --- | --- | --- | --- | --- | --- |');
  for (const [name, list] of times) {
    list.sort((a, b) => a - b);
    console.log(
      `| ${name} | ${list.length} | ${(list.length / seconds).toFixed(0)} | ${ms(pct(list, 50))} | ${ms(pct(list, 95))} | ${failures.get(name) ?? 0} |`,
    );
  }
}
