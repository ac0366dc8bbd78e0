import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { member } from '../schema/portal.ts';
import {
  badgeActivity,
  bookShelf,
  memberBadge,
  memberMessage,
  myLibBookshelf,
  systemNotification,
} from '../schema/portal-mypage.ts';
import { demoBooksByTitle } from './demo-books.ts';

/** Demo members' keys by login id. */
export async function demoMemberKeys(db: Db, ids: string[]) {
  const rows = await db
    .select({ key: member.memberKey, id: member.loginId })
    .from(member)
    .where(inArray(member.loginId, ids));
  return new Map(rows.map((r) => [r.id, r.key]));
}

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

/**
 * The demo pupils' badges part-earned (decision 090): student1 9 returns (lv1 of 01 earned at 3; one more
 * return at the desk earns lv2 at 10), 4 reading activities (lv1 of 02), 2 quizzes (lv1 of 08); student2
 * and student3 (issue 36) their first loan, report and quiz badges. Idempotent: the activity log's unique
 * source keys and the awards' primary key insert nothing twice.
 */
const BADGES = [
  { login: 'student1', loans: 9, reports: 4, quizzes: 2 },
  { login: 'student2', loans: 5, reports: 4, quizzes: 2 },
  { login: 'student3', loans: 4, reports: 4, quizzes: 2 },
] as const;

export async function seedDemoBadges(db: Db) {
  const keys = await demoMemberKeys(
    db,
    BADGES.map((b) => b.login),
  );
  for (const pupil of BADGES) {
    const memberKey = keys.get(pupil.login);
    if (!memberKey) continue;
    const log = (code: string, n: number, prefix: string) =>
      Array.from({ length: n }, (_, i) => ({
        memberKey,
        badgeTypeCode: code,
        sourceKey: `seed:${prefix}:${i + 1}`,
        occurredAt: daysAgo(90 - i * 9),
      }));
    await db
      .insert(badgeActivity)
      .values([
        ...log('01', pupil.loans, 'loan'),
        ...log('02', pupil.reports, 'report'),
        ...log('08', pupil.quizzes, 'quiz'),
      ])
      .onConflictDoNothing();
    await db
      .insert(memberBadge)
      .values([
        { memberKey, badgeTypeCode: '01', level: 1, regDate: daysAgo(72) },
        { memberKey, badgeTypeCode: '02', level: 1, regDate: daysAgo(90) },
        { memberKey, badgeTypeCode: '08', level: 1, regDate: daysAgo(90) },
      ])
      .onConflictDoNothing();
  }
}

/** Notifications of student1 and teacher1, read and unread (decision 091); once each (dedupe keys). */
export async function seedDemoNotifications(db: Db) {
  const keys = await demoMemberKeys(db, ['student1', 'teacher1']);
  const student1 = keys.get('student1');
  const teacher1 = keys.get('teacher1');
  if (!student1 || !teacher1) return;
  await db
    .insert(systemNotification)
    .values([
      {
        memberKey: student1,
        kind: 'badgeEarned',
        title: "'대출/반납' 배지 1단계를 획득했습니다.",
        content: '대출/반납 활동 3회를 달성했습니다.',
        linkRoute: 'MyBadge',
        dedupeKey: 'badge:01:1',
        readAt: daysAgo(70),
        createdAt: daysAgo(72),
      },
      {
        memberKey: student1,
        kind: 'inquiryAnswered',
        title: '문의하신 글에 답변이 등록되었습니다.',
        content: '도서관 이용 시간 문의',
        linkRoute: 'InquiryList',
        dedupeKey: 'seed:inquiry:1',
        createdAt: daysAgo(3),
      },
      {
        memberKey: student1,
        kind: 'notice',
        title: '여름방학 도서관 운영 시간이 바뀌었습니다.',
        content: '방학 중에는 평일 오전 9시부터 오후 3시까지 운영합니다.',
        linkRoute: 'SchoolNotice',
        dedupeKey: 'seed:notice:1',
        createdAt: daysAgo(1),
      },
      {
        memberKey: teacher1,
        kind: 'notice',
        title: '학급 독서 현황이 업데이트되었습니다.',
        linkRoute: 'DashBoard',
        dedupeKey: 'seed:notice:2',
        createdAt: daysAgo(2),
      },
    ])
    .onConflictDoNothing();
}

/**
 * A conversation between teacher1 and student1 (decision 092), one message unread and one starred;
 * written once (only when the two have no messages yet).
 */
export async function seedDemoMessages(db: Db) {
  const keys = await demoMemberKeys(db, ['student1', 'teacher1']);
  const student1 = keys.get('student1');
  const teacher1 = keys.get('teacher1');
  if (!student1 || !teacher1) return;
  const [existing] = await db
    .select({ n: count() })
    .from(memberMessage)
    .where(and(eq(memberMessage.senderKey, teacher1), eq(memberMessage.receiverKey, student1)));
  if (Number(existing?.n ?? 0) > 0) return;
  await db.insert(memberMessage).values([
    {
      senderKey: teacher1,
      receiverKey: student1,
      content: '하늘아, 이번 주 독서감상문 잘 읽었어. 주인공의 마음을 잘 표현했더라!',
      sentAt: daysAgo(6),
      readAt: daysAgo(5),
      receiverAsteriskYn: 'Y',
    },
    {
      senderKey: student1,
      receiverKey: teacher1,
      content: '감사합니다 선생님! 다음에는 과학책을 읽고 써 볼게요.',
      sentAt: daysAgo(5),
      readAt: daysAgo(5),
    },
    {
      senderKey: teacher1,
      receiverKey: student1,
      content: '도서관에 새로 들어온 《신통방통 분수》도 추천해. 금요일까지 반납일도 꼭 확인하렴.',
      sentAt: daysAgo(1),
    },
  ]);
}

/**
 * Bookshelves (decision 093): student1's public summer list and private wish list, teacher1's public class
 * list, filled with real catalogue books. Once each (the shelves' seed keys).
 */
const SHELF_TITLES = [
  '샬롯의 거미줄',
  '마틸다',
  '나쁜 어린이표',
  '찰리와 초콜릿 공장',
  '푸른 사자 와니니',
  '괭이부리말 아이들',
  '초정리 편지',
  '문제아',
  '가방 들어주는 아이',
] as const;

export async function seedDemoShelves(db: Db) {
  const keys = await demoMemberKeys(db, ['student1', 'teacher1']);
  // Children's books a fifth grader and their teacher would shelve (issue 36).
  const books = await demoBooksByTitle(db, SHELF_TITLES);
  if (books.length < SHELF_TITLES.length) return;
  const shelves = [
    {
      seedKey: 'demo-shelf-summer',
      login: 'student1',
      shelfName: '여름방학에 읽은 책',
      description: '방학 동안 읽고 좋았던 책들이에요.',
      publicYn: 'Y',
      books: books.slice(0, 3),
    },
    {
      seedKey: 'demo-shelf-wish',
      login: 'student1',
      shelfName: '읽고 싶은 책',
      description: null,
      publicYn: 'N',
      books: books.slice(3, 5),
    },
    {
      seedKey: 'demo-shelf-class',
      login: 'teacher1',
      shelfName: '5학년 2반 추천 도서',
      description: '우리 반 친구들에게 권하는 책입니다.',
      publicYn: 'Y',
      books: books.slice(5, 9),
    },
  ];
  for (const shelf of shelves) {
    const memberKey = keys.get(shelf.login);
    if (!memberKey) continue;
    const [created] = await db
      .insert(bookShelf)
      .values({
        memberKey,
        shelfName: shelf.shelfName,
        description: shelf.description,
        publicYn: shelf.publicYn,
        seedKey: shelf.seedKey,
      })
      .onConflictDoNothing()
      .returning({ shelfKey: bookShelf.shelfKey });
    if (!created) continue;
    await db.insert(myLibBookshelf).values(
      shelf.books.map((b, i) => ({
        memberKey,
        shelfKey: created.shelfKey,
        bookKey: b.bookKey,
        isbn: b.isbn,
        title: b.title,
        author: b.author,
        publisher: b.publisher,
        sortOrder: i + 1,
        note: i === 0 && shelf.publicYn === 'Y' ? '가장 기억에 남는 책!' : null,
      })),
    );
  }
}
