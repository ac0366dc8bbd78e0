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

type Bell = {
  title: string;
  description: string;
  grade: number;
  classNo: number;
  questions: Q[];
};

/** Each demo school's quizzes and golden bell, by its teacher (issue 36: every level lived in). */
const SCHOOLS: { teacher: string; quizzes: typeof QUIZZES; bell: Bell }[] = [
  {
    teacher: 'teacher1',
    quizzes: QUIZZES,
    bell: {
      title: '5학년 2반 『샬롯의 거미줄』 독서 골든벨',
      description: '샬롯의 거미줄을 읽고 함께 풀어요.',
      grade: 5,
      classNo: 2,
      questions: [
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
      ],
    },
  },
  {
    teacher: 'teacher5',
    quizzes: [
      {
        title: '아몬드 함께 읽기 퀴즈',
        book: '아몬드',
        author: '손원평',
        scope: 'school',
        questions: [
          {
            t: '01',
            q: '윤재는 다른 사람의 감정을 잘 느끼지 못한다.',
            a: 'O',
            e: '윤재는 감정을 느끼고 표현하기 어려워해요.',
          },
          {
            t: '02',
            q: '윤재의 엄마가 꾸려 가던 가게는 무엇일까요?',
            c: ['헌책방', '빵집', '꽃집'],
            a: '1',
            e: '윤재는 엄마의 헌책방에서 지냈어요.',
          },
          {
            t: '03',
            q: '제목 ‘아몬드’가 가리키는 뇌의 부위는? (세 글자)',
            a: '편도체',
            e: '아몬드를 닮은 편도체예요.',
          },
        ],
      },
    ],
    bell: {
      title: '2학년 3반 『나의 라임오렌지나무』 독서 골든벨',
      description: '나의 라임오렌지나무를 읽고 함께 풀어요.',
      grade: 2,
      classNo: 3,
      questions: [
        {
          t: '01',
          q: '제제는 라임오렌지나무에게 밍기뉴라는 이름을 붙였다.',
          a: 'O',
          e: '제제의 나무 친구 이름은 밍기뉴예요.',
        },
        {
          t: '02',
          q: '제제와 우정을 나눈 어른 ‘뽀르뚜가’는 어느 나라 사람일까요?',
          c: ['포르투갈', '브라질', '스페인'],
          a: '1',
          e: '뽀르뚜가는 ‘포르투갈 사람’이라는 뜻의 별명이에요.',
        },
      ],
    },
  },
  {
    teacher: 'teacher6',
    quizzes: [
      {
        title: '페인트 함께 읽기 퀴즈',
        book: '페인트',
        author: '이희영',
        scope: 'school',
        questions: [
          {
            t: '01',
            q: '제누 301은 NC센터에서 자란 아이이다.',
            a: 'O',
            e: '제누는 나라가 키우는 NC센터의 아이예요.',
          },
          {
            t: '02',
            q: 'NC센터 아이들이 부모가 될 사람을 만나는 면접을 무엇이라 부를까요?',
            c: ['페인트', '프리뷰', '오디션'],
            a: '1',
            e: '부모 면접(parent’s interview)을 줄여 페인트라고 불러요.',
          },
          { t: '03', q: '제누의 이름에 붙은 세 자리 숫자는?', a: '301', e: '주인공은 제누 301이에요.' },
        ],
      },
    ],
    bell: {
      title: '1학년 4반 『시간을 파는 상점』 독서 골든벨',
      description: '시간을 파는 상점을 읽고 함께 풀어요.',
      grade: 1,
      classNo: 4,
      questions: [
        {
          t: '01',
          q: '온조는 인터넷에 ‘시간을 파는 상점’을 열었다.',
          a: 'O',
          e: '온조는 인터넷 카페에 상점을 열었어요.',
        },
        {
          t: '02',
          q: '온조가 상점에서 쓰는 닉네임은 무엇일까요?',
          c: ['크로노스', '카이로스', '헤르메스'],
          a: '1',
          e: '온조는 시간의 신 크로노스를 닉네임으로 썼어요.',
        },
        { t: '03', q: '이 책의 주인공 이름은? (두 글자)', a: '온조', e: '주인공은 고등학생 온조예요.' },
      ],
    },
  },
];

/**
 * Demo quizzes and golden bells (issues 17, 36), by the teacher of each demo school: 서울가락초's school
 * and nationwide quizzes and 5-2's golden bell (student1, student5); 가락중's and 가락고's quiz and a golden
 * bell for student2's and student3's classes. Inserted once, by title.
 */
export async function seedDemoQuizzes(db: Db) {
  for (const school of SCHOOLS) {
    const [teacher] = await db.select().from(member).where(eq(member.loginId, school.teacher));
    if (!teacher?.schKey) continue;
    await seedSchoolQuizzes(db, { memberKey: teacher.memberKey, schKey: teacher.schKey }, school);
  }
}

async function seedSchoolQuizzes(
  db: Db,
  teacher: { memberKey: number; schKey: number },
  school: (typeof SCHOOLS)[number],
) {
  for (const quiz of school.quizzes) {
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
  const { bell } = school;
  const [contest] = await db.select().from(quizContest).where(eq(quizContest.title, bell.title));
  if (contest) return;
  const [row] = await db
    .insert(quizContest)
    .values({
      schKey: teacher.schKey,
      teacherKey: teacher.memberKey,
      title: bell.title,
      description: bell.description,
      targetGrade: bell.grade,
      targetClassNo: bell.classNo,
      timeLimitSec: 20,
      statusCode: 'ready',
    })
    .returning({ contestKey: quizContest.contestKey });
  await db
    .insert(quizQuestion)
    .values(rows(bell.questions).map((q) => ({ ...q, contestKey: row!.contestKey })));
}
