import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { koreaDate } from '../../lib/clock.ts';
import type { Db } from '../client.ts';
import { member } from '../schema/portal.ts';
import { readingActivity } from '../schema/portal-activities.ts';
import { portfolio, portfolioItem } from '../schema/portal-portfolio.ts';

/**
 * A demo portfolio (issue 16 part 4, decision 132): student1's reading activities gathered, shared with
 * the school, with teacher1's feedback. Inserted once: nothing is added when student1 has a portfolio.
 */
export async function seedDemoPortfolio(db: Db) {
  const members = await db
    .select({ memberKey: member.memberKey, loginId: member.loginId, schKey: member.schKey })
    .from(member)
    .where(inArray(member.loginId, ['student1', 'teacher1']));
  const student1 = members.find((m) => m.loginId === 'student1');
  const teacher1 = members.find((m) => m.loginId === 'teacher1');
  if (!student1 || !teacher1) return;
  const [existing] = await db
    .select({ k: portfolio.portfolioKey })
    .from(portfolio)
    .where(eq(portfolio.memberKey, student1.memberKey))
    .limit(1);
  if (existing) return;
  const activities = await db
    .select({
      reaActKey: readingActivity.reaActKey,
      title: readingActivity.title,
      bookTitle: readingActivity.bookTitle,
      createdAt: readingActivity.createdAt,
    })
    .from(readingActivity)
    .where(and(eq(readingActivity.memberKey, student1.memberKey), ne(readingActivity.statusCode, '00')))
    .orderBy(asc(readingActivity.createdAt))
    .limit(6);
  if (activities.length === 0) return;
  const [created] = await db
    .insert(portfolio)
    .values({
      memberKey: student1.memberKey,
      schKey: student1.schKey,
      title: '5학년 2학기 나의 독서 포트폴리오',
      intro: '한 학기 동안 읽고 쓴 감상문과 편지를 모았습니다. 책을 읽으며 친구와 가족의 소중함을 느꼈어요.',
      privacyBoundCode: '02',
      feedback: '꾸준히 읽고 생각을 정리한 모습이 멋져요. 다음 학기에는 다른 분야의 책도 읽어 봅시다.',
      reviewerMemberKey: teacher1.memberKey,
      reviewedAt: new Date(),
    })
    .returning({ portfolioKey: portfolio.portfolioKey });
  await db.insert(portfolioItem).values(
    activities.map((a, i) => ({
      portfolioKey: created!.portfolioKey,
      itemType: 'activity',
      refKey: a.reaActKey,
      reaActKey: a.reaActKey,
      title: a.title,
      subtitle: a.bookTitle,
      itemDate: koreaDate(a.createdAt),
      sortOrder: i,
    })),
  );
}
