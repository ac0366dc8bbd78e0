import { count, ilike, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { member } from '../schema/portal.ts';
import {
  centerCuration,
  centerCurationBook,
  customizedAnswers,
  memberRecommendation,
} from '../schema/portal-curation.ts';
import { book } from '../schema/search.ts';

/**
 * Demo recommended books (issue 15, docs/decisions/110): the operator's themed lists (CenterCuration),
 * teacher1's picks and a few students' picks (StudentCuration), each with the books found by title in
 * the catalogue. Runs once: skipped when any themed list exists.
 */
const CENTER_LISTS = [
  {
    title: '웃으며 읽는 과학',
    description:
      '만화와 이야기로 과학 상식을 쌓는 책들입니다. 호기심이 생긴 주제는 도서관의 과학 책으로 이어 읽어 보세요.',
    titles: [
      '흔한남매의 흔한 호기심',
      '흔한남매 과학 탐험대',
      '놓지 마 과학',
      '에그박사',
      '슈뻘맨의 숨은 과학',
    ],
  },
  {
    title: '역사와 만나는 시간',
    description: '우리 역사를 이야기로 만나는 책들을 모았습니다. 인물과 사건을 따라가며 읽기 좋습니다.',
    titles: ['설민석의 한국사 대모험', '한국사', '역사', '조선'],
  },
  {
    title: '청소년이 많이 읽은 소설',
    description: '공공도서관에서 십대 독자가 많이 빌린 소설입니다. 친구와 함께 읽고 이야기 나누어 보세요.',
    titles: ['아몬드', '페인트', '달러구트 꿈 백화점', '불편한 편의점', '미드나잇 라이브러리'],
  },
  {
    title: '마음을 돌보는 책',
    description: '나와 친구의 마음을 들여다보게 하는 책들입니다. 힘든 날 한 권씩 펼쳐 보세요.',
    titles: [
      '죽고 싶지만 떡볶이는 먹고 싶어',
      '나는 나로 살기로 했다',
      '미움받을 용기',
      '하마터면 열심히 살 뻔했다',
    ],
  },
];

const MEMBER_PICKS: { loginId: string; titles: [string, string][] }[] = [
  {
    loginId: 'teacher1',
    titles: [
      ['설민석의 한국사 대모험', '한국사의 큰 흐름을 모험 이야기로 따라가며 익힐 수 있어요.'],
      ['고양이 해결사 깜냥', '짧은 이야기로 긴 글 읽기를 시작하는 친구에게 권합니다.'],
      ['놓지 마 과학', '교과서의 과학 개념을 생활 속 장면으로 풀어 줍니다.'],
      ['신기한 맛 도깨비 식당', '상상력이 풍부한 이야기라 독후 활동으로 이어 가기 좋아요.'],
      ['아몬드', '감정을 느끼지 못하는 소년의 성장 이야기, 공감에 대해 이야기 나누기 좋습니다.'],
    ],
  },
  {
    loginId: 'student1',
    titles: [
      ['흔한남매', '읽다가 너무 웃겨서 동생이랑 같이 봤어요!'],
      ['에그박사', '곤충을 좋아하면 꼭 읽어 보세요.'],
    ],
  },
  {
    loginId: 'student2',
    titles: [
      ['페인트', '부모를 직접 고른다는 설정이 신선하고 생각할 거리가 많아요.'],
      ['달러구트 꿈 백화점', '꿈을 사고판다는 이야기가 재미있어서 하루 만에 다 읽었어요.'],
    ],
  },
  {
    loginId: 'student3',
    titles: [['불편한 편의점', '편의점 사람들의 이야기가 따뜻해서 마음이 편해졌어요.']],
  },
];

/** The first catalogue record whose title starts with (else contains) the text, by bookKey. */
async function findBook(db: Db, title: string): Promise<number | null> {
  const rows = await db
    .select({ bookKey: book.bookKey, title: book.title })
    .from(book)
    .where(ilike(book.title, `%${title}%`))
    .orderBy(book.bookKey);
  const hit = rows.find((r) => r.title.startsWith(title)) ?? rows.find((r) => r.title.includes(title));
  return hit?.bookKey ?? null;
}

/** student1 kept one questionnaire (MyActivitesCuration shows it on first start; decision 111). */
async function seedSavedAnswers(db: Db) {
  const [existing] = await db.select({ n: count() }).from(customizedAnswers);
  if ((existing?.n ?? 0) > 0) return;
  const [student] = await db
    .select({ memberKey: member.memberKey })
    .from(member)
    .where(inArray(member.loginId, ['student1']));
  if (!student) return;
  const favourite = await findBook(db, '흔한남매');
  await db.insert(customizedAnswers).values({
    memberKey: student.memberKey,
    grade: 5,
    interests: ['8', '4'],
    favouriteBookKeys: favourite === null ? [] : [favourite],
    readingLevel: 'easy',
  });
}

export async function seedCurations(db: Db) {
  await seedSavedAnswers(db);
  const [existing] = await db.select({ n: count() }).from(centerCuration);
  if ((existing?.n ?? 0) > 0) return;
  const members = await db
    .select({
      memberKey: member.memberKey,
      loginId: member.loginId,
      memberTypeCode: member.memberTypeCode,
      schKey: member.schKey,
      staffRole: member.staffRole,
    })
    .from(member)
    .where(inArray(member.loginId, ['operator1', ...MEMBER_PICKS.map((p) => p.loginId)]));
  const operator = members.find((m) => m.staffRole === 'operator');
  if (!operator) return;
  for (const list of CENTER_LISTS) {
    const keys = [
      ...new Set((await Promise.all(list.titles.map((t) => findBook(db, t)))).filter((k) => k !== null)),
    ];
    if (keys.length === 0) continue;
    const [row] = await db
      .insert(centerCuration)
      .values({
        title: list.title,
        description: list.description,
        coverBookKey: keys[0],
        writerKey: operator.memberKey,
      })
      .returning({ curationKey: centerCuration.curationKey });
    await db
      .insert(centerCurationBook)
      .values(keys.map((bookKey, i) => ({ curationKey: row!.curationKey, bookKey, sortOrder: i + 1 })));
  }
  for (const picks of MEMBER_PICKS) {
    const who = members.find((m) => m.loginId === picks.loginId);
    if (!who) continue;
    for (const [title, reason] of picks.titles) {
      const bookKey = await findBook(db, title);
      if (bookKey === null) continue;
      await db
        .insert(memberRecommendation)
        .values({
          memberKey: who.memberKey,
          memberTypeCode: who.memberTypeCode,
          schKey: who.schKey,
          bookKey,
          reason,
        })
        .onConflictDoNothing();
    }
  }
}
