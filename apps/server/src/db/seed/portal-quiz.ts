import { and, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { member } from '../schema/portal.ts';
import { quizContest, quizQuestion, readingQuiz } from '../schema/portal-quiz.ts';

type Q = { t: '01' | '02' | '03'; q: string; c?: string[]; a: string; e: string };

const QUIZZES: {
  title: string;
  book: string;
  author: string;
  scope: 'school' | 'national';
  questions: Q[];
}[] = [
  {
    title: '어린 왕자 함께 읽기 퀴즈',
    book: '어린 왕자',
    author: '앙투안 드 생텍쥐페리',
    scope: 'school',
    questions: [
      {
        t: '01',
        q: '어린 왕자의 별에는 장미 한 송이가 있다.',
        a: 'O',
        e: '어린 왕자는 자기 별의 장미를 돌보았어요.',
      },
      {
        t: '02',
        q: '여우가 어린 왕자에게 알려 준 것은 무엇일까요?',
        c: ['길들인다는 것의 뜻', '별을 세는 법', '비행기 고치는 법'],
        a: '1',
        e: '여우는 “길들인다는 건 관계를 맺는다는 뜻이야.”라고 말했어요.',
      },
      {
        t: '03',
        q: '어린 왕자가 사는 소행성의 이름은? (예: A-123)',
        a: 'B-612',
        e: '어린 왕자의 별은 소행성 B-612예요.',
      },
    ],
  },
  {
    title: '마당을 나온 암탉 이해 퀴즈',
    book: '마당을 나온 암탉',
    author: '황선미',
    scope: 'national',
    questions: [
      {
        t: '01',
        q: '잎싹은 알을 품고 싶어 했다.',
        a: 'O',
        e: '잎싹의 꿈은 알을 품어 병아리의 탄생을 보는 것이었어요.',
      },
      {
        t: '02',
        q: '잎싹이 품어 키운 아기는 누구일까요?',
        c: ['병아리', '청둥오리', '족제비'],
        a: '2',
        e: '잎싹은 청둥오리 알을 품어 초록머리를 키웠어요.',
      },
    ],
  },
];

const rows = (questions: Q[]) =>
  questions.map((x, i) => ({
    questionNo: i + 1,
    questionTypeCode: x.t,
    question: x.q,
    choiceList: x.c ?? [],
    answer: x.a,
    explanation: x.e,
  }));

/**
 * Demo quizzes and a golden bell (issue 17), by teacher1 of 서울가락초등학교: a school quiz, a nationwide quiz,
 * and a ready golden bell for 5-2 (student1, student5). Inserted once, by title.
 */
export async function seedDemoQuizzes(db: Db) {
  const [teacher] = await db.select().from(member).where(eq(member.loginId, 'teacher1'));
  if (!teacher?.schKey) return;
  for (const quiz of QUIZZES) {
    const [found] = await db
      .select()
      .from(readingQuiz)
      .where(and(eq(readingQuiz.title, quiz.title), eq(readingQuiz.writerKey, teacher.memberKey)));
    if (found) continue;
    const [row] = await db
      .insert(readingQuiz)
      .values({
        schKey: teacher.schKey,
        writerKey: teacher.memberKey,
        scopeCode: quiz.scope,
        title: quiz.title,
        bookTitle: quiz.book,
        bookAuthor: quiz.author,
      })
      .returning({ quizKey: readingQuiz.quizKey });
    await db.insert(quizQuestion).values(rows(quiz.questions).map((q) => ({ ...q, quizKey: row!.quizKey })));
  }
  const title = '5학년 2반 『샬롯의 거미줄』 독서 골든벨';
  const [contest] = await db.select().from(quizContest).where(eq(quizContest.title, title));
  if (contest) return;
  const [row] = await db
    .insert(quizContest)
    .values({
      schKey: teacher.schKey,
      teacherKey: teacher.memberKey,
      title,
      description: '샬롯의 거미줄을 읽고 함께 풀어요.',
      targetGrade: 5,
      targetClassNo: 2,
      timeLimitSec: 20,
      statusCode: 'ready',
    })
    .returning({ contestKey: quizContest.contestKey });
  await db.insert(quizQuestion).values(
    rows([
      { t: '01', q: '샬롯은 거미이다.', a: 'O', e: '샬롯은 헛간에 사는 거미예요.' },
      {
        t: '02',
        q: '윌버는 어떤 동물일까요?',
        c: ['돼지', '양', '말'],
        a: '1',
        e: '윌버는 봄에 태어난 아기 돼지예요.',
      },
      {
        t: '03',
        q: '샬롯이 거미줄에 처음 쓴 낱말은? (세 글자)',
        a: '대단한',
        e: '샬롯은 “대단한 돼지”라고 썼어요.',
      },
    ]).map((q) => ({ ...q, contestKey: row!.contestKey })),
  );
}
