import { eq } from 'drizzle-orm';
import { addDays, koreaDate } from '../../lib/clock.ts';
import type { Db } from '../client.ts';
import { member } from '../schema/portal.ts';
import {
  bookGroup,
  bookGroupChapter,
  bookGroupPost,
  readingGroup,
  readingGroupMember,
  readingGroupPost,
  readingGroupSchedule,
} from '../schema/portal-groups.ts';

/** A day relative to the seeding day (yyyy-mm-dd), so the demo's periods stay current. */
const day = (offset: number) => addDays(koreaDate(new Date()), offset);

type DemoClub = {
  seedKey: string;
  leader: string;
  members: string[];
  applicants?: string[];
  name: string;
  purpose: string;
  capacity: number;
  books: string[];
  status: '01' | '02' | '03';
  openYn: 'Y' | 'N';
  period: [number, number];
  posts: {
    kind: 'notice' | 'board' | 'discussion';
    writer: string;
    title: string;
    content: string;
    book?: string;
  }[];
  schedule: [string, number][];
};

const CLUBS: DemoClub[] = [
  {
    seedKey: 'demo-group-starlight',
    leader: 'teacher1',
    members: ['student5'],
    name: '별빛 독서동아리',
    purpose: '한 달에 한 권, 같은 책을 읽고 금요일 점심시간에 도서관에서 이야기를 나눠요.',
    capacity: 8,
    books: ['어린 왕자 (앙투안 드 생텍쥐페리)', '마당을 나온 암탉 (황선미)', '샬롯의 거미줄 (E. B. 화이트)'],
    status: '02',
    openYn: 'N',
    period: [-7, 21],
    posts: [
      {
        kind: 'notice',
        writer: 'teacher1',
        title: '첫 모임 안내',
        content:
          '이번 주 금요일 점심시간, 도서관 3층 모둠 자리에서 만나요. 『어린 왕자』 1~9장을 읽어 오세요.',
      },
      {
        kind: 'board',
        writer: 'student5',
        title: '어린 왕자 다 읽었어요!',
        content: '여우 장면이 제일 기억에 남아요. 다들 어떤 장면이 좋았나요?',
      },
      {
        kind: 'discussion',
        writer: 'teacher1',
        title: '어른들은 왜 숫자를 좋아할까?',
        content: '어린 왕자는 어른들이 숫자만 좋아한다고 말해요. 여러분 생각은 어떤가요?',
        book: '어린 왕자',
      },
    ],
    schedule: [
      ['『어린 왕자』 1~9장', 3],
      ['『어린 왕자』 10~27장', 10],
      ['『마당을 나온 암탉』 1~4장', 24],
    ],
  },
  {
    seedKey: 'demo-group-bookworms',
    leader: 'student1',
    members: [],
    name: '책벌레 탐험대',
    purpose: '과학책을 읽고 실험도 해 보는 동아리를 만들고 싶어요.',
    capacity: 6,
    books: ['엉뚱한 수학 실험실', '초등 과학 탐험'],
    status: '01',
    openYn: 'N',
    period: [0, 14],
    posts: [],
    schedule: [],
  },
  {
    seedKey: 'demo-group-classics',
    leader: 'manager1',
    members: ['student1'],
    name: '고전 함께 읽기',
    purpose:
      '지난 학기에 『홍길동전』과 『춘향전』을 함께 읽었어요. 모집은 마감했고 활동 기록은 누구나 볼 수 있어요.',
    capacity: 4,
    books: ['홍길동전', '춘향전'],
    status: '03',
    openYn: 'Y',
    period: [-60, -30],
    posts: [
      {
        kind: 'notice',
        writer: 'manager1',
        title: '이번 학기 활동을 마쳤습니다',
        content: '함께 읽어 준 모두 고마워요. 다음 학기에 다시 모집할게요.',
      },
    ],
    schedule: [['『춘향전』 마무리 토론', -20]],
  },
  {
    seedKey: 'demo-group-garak-middle',
    leader: 'teacher5',
    members: ['student2'],
    name: '가락중 청소년소설 읽기 모임',
    purpose: '청소년소설을 한 권씩 읽고 수요일 방과 후에 도서관에서 이야기를 나눠요.',
    capacity: 10,
    books: ['아몬드 (손원평)', '나의 라임오렌지나무 (J. M. 바스콘셀로스)'],
    status: '02',
    openYn: 'N',
    period: [-10, 30],
    posts: [
      {
        kind: 'notice',
        writer: 'teacher5',
        title: '이번 주 모임 안내',
        content: '수요일 방과 후 도서관에서 만나요. 『아몬드』 1부를 읽어 오세요.',
      },
      {
        kind: 'discussion',
        writer: 'teacher5',
        title: '윤재는 왜 곤이를 밀어내지 않았을까?',
        content: '감정을 잘 느끼지 못하는 윤재가 곤이와 친구가 된 까닭을 이야기해 봐요.',
        book: '아몬드',
      },
    ],
    schedule: [
      ['『아몬드』 1부', 4],
      ['『아몬드』 2~4부', 11],
    ],
  },
  {
    seedKey: 'demo-group-garak-high',
    leader: 'teacher6',
    members: ['student3'],
    name: '가락고 책과 토론 동아리',
    purpose: '한 달에 한 권, 함께 읽고 토론하며 생각을 넓혀요.',
    capacity: 12,
    books: ['페인트 (이희영)', '시간을 파는 상점 (김선영)'],
    status: '02',
    openYn: 'N',
    period: [-14, 30],
    posts: [
      {
        kind: 'notice',
        writer: 'teacher6',
        title: '11월 토론 책 안내',
        content: '이번 달에는 『페인트』를 읽고 ‘부모를 고를 수 있다면’을 주제로 토론해요.',
      },
      {
        kind: 'board',
        writer: 'student3',
        title: '『페인트』 다 읽었어요',
        content: '제누가 마지막에 내린 선택이 가장 기억에 남아요.',
      },
    ],
    schedule: [
      ['『페인트』 토론', 5],
      ['『시간을 파는 상점』 1~5장', 19],
    ],
  },
  {
    seedKey: 'demo-group-busan',
    leader: 'teacher4',
    members: ['student4'],
    name: '바다 도서 모임',
    purpose: '바다와 관련된 책을 읽고 이야기해요.',
    capacity: 10,
    books: ['노인과 바다'],
    status: '02',
    openYn: 'N',
    period: [-3, 20],
    posts: [],
    schedule: [],
  },
];

/** Demo clubs in every recruitment state and a class reading for 5-2 (issue 20); idempotent by seed key. */
export async function seedDemoGroups(db: Db) {
  const members = await db
    .select({ key: member.memberKey, id: member.loginId, name: member.name, schKey: member.schKey })
    .from(member);
  const who = new Map(members.map((m) => [m.id, m]));
  for (const club of CLUBS) {
    const leader = who.get(club.leader);
    if (!leader?.schKey) continue;
    const [found] = await db.select().from(readingGroup).where(eq(readingGroup.seedKey, club.seedKey));
    if (found) continue;
    const joined = club.members.map((id) => who.get(id)).filter((m) => !!m);
    const [row] = await db
      .insert(readingGroup)
      .values({
        seedKey: club.seedKey,
        schKey: leader.schKey,
        name: club.name,
        purpose: club.purpose,
        capacity: club.capacity,
        memberCount: 1 + joined.length,
        bookList: club.books,
        recruitStartDate: day(club.period[0]),
        recruitEndDate: day(club.period[1]),
        recruitStatusCode: club.status,
        openYn: club.openYn,
        founderMemberKey: leader.key,
        leaderMemberKey: leader.key,
        approverMemberKey: club.status === '01' ? null : leader.key,
      })
      .returning({ key: readingGroup.groupKey });
    const groupKey = row!.key;
    await db
      .insert(readingGroupMember)
      .values([
        { groupKey, memberKey: leader.key, statusCode: '02', acceptedAt: new Date() },
        ...joined.map((m) => ({ groupKey, memberKey: m.key, statusCode: '02', acceptedAt: new Date() })),
      ]);
    for (const post of club.posts) {
      const writer = who.get(post.writer)!;
      await db.insert(readingGroupPost).values({
        groupKey,
        kind: post.kind,
        title: post.title,
        content: post.content,
        bookTitle: post.book ?? null,
        writerMemberKey: writer.key,
        writerName: writer.name,
      });
    }
    if (club.schedule.length > 0)
      await db
        .insert(readingGroupSchedule)
        .values(club.schedule.map(([title, offset]) => ({ groupKey, title, meetDate: day(offset) })));
  }
  await seedDemoReading(db, who);
}

async function seedDemoReading(db: Db, who: Map<string, { key: number; schKey: number | null }>) {
  const teacher = who.get('teacher1');
  if (!teacher?.schKey) return;
  const [found] = await db.select().from(bookGroup).where(eq(bookGroup.seedKey, 'demo-reading-5-2'));
  if (found) return;
  const [row] = await db
    .insert(bookGroup)
    .values({
      seedKey: 'demo-reading-5-2',
      schKey: teacher.schKey,
      teacherMemberKey: teacher.key,
      grade: 5,
      classNo: 2,
      title: '5학년 2반 온책 읽기',
      bookTitle: '마당을 나온 암탉',
      bookAuthor: '황선미',
      description: '한 주에 한 장씩 읽고, 장마다 가장 기억에 남는 장면과 그 까닭을 적어 주세요.',
    })
    .returning({ key: bookGroup.bookGroupKey });
  const chapters = await db
    .insert(bookGroupChapter)
    .values([
      { bookGroupKey: row!.key, chapterNo: 1, title: '1장 잎싹의 꿈', dueDate: day(-5) },
      { bookGroupKey: row!.key, chapterNo: 2, title: '2장 마당을 나오다', dueDate: day(2) },
      { bookGroupKey: row!.key, chapterNo: 3, title: '3장 초록머리', dueDate: day(9) },
    ])
    .returning({ key: bookGroupChapter.chapterKey });
  const student = who.get('student5');
  if (student)
    await db.insert(bookGroupPost).values({
      chapterKey: chapters[0]!.key,
      memberKey: student.key,
      content: '잎싹이 알을 품고 싶다고 말하는 장면이 기억에 남아요. 꿈을 포기하지 않는 모습이 멋졌어요.',
    });
}
