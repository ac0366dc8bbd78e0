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

describe('notifications of the events a pupil waits for', () => {
  it('reminds the class of an assignment due tomorrow once, however often the daily job runs', async () => {
    const { headers } = await loginAs(t.app, 'teacher1');
    const today = t.app.clock.today();
    const due = addDays(today, 1);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/schome/service/readingActivitesMng/subjectMng/save',
      headers,
      payload: {
        title: '내일 마감 과제',
        theme: '주인공에게 편지를 써 보세요.',
        targetGrade: 5,
        targetClass: 2,
        dueDate: due.replaceAll('-', ''),
      },
    });
    expect(saved.statusCode).toBe(200);
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
    const { headers } = await loginAs(t.app, 'teacher1');
    const { rows } = await t.database.query(
      `select rea_act_key from portal.reading_activity where title = '작가님께 드리는 편지'`,
    );
    const reaActKey = Number(rows[0]!.rea_act_key);
    const base = '/schome/service/readingActivitesMng';
    const reply = await t.app.inject({
      method: 'POST',
      url: `${base}/replyMng/save`,
      headers,
      payload: { reaActKey, content: '어린 왕자의 마음을 잘 읽어 냈어요.' },
    });
    expect(reply.statusCode).toBe(200);
    const approve = await t.app.inject({
      method: 'POST',
      url: `${base}/readingActivites/approve`,
      headers,
      payload: { reaActKey },
    });
    expect(approve.statusCode).toBe(200);
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
    const { headers } = await loginAs(t.app, 'teacher1');
    const pending = await t.database.query(
      `select member_key from portal.member where login_id = 'pending1'`,
    );
    const key = Number(pending.rows[0]!.member_key);
    const approved = await t.app.inject({
      method: 'POST',
      url: '/schome/service/member/pupilApproval/approve',
      headers,
      payload: { itemType: 'signup', key },
    });
    expect(approved.statusCode).toBe(200);
    expect(await notificationsOf('pending1', 'approval')).toEqual([
      expect.objectContaining({ link_route: 'DashBoard' }),
    ]);

    const club = await t.database.query(
      `select group_key from portal.reading_group where name = '책벌레 탐험대'`,
    );
    const groupKey = Number(club.rows[0]!.group_key);
    const res = await t.app.inject({
      method: 'POST',
      url: '/schome/service/readingActivitesJoin/readingGroup/approve',
      headers,
      payload: { groupKey },
    });
    expect(res.statusCode).toBe(200);
    expect((await notificationsOf('student1', 'readingGroup')).at(-1)).toMatchObject({
      link_route: 'BookGroupClub',
      link_query: { search: { groupKey: String(groupKey) } },
    });
  });
});
