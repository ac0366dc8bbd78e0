import { LIBRARY_DEMO } from '@reading/contract/library/common';
import { DESK_MESSAGES } from '@reading/contract/library/desk';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  checkin,
  checkout,
  desk,
  freeCopies,
  holdingStatus,
  linkedStudent1,
  loginAs,
  newPatron,
} from '../../../../test/library-test-helpers.ts';
import { testEngine, useTestApp } from '../../../../test/test-app.ts';

const t = useTestApp();
let manager: Record<string, string>;

beforeAll(async () => {
  manager = (await loginAs(t, 'manager1')).headers;
});

describe('circulation desk: check-out', () => {
  it('checks the demo copy out to student1, and search and user/info follow at once', async () => {
    const student = await linkedStudent1(t);
    const before = (await t.app.inject({ url: '/dls/api/user/info', headers: student.dls })).json().data;
    const res = await checkout(t, manager, LIBRARY_DEMO.student1CardNo, LIBRARY_DEMO.checkoutRegNo);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(DESK_MESSAGES.checkedOut);
    expect(res.json().data.loan).toMatchObject({
      regNo: LIBRARY_DEMO.checkoutRegNo,
      title: LIBRARY_DEMO.checkoutTitle,
      overdueYn: 'N',
    });
    const after = (await t.app.inject({ url: '/dls/api/user/info', headers: student.dls })).json().data;
    expect(after.loanCount).toBe(before.loanCount + 1);
    const search = await t.app.inject({
      method: 'POST',
      url: '/alpasq/api/search',
      payload: { searchKeyword: LIBRARY_DEMO.checkoutTitle, neisCode: '7130102' },
    });
    const copy = search
      .json()
      .data.list.flatMap(
        (b: { holdings: { regNo: string; libCode: string; status: string }[] }) => b.holdings,
      )
      .find(
        (h: { regNo: string; libCode: string }) =>
          h.regNo === LIBRARY_DEMO.checkoutRegNo && h.libCode === LIBRARY_DEMO.libCode,
      );
    expect(copy?.status).toBe('ON_LOAN');
  });

  it('refuses a check-out past the grade loan limit with the limit in the message', async () => {
    const { cardNo } = await newPatron(t, { grade: 1 });
    const copies = await freeCopies(t, 4);
    for (const c of copies.slice(0, 3))
      expect((await checkout(t, manager, cardNo, c.regNo)).statusCode).toBe(200);
    const res = await checkout(t, manager, cardNo, copies[3]!.regNo);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(DESK_MESSAGES.loanLimit(3));
    expect(await holdingStatus(t, copies[3]!.regNo)).toBe('AVAILABLE');
  });

  it('blocks a patron with an overdue loan and lists the loan as overdue', async () => {
    const { cardNo } = await newPatron(t);
    const [first, second] = await freeCopies(t, 2);
    expect((await checkout(t, manager, cardNo, first!.regNo)).statusCode).toBe(200);
    await t.database.query(
      `update library.loan set due_date = current_date - 5 where reg_no = '${first!.regNo}' and returned_at is null`,
    );
    const res = await checkout(t, manager, cardNo, second!.regNo);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(DESK_MESSAGES.overdueBlock);
    const overdue = await t.app.inject({ url: `${desk()}/overdue?display=100`, headers: manager });
    const row = overdue.json().data.list.find((l: { regNo: string }) => l.regNo === first!.regNo);
    expect(row).toMatchObject({ overdueYn: 'Y', renewableYn: 'N', patron: { cardNo } });
  });

  it('refuses non-lending and lost copies, unknown cards and copies, and cards of another library', async () => {
    const { cardNo } = await newPatron(t);
    const nonLending = await checkout(t, manager, cardNo, LIBRARY_DEMO.nonLendingRegNo);
    expect([nonLending.statusCode, nonLending.json().message]).toEqual([409, DESK_MESSAGES.copyNonLending]);
    const { rows } = await t.database.query(
      "select reg_no from search.holding where lib_code = 'LIB7130102' and status = 'LOST' limit 1",
    );
    const lost = await checkout(t, manager, cardNo, String(rows[0]!.reg_no));
    expect([lost.statusCode, lost.json().message]).toEqual([409, DESK_MESSAGES.copyLost]);
    const [copy] = await freeCopies(t, 1);
    const unknownCard = await checkout(t, manager, '0000000000', copy!.regNo);
    expect([unknownCard.statusCode, unknownCard.json().message]).toEqual([404, DESK_MESSAGES.patronNotFound]);
    const unknownCopy = await checkout(t, manager, cardNo, 'ZZ999999');
    expect([unknownCopy.statusCode, unknownCopy.json().message]).toEqual([404, DESK_MESSAGES.copyNotFound]);
    const other = await checkout(t, manager, '7201044000789', copy!.regNo);
    expect([other.statusCode, other.json().message]).toEqual([400, DESK_MESSAGES.patronOtherLibrary]);
  });

  it('answers a Korean 400 naming the field for bad input', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${desk()}/checkout`,
      headers: manager,
      payload: { cardNo: '7130102000123', regNo: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('regNo: 등록번호를 입력해주세요.');
    const badLib = await t.app.inject({ url: '/dls/api/desk/lib-x/loans', headers: manager });
    expect(badLib.statusCode).toBe(400);
    expect(badLib.json().message).toContain('libCode');
  });

  it(`lets exactly one of ten parallel check-outs of one copy succeed (${testEngine})`, async () => {
    const [copy] = await freeCopies(t, 1);
    const patrons = await Promise.all(Array.from({ length: 10 }, () => newPatron(t)));
    const results = await Promise.all(patrons.map((p) => checkout(t, manager, p.cardNo, copy!.regNo)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(9);
    for (const r of results.filter((x) => x.statusCode === 409))
      expect(r.json().message).toBe(DESK_MESSAGES.copyOnLoan);
    const { rows } = await t.database.query(
      `select count(*)::int as n from library.loan where reg_no = '${copy!.regNo}' and lib_code = 'LIB7130102' and returned_at is null`,
    );
    expect(rows[0]!.n).toBe(1);
    expect(await holdingStatus(t, copy!.regNo)).toBe('ON_LOAN');
  });
});

describe('circulation desk: check-in, holds and renewal', () => {
  it('checks a copy in, puts it back on the shelf, and refuses a second check-in', async () => {
    const { cardNo } = await newPatron(t);
    const [copy] = await freeCopies(t, 1);
    await checkout(t, manager, cardNo, copy!.regNo);
    const res = await checkin(t, manager, copy!.regNo);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: DESK_MESSAGES.checkedIn, data: { heldFor: null } });
    expect(res.json().data.loan.returnDate).not.toBeNull();
    expect(await holdingStatus(t, copy!.regNo)).toBe('AVAILABLE');
    const again = await checkin(t, manager, copy!.regNo);
    expect([again.statusCode, again.json().message]).toEqual([409, DESK_MESSAGES.notOnLoan]);
  });

  it('holds a returned copy for the first in the queue and refuses it to anyone else', async () => {
    const holder = await newPatron(t);
    const waiting = await newPatron(t);
    const stranger = await newPatron(t);
    const [copy] = await freeCopies(t, 1);
    await checkout(t, manager, holder.cardNo, copy!.regNo);
    const reserved = await t.app.inject({
      method: 'POST',
      url: '/dls/api/reservation/request',
      headers: waiting.dls,
      payload: { bookKey: copy!.bookKey },
    });
    expect(reserved.statusCode, reserved.body).toBe(200);
    const back = await checkin(t, manager, copy!.regNo);
    expect(back.json()).toMatchObject({
      message: DESK_MESSAGES.checkedInHeld,
      data: { heldFor: { cardNo: waiting.cardNo } },
    });
    expect(await holdingStatus(t, copy!.regNo)).toBe('RESERVED');
    const shelf = await t.app.inject({ url: `${desk()}/holds?display=100`, headers: manager });
    expect(shelf.json().data.list.find((h: { regNo: string }) => h.regNo === copy!.regNo)).toMatchObject({
      status: 'READY',
      patron: { cardNo: waiting.cardNo },
    });
    const refused = await checkout(t, manager, stranger.cardNo, copy!.regNo);
    expect([refused.statusCode, refused.json().message]).toEqual([409, DESK_MESSAGES.copyHeld]);
    expect((await checkout(t, manager, waiting.cardNo, copy!.regNo)).statusCode).toBe(200);
    const list = await t.app.inject({ url: '/dls/api/reservation/list', headers: waiting.dls });
    expect(list.json().data.totalCount).toBe(0);
  });

  it('renews at the desk by registration number', async () => {
    const { cardNo } = await newPatron(t);
    const [copy] = await freeCopies(t, 1);
    await checkout(t, manager, cardNo, copy!.regNo);
    const res = await t.app.inject({
      method: 'POST',
      url: `${desk()}/renew`,
      headers: manager,
      payload: { regNo: copy!.regNo },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ renewCount: 1, renewableYn: 'N' });
    const patron = await t.app.inject({ url: `${desk()}/patron?cardNo=${cardNo}`, headers: manager });
    expect(patron.json().data.patron).toMatchObject({ loanCount: 1, loanLimit: 5, gradeName: '5학년' });
  });
});

describe('circulation desk: who may use it', () => {
  it('answers 403 to teacher4 of another school, to teachers and students, and 401 without a session', async () => {
    for (const id of ['teacher4', 'teacher1', 'student1']) {
      const { headers } = await loginAs(t, id);
      const res = await t.app.inject({ url: `${desk()}/loans`, headers });
      expect([id, res.statusCode, res.json().message]).toEqual([id, 403, '접근이 불가합니다.']);
    }
    const { headers } = await loginAs(t, 'teacher4');
    const act = await checkout(t, headers, LIBRARY_DEMO.student1CardNo, LIBRARY_DEMO.checkoutRegNo);
    expect(act.statusCode).toBe(403);
    expect((await t.app.inject({ url: `${desk()}/loans` })).statusCode).toBe(401);
  });

  it("answers 403 to a manager on another school's library", async () => {
    const res = await t.app.inject({ url: `${desk('LIB7201044')}/loans`, headers: manager });
    expect(res.statusCode).toBe(403);
    const own = await t.app.inject({ url: `${desk()}/loans`, headers: manager });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.totalCount).toBeGreaterThan(0);
  });
});
