import { LIBRARY_DEMO } from '@reading/contract/library/common';
import { dashboardResponseSchema } from '@reading/contract/mypage/dashboard';
import { describe, expect, it } from 'vitest';
import { checkout, freeCopies, linkedStudent1 } from '../../../../test/library-test-helpers.ts';
import { loginAs, useTestApp } from '../../../../test/test-app.ts';

const t = useTestApp();
const url = (memberKey: number) => `/schome/service/mypage/dashboard?memberKey=${memberKey}`;

/** student1 (card linked) and their dashboard as they see it. */
async function student1Dashboard() {
  const student1 = await linkedStudent1(t);
  const key = (await t.database.query("select member_key from portal.member where login_id = 'student1'"))
    .rows[0]!.member_key as number;
  const res = await t.app.inject({ url: url(key), headers: student1.portal });
  return { student1, key, dashboard: dashboardResponseSchema.parse(res.json()).data };
}

describe('GET /schome/service/mypage/dashboard', () => {
  it("shows a new loan in this month's bar, the current loans and the badge and activity figures", async () => {
    const { student1, key, dashboard: before } = await student1Dashboard();
    expect(before.cardLinkedYn).toBe('Y');
    expect(before.badgesEarned).toBe(3);
    expect(before.activitiesByKind.find((k) => k.badgeTypeCode === '01')?.count).toBe(before.booksRead);
    expect(before.classFigures).toBeNull();
    const { data } = await loginAs(t.app, 'manager1');
    const manager = { token: data.token, userId: data.userId, schKey: String(data.schKey) };
    const [copy] = await freeCopies(t, 1);
    const loan = (await checkout(t, manager, LIBRARY_DEMO.student1CardNo, copy!.regNo)).json().data.loan;
    const after = (await t.app.inject({ url: url(key), headers: student1.portal })).json().data;
    const month = Number(loan.loanDate.slice(5, 7));
    expect(after.loansByMonth[month - 1].count).toBe(before.loansByMonth[month - 1]!.count + 1);
    expect(after.currentLoans.map((l: { loanKey: number }) => l.loanKey)).toContain(loan.loanKey);
    expect(after.bookshelfBookCount).toBe(5);
  });

  it("counts each figure by the list it summarises: the year's loans, the written activities, the diaries", async () => {
    const { key, dashboard: d } = await student1Dashboard();
    // The year's loan history, as MyLibraryStatus lists it.
    const loans = await t.app.library.loansOfMember(key, { from: `${d.year}-01-01`, to: `${d.year}-12-31` });
    expect(loans.length).toBeGreaterThan(0);
    expect(d.booksRead).toBe(loans.length);
    expect(d.loansByMonth.reduce((n, m) => n + m.count, 0)).toBe(loans.length);
    const byKind = (code: string) => d.activitiesByKind.find((k) => k.badgeTypeCode === code)?.count;
    expect(byKind('01')).toBe(loans.length);
    // MyActivites' rows written and submitted, and the diaries of every marathon.
    const { rows } = await t.database.query(
      `select (select count(*)::int from portal.reading_activity
                where member_key = ${key} and status_code in ('01', '02', '03')) as written,
              (select count(*)::int from portal.reading_diary where member_key = ${key}) as diaries`,
    );
    expect(byKind('02')).toBe(rows[0]!.written);
    expect(byKind('07')).toBe(rows[0]!.diaries);
    expect(Number(rows[0]!.diaries)).toBeGreaterThan(0);
  });

  it("gives a verified teacher their school's students' figures; 403 for another member, 401 without a session", async () => {
    const { data, headers } = await loginAs(t.app, 'teacher1');
    const res = (await t.app.inject({ url: url(data.memberKey), headers })).json().data;
    // The class's figures count its verified, active pupils (the class's notifications reach the same ones):
    // pending1, awaiting verification in 5-2, is not one yet.
    const { rows } = await t.database.query(
      `select count(*)::int as n, count(*) filter (where verify_status = 'verified' and status = 'active')::int as verified
         from portal.member where sch_key = ${data.schKey} and member_type_code = '01'`,
    );
    expect(Number(rows[0]!.verified)).toBeLessThan(Number(rows[0]!.n));
    expect(res.classFigures.studentCount).toBe(rows[0]!.verified);
    expect(res.classFigures.badgesEarned).toBeGreaterThanOrEqual(3);
    expect((await t.app.inject({ url: url(1), headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url: url(1) })).statusCode).toBe(401);
  });
});
