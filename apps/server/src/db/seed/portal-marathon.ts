import type { MarathonPrivacyCode } from '@reading/contract/marathon/codes';
import { and, asc, eq, like } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { member } from '../schema/portal.ts';
import {
  readingDiary,
  readingMarathon,
  readingMarathonBook,
  readingMarathonMember,
} from '../schema/portal-marathon.ts';
import { book } from '../schema/search.ts';

/** A day relative to the seeding day, in Korea. */
const day = (offset: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(
    new Date(Date.now() + offset * 86_400_000),
  );

type Demo = {
  maker: string;
  name: string;
  summary: string;
  typeCode: '01' | '02' | '03';
  period: [number, number];
  privacy: MarathonPrivacyCode;
  targetGrade: number;
  keyword: string;
  imgKey: string;
  goal?: { unit: '01' | '02'; count: number };
  kdcCode?: string;
  /** How many literature books are chosen (kind 01). */
  chosen?: number;
  /** Participants and how many books each has written a diary for. */
  joined: { id: string; books: number; completed?: boolean }[];
};

const DEMOS: Demo[] = [
  {
    maker: 'teacher1',
    name: '2학기 문학 읽기 마라톤',
    summary: '소설과 동화를 다섯 권 읽고 독서일지를 남겨요. 마지막 날 반에서 가장 인상 깊은 책을 소개합니다.',
    typeCode: '03',
    period: [-10, 40],
    privacy: '02',
    targetGrade: 5,
    keyword: '문학',
    imgKey: '3',
    goal: { unit: '01', count: 5 },
    kdcCode: '8',
    joined: [{ id: 'student1', books: 2 }],
  },
  {
    maker: 'teacher1',
    name: '여름방학 책 3권 달리기',
    summary: '방학 동안 읽고 싶은 책 세 권을 골라 끝까지 달려 보아요.',
    typeCode: '02',
    period: [-120, -60],
    privacy: '02',
    targetGrade: 0,
    keyword: '방학',
    imgKey: '1',
    goal: { unit: '01', count: 3 },
    joined: [{ id: 'student5', books: 3, completed: true }],
  },
  {
    maker: 'teacher1',
    name: '겨울방학 지정도서 마라톤',
    summary: '선생님이 고른 책 세 권을 겨울방학에 함께 읽어요. 전국의 친구들도 참여할 수 있어요.',
    typeCode: '01',
    period: [20, 60],
    privacy: '04',
    targetGrade: 0,
    keyword: '겨울방학',
    imgKey: '2',
    chosen: 3,
    joined: [],
  },
  {
    maker: 'teacher1',
    name: '한 달 1,000쪽 도전',
    summary: '한 달 동안 1,000쪽을 읽어 보아요. 두꺼운 책도 얇은 책도 모두 좋아요.',
    typeCode: '02',
    period: [-3, 27],
    privacy: '04',
    targetGrade: 0,
    keyword: '쪽수',
    imgKey: '4',
    goal: { unit: '02', count: 1000 },
    joined: [],
  },
  {
    maker: 'teacher4',
    name: '부산 가락초 역사책 마라톤',
    summary: '우리 역사 이야기책을 세 권 읽어요.',
    typeCode: '03',
    period: [-5, 25],
    privacy: '02',
    targetGrade: 0,
    keyword: '역사',
    imgKey: '3',
    goal: { unit: '01', count: 3 },
    kdcCode: '9',
    joined: [{ id: 'student4', books: 1 }],
  },
  {
    maker: 'teacher5',
    name: '가락중 청소년소설 마라톤',
    summary: '청소년소설 세 권을 읽고 독서일지를 남겨요. 다 읽으면 반 친구들에게 한 권을 추천해 주세요.',
    typeCode: '03',
    period: [-7, 30],
    privacy: '02',
    targetGrade: 0,
    keyword: '청소년소설',
    imgKey: '3',
    goal: { unit: '01', count: 3 },
    kdcCode: '8',
    joined: [{ id: 'student2', books: 2 }],
  },
  {
    maker: 'teacher6',
    name: '가락고 1학년 문학 마라톤',
    summary: '한 학기 동안 소설 다섯 권을 읽고 독서일지를 남겨요. 수행평가 독서 기록에 이어집니다.',
    typeCode: '03',
    period: [-14, 45],
    privacy: '02',
    targetGrade: 1,
    keyword: '문학',
    imgKey: '1',
    goal: { unit: '01', count: 5 },
    kdcCode: '8',
    joined: [{ id: 'student3', books: 2 }],
  },
];

/** Each maker's school's readers (issue 36): the marathon's books fit them. */
const YOUTH_MAKERS = new Set(['teacher5', 'teacher6']);

const NOTES = [
  '주인공이 어려움을 이겨 내는 장면에서 나도 용기를 얻었다.',
  '친구와의 우정이 얼마나 소중한지 다시 생각하게 되었다.',
  '마지막 장면이 오래 기억에 남을 것 같다.',
];

/**
 * Demo reading marathons (issue 19): 서울가락초's running subject marathon (student1 two books in), a
 * finished one student5 completed, an upcoming nationwide one with chosen books, an empty running one,
 * and 부산 가락초's school-only one. Inserted once, by name.
 */
export async function seedDemoMarathons(db: Db) {
  const ofClass = (prefix: string, limit: number, readers: 'children' | 'youth' = 'children') =>
    db
      .select({
        bookKey: book.bookKey,
        title: book.title,
        author: book.author,
        publisher: book.publisher,
        kdc: book.kdc,
      })
      .from(book)
      .where(and(like(book.kdc, `${prefix}%`), eq(book.readership, readers), eq(book.workHead, true)))
      .orderBy(asc(book.bookKey))
      .limit(limit);
  const literature = await ofClass('8', 5);
  const youthLiterature = await ofClass('8', 5, 'youth');
  const history = await ofClass('9', 3);
  if (literature.length < 3) return;
  for (const demo of DEMOS) {
    const [maker] = await db.select().from(member).where(eq(member.loginId, demo.maker));
    if (!maker?.schKey) continue;
    const [found] = await db
      .select({ key: readingMarathon.readingMarathonKey })
      .from(readingMarathon)
      .where(and(eq(readingMarathon.name, demo.name), eq(readingMarathon.makerKey, maker.memberKey)));
    if (found) continue;
    const [row] = await db
      .insert(readingMarathon)
      .values({
        schKey: maker.schKey,
        makerKey: maker.memberKey,
        typeCode: demo.typeCode,
        name: demo.name,
        summary: demo.summary,
        imgType: '01',
        imgKey: demo.imgKey,
        targetGrade: demo.targetGrade,
        startDate: day(demo.period[0]),
        endDate: day(demo.period[1]),
        keyword: demo.keyword,
        privacyBoundCode: demo.privacy,
        goalUnitCode: demo.goal?.unit ?? null,
        goalCount: demo.goal?.count ?? null,
        kdcCode: demo.kdcCode ?? null,
        startNotifiedAt: demo.period[0] <= 0 ? new Date() : null,
      })
      .returning({ key: readingMarathon.readingMarathonKey });
    const key = row!.key;
    const books =
      demo.kdcCode === '9' && history.length > 0
        ? history
        : YOUTH_MAKERS.has(demo.maker)
          ? youthLiterature
          : literature;
    if (demo.chosen)
      await db.insert(readingMarathonBook).values(
        books.slice(0, demo.chosen).map((b, i) => ({
          readingMarathonKey: key,
          bookKey: b.bookKey,
          sortNo: i + 1,
          title: b.title,
          author: b.author ?? '',
          publisher: b.publisher ?? '',
          kdc: b.kdc,
        })),
      );
    for (const who of demo.joined) {
      const [participant] = await db.select().from(member).where(eq(member.loginId, who.id));
      if (!participant) continue;
      await db.insert(readingMarathonMember).values({
        readingMarathonKey: key,
        memberKey: participant.memberKey,
        completedAt: who.completed ? new Date(`${day(demo.period[1] - 5)}T09:00:00+09:00`) : null,
      });
      const read = books.slice(0, who.books);
      if (read.length > 0)
        await db.insert(readingDiary).values(
          read.map((b, i) => ({
            readingMarathonKey: key,
            memberKey: participant.memberKey,
            bookKey: b.bookKey,
            bookTitle: b.title,
            bookAuthor: b.author ?? '',
            kdc: b.kdc,
            readPages: 80 + i * 40,
            readDate: day(Math.min(demo.period[0] + 2 + i * 3, 0)),
            content: NOTES[i % NOTES.length]!,
          })),
        );
    }
  }
}
