import { z } from 'zod';
import { envelopeSchema } from '../envelope.ts';
import { keySchema } from '../library/common.ts';

/**
 * Events (decision 103): one model behind every event page of spec 001 §2.2. Each event names the page
 * (routeName) that shows it and its kind. A page shows its open event (or the latest) and lists the
 * past ones, which stay readable.
 *
 * GET  /schome/service/event/page?routeName=&eventId=   the page's event, with results and the member's part
 * POST /schome/service/event/participate { eventId, choice | amount | answers | note }  once per member
 * GET  /schome/service/event/manage/list, POST /schome/service/event/manage/save   operators only
 */
export const EVENT_KINDS = [
  'entry',
  'quiz',
  'balance',
  'survey',
  'vote',
  'count',
  'gathering',
  'mission',
] as const;
export type EventKind = (typeof EVENT_KINDS)[number];
export const EVENT_KIND_NAMES: Record<EventKind, string> = {
  entry: '응모',
  quiz: '퀴즈',
  balance: '밸런스게임',
  survey: '설문',
  vote: '투표',
  count: '세기',
  gathering: '모임',
  mission: '미션',
};

/** The event pages of spec 001 §2.2 (the two unnamed '/{hash}' pages are not listed). */
export const EVENT_ROUTE_NAMES = [
  'DLSEventSubmit',
  'DSREvent',
  'DSREvent2025',
  'MissionEvent2025',
  'EventBalanceGame',
  'EventQuiz',
  'EventSurvey',
  'GatheringEvent2025',
  'UseBus',
  'UseCoffee',
  'ContestEvent',
  'IntroduceLibraryEvent',
  'BestUseEvent',
  'ContestVote',
  'TextbookCount',
  'Textbook',
] as const;
export type EventRouteName = (typeof EVENT_ROUTE_NAMES)[number];

export const EVENT_MESSAGES = {
  notFound: '이벤트를 찾을 수 없습니다.',
  notOpen: '참여 기간이 아닌 이벤트입니다.',
  already: '이미 참여한 이벤트입니다.',
  joined: '참여가 완료되었습니다.',
  voted: '투표가 완료되었습니다.',
  invalidChoice: '선택한 항목이 올바르지 않습니다.',
  answerAll: '모든 문제에 답해주세요.',
  noteRequired: '내용을 입력해주세요.',
  amountInvalid: '수량은 1 이상 1000 이하로 입력해주세요.',
  entryKind: '응모 이벤트는 응모 양식으로 참여합니다.',
  surveyKind: '설문 이벤트는 설문 응답으로 참여합니다.',
  configInvalid: '이벤트 종류에 맞는 설정을 입력해주세요.',
  staffOnly: '이벤트를 관리할 권한이 없습니다.',
  saved: '저장되었습니다.',
  dateOrder: '종료일은 시작일 이후여야 합니다.',
} as const;

const label = z.string().trim().min(1).max(100);
/** What each kind keeps: quiz answers stay on the server (the page gets the questions only). */
export const eventConfigSchema = z.object({
  candidates: z
    .array(z.object({ id: z.string().max(20), name: label, description: z.string().max(300).default('') }))
    .max(30)
    .optional(),
  options: z.array(label).length(2).optional(),
  questions: z
    .array(
      z.object({
        question: z.string().trim().min(1).max(300),
        choices: z.array(label).min(2).max(6),
        answer: z.number().int().min(0),
      }),
    )
    .max(20)
    .optional(),
  surveyKey: z.number().int().positive().optional(),
  unit: z.string().max(10).optional(),
  goal: z.number().int().positive().optional(),
});
export type EventConfig = z.infer<typeof eventConfigSchema>;

export const eventSummarySchema = z.object({
  eventId: z.number().int(),
  routeName: z.string(),
  kind: z.enum(EVENT_KINDS),
  title: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  openYn: z.enum(['Y', 'N']),
  participantCount: z.number().int(),
});
export type EventSummary = z.infer<typeof eventSummarySchema>;

export const eventViewSchema = eventSummarySchema.extend({
  content: z.string(),
  candidates: z.array(
    z.object({ id: z.string(), name: z.string(), description: z.string(), votes: z.number().int() }),
  ),
  options: z.array(z.object({ index: z.number().int(), label: z.string(), votes: z.number().int() })),
  questions: z.array(z.object({ question: z.string(), choices: z.array(z.string()) })),
  surveyKey: z.number().int().nullable(),
  unit: z.string().nullable(),
  goal: z.number().int().nullable(),
  total: z.number().int(),
  /** The member's own part, or null (not joined, or anonymous). */
  mine: z
    .object({
      choice: z.string().nullable(),
      amount: z.number().int().nullable(),
      score: z.number().int().nullable(),
      note: z.string().nullable(),
      regDate: z.string(),
    })
    .nullable(),
});
export type EventView = z.infer<typeof eventViewSchema>;

export const eventPageRequestSchema = z.object({
  routeName: z.enum(EVENT_ROUTE_NAMES, { error: 'routeName: 이벤트 페이지가 올바르지 않습니다.' }),
  eventId: z.preprocess((v) => (v === '' ? undefined : v), keySchema('eventId', '이벤트 번호').optional()),
});
export const eventPageResponseSchema = envelopeSchema(
  z.object({ event: eventViewSchema.nullable(), pastEvents: z.array(eventSummarySchema) }),
);

export const participateRequestSchema = z.object({
  eventId: keySchema('eventId', '이벤트 번호'),
  choice: z.string().max(20).optional(),
  amount: z.number().int().optional(),
  answers: z.array(z.number().int().min(0)).max(20).optional(),
  note: z.string().max(1000, { error: 'note: 1000자 이내로 입력해주세요.' }).optional(),
});
export type ParticipateRequest = z.input<typeof participateRequestSchema>;
export const participateResponseSchema = envelopeSchema(eventViewSchema);

export const eventSaveRequestSchema = z
  .object({
    eventId: keySchema('eventId', '이벤트 번호').optional(),
    routeName: z.enum(EVENT_ROUTE_NAMES, { error: 'routeName: 이벤트 페이지를 선택해주세요.' }),
    kind: z.enum(EVENT_KINDS, { error: 'kind: 이벤트 종류를 선택해주세요.' }),
    title: z.string().trim().min(1, { error: 'title: 제목을 입력해주세요.' }).max(200),
    content: z.string().max(20_000).default(''),
    startDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'startDate: 날짜를 입력해주세요.' }),
    endDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'endDate: 날짜를 입력해주세요.' }),
    config: eventConfigSchema.default({}),
  })
  .refine((v) => v.endDate >= v.startDate, { error: EVENT_MESSAGES.dateOrder, path: ['endDate'] });
export type EventSaveRequest = z.input<typeof eventSaveRequestSchema>;
export const eventManageListResponseSchema = envelopeSchema(
  z.object({ list: z.array(eventSummarySchema), totalCount: z.number().int() }),
);
