import { LOAN_MESSAGES } from '@reading/contract/library/loans';
import { RESERVATION_MESSAGES } from '@reading/contract/library/reservations';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  checkin,
  checkout,
  freeCopies,
  holdingStatus,
  linkedStudent1,
  loginAs,
  newPatron,
} from '../../../../test/library-test-helpers.ts';
import { useTestApp } from '../../../../test/test-app.ts';

const t = useTestApp();
let manager: Record<string, string>;

beforeAll(async () => {
  manager = (await loginAs(t, 'manager1')).headers;
});

const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });
const post = (url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const reserve = (headers: Record<string, string>, bookKey: number) =>
  post('/dls/api/reservation/request', headers, { bookKey });

async function loanKeyOf(headers: Record<string, string>, regNo: string) {
  const list = (await get('/dls/api/loan/list?display=100', headers)).json().data.list;
  return list.find((l: { regNo: string }) => l.regNo === regNo).loanKey as number;
}

describe("a member's loans", () => {
  it("shows student1's seeded loans and history, with counts equal to the rows", async () => {
    const { dls } = await linkedStudent1(t);
    const info = (await get('/dls/api/user/info', dls)).json().data;
    const loans = (await get('/dls/api/loan/list', dls)).json().data;
    const history = (await get('/dls/api/loan/history', dls)).json().data;
    const rsvts = (await get('/dls/api/reservation/list', dls)).json().data;
    expect(loans).toMatchObject({ page: 1, display: 10 });
    expect(info.loanCount).toBe(loans.totalCount);
    expect(info.rsvtCount).toBe(rsvts.totalCount);
    expect(loans.totalCount).toBeGreaterThanOrEqual(2);
    expect(history.totalCount).toBeGreaterThanOrEqual(1);
    expect(history.list[0].returnDate).not.toBeNull();
    const { rows } = await t.database.query(
      "select count(*)::int as n from library.loan l join library.patron p using (patron_id) where p.card_no = '7130102000123' and l.returned_at is null",
    );
    expect(info.loanCount).toBe(rows[0]!.n);
  });

  it('renews once, then refuses past the renewal limit', async () => {
    const p = await newPatron(t);
    const [copy] = await freeCopies(t, 1);
    await checkout(t, manager, p.cardNo, copy!.regNo);
    const loanKey = await loanKeyOf(p.dls, copy!.regNo);
    const first = await post('/dls/api/loan/renew', p.dls, { loanKey });
    expect([first.statusCode, first.json().message]).toEqual([200, LOAN_MESSAGES.renewed]);
    expect(first.json().data.renewCount).toBe(1);
    const second = await post('/dls/api/loan/renew', p.dls, { loanKey });
    expect([second.statusCode, second.json().message]).toEqual([409, LOAN_MESSAGES.renewLimit]);
  });

  it('refuses a renewal when someone else reserved the title', async () => {
    const p = await newPatron(t);
    const other = await newPatron(t);
    const [copy] = await freeCopies(t, 1);
    await checkout(t, manager, p.cardNo, copy!.regNo);
    expect((await reserve(other.dls, copy!.bookKey)).statusCode).toBe(200);
    const loanKey = await loanKeyOf(p.dls, copy!.regNo);
    const listed = (await get('/dls/api/loan/list', p.dls)).json().data.list[0];
    expect(listed).toMatchObject({ renewableYn: 'N', renewBlockReason: LOAN_MESSAGES.renewReserved });
    const res = await post('/dls/api/loan/renew', p.dls, { loanKey });
    expect([res.statusCode, res.json().message]).toEqual([409, LOAN_MESSAGES.renewReserved]);
  });

  it('refuses a renewal of an overdue loan, and of a loan that is not the member’s', async () => {
    const p = await newPatron(t);
    const other = await newPatron(t);
    const [copy] = await freeCopies(t, 1);
    await checkout(t, manager, p.cardNo, copy!.regNo);
    await t.database.query(
      `update library.loan set due_date = current_date - 2 where reg_no = '${copy!.regNo}'`,
    );
    const loanKey = await loanKeyOf(p.dls, copy!.regNo);
    const res = await post('/dls/api/loan/renew', p.dls, { loanKey });
    expect([res.statusCode, res.json().message]).toEqual([409, LOAN_MESSAGES.renewOverdue]);
    const notMine = await post('/dls/api/loan/renew', other.dls, { loanKey });
    expect([notMine.statusCode, notMine.json().message]).toEqual([404, LOAN_MESSAGES.notFound]);
    const bad = await post('/dls/api/loan/renew', p.dls, { loanKey: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('loanKey: 대출 번호');
  });

  it('answers 403 with the DLS message without a library token', async () => {
    const res = await t.app.inject({ url: '/dls/api/loan/list', headers: { authorization: 'Bearer nope' } });
    expect([res.statusCode, res.json().message]).toEqual([403, 'DLS 인증이 필요합니다.']);
  });
});

describe('reservations', () => {
  it('serves the queue in order of request and moves a cancelled hold to the next', async () => {
    const holder = await newPatron(t);
    const queue = [await newPatron(t), await newPatron(t), await newPatron(t)];
    const [copy] = await freeCopies(t, 1);
    await checkout(t, manager, holder.cardNo, copy!.regNo);
    for (const q of queue) expect((await reserve(q.dls, copy!.bookKey)).statusCode).toBe(200);
    const third = (await get('/dls/api/reservation/list', queue[2]!.dls)).json().data.list[0];
    expect(third).toMatchObject({ status: 'WAITING', queuePosition: 3 });
    await checkin(t, manager, copy!.regNo);
    const first = (await get('/dls/api/reservation/list', queue[0]!.dls)).json().data.list[0];
    expect(first).toMatchObject({ status: 'READY', queuePosition: 0, regNo: copy!.regNo });
    expect(first.pickupUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await get('/dls/api/reservation/list', queue[1]!.dls)).json().data.list[0].queuePosition).toBe(1);
    const cancel = await post('/dls/api/reservation/cancel', queue[0]!.dls, { rsvtKey: first.rsvtKey });
    expect([cancel.statusCode, cancel.json().data.status]).toEqual([200, 'CANCELLED']);
    const second = (await get('/dls/api/reservation/list', queue[1]!.dls)).json().data.list[0];
    expect(second).toMatchObject({ status: 'READY', regNo: copy!.regNo });
    const again = await post('/dls/api/reservation/cancel', queue[0]!.dls, { rsvtKey: first.rsvtKey });
    expect([again.statusCode, again.json().message]).toEqual([409, RESERVATION_MESSAGES.cannotCancel]);
  });

  it('expires an uncollected hold after the pickup window and passes the copy on', async () => {
    const holder = await newPatron(t);
    const [a, b] = [await newPatron(t), await newPatron(t)];
    const [copy] = await freeCopies(t, 1);
    await checkout(t, manager, holder.cardNo, copy!.regNo);
    await reserve(a.dls, copy!.bookKey);
    await reserve(b.dls, copy!.bookKey);
    await checkin(t, manager, copy!.regNo);
    expect((await get('/dls/api/user/info', a.dls)).json().data.rsvtCount).toBe(1);
    const clock = t.app.library.clock;
    const realNow = clock.now;
    clock.now = () => new Date(realNow().getTime() + 4 * 86_400_000);
    try {
      expect((await get('/dls/api/user/info', a.dls)).json().data.rsvtCount).toBe(0);
      const { rows } = await t.database.query(
        `select status from library.reservation r join library.patron p using (patron_id) where p.card_no = '${a.cardNo}'`,
      );
      expect(rows[0]!.status).toBe('EXPIRED');
      expect((await get('/dls/api/reservation/list', b.dls)).json().data.list[0]).toMatchObject({
        status: 'READY',
      });
      clock.now = () => new Date(realNow().getTime() + 8 * 86_400_000);
      await get('/dls/api/reservation/list', b.dls);
      expect(await holdingStatus(t, copy!.regNo)).toBe('AVAILABLE');
    } finally {
      clock.now = realNow;
    }
  });

  it('refuses to reserve a title with a free copy, one not held, one already reserved, and past the limit', async () => {
    const p = await newPatron(t, { grade: 1 });
    const [free] = await freeCopies(t, 1);
    const available = await reserve(p.dls, free!.bookKey);
    expect([available.statusCode, available.json().message]).toEqual([
      409,
      RESERVATION_MESSAGES.copyAvailable,
    ]);
    const { rows } = await t.database.query(
      "select book_key from search.book where book_key not in (select book_key from search.holding where lib_code = 'LIB7130102') limit 1",
    );
    const notHeld = await reserve(p.dls, Number(rows[0]!.book_key));
    expect([notHeld.statusCode, notHeld.json().message]).toEqual([404, RESERVATION_MESSAGES.bookNotHeld]);
    const holder = await newPatron(t, { grade: null });
    const copies = await freeCopies(t, 3);
    for (const c of copies) await checkout(t, manager, holder.cardNo, c.regNo);
    expect((await reserve(p.dls, copies[0]!.bookKey)).statusCode).toBe(200);
    const twice = await reserve(p.dls, copies[0]!.bookKey);
    expect([twice.statusCode, twice.json().message]).toEqual([409, RESERVATION_MESSAGES.alreadyReserved]);
    expect((await reserve(p.dls, copies[1]!.bookKey)).statusCode).toBe(200);
    const limit = await reserve(p.dls, copies[2]!.bookKey);
    expect([limit.statusCode, limit.json().message]).toEqual([409, RESERVATION_MESSAGES.rsvtLimit(2)]);
  });

  it('refuses a suspended card with its reason', async () => {
    const p = await newPatron(t, { loanYn: 'N', reason: '도서 분실 미변상' });
    const holder = await newPatron(t);
    const [copy] = await freeCopies(t, 1);
    await checkout(t, manager, holder.cardNo, copy!.regNo);
    const res = await reserve(p.dls, copy!.bookKey);
    expect([res.statusCode, res.json().message]).toEqual([
      403,
      RESERVATION_MESSAGES.loanSuspended('도서 분실 미변상'),
    ]);
  });
});
