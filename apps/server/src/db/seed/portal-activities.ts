import { eq, inArray } from 'drizzle-orm';
import { addDays, koreaDate } from '../../lib/clock.ts';
import type { Db } from '../client.ts';
import { member } from '../schema/portal.ts';
import { activityReply, activitySubject, readingActivity } from '../schema/portal-activities.ts';
import { demoBooksByTitle } from './demo-books.ts';

/**
 * Demo reading activities (issue 16, decision 130): every kind and visibility, each review state, a
 * teacher's reply, two recommended ones, one of last month, and an assignment of teacher1 for student1's
 * class. Inserted once: nothing is added when student1 already has activities.
 */
const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);
const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');

type Demo = {
  loginId: string;
  code: string;
  privacy: string;
  status: string;
  title: string;
  content: string;
  rating?: number;
  recommended?: boolean;
  reason?: string;
  reply?: string;
  days: number;
  book: number;
};

const DEMOS: Demo[] = [
  {
    loginId: 'student1',
    code: '01',
    privacy: '04',
    status: '02',
    title: '마음이 따뜻해지는 책',
    content: p('쓸모없다던 강아지똥이 민들레꽃을 피우는 거름이 되는 장면에서 마음이 따뜻해졌어요.'),
    rating: 5,
    recommended: true,
    days: 3,
    book: 0,
  },
  {
    loginId: 'student1',
    code: '02',
    privacy: '02',
    status: '02',
    title: '용기를 배운 이야기',
    content: p(
      '잎싹은 양계장을 나와 알을 품고 싶다는 꿈을 끝까지 지켰고, 초록머리를 지키려고 족제비 앞에서도 물러서지 않았다.',
      '나도 발표할 때 떨리지만 잎싹처럼 한 걸음 내디뎌 보고 싶다.',
    ),
    reply: '주인공의 변화를 자신의 경험과 잘 연결했어요. 멋진 감상문입니다!',
    days: 6,
    book: 1,
  },
  {
    loginId: 'student1',
    code: '03',
    privacy: '03',
    status: '01',
    title: '작가님께 드리는 편지',
    content: p(
      '작가님, 안녕하세요. 어린 왕자가 자기 별의 장미에게 돌아가는 마지막 장면을 읽고 한참 동안 책을 덮지 못했어요.',
      '"가장 중요한 것은 눈에 보이지 않아"라는 여우의 말을 오래 기억할게요.',
    ),
    days: 1,
    book: 2,
  },
  {
    loginId: 'student1',
    code: '04',
    privacy: '02',
    status: '00',
    title: '내가 그린 표지 (작성 중)',
    content: p('구름빵을 먹은 남매가 하늘을 날아 아빠에게 빵을 갖다주는 장면을 그려서 올릴 거예요.'),
    days: 0,
    book: 3,
  },
  {
    loginId: 'student1',
    code: '05',
    privacy: '05',
    status: '02',
    title: '11월 독서 기록',
    content: p(
      '오늘은 45쪽부터 80쪽까지 읽었다. 잎싹이 찔레덤불에서 주운 알을 품기 시작해서 어떻게 될지 궁금하다.',
    ),
    days: 2,
    book: 1,
  },
  {
    loginId: 'student1',
    code: '02',
    privacy: '01',
    status: '03',
    title: '줄거리 정리',
    content: p('이 책은 호진이가 삼촌을 따라 자전거 여행을 떠나는 이야기이다.'),
    reason: '줄거리에 더해 느낀 점을 두세 문장 더 써 주세요.',
    days: 9,
    book: 4,
  },
  {
    loginId: 'student1',
    code: '02',
    privacy: '04',
    status: '02',
    title: '지난달에 읽은 책',
    content: p('전쟁 속에서도 몽실이 동생 난남이를 끝까지 돌보는 모습을 보고 가족의 소중함을 느꼈다.'),
    days: 35,
    book: 5,
  },
  {
    loginId: 'student2',
    code: '02',
    privacy: '06',
    status: '02',
    title: '함께 읽고 싶은 책',
    content: p(
      '감정을 잘 느끼지 못하는 윤재와 거친 곤이가 서로를 조금씩 이해해 가는 모습이 인상 깊었다.',
      '친구들에게 꼭 권하고 싶다.',
    ),
    recommended: true,
    days: 4,
    book: 6,
  },
];

/** The books of DEMOS by index: student1's children's books (grade 5), then student2's youth novel. */
const DEMO_TITLES = [
  '강아지똥',
  '마당을 나온 암탉',
  '어린 왕자',
  '구름빵',
  '불량한 자전거 여행',
  '몽실 언니',
  '아몬드',
] as const;

export async function seedDemoActivities(db: Db) {
  const members = await db
    .select({ memberKey: member.memberKey, loginId: member.loginId, schKey: member.schKey })
    .from(member)
    .where(inArray(member.loginId, ['student1', 'student2', 'teacher1']));
  const by = new Map(members.map((m) => [m.loginId, m]));
  const student1 = by.get('student1');
  const teacher1 = by.get('teacher1');
  if (!student1 || !teacher1?.schKey) return;
  const [existing] = await db
    .select({ k: readingActivity.reaActKey })
    .from(readingActivity)
    .where(eq(readingActivity.memberKey, student1.memberKey))
    .limit(1);
  if (existing) return;
  // Titles of each writer's level, so that every text tells its book truly (issue 36).
  const books = await demoBooksByTitle(db, DEMO_TITLES);
  if (books.length < DEMO_TITLES.length) return;
  const first = books[0]!;
  const [subject] = await db
    .insert(activitySubject)
    .values({
      schKey: teacher1.schKey,
      teacherMemberKey: teacher1.memberKey,
      title: '12월 과제: 책 속 인물에게 편지 쓰기',
      theme: '인상 깊은 인물에게 하고 싶은 말을 편지로 써 보세요.',
      bookKey: first.bookKey,
      bookTitle: first.title,
      author: first.author,
      targetGrade: 5,
      targetClass: 2,
      dueDate: addDays(koreaDate(new Date()), 14),
    })
    .returning({ subjectKey: activitySubject.subjectKey });
  // A theme without a book for the whole 5th grade, and one for the 6th grade (student1 does not see it).
  await db.insert(activitySubject).values([
    {
      schKey: teacher1.schKey,
      teacherMemberKey: teacher1.memberKey,
      title: '겨울방학 자유 독서: 나를 바꾼 한 문장',
      theme: '스스로 고른 책에서 마음에 남은 문장 하나를 골라 그 까닭을 써 보세요.',
      targetGrade: 5,
      targetClass: null,
      dueDate: addDays(koreaDate(new Date()), 30),
    },
    {
      schKey: teacher1.schKey,
      teacherMemberKey: teacher1.memberKey,
      title: '6학년 졸업 독서: 미래의 나에게',
      theme: '진로와 꿈에 관한 책을 읽고 미래의 나에게 편지를 써 보세요.',
      targetGrade: 6,
      targetClass: null,
      dueDate: addDays(koreaDate(new Date()), 21),
    },
  ]);
  for (const demo of DEMOS) {
    const author = by.get(demo.loginId);
    const b = books[demo.book]!;
    if (!author) continue;
    const at = daysAgo(demo.days);
    const [row] = await db
      .insert(readingActivity)
      .values({
        memberKey: author.memberKey,
        schKey: author.schKey,
        reaActCode: demo.code,
        bookKey: b.bookKey,
        bookTitle: b.title,
        author: b.author,
        publisher: b.publisher,
        isbn: b.isbn,
        title: demo.title,
        content: demo.content,
        rating: demo.rating ?? null,
        privacyBoundCode: demo.privacy,
        statusCode: demo.status,
        returnReason: demo.reason ?? null,
        recommended: demo.recommended ?? false,
        recommendedAt: demo.recommended ? at : null,
        teacherMemberKey: demo.status === '02' || demo.status === '03' ? teacher1.memberKey : null,
        subjectKey: demo.code === '03' ? (subject?.subjectKey ?? null) : null,
        submittedAt: demo.status === '00' ? null : at,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ reaActKey: readingActivity.reaActKey });
    if (row && demo.reply)
      await db
        .insert(activityReply)
        .values({ reaActKey: row.reaActKey, memberKey: teacher1.memberKey, content: demo.reply });
  }
}
