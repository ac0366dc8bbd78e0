import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { member } from '../schema/portal.ts';
import { comment } from '../schema/portal-comments.ts';
import { balanceGame, balanceVote, discussionRoom, newsgroupTopic } from '../schema/portal-debate.ts';
import { seedSchoolDebates } from './portal-debate-schools.ts';

/*
 * Demo balance games, discussion rooms and newsgroup topics (issue 18) in real states: an open game with
 * votes and reasons, a closed one, one awaiting approval and one returned; an open pro/con room with
 * opinions, an upcoming general room, a finished room with the teacher's summary, another school's
 * nationwide room; newsgroup topics of two schools with answers. Idempotent: each item by its title.
 */

export const day = (offset: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offset);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(d);
};

export type Members = Record<string, { memberKey: number; schKey: number | null }>;

export async function membersOf(db: Db): Promise<Members> {
  const ids = [
    'student1',
    'student2',
    'student3',
    'student4',
    'student5',
    'teacher1',
    'teacher4',
    'teacher5',
    'teacher6',
  ];
  const rows = await db
    .select({ loginId: member.loginId, memberKey: member.memberKey, schKey: member.schKey })
    .from(member)
    .where(inArray(member.loginId, ids));
  return Object.fromEntries(rows.map((r) => [r.loginId, r]));
}

export async function comments(
  db: Db,
  targetType: string,
  targetKey: number,
  m: Members,
  list: { by: string; side?: string; text: string; replies?: { by: string; text: string }[] }[],
) {
  for (const c of list) {
    const writer = m[c.by];
    if (!writer) continue;
    const [row] = await db
      .insert(comment)
      .values({
        targetType,
        targetKey: String(targetKey),
        writerKey: writer.memberKey,
        schKey: writer.schKey,
        sideCode: c.side ?? null,
        content: c.text,
      })
      .returning({ commentKey: comment.commentKey });
    for (const r of c.replies ?? []) {
      const replier = m[r.by];
      if (!replier || !row) continue;
      await db.insert(comment).values({
        targetType,
        targetKey: String(targetKey),
        parentKey: row.commentKey,
        writerKey: replier.memberKey,
        schKey: replier.schKey,
        content: r.text,
      });
    }
  }
}

async function seedBalanceGames(db: Db, m: Members) {
  const { teacher1, student1, student5 } = m;
  if (!teacher1?.schKey || !student5 || !student1) return;
  const games = [
    {
      title: '마당을 나온 암탉의 잎싹이라면?',
      book: '마당을 나온 암탉',
      author: '황선미',
      a: '안전한 마당에 남는다',
      b: '꿈을 찾아 마당을 나간다',
      status: '02',
      writer: student5,
      votes: { student1: 'B', student2: 'B', student3: 'A', student5: 'B' } as Record<string, string>,
      reasons: [
        { by: 'student1', side: 'B', text: '잎싹처럼 알을 품는 꿈을 포기하고 싶지 않아요.' },
        { by: 'student3', side: 'A', text: '족제비가 무서워서 저는 마당에 있을래요.' },
      ],
    },
    {
      title: '샬롯의 거미줄: 윌버와 샬롯 중 누가 되고 싶나요?',
      book: '샬롯의 거미줄',
      author: 'E. B. 화이트',
      a: '사랑받는 돼지 윌버',
      b: '지혜로운 거미 샬롯',
      status: '03',
      writer: teacher1,
      votes: { student1: 'B', student2: 'A', student5: 'B' } as Record<string, string>,
      reasons: [{ by: 'student5', side: 'B', text: '샬롯은 친구를 위해 글자를 짰어요. 멋져요.' }],
    },
    {
      title: '어린 왕자라면 어느 별에 남을까?',
      book: '어린 왕자',
      author: '앙투안 드 생텍쥐페리',
      a: '장미가 있는 B-612',
      b: '여우가 사는 지구',
      status: '01',
      writer: student5,
      votes: {},
      reasons: [],
    },
    {
      title: '해리 포터 기숙사 고르기',
      book: '해리 포터와 마법사의 돌',
      author: 'J. K. 롤링',
      a: '그리핀도르',
      b: '래번클로',
      status: '04',
      writer: student1,
      returnReason: '책의 내용과 관련된 질문으로 바꿔 보세요. 예: 해리라면 어떤 선택을 할까?',
      votes: {},
      reasons: [],
    },
  ];
  for (const g of games) {
    const [found] = await db
      .select({ balanceKey: balanceGame.balanceKey })
      .from(balanceGame)
      .where(and(eq(balanceGame.title, g.title), eq(balanceGame.schKey, teacher1.schKey)));
    if (found) continue;
    const [row] = await db
      .insert(balanceGame)
      .values({
        schKey: teacher1.schKey,
        writerKey: g.writer.memberKey,
        title: g.title,
        bookTitle: g.book,
        bookAuthor: g.author,
        optionA: g.a,
        optionB: g.b,
        statusCode: g.status,
        returnReason: g.returnReason ?? null,
        approvedBy: g.status === '02' || g.status === '03' ? teacher1.memberKey : null,
        approvedAt: g.status === '02' || g.status === '03' ? new Date() : null,
        closedAt: g.status === '03' ? new Date() : null,
      })
      .returning({ balanceKey: balanceGame.balanceKey });
    if (!row) continue;
    const votes = Object.entries(g.votes).flatMap(([id, choice]) =>
      m[id] ? [{ balanceKey: row.balanceKey, memberKey: m[id].memberKey, choice }] : [],
    );
    if (votes.length) await db.insert(balanceVote).values(votes);
    await comments(db, 'balance', row.balanceKey, m, g.reasons);
  }
}

async function seedDiscussionRooms(db: Db, m: Members) {
  const { teacher1, teacher4 } = m;
  if (!teacher1?.schKey) return;
  const rooms = [
    {
      teacher: teacher1,
      title: '『동물농장』 찬반 토론',
      question: '나폴레옹이 규칙을 바꾼 것은 농장 모두를 위한 일이었을까요?',
      book: '동물농장',
      author: '조지 오웰',
      type: 'Y',
      scope: 'national',
      start: day(-3),
      end: day(10),
      summary: null as string | null,
      opinions: [
        {
          by: 'student5',
          side: 'con',
          text: '규칙이 바뀔 때마다 돼지들만 편해졌어요. 모두를 위한 일이 아니었다고 생각해요.',
          replies: [{ by: 'student1', text: '맞아요. 특히 우유와 사과를 돼지들만 먹었죠.' }],
        },
        { by: 'student3', side: 'pro', text: '농장을 지키려면 누군가는 결정을 빨리 내려야 했을 것 같아요.' },
        { by: 'student4', side: 'con', text: '다른 동물들에게 묻지 않고 바꾼 규칙은 공정하지 않아요.' },
      ],
    },
    {
      teacher: teacher1,
      title: '『아낌없이 주는 나무』 자유 토론',
      question: '나무와 소년의 관계를 한 단어로 표현한다면 무엇일까요?',
      book: '아낌없이 주는 나무',
      author: '셸 실버스타인',
      type: 'N',
      scope: 'school',
      start: day(5),
      end: day(12),
      summary: null,
      opinions: [],
    },
    {
      teacher: teacher1,
      title: '『우리들의 일그러진 영웅』 찬반 토론',
      question: '엄석대를 따른 반 친구들에게도 책임이 있을까요?',
      book: '우리들의 일그러진 영웅',
      author: '이문열',
      type: 'Y',
      scope: 'school',
      start: day(-20),
      end: day(-6),
      summary:
        '찬성 3명, 반대 1명이었어요. 침묵도 선택이라는 의견과, 어린 학생이 맞서기는 어렵다는 의견이 오갔습니다.',
      opinions: [
        { by: 'student1', side: 'pro', text: '모두가 침묵했기 때문에 엄석대가 더 힘을 가졌다고 생각해요.' },
        { by: 'student5', side: 'con', text: '선생님도 모른 척했는데 학생들에게만 책임을 묻는 건 어려워요.' },
      ],
    },
    {
      teacher: teacher4,
      title: '『갈매기의 꿈』 전국 자유 토론',
      question: '조나단처럼 남들과 다른 꿈을 꾼 적이 있나요?',
      book: '갈매기의 꿈',
      author: '리처드 바크',
      type: 'N',
      scope: 'national',
      start: day(-2),
      end: day(14),
      summary: null,
      opinions: [
        { by: 'student4', text: '저는 축구 선수보다 작가가 되고 싶다고 말했을 때 조나단이 떠올랐어요.' },
      ],
    },
  ];
  for (const r of rooms) {
    if (!r.teacher?.schKey) continue;
    const [found] = await db
      .select({ roomKey: discussionRoom.roomKey })
      .from(discussionRoom)
      .where(eq(discussionRoom.title, r.title));
    if (found) continue;
    const [row] = await db
      .insert(discussionRoom)
      .values({
        schKey: r.teacher.schKey,
        writerKey: r.teacher.memberKey,
        title: r.title,
        question: r.question,
        bookTitle: r.book,
        bookAuthor: r.author,
        requestType: r.type,
        scopeCode: r.scope,
        maskingYn: 'Y',
        startDate: r.start,
        endDate: r.end,
        summary: r.summary,
      })
      .returning({ roomKey: discussionRoom.roomKey });
    if (row) await comments(db, 'discussion', row.roomKey, m, r.opinions);
  }
}

async function seedNewsgroups(db: Db, m: Members) {
  const topics = [
    {
      by: 'student4',
      title: '『해리 포터』에서 가장 용감한 인물은 누구일까요?',
      book: '해리 포터와 마법사의 돌',
      author: 'J. K. 롤링',
      text: '저는 친구들 앞을 막아선 네빌이 가장 용감했다고 생각해요. 여러분은 누구를 고를 건가요?',
      answers: [
        { by: 'student1', text: '헤르미온느요! 마지막 수수께끼를 푼 건 헤르미온느였어요.' },
        { by: 'student5', text: '저도 네빌이요. 친구에게 맞서는 게 더 어려운 것 같아요.' },
      ],
    },
    {
      by: 'student1',
      title: '방학에 읽기 좋은 모험 책을 추천해 주세요',
      book: '15소년 표류기',
      author: '쥘 베른',
      text: '『15소년 표류기』를 재미있게 읽었어요. 비슷한 모험 책이 있으면 알려 주세요.',
      answers: [{ by: 'student4', text: '『보물섬』도 정말 재미있어요. 지도를 따라가는 장면이 최고예요.' }],
    },
  ];
  for (const tpc of topics) {
    const writer = m[tpc.by];
    if (!writer) continue;
    const [found] = await db
      .select({ topicKey: newsgroupTopic.topicKey })
      .from(newsgroupTopic)
      .where(eq(newsgroupTopic.title, tpc.title));
    if (found) continue;
    const [row] = await db
      .insert(newsgroupTopic)
      .values({
        schKey: writer.schKey,
        writerKey: writer.memberKey,
        title: tpc.title,
        bookTitle: tpc.book,
        bookAuthor: tpc.author,
        content: tpc.text,
      })
      .returning({ topicKey: newsgroupTopic.topicKey });
    if (row) await comments(db, 'newsgroup', row.topicKey, m, tpc.answers);
  }
}

/** Demo data of issue 18 (SEED_DEMO only). */
export async function seedDemoDebate(db: Db) {
  const m = await membersOf(db);
  await seedBalanceGames(db, m);
  await seedDiscussionRooms(db, m);
  await seedNewsgroups(db, m);
  await seedSchoolDebates(db, m);
}
