import { and, eq, inArray } from 'drizzle-orm';
import { addDays, koreaDate } from '../../lib/clock.ts';
import type { Db } from '../client.ts';
import { member } from '../schema/portal.ts';
import { readingActivity } from '../schema/portal-activities.ts';
import { reportContest, reportContestEntry } from '../schema/portal-report-contest.ts';

/** A day `days` from today in Korea, as yyyy-mm-dd. */
const dayFrom = (days: number) => addDays(koreaDate(new Date()), days);

/**
 * Demo reading-report contests (issue 16.3, decision 135) at 서울가락초 by teacher1: one running now with
 * student1's entry waiting for judging, one finished with its results out (student1 won 우수상). Inserted
 * once: nothing is added when teacher1 already has a contest. And operator1's running nationwide contest
 * (decision 138), open to every school's students, without entries yet.
 */
export async function seedDemoReportContests(db: Db) {
  const members = await db
    .select({ memberKey: member.memberKey, loginId: member.loginId, schKey: member.schKey })
    .from(member)
    .where(inArray(member.loginId, ['student1', 'teacher1', 'operator1']));
  const student1 = members.find((m) => m.loginId === 'student1');
  const teacher1 = members.find((m) => m.loginId === 'teacher1');
  const operator1 = members.find((m) => m.loginId === 'operator1');
  if (operator1) await seedNationwideContest(db, operator1.memberKey);
  if (!student1 || !teacher1?.schKey) return;
  const [existing] = await db
    .select({ k: reportContest.contestKey })
    .from(reportContest)
    .where(eq(reportContest.teacherMemberKey, teacher1.memberKey))
    .limit(1);
  if (existing) return;
  const reports = await db
    .select({ reaActKey: readingActivity.reaActKey })
    .from(readingActivity)
    .where(
      and(
        eq(readingActivity.memberKey, student1.memberKey),
        eq(readingActivity.reaActCode, '02'),
        eq(readingActivity.statusCode, '02'),
      ),
    )
    .limit(2);
  const contests = await db
    .insert(reportContest)
    .values([
      {
        schKey: teacher1.schKey,
        teacherMemberKey: teacher1.memberKey,
        title: '우리 학교 독후감 대회',
        theme: '나를 자라게 한 책',
        rules: '내가 쓴 독후감 한 편을 응모합니다.\n생각의 깊이, 책과 나의 연결, 표현을 봅니다.',
        targetGrade: null,
        startDate: dayFrom(-10),
        endDate: dayFrom(20),
      },
      {
        schKey: teacher1.schKey,
        teacherMemberKey: teacher1.memberKey,
        title: '여름방학 독후감 대회',
        theme: '모험과 우정',
        rules: '5학년 학생이 응모할 수 있습니다.',
        targetGrade: 5,
        startDate: dayFrom(-120),
        endDate: dayFrom(-90),
        publishedAt: new Date(Date.now() - 85 * 86_400_000),
      },
    ])
    .returning({ contestKey: reportContest.contestKey });
  const [running, finished] = contests;
  if (!running || !finished || reports.length === 0) return;
  await db.insert(reportContestEntry).values([
    { contestKey: running.contestKey, memberKey: student1.memberKey, reaActKey: reports[0]!.reaActKey },
    {
      contestKey: finished.contestKey,
      memberKey: student1.memberKey,
      reaActKey: (reports[1] ?? reports[0]!).reaActKey,
      score: 88,
      awardCode: '03',
      judgeComment: '책 속 친구의 마음을 자기 경험과 견주어 쓴 점이 좋았어요.',
    },
  ]);
}

/** operator1's nationwide contest, running now (once: nothing when operator1 has a contest). */
async function seedNationwideContest(db: Db, operatorKey: number) {
  const [existing] = await db
    .select({ k: reportContest.contestKey })
    .from(reportContest)
    .where(eq(reportContest.teacherMemberKey, operatorKey))
    .limit(1);
  if (existing) return;
  await db.insert(reportContest).values({
    schKey: null,
    teacherMemberKey: operatorKey,
    title: '2026 전국 학생 독후감 대회',
    theme: '책으로 만난 세상',
    rules:
      '전국 초·중·고 학생 누구나 내가 쓴 독후감 한 편을 응모할 수 있습니다.\n' +
      '운영 기관 심사위원이 생각의 깊이, 책과 나의 연결, 표현을 보고 시상합니다.',
    targetGrade: null,
    startDate: dayFrom(-5),
    endDate: dayFrom(40),
  });
}
