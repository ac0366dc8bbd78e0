import { and, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { balanceGame, balanceVote, discussionRoom } from '../schema/portal-debate.ts';
import { comments, day, type Members } from './portal-debate.ts';

/**
 * 가락중 (teacher5, student2) and 가락고 (teacher6, student3) as lived in as 서울가락초 (issue 36): an open
 * balance game with votes and reasons and a running pro/con discussion room in each, on books of their
 * level. Idempotent: each item by its title and school.
 */
const SCHOOLS = [
  {
    teacher: 'teacher5',
    pupil: 'student2',
    game: {
      title: '『아몬드』의 윤재라면?',
      book: '아몬드',
      author: '손원평',
      a: '감정을 모르는 채로 평온하게 산다',
      b: '아프더라도 감정을 느끼며 산다',
      reason: '곤이와 도라를 만나면서 윤재가 달라지는 게 좋았어요. 아파도 느끼고 싶어요.',
      side: 'B',
    },
    room: {
      title: '『나의 라임오렌지나무』 찬반 토론',
      question: '제제의 장난을 어른들이 엄하게 꾸짖은 것은 옳았을까요?',
      book: '나의 라임오렌지나무',
      author: 'J. M. 바스콘셀로스',
      opinion: {
        side: 'con',
        text: '제제에게 필요한 건 꾸중보다 뽀르뚜가 같은 따뜻한 관심이었다고 생각해요.',
      },
    },
  },
  {
    teacher: 'teacher6',
    pupil: 'student3',
    game: {
      title: '『페인트』의 제누라면?',
      book: '페인트',
      author: '이희영',
      a: '좋은 부모를 골라 센터를 나간다',
      b: '열아홉 살까지 센터에 남는다',
      reason: '제누처럼 서두르지 않고 스스로 준비가 될 때까지 기다리고 싶어요.',
      side: 'B',
    },
    room: {
      title: '『시간을 파는 상점』 찬반 토론',
      question: '다른 사람의 시간을 사고파는 일은 괜찮을까요?',
      book: '시간을 파는 상점',
      author: '김선영',
      opinion: {
        side: 'pro',
        text: '온조처럼 남을 돕는 데 시간을 쓴다면 시간을 파는 것도 의미가 있다고 생각해요.',
      },
    },
  },
] as const;

export async function seedSchoolDebates(db: Db, m: Members) {
  for (const s of SCHOOLS) {
    const teacher = m[s.teacher];
    const pupil = m[s.pupil];
    if (!teacher?.schKey || !pupil) continue;
    const [game] = await db
      .select({ balanceKey: balanceGame.balanceKey })
      .from(balanceGame)
      .where(and(eq(balanceGame.title, s.game.title), eq(balanceGame.schKey, teacher.schKey)));
    if (!game) {
      const [row] = await db
        .insert(balanceGame)
        .values({
          schKey: teacher.schKey,
          writerKey: teacher.memberKey,
          title: s.game.title,
          bookTitle: s.game.book,
          bookAuthor: s.game.author,
          optionA: s.game.a,
          optionB: s.game.b,
          statusCode: '02',
          approvedBy: teacher.memberKey,
          approvedAt: new Date(),
        })
        .returning({ balanceKey: balanceGame.balanceKey });
      if (row) {
        await db
          .insert(balanceVote)
          .values({ balanceKey: row.balanceKey, memberKey: pupil.memberKey, choice: s.game.side });
        await comments(db, 'balance', row.balanceKey, m, [
          { by: s.pupil, side: s.game.side, text: s.game.reason },
        ]);
      }
    }
    const [room] = await db
      .select({ roomKey: discussionRoom.roomKey })
      .from(discussionRoom)
      .where(eq(discussionRoom.title, s.room.title));
    if (room) continue;
    const [row] = await db
      .insert(discussionRoom)
      .values({
        schKey: teacher.schKey,
        writerKey: teacher.memberKey,
        title: s.room.title,
        question: s.room.question,
        bookTitle: s.room.book,
        bookAuthor: s.room.author,
        requestType: 'Y',
        scopeCode: 'school',
        maskingYn: 'Y',
        startDate: day(-2),
        endDate: day(12),
        summary: null,
      })
      .returning({ roomKey: discussionRoom.roomKey });
    if (row) await comments(db, 'discussion', row.roomKey, m, [{ by: s.pupil, ...s.room.opinion }]);
  }
}
