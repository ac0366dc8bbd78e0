import { todoResponseSchema } from '@reading/contract/mypage/todo';
import { describe, expect, it } from 'vitest';
import { loginAs, useTestApp } from '../../../../test/test-app.ts';

const t = useTestApp();
const url = '/schome/service/mypage/todo';

async function todoOf(loginId: string) {
  const { headers } = await loginAs(t.app, loginId);
  const res = await t.app.inject({ url, headers });
  expect(res.statusCode).toBe(200);
  return todoResponseSchema.parse(res.json()).data;
}

const section = (todo: Awaited<ReturnType<typeof todoOf>>, kind: string) =>
  todo.sections.find((s) => s.kind === kind);

describe('GET /schome/service/mypage/todo', () => {
  it("lists teacher1's pending pupil, the awaiting club and the activity to review, each with its link", async () => {
    const todo = await todoOf('teacher1');
    expect(todo.sections.map((s) => s.kind)).not.toContain('teacherApproval');
    const pupils = section(todo, 'pupilApproval')!;
    expect(pupils.list.map((p) => p.title)).toContain('유시온');
    const clubs = section(todo, 'groupApproval')!;
    const club = clubs.list.find((g) => g.title === '책벌레 탐험대')!;
    expect(club.linkRoute).toBe('BookGroupClub');
    expect(club.linkQuery).toEqual({ groupKey: String(club.key) });
    const reviews = section(todo, 'activityReview')!;
    const report = reviews.list.find((a) => a.title === '작가님께 드리는 편지')!;
    expect(report).toMatchObject({
      linkRoute: 'ParticipationActivityReviewManage',
      linkQuery: { reaActKey: String(report.key) },
    });
    expect(todo.totalCount).toBe(todo.sections.reduce((n, s) => n + s.totalCount, 0));
  });

  it("counts what the area's own list shows: the review queue's total is the panel's count", async () => {
    const { data, headers } = await loginAs(t.app, 'teacher1');
    const queue = (
      await t.app.inject({
        url: `/schome/service/readingActivitesMng/readingActivites/manageList?teacherMemberKey=${data.memberKey}&statusCode=01&pageIndex=1&pageSize=100`,
        headers,
      })
    ).json();
    const todo = todoResponseSchema.parse((await t.app.inject({ url, headers })).json()).data;
    expect(section(todo, 'activityReview')!.totalCount).toBe(queue.data.totalCount);
  });

  it('shows a manager the teachers awaiting approval too', async () => {
    const todo = await todoOf('manager1');
    expect(section(todo, 'teacherApproval')!.more.linkRoute).toBe('TeacherApprovalManage');
    expect(section(todo, 'teacherApproval')!.list.map((x) => x.writerName)).toContain('teacher2');
  });

  it("never shows another school's items", async () => {
    const todo = await todoOf('teacher4');
    const titles = todo.sections.flatMap((s) => s.list.map((i) => i.title));
    expect(titles).not.toContain('책벌레 탐험대');
    expect(titles).not.toContain('작가님께 드리는 편지');
    expect(titles).not.toContain('유시온');
  });

  it('answers 403 to a student and 401 without a session', async () => {
    const { headers } = await loginAs(t.app, 'student1');
    expect((await t.app.inject({ url, headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
  });
});
