import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { member } from '../schema/portal.ts';
import { event, eventEntry, eventParticipation, survey } from '../schema/portal-events.ts';

/**
 * Demo events (decision 103), inserted once by seed key: the prize event id 10 open now (spec 001 §9),
 * an event for every event page of §2.2, a past one per kind that stays readable, a vote with its
 * candidates and ballots, and the textbook counts with their tallies.
 */
const DAY = 86_400_000;
const dateOf = (now: Date, days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date(now.getTime() + days * DAY));
const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');

type DemoEvent = {
  seedKey: string;
  eventId?: number;
  routeName: string;
  kind: string;
  title: string;
  content: string;
  from: number;
  to: number;
  config?: Record<string, unknown>;
  parts?: { loginId: string; choice?: string; amount?: number; note?: string; score?: number }[];
};

const EVENTS: DemoEvent[] = [
  {
    seedKey: 'demo-event-prize-10',
    eventId: 10,
    routeName: 'DLSEventSubmit',
    kind: 'entry',
    title: 'DLS 모바일 이용증 인증 경품 이벤트',
    content: p(
      '독서로에서 DLS 인증을 마친 회원 중 추첨으로 도서상품권을 드립니다.',
      '당첨 안내를 위해 휴대폰 번호를 받으며, 번호는 이벤트 종료 4개월 뒤 삭제됩니다.',
    ),
    from: -10,
    to: 30,
  },
  {
    seedKey: 'demo-event-dsr-2025',
    routeName: 'DSREvent2025',
    kind: 'entry',
    title: '2025 독서로 새 단장 기념 응모 이벤트',
    content: p('독서로 새 단장을 기념해 응모한 회원 중 100명에게 선물을 드렸습니다. (종료)'),
    from: -200,
    to: -170,
  },
  {
    seedKey: 'demo-event-dsr',
    routeName: 'DSREvent',
    kind: 'entry',
    title: '독서로 출석 응모 이벤트',
    content: p('이번 달 독서로에 접속해 응모하면 추첨으로 문화상품권을 드립니다.'),
    from: -5,
    to: 25,
  },
  {
    seedKey: 'demo-event-contest-vote',
    routeName: 'ContestVote',
    kind: 'vote',
    title: '우리 학교 독서 표어 공모전 결선 투표',
    content: p(
      '결선에 오른 표어 4편 중 가장 마음에 드는 표어에 한 표를 주세요. 회원당 한 번 투표할 수 있습니다.',
    ),
    from: -3,
    to: 14,
    config: {
      candidates: [
        { id: 'c1', name: '책 한 권, 생각 한 뼘', description: '서울가락초 5학년' },
        { id: 'c2', name: '오늘 읽은 한 줄이 내일의 나를 만든다', description: '가락중 2학년' },
        { id: 'c3', name: '도서관에서 만나는 넓은 세상', description: '가락고 1학년' },
        { id: 'c4', name: '함께 읽으면 더 멀리 간다', description: '부산 가락초 6학년' },
      ],
    },
    parts: [
      { loginId: 'student4', choice: 'c2' },
      { loginId: 'teacher1', choice: 'c1' },
      { loginId: 'teacher4', choice: 'c2' },
    ],
  },
  {
    seedKey: 'demo-event-textbook-count',
    routeName: 'TextbookCount',
    kind: 'count',
    title: '헌 교과서 물려주기: 몇 권을 모았나요?',
    content: p('다 쓴 교과서를 후배에게 물려주는 캠페인입니다. 우리 반이 모은 교과서 수를 입력해주세요.'),
    from: -7,
    to: 21,
    config: { unit: '권', goal: 500 },
    parts: [
      { loginId: 'teacher1', amount: 42, note: '5학년 2반' },
      { loginId: 'teacher4', amount: 31, note: '6학년 1반' },
    ],
  },
  {
    seedKey: 'demo-event-textbook',
    routeName: 'Textbook',
    kind: 'count',
    title: '교과서 속 책 읽기: 읽은 교과서 수록 도서 세기',
    content: p('국어 교과서에 실린 작품의 원작을 읽고, 읽은 권수를 남겨주세요.'),
    from: -14,
    to: 40,
    config: { unit: '권', goal: 1000 },
    parts: [{ loginId: 'student4', amount: 3 }],
  },
  {
    seedKey: 'demo-event-quiz',
    routeName: 'EventQuiz',
    kind: 'quiz',
    title: '독서의 달 OX·객관식 퀴즈',
    content: p('책과 도서관에 관한 세 문제를 풀어보세요. 참여한 회원 모두에게 배지를 드립니다.'),
    from: -2,
    to: 20,
    config: {
      questions: [
        {
          question: '우리나라 도서관 분류에서 문학은 몇 번대일까요?',
          choices: ['100', '500', '800', '900'],
          answer: 2,
        },
        {
          question: '「어린 왕자」를 쓴 작가는?',
          choices: ['생텍쥐페리', '안데르센', '루이스 캐럴'],
          answer: 0,
        },
        { question: '학교도서관 책은 DLS로 대출·반납한다.', choices: ['O', 'X'], answer: 0 },
      ],
    },
  },
  {
    seedKey: 'demo-event-balance',
    routeName: 'EventBalanceGame',
    kind: 'balance',
    title: '밸런스게임: 종이책 vs 전자책',
    content: p('당신의 선택은? 한 번 고르면 바꿀 수 없어요.'),
    from: -4,
    to: 16,
    config: { options: ['종이책 넘기는 소리', '전자책의 가벼움'] },
    parts: [
      { loginId: 'teacher1', choice: '0' },
      { loginId: 'student4', choice: '1' },
    ],
  },
  {
    seedKey: 'demo-event-gathering-2025',
    routeName: 'GatheringEvent2025',
    kind: 'gathering',
    title: '2025 겨울 작가와의 만남 참가 신청',
    content: p('작가와 함께하는 온라인 독서 모임에 참가 신청을 받습니다. 궁금한 점을 남겨주세요.'),
    from: -1,
    to: 28,
  },
  {
    seedKey: 'demo-event-mission-2025',
    routeName: 'MissionEvent2025',
    kind: 'mission',
    title: '2025 독서 미션: 한 달에 세 권 읽기',
    content: p('이번 달에 읽은 책 세 권의 제목을 남기면 미션 완료! 추첨으로 책을 선물합니다.'),
    from: -6,
    to: 24,
  },
  {
    seedKey: 'demo-event-use-bus',
    routeName: 'UseBus',
    kind: 'entry',
    title: '찾아가는 독서 버스 신청 이벤트',
    content: p('독서 버스가 학교를 찾아갑니다. 응모한 학교 중 10곳을 뽑습니다.'),
    from: -8,
    to: 22,
  },
  {
    seedKey: 'demo-event-use-coffee',
    routeName: 'UseCoffee',
    kind: 'entry',
    title: '독서로 이용 후기 커피 쿠폰 이벤트',
    content: p('독서로를 이용하고 응모하면 추첨으로 커피 쿠폰을 드립니다.'),
    from: -8,
    to: 22,
  },
  {
    seedKey: 'demo-event-contest',
    routeName: 'ContestEvent',
    kind: 'mission',
    title: '독서 감상문 공모전',
    content: p('감상문의 제목과 한 줄 소개를 남겨 공모전에 참여하세요.'),
    from: -9,
    to: 19,
  },
  {
    seedKey: 'demo-event-introduce-library',
    routeName: 'IntroduceLibraryEvent',
    kind: 'mission',
    title: '우리 학교 도서관을 소개해주세요',
    content: p('우리 학교 도서관의 자랑거리를 남겨주세요. 우수 소개글을 뽑아 소개합니다.'),
    from: -9,
    to: 19,
  },
  {
    seedKey: 'demo-event-best-use',
    routeName: 'BestUseEvent',
    kind: 'mission',
    title: '독서로 활용 우수 사례 공모',
    content: p('수업이나 도서관 운영에 독서로를 활용한 사례를 남겨주세요.'),
    from: -9,
    to: 19,
  },
  {
    seedKey: 'demo-event-vote-2025',
    routeName: 'ContestVote',
    kind: 'vote',
    title: '2025 올해의 책 투표 (종료)',
    content: p('2025년 올해의 책 투표 결과입니다.'),
    from: -300,
    to: -280,
    config: {
      candidates: [
        { id: 'a', name: '긴긴밤', description: '' },
        { id: 'b', name: '아몬드', description: '' },
      ],
    },
    parts: [
      { loginId: 'student4', choice: 'a' },
      { loginId: 'teacher1', choice: 'a' },
      { loginId: 'teacher4', choice: 'b' },
    ],
  },
];

export async function seedDemoEvents(db: Db, now = new Date()) {
  const [operator] = await db
    .select({ memberKey: member.memberKey })
    .from(member)
    .where(eq(member.loginId, 'operator1'));
  const [studentSurvey] = await db
    .select({ surveyKey: survey.surveyKey })
    .from(survey)
    .where(eq(survey.seedKey, 'demo-survey-students-2026'));
  const todo = [...EVENTS];
  if (studentSurvey)
    todo.push({
      seedKey: 'demo-event-survey',
      routeName: 'EventSurvey',
      kind: 'survey',
      title: '설문 이벤트: 학생 독서 생활 설문에 답하고 선물 받기',
      content: p('설문에 응답한 학생 중 추첨으로 도서상품권을 드립니다.'),
      from: -7,
      to: 21,
      config: { surveyKey: studentSurvey.surveyKey },
    });
  const existing = await db
    .select({ seedKey: event.seedKey })
    .from(event)
    .where(
      inArray(
        event.seedKey,
        todo.map((e) => e.seedKey),
      ),
    );
  const done = new Set(existing.map((e) => e.seedKey));
  for (const e of todo.filter((x) => !done.has(x.seedKey))) {
    const [row] = await db
      .insert(event)
      .values({
        ...(e.eventId ? { eventId: e.eventId } : {}),
        seedKey: e.seedKey,
        routeName: e.routeName,
        kind: e.kind,
        title: e.title,
        content: e.content,
        startDate: dateOf(now, e.from),
        endDate: dateOf(now, e.to),
        config: e.config ?? {},
        writerMemberKey: operator?.memberKey ?? null,
      })
      .returning({ eventId: event.eventId });
    for (const part of e.parts ?? []) {
      const [m] = await db
        .select({ memberKey: member.memberKey })
        .from(member)
        .where(eq(member.loginId, part.loginId));
      if (!m) continue;
      await db.insert(eventParticipation).values({
        eventId: row!.eventId,
        memberKey: m.memberKey,
        choice: part.choice ?? null,
        amount: part.amount ?? null,
        note: part.note ?? null,
      });
    }
    if (e.eventId === 10) {
      const [m] = await db
        .select({ memberKey: member.memberKey, name: member.name })
        .from(member)
        .where(eq(member.loginId, 'student4'));
      if (m)
        await db.insert(eventEntry).values({
          eventId: 10,
          memberKey: m.memberKey,
          name: m.name,
          schName: '부산 가락초등학교',
          phoneNumber: '01098765432',
          under14Yn: 'Y',
          parentAgreeYn: 'Y',
          privacyInfoAgreeYn: 'Y',
        });
    }
  }
}
