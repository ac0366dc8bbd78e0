import { FURNISH_MESSAGES } from '@reading/contract/library/furnish-books';
import { ILL_MESSAGES } from '@reading/contract/library/ill';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  desk,
  freeCopies,
  holdingStatus,
  linkedStudent1,
  loginAs,
  newPatron,
} from '../../../test/library-test-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';

const t = useTestApp();
let manager: Record<string, string>;

beforeAll(async () => {
  manager = (await loginAs(t, 'manager1')).headers;
});

const post = (url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });

describe('inter-library loan', () => {
  it('walks requested → approved → sent → received → returned, moving the lent copy in search', async () => {
    const borrower = await newPatron(t, { libCode: 'LIB7130165' });
    const [copy] = await freeCopies(t, 1, 'LIB7130102');
    const req = await post('/dls/api/inter-library-loan/request', borrower.dls, {
      bookKey: copy!.bookKey,
      lendingLibCode: 'LIB7130102',
    });
    expect([req.statusCode, req.json().message]).toEqual([200, ILL_MESSAGES.requested]);
    const illKey = req.json().data.illKey;
    const twice = await post('/dls/api/inter-library-loan/request', borrower.dls, {
      bookKey: copy!.bookKey,
      lendingLibCode: 'LIB7130102',
    });
    expect([twice.statusCode, twice.json().message]).toEqual([409, ILL_MESSAGES.alreadyRequested]);
    const lending = (action: string) => post(`${desk()}/inter-library-loan/${illKey}/${action}`, manager);
    const early = await lending('send');
    expect([early.statusCode, early.json().message]).toEqual([
      409,
      ILL_MESSAGES.illegalTransition('REQUESTED', 'send'),
    ]);
    expect((await lending('approve')).json().data.status).toBe('APPROVED');
    expect(await holdingStatus(t, copy!.regNo)).toBe('RESERVED');
    expect((await lending('send')).json().data.status).toBe('SENT');
    expect(await holdingStatus(t, copy!.regNo)).toBe('ON_LOAN');
    const wrongSide = await lending('receive');
    expect([wrongSide.statusCode, wrongSide.json().message]).toEqual([403, ILL_MESSAGES.wrongSide]);
    await t.database.query(
      "insert into portal.member (login_id, name, member_type_code, sch_key) select 'ill-manager', '테스트사서', '03', sch_key from library.school_library where lib_code = 'LIB7130165'",
    );
    // The borrowing library's desk: a session for a manager of 가락중 made directly in the test.
    const borrowingDesk = await managerOf(t, 'ill-manager');
    const received = await post(`${desk('LIB7130165')}/inter-library-loan/${illKey}/receive`, borrowingDesk);
    expect(received.json().data.status).toBe('RECEIVED');
    const refuseLate = await lending('refuse');
    expect([refuseLate.statusCode, refuseLate.json().message]).toEqual([
      409,
      ILL_MESSAGES.illegalTransition('RECEIVED', 'refuse'),
    ]);
    expect((await lending('return')).json().data.status).toBe('RETURNED');
    expect(await holdingStatus(t, copy!.regNo)).toBe('AVAILABLE');
    const mine = await t.app.inject({ url: '/dls/api/inter-library-loan/list', headers: borrower.dls });
    expect(mine.json().data.list[0]).toMatchObject({ illKey, status: 'RETURNED', patron: null });
  });

  it('refuses with a reason, and refuses requests outside the group or without a free copy', async () => {
    const borrower = await newPatron(t, { libCode: 'LIB7130165' });
    const [copy] = await freeCopies(t, 1, 'LIB7130102');
    const req = await post('/dls/api/inter-library-loan/request', borrower.dls, {
      bookKey: copy!.bookKey,
      lendingLibCode: 'LIB7130102',
    });
    const illKey = req.json().data.illKey;
    const noReason = await post(`${desk()}/inter-library-loan/${illKey}/refuse`, manager, {});
    expect([noReason.statusCode, noReason.json().message]).toEqual([400, ILL_MESSAGES.refuseReason]);
    const refused = await post(`${desk()}/inter-library-loan/${illKey}/refuse`, manager, {
      reason: '수업 자료로 사용 중',
    });
    expect(refused.json().data).toMatchObject({ status: 'REFUSED', refuseReason: '수업 자료로 사용 중' });
    const far = await post('/dls/api/inter-library-loan/request', borrower.dls, {
      bookKey: copy!.bookKey,
      lendingLibCode: 'LIB7201044',
    });
    expect([far.statusCode, far.json().message]).toEqual([403, ILL_MESSAGES.notInGroup]);
    const own = await post('/dls/api/inter-library-loan/request', borrower.dls, {
      bookKey: copy!.bookKey,
      lendingLibCode: 'LIB7130165',
    });
    expect(own.statusCode).toBe(400);
    const { rows } = await t.database.query(
      "select book_key from search.book where book_key not in (select book_key from search.holding where lib_code = 'LIB7130102') limit 1",
    );
    const none = await post('/dls/api/inter-library-loan/request', borrower.dls, {
      bookKey: Number(rows[0]!.book_key),
      lendingLibCode: 'LIB7130102',
    });
    expect([none.statusCode, none.json().message]).toEqual([404, ILL_MESSAGES.noCopy]);
    const badAction = await post(`${desk()}/inter-library-loan/${illKey}/steal`, manager);
    expect(badAction.statusCode).toBe(400);
  });

  it('shows the seeded loan in flight to student1 and the queue at the desk', async () => {
    const { dls } = await linkedStudent1(t);
    const mine = (await t.app.inject({ url: '/dls/api/inter-library-loan/list', headers: dls })).json().data;
    expect(mine.list.some((i: { status: string }) => i.status === 'SENT')).toBe(true);
    const queue = await t.app.inject({
      url: `${desk()}/inter-library-loan?side=lending&status=REQUESTED`,
      headers: manager,
    });
    expect(queue.json().data.totalCount).toBeGreaterThan(0);
  });
});

/** A portal session for a member made in the test (no SSO account), written as login writes one. */
async function managerOf(app: typeof t, loginId: string) {
  const token = newToken();
  const { rows } = await app.database.query(
    `select member_key, sch_key from portal.member where login_id = '${loginId}'`,
  );
  await app.database.query(
    `insert into portal.member_session (token_hash, member_key) values ('${hashToken(token)}', ${rows[0]!.member_key})`,
  );
  return { token, userId: loginId, schKey: String(rows[0]!.sch_key) };
}

describe('wish books', () => {
  it('searches the catalogue, requests a book not held, and the librarian accepts or declines it', async () => {
    const p = await newPatron(t);
    const search = await t.app.inject({
      url: '/dls/api/furnish-books/search?searchKeyword=과학',
      headers: p.dls,
    });
    expect(search.statusCode).toBe(200);
    const list = search.json().data.list as { bookKey: number; heldYn: string }[];
    const notHeld = list.filter((b) => b.heldYn === 'N');
    const held = list.find((b) => b.heldYn === 'Y');
    expect(notHeld.length).toBeGreaterThan(1);
    if (held) {
      const refused = await post('/dls/api/furnish-books/request', p.dls, { bookKey: held.bookKey });
      expect([refused.statusCode, refused.json().message]).toEqual([409, FURNISH_MESSAGES.alreadyHeld]);
    }
    const a = await post('/dls/api/furnish-books/request', p.dls, {
      bookKey: notHeld[0]!.bookKey,
      memo: '읽고 싶어요',
    });
    expect([a.statusCode, a.json().message]).toEqual([200, FURNISH_MESSAGES.requested]);
    const dup = await post('/dls/api/furnish-books/request', p.dls, { bookKey: notHeld[0]!.bookKey });
    expect([dup.statusCode, dup.json().message]).toEqual([409, FURNISH_MESSAGES.alreadyRequested]);
    const b = await post('/dls/api/furnish-books/request', p.dls, { bookKey: notHeld[1]!.bookKey });
    const accept = await post(`${desk()}/furnish-books/${a.json().data.requestKey}/accept`, manager);
    expect(accept.json()).toMatchObject({ message: FURNISH_MESSAGES.accepted, data: { status: 'ACCEPTED' } });
    const noReason = await post(`${desk()}/furnish-books/${b.json().data.requestKey}/decline`, manager, {
      reason: ' ',
    });
    expect([noReason.statusCode, noReason.json().message]).toEqual([400, FURNISH_MESSAGES.declineReason]);
    const decline = await post(`${desk()}/furnish-books/${b.json().data.requestKey}/decline`, manager, {
      reason: '이미 주문한 도서입니다.',
    });
    expect(decline.json().data).toMatchObject({
      status: 'DECLINED',
      declineReason: '이미 주문한 도서입니다.',
    });
    const again = await post(`${desk()}/furnish-books/${a.json().data.requestKey}/accept`, manager);
    expect([again.statusCode, again.json().message]).toEqual([409, FURNISH_MESSAGES.alreadyDecided]);
    const mine = (await t.app.inject({ url: '/dls/api/furnish-books/list', headers: p.dls })).json().data;
    expect(mine.list.map((r: { status: string }) => r.status).sort()).toEqual(['ACCEPTED', 'DECLINED']);
    const empty = await t.app.inject({ url: '/dls/api/furnish-books/search?searchKeyword=', headers: p.dls });
    expect([empty.statusCode, empty.json().message]).toEqual([400, FURNISH_MESSAGES.keywordRequired]);
  });
});

describe('class status (study/list), grades, notices and loan history', () => {
  it('shows teacher1 the class loan status and answers 403 to students and to teacher4', async () => {
    const teacher = await loginAs(t, 'teacher1');
    const res = await t.app.inject({
      url: '/dls/api/study/list?grade=5&classNo=2',
      headers: teacher.headers,
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.libCode).toBe('LIB7130102');
    expect(
      data.list.find((s: { cardNo: string }) => s.cardNo === '7130102000123')?.loanCount,
    ).toBeGreaterThanOrEqual(2);
    expect(data.list.every((s: { grade: number; classNo: number }) => s.grade === 5 && s.classNo === 2)).toBe(
      true,
    );
    const student = await loginAs(t, 'student1');
    const blocked = await t.app.inject({ url: '/dls/api/study/list', headers: student.headers });
    expect([blocked.statusCode, blocked.json().message]).toEqual([403, '접근이 불가합니다.']);
    const other = await loginAs(t, 'teacher4');
    const cross = await t.app.inject({ url: '/dls/api/study/list?neisCode=7130102', headers: other.headers });
    expect(cross.statusCode).toBe(403);
    const bad = await t.app.inject({ url: '/dls/api/study/list?grade=9', headers: teacher.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('grade: 학년');
  });

  it('answers the grade rules by token and by neisCode', async () => {
    const { dls } = await linkedStudent1(t);
    const byToken = (await t.app.inject({ url: '/dls/api/user/grade/info', headers: dls })).json().data;
    expect(byToken).toMatchObject({ libCode: 'LIB7130102', myGrade: 5 });
    expect(byToken.gradeList).toHaveLength(7);
    const byCode = await t.app.inject({ url: '/dls/api/user/grade/info/neisCode?neisCode=7130102' });
    expect(byCode.json().data.gradeList.find((g: { grade: number }) => g.grade === 5)).toMatchObject({
      gradeName: '5학년',
      loanLimit: 5,
    });
    expect(
      (await t.app.inject({ url: '/dls/api/user/grade/info/neisCode?neisCode=1234567' })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: '/dls/api/user/grade/info/neisCode?neisCode=12' })).statusCode).toBe(
      400,
    );
  });

  it("lists today's notices and the notice list of a school's library with its region's", async () => {
    const today = await t.app.inject({ url: '/dls/api/notice/today?provCode=B10&neisCode=7130102' });
    const list = today.json().data.list as { importantYn: string; libCode: string | null }[];
    expect(list[0]).toMatchObject({ importantYn: 'Y', libCode: null });
    expect(list.some((n) => n.libCode === 'LIB7130102')).toBe(true);
    const all = (await t.app.inject({ url: '/dls/api/notice/list?neisCode=7130102' })).json().data;
    expect(all).toMatchObject({ page: 1, display: 10 });
    expect(all.totalCount).toBeGreaterThan(list.length - 1);
    expect((await t.app.inject({ url: '/dls/api/notice/list' })).statusCode).toBe(400);
  });

  it('answers the multipart loan-history calls for the member’s own card only', async () => {
    const student = await linkedStudent1(t);
    const { rows } = await t.database.query(
      "select member_key from portal.member where login_id = 'student1'",
    );
    const memberKey = rows[0]!.member_key;
    const form = (fields: Record<string, string>) => {
      const boundary = '----libsrv';
      const body = Object.entries(fields)
        .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
        .join('')
        .concat(`--${boundary}--\r\n`);
      return {
        payload: body,
        headers: { ...student.portal, 'content-type': `multipart/form-data; boundary=${boundary}` },
      };
    };
    const libs = await t.app.inject({
      method: 'POST',
      url: '/schome/service/loan/loanHistory/getResLibList',
      ...form({ memberKey: String(memberKey) }),
    });
    expect(libs.statusCode, libs.body).toBe(200);
    expect(libs.json().data.list[0]).toMatchObject({ libCode: 'LIB7130102' });
    const hist = await t.app.inject({
      method: 'POST',
      url: '/schome/service/loan/loanHistory/getResLoanHist',
      ...form({ memberKey: String(memberKey), display: '2' }),
    });
    expect(hist.json().data).toMatchObject({ display: 2 });
    expect(hist.json().data.totalCount).toBeGreaterThanOrEqual(3);
    const other = await t.app.inject({
      method: 'POST',
      url: '/schome/service/loan/loanHistory/getResLibList',
      ...form({ memberKey: String(Number(memberKey) + 1) }),
    });
    expect(other.statusCode).toBe(403);
  });
});
