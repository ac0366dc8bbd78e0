import { BADGE_THRESHOLDS } from '@reading/contract/codes/badge-types';
import { LIBRARY_DEMO } from '@reading/contract/library/common';
import { badgeStatusResponseSchema } from '@reading/contract/mypage/badges';
import { describe, expect, it } from 'vitest';
import { checkin, checkout, freeCopies, linkedStudent1 } from '../../../../test/library-test-helpers.ts';
import { loginAs, useTestApp } from '../../../../test/test-app.ts';

const t = useTestApp();

const badgeList = async (headers: Record<string, string>, memberKey: number) => {
  const res = await t.app.inject({
    url: `/schome/service/mypage/badgestatus/list?memberKey=${memberKey}`,
    headers,
  });
  return { res, body: res.json() };
};

describe('GET /schome/service/mypage/badgestatus/list', () => {
  it("answers the 24 badges with the spec's fields, student1's seeded ones earned", async () => {
    const { data, headers } = await loginAs(t.app, 'student1');
    const { res, body } = await badgeList(headers, data.memberKey);
    expect(res.statusCode).toBe(200);
    expect(badgeStatusResponseSchema.parse(body).data.totalCount).toBe(24);
    const loan = body.data.list.filter((b: { badgeTypeCode: string }) => b.badgeTypeCode === '01');
    expect(loan.map((b: { badgeType: number }) => b.badgeType)).toEqual([3, 2, 1]);
    expect(loan[0]).toMatchObject({ badgeTypeName: '대출/반납', activityCount: 9, goalCount: 3 });
    expect(loan[0].regDate).toEqual(expect.any(String));
    expect(loan[1]).toMatchObject({ activityCount: 9, goalCount: 10, regDate: null });
    expect(body.data.list.filter((b: { regDate: string | null }) => b.regDate).length).toBe(3);
  });

  it("answers 403 for another member's badges and 401 without a session", async () => {
    const { headers } = await loginAs(t.app, 'student3');
    expect((await badgeList(headers, 1)).res.statusCode).toBe(403);
    expect((await badgeList({}, 1)).res.statusCode).toBe(401);
  });

  it('answers 400 naming memberKey for a bad key', async () => {
    const { headers } = await loginAs(t.app, 'student3');
    const res = await t.app.inject({ url: '/schome/service/mypage/badgestatus/list?memberKey=abc', headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('memberKey');
  });
});

describe('the badge engine', () => {
  it('awards each level exactly once, at its threshold, and notifies each', async () => {
    // A pupil without seeded badges (student2 and student3 have some since issue 36).
    const { data, headers } = await loginAs(t.app, 'student4');
    const memberKey = data.memberKey;
    const goals = BADGE_THRESHOLDS['08'];
    const earnedAt: Record<number, number[]> = {};
    for (let n = 1; n <= goals[2] + 2; n++) {
      const result = await t.app.portal.reportActivity({
        kind: 'quizSolved',
        memberKey,
        sourceKey: `quiz:${n}`,
      });
      expect(result.activityCount).toBe(n);
      if (result.earned.length) earnedAt[n] = result.earned;
    }
    expect(earnedAt).toEqual({ [goals[0]]: [1], [goals[1]]: [2], [goals[2]]: [3] });
    const again = await t.app.portal.reportActivity({ kind: 'quizSolved', memberKey, sourceKey: 'quiz:1' });
    expect(again).toEqual({ counted: false, activityCount: goals[2] + 2, earned: [] });
    const { body } = await badgeList(headers, memberKey);
    const quiz = body.data.list.filter((b: { badgeTypeCode: string }) => b.badgeTypeCode === '08');
    expect(quiz.every((b: { regDate: string | null }) => b.regDate !== null)).toBe(true);
    const { rows } = await t.database.query(
      `select count(*)::int as n from portal.system_notification where member_key = ${memberKey} and kind = 'badgeEarned'`,
    );
    expect(rows[0]!.n).toBe(3);
  });

  it("counts a desk return for the card's linked member, and earns lv2 of loan/return at the tenth", async () => {
    const student1 = await linkedStudent1(t);
    const { data } = await loginAs(t.app, 'manager1');
    const manager = { token: data.token, userId: data.userId, schKey: String(data.schKey) };
    const [copy] = await freeCopies(t, 1);
    const regNo = copy!.regNo;
    expect((await checkout(t, manager, LIBRARY_DEMO.student1CardNo, regNo)).statusCode).toBe(200);
    expect((await checkin(t, manager, regNo)).statusCode).toBe(200);
    const key = (await t.database.query("select member_key from portal.member where login_id = 'student1'"))
      .rows[0]!.member_key as number;
    const { body } = await badgeList(student1.portal, key);
    const loan = body.data.list.filter((b: { badgeTypeCode: string }) => b.badgeTypeCode === '01');
    expect(loan[1]).toMatchObject({ activityCount: 10, goalCount: 10, regDate: expect.any(String) });
    expect(loan[2]).toMatchObject({ activityCount: 10, regDate: null });
  });
});
