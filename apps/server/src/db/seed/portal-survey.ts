import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { member, school } from '../schema/portal.ts';
import {
  survey,
  surveyAnswer,
  surveyAnswerItem,
  surveyQuestion,
  surveyView,
} from '../schema/portal-events.ts';

/**
 * Demo surveys (decision 100), inserted once by seed key: an open service survey for students (student1
 * sees it in the home page's popup), an open one for teachers, a school's own survey of 서울가락초등학교 with
 * answers (its manager sees results), and a closed one (the Survey page lists it as ended).
 */
const DAY = 86_400_000;
const dateOf = (now: Date, days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date(now.getTime() + days * DAY));

type DemoQuestion = { q: string; type: '01' | '02' | '03'; views?: string[] };
type DemoSurvey = {
  seedKey: string;
  title: string;
  content: string;
  startIn: number;
  endIn: number;
  target: string | null;
  school?: string;
  questions: DemoQuestion[];
  answers?: { loginId: string; picks: (number | string)[] }[];
};

const SURVEYS: DemoSurvey[] = [
  {
    seedKey: 'demo-survey-students-2026',
    title: '2026 학생 독서 생활 설문',
    content:
      '<p>여러분의 독서 생활을 알려주세요. 응답은 학교도서관 프로그램을 만드는 데 쓰입니다. (약 1분)</p>',
    startIn: -7,
    endIn: 21,
    target: '01',
    questions: [
      { q: '한 달에 책을 몇 권 읽나요?', type: '02', views: ['0권', '1~2권', '3~5권', '6권 이상'] },
      { q: '학교도서관을 일주일에 한 번 이상 이용하나요?', type: '03' },
      { q: '학교도서관에 바라는 점을 자유롭게 적어주세요.', type: '01' },
    ],
  },
  {
    seedKey: 'demo-survey-teachers-2026',
    title: '독서교육 지원 기능 만족도 조사 (교사)',
    content: '<p>독서활동 관리와 독서마라톤 기능에 대한 선생님들의 의견을 듣습니다.</p>',
    startIn: -3,
    endIn: 30,
    target: '02',
    questions: [
      { q: '독서활동 관리 기능에 만족하시나요?', type: '02', views: ['매우 만족', '만족', '보통', '불만족'] },
      { q: '추가되었으면 하는 기능을 적어주세요.', type: '01' },
    ],
  },
  {
    seedKey: 'demo-survey-garak-library-hours',
    title: '도서관 운영 시간 의견 조사',
    content: '<p>서울가락초등학교 도서관의 점심시간 운영을 늘릴지 의견을 모읍니다.</p>',
    startIn: -10,
    endIn: 10,
    target: null,
    school: '7130102',
    questions: [
      { q: '점심시간 도서관 운영을 늘리는 데 찬성하나요?', type: '03' },
      { q: '가장 자주 오는 시간은 언제인가요?', type: '02', views: ['아침 등교 후', '점심시간', '방과 후'] },
    ],
    answers: [
      { loginId: 'teacher1', picks: [0, 1] },
      { loginId: 'suspended1', picks: [0, 2] },
      { loginId: 'lockout1', picks: [1, 1] },
    ],
  },
  {
    seedKey: 'demo-survey-2025-closed',
    title: '2025 겨울방학 독서 프로그램 설문',
    content: '<p>지난 겨울방학 독서 프로그램에 대한 설문입니다. (마감)</p>',
    startIn: -120,
    endIn: -90,
    target: null,
    questions: [{ q: '겨울방학 독서 프로그램에 참여했나요?', type: '03' }],
  },
];

export async function seedDemoSurveys(db: Db, now = new Date()) {
  const existing = await db
    .select({ seedKey: survey.seedKey })
    .from(survey)
    .where(
      inArray(
        survey.seedKey,
        SURVEYS.map((s) => s.seedKey),
      ),
    );
  const done = new Set(existing.map((e) => e.seedKey));
  const [operator] = await db
    .select({ memberKey: member.memberKey })
    .from(member)
    .where(eq(member.loginId, 'operator1'));
  for (const s of SURVEYS.filter((x) => !done.has(x.seedKey))) {
    const [sch] = s.school
      ? await db.select({ schKey: school.schKey }).from(school).where(eq(school.neisCode, s.school))
      : [];
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(survey)
        .values({
          seedKey: s.seedKey,
          schKey: sch?.schKey ?? null,
          title: s.title,
          content: s.content,
          startDate: dateOf(now, s.startIn),
          endDate: dateOf(now, s.endIn),
          targetMemberTypeCode: s.target,
          writerMemberKey: operator?.memberKey ?? null,
        })
        .returning({ surveyKey: survey.surveyKey });
      const questionKeys: { key: number; type: string; views: number[] }[] = [];
      for (const [i, q] of s.questions.entries()) {
        const [qr] = await tx
          .insert(surveyQuestion)
          .values({ surveyKey: row!.surveyKey, questionNo: i + 1, question: q.q, questionTypeCode: q.type })
          .returning({ key: surveyQuestion.surveyQuestionKey });
        const views = q.type === '03' ? ['O', 'X'] : (q.views ?? []);
        const vr = views.length
          ? await tx
              .insert(surveyView)
              .values(views.map((v, n) => ({ surveyQuestionKey: qr!.key, viewNo: n + 1, viewContents: v })))
              .returning({ key: surveyView.surveyViewKey })
          : [];
        questionKeys.push({ key: qr!.key, type: q.type, views: vr.map((v) => v.key) });
      }
      for (const a of s.answers ?? []) {
        const [m] = await tx
          .select({ memberKey: member.memberKey })
          .from(member)
          .where(eq(member.loginId, a.loginId));
        if (!m) continue;
        const [ar] = await tx
          .insert(surveyAnswer)
          .values({ surveyKey: row!.surveyKey, memberKey: m.memberKey })
          .returning({ key: surveyAnswer.answerKey });
        await tx.insert(surveyAnswerItem).values(
          questionKeys.map((q, i) => {
            const pick = a.picks[i];
            return typeof pick === 'number'
              ? { answerKey: ar!.key, surveyQuestionKey: q.key, surveyViewKey: q.views[pick] ?? null }
              : { answerKey: ar!.key, surveyQuestionKey: q.key, subjectAnswer: pick ?? '' };
          }),
        );
      }
    });
  }
}
