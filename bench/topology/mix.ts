/**
 * The lunchtime mix on the topology (issue 39), through HAProxy: pupils searching (POST, replica),
 * opening a book (anonymous GET, replica), reading their own shelf (primary), and the desk checking a
 * copy out and back in (writes, acknowledged by their 200 and checked on the primary afterwards).
 * Closed loop, no think time: the figure is what the topology serves, not what a school asks.
 */
import { performance } from 'node:perf_hooks';
import { Member } from '../../deploy/lib/portal-client.ts';
import { balancerUrl, psql } from '../../deploy/lib/topology.ts';

export const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : Number.NaN;

export type Copy = { regNo: string; bookKey: number };
export type Desk = Copy & { cardNo: string; spare: Copy };

/** manager1's library: a card and two free copies (the mix's, and a spare for the read-back checks). */
export function deskRows(): Desk {
  const copies = psql(
    `select reg_no || '|' || book_key from search.holding where lib_code = 'LIB7130102' and status = 'AVAILABLE' order by reg_no desc limit 2`,
  ).map((row) => {
    const [regNo, bookKey] = row.split('|');
    return { regNo: regNo!, bookKey: Number(bookKey) };
  });
  const [card] = psql(
    `select card_no from library.patron where lib_code = 'LIB7130102' order by card_no limit 1`,
  );
  return { cardNo: card!, ...copies[0]!, spare: copies[1]! };
}

const loanKeyOf = (body: { data?: unknown } | null) =>
  (body?.data as { loan?: { loanKey?: number } } | undefined)?.loan?.loanKey;

export type MixResult = {
  seconds: number;
  calls: Map<string, number[]>;
  failures: Map<string, number>;
  /** Loans the desk's 200s acknowledged: checked out (key) and checked in (key). */
  checkedOut: number[];
  checkedIn: number[];
};

export async function lunchtimeMix(o: {
  seconds: number;
  pupils: number;
  desk: Desk;
  manager: Member;
  members: Member[];
  /** Called once, `at` seconds into the run (the fault). */
  fault?: { at: number; run: () => void | Promise<void> };
}): Promise<MixResult> {
  const calls = new Map<string, number[]>();
  const failures = new Map<string, number>();
  const checkedOut: number[] = [];
  const checkedIn: number[] = [];
  const end = performance.now() + o.seconds * 1000;
  const timed = async (name: string, member: Member, method: string, url: string, body?: object) => {
    const t0 = performance.now();
    const res = await member.request(method, url, body);
    (calls.get(name) ?? calls.set(name, []).get(name)!).push(performance.now() - t0);
    if (res.status !== 200) failures.set(name, (failures.get(name) ?? 0) + 1);
    return res;
  };
  const words = ['공룡', '어린 왕자', '고양이', '우주', '나무', '수학', '역사', '친구'];
  const pupil = async (i: number) => {
    const anonymous = new Member('-', balancerUrl);
    const me = o.members[i % o.members.length]!;
    let n = i;
    while (performance.now() < end) {
      n++;
      await timed('search', anonymous, 'POST', '/alpasq/api/search', {
        searchKeyword: words[n % words.length],
      });
      await timed('book detail', anonymous, 'GET', `/alpasq/api/detail/info?bookKey=${o.desk.bookKey}`);
      await timed(
        'my shelf (member)',
        me,
        'GET',
        `/schome/service/mypage/mylibbookshelf/count?memberKey=${me.memberKey}`,
      );
    }
  };
  const desk = async () => {
    const url = '/dls/api/desk/LIB7130102';
    while (performance.now() < end) {
      const out = await timed('desk check-out', o.manager, 'POST', `${url}/checkout`, {
        cardNo: o.desk.cardNo,
        regNo: o.desk.regNo,
      });
      const outKey = loanKeyOf(out.body);
      if (out.status === 200 && outKey) checkedOut.push(outKey);
      const back = await timed('desk check-in', o.manager, 'POST', `${url}/checkin`, { regNo: o.desk.regNo });
      const inKey = loanKeyOf(back.body);
      if (back.status === 200 && inKey) checkedIn.push(inKey);
    }
  };
  const fault = o.fault
    ? new Promise<void>((resolve) =>
        setTimeout(() => Promise.resolve(o.fault!.run()).then(resolve), o.fault!.at * 1000),
      )
    : Promise.resolve();
  const t0 = performance.now();
  await Promise.all([...Array.from({ length: o.pupils }, (_, i) => pupil(i)), desk(), fault]);
  return { seconds: (performance.now() - t0) / 1000, calls, failures, checkedOut, checkedIn };
}

/** Acknowledged writes not on the primary: check-outs whose loan is missing, check-ins not returned. */
export function lostWrites(r: MixResult): number {
  if (r.checkedOut.length === 0) return 0;
  const rows = psql(
    `select loan_key || ':' || (returned_at is not null) from library.loan where loan_key in (${[...new Set([...r.checkedOut, ...r.checkedIn])].join(',')})`,
  );
  const state = new Map(rows.map((row) => row.split(':') as [string, string]));
  const lostOut = r.checkedOut.filter((k) => !state.has(String(k))).length;
  const lostIn = r.checkedIn.filter((k) => state.get(String(k)) !== 'true').length;
  return lostOut + lostIn;
}

export const total = (r: MixResult) => [...r.calls.values()].reduce((n, l) => n + l.length, 0);
export const failed = (r: MixResult) => [...r.failures.values()].reduce((n, f) => n + f, 0);

/** One table row per call: calls, per second, p50, p95, failed. */
export function rows(r: MixResult): string[] {
  return [...r.calls].map(([name, list]) => {
    const sorted = [...list].sort((a, b) => a - b);
    return `| ${name} | ${list.length} | ${(list.length / r.seconds).toFixed(1)} | ${pct(sorted, 50).toFixed(1)} | ${pct(sorted, 95).toFixed(1)} | ${r.failures.get(name) ?? 0} |`;
  });
}
