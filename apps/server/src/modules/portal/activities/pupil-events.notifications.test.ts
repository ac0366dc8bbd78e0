import { describe, expect, it } from 'vitest';
import { loginAs, useTestApp } from '../../../../test/test-app.ts';
import { addDays } from '../../../lib/clock.ts';
import { createCatalogueLookup } from '../../search/public.ts';
import { createActivitiesRepository } from './activities.repository.ts';
import { createSubjectsService } from './subjects.service.ts';

/** Notifications for every event a pupil waits for (issue 37): due tomorrow, feedback, approvals. */
const t = useTestApp();

type Row = { kind: string; title: string; link_route: string; link_query: unknown };
async function notificationsOf(loginId: string, kind: string): Promise<Row[]> {
  const { rows } = await t.database.query(
    `select n.kind, n.title, n.link_route, n.link_query from portal.system_notification n
       join portal.member m on m.member_key = n.member_key
      where m.login_id = '${loginId}' and n.kind = '${kind}' order by n.notification_key`,
  );
  return rows as Row[];
}

/** teacher1 posts a decision; answers the status code. */
async function teacher1Posts(url: string, payload: object) {
  const { headers } = await loginAs(t.app, 'teacher1');
  return (await t.app.inject({ method: 'POST', url, headers, payload })).statusCode;
}

/** A seeded row's key by a condition (a member's login, a club's name). */
async function keyOf(table: string, column: string, where: string) {
  const { rows } = await t.database.query(`select ${column} as k from portal.${table} where ${where}`);
  return Number(rows[0]!.k);
}

describe('notifications of the events a pupil waits for', () => {
  it('reminds the class of an assignment due tomorrow once, however often the daily job runs', async () => {
    const today = t.app.clock.today();
    const due = addDays(today, 1);
    expect(
      await teacher1Posts('/schome/service/readingActivitesMng/subjectMng/save', {
        title: '내일 마감 과제',
        theme: '주인공에게 편지를 써 보세요.',
        targetGrade: 5,
        targetClass: 2,
        dueDate: due.replaceAll('-', ''),
      }),
    ).toBe(200);
    const subjects = createSubjectsService({
      repository: createActivitiesRepository(t.app.database.db),
      catalogue: createCatalogueLookup(t.app.database.db),
      bannedWords: t.app.bannedWords,
      portal: () => t.app.portal,
    });
    const first = await subjects.remindDueTomorrow(today);
    expect(first).toBeGreaterThan(0);
    expect(await subjects.remindDueTomorrow(today)).toBe(0);
    const reminders = (await notificationsOf('student1', 'assignmentDue')).filter((n) =>
      n.title.includes('내일 마감 과제'),
    );
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({
      link_route: 'ParticipationContestList',
      link_query: { params: { type: 'subjectBooks' } },
    });
    // A class of another grade hears nothing; nor does a pupil awaiting verification.
    expect((await notificationsOf('pending1', 'assignmentDue')).length).toBe(0);
  });

  it("tells the author of a teacher's feedback and approval, linking to the activity itself", async () => {
    const reaActKey = await keyOf('reading_activity', 'rea_act_key', "title = '작가님께 드리는 편지'");
    const base = '/schome/service/readingActivitesMng';
    expect(
      await teacher1Posts(`${base}/replyMng/save`, {
        reaActKey,
        content: '어린 왕자의 마음을 잘 읽어 냈어요.',
      }),
    ).toBe(200);
    expect(await teacher1Posts(`${base}/readingActivites/approve`, { reaActKey })).toBe(200);
    const link = {
      link_route: 'ParticipationContestDetail',
      link_query: { params: { reaActKey: String(reaActKey) } },
    };
    expect((await notificationsOf('student1', 'feedback')).at(-1)).toMatchObject(link);
    expect((await notificationsOf('student1', 'approval')).at(-1)).toMatchObject({
      ...link,
      title: "'작가님께 드리는 편지' 독서활동이 승인되었습니다.",
    });
  });

  it("tells a pupil their school's approval of their signup, and a club's founder its approval, with the club's key", async () => {
    const key = await keyOf('member', 'member_key', "login_id = 'pending1'");
    expect(
      await teacher1Posts('/schome/service/member/pupilApproval/approve', { itemType: 'signup', key }),
    ).toBe(200);
    expect(await notificationsOf('pending1', 'approval')).toEqual([
      expect.objectContaining({ link_route: 'DashBoard' }),
    ]);

    const groupKey = await keyOf('reading_group', 'group_key', "name = '책벌레 탐험대'");
    expect(
      await teacher1Posts('/schome/service/readingActivitesJoin/readingGroup/approve', { groupKey }),
    ).toBe(200);
    expect((await notificationsOf('student1', 'readingGroup')).at(-1)).toMatchObject({
      link_route: 'BookGroupClub',
      link_query: { search: { groupKey: String(groupKey) } },
    });
  });
});
