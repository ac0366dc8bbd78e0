import { z } from 'zod';
import { envelopeSchema } from '../envelope.ts';
import { keySchema } from '../library/common.ts';
import { labelledText } from '../validators/labelled-text.ts';

/**
 * Surveys (spec 001 §2.1 survey popup, §2.2 Survey and SurveyForm, §3, §7, §8; decision 100).
 *
 * GET  /schome/service/community/surveyInfo/list (memberKey)  the member's open, unanswered surveys
 *        for the popup: data.list. Without memberKey (the Survey page): every survey the member may see,
 *        open and closed, each with answeredYn.
 * GET  surveyInfo/detail?surveyKey=                        one survey with its questions and choices
 * POST surveyInfo/join { surveyKey, memberKey, surveyResultInfoList }  answers once ('설문 응답이 완료되었습니다.')
 * Staff (operator: the service's surveys; school manager: their school's):
 * GET  surveyInfo/manage/list, POST surveyInfo/manage/save, POST surveyInfo/manage/delete,
 * GET  surveyInfo/manage/result?surveyKey= (counts per choice, the texts), GET surveyInfo/manage/result/csv
 */
export const SURVEY_MESSAGES = {
  joined: '설문 응답이 완료되었습니다.',
  alreadyJoined: '이미 응답한 설문입니다.',
  notOpen: '응답 기간이 아닌 설문입니다.',
  notFound: '설문을 찾을 수 없습니다.',
  notTarget: '설문 대상이 아닙니다.',
  unsupportedType: '지원하지 않는 질문 유형입니다.',
  answerMissing: '모든 질문에 응답해주세요.',
  answerInvalid: '응답이 설문의 질문과 맞지 않습니다.',
  choicesNeeded: '객관식 질문에는 보기를 2개 이상 입력해주세요.',
  saved: '저장되었습니다.',
  deleted: '삭제되었습니다.',
  dateOrder: '종료일은 시작일 이후여야 합니다.',
  staffOnly: '설문을 관리할 권한이 없습니다.',
  answeredLocked: '응답이 있는 설문은 수정할 수 없습니다.',
  loginRequired: '로그인이 필요합니다.',
  notYourself: '본인의 응답만 제출할 수 있습니다.',
} as const;

/**
 * Question types (spec 001 §3): 01 long text, 02 multiple choice, 03 O/X are answered; checkbox,
 * dropdown and grid are listed by the picker but refused as unsupported.
 */
export const QUESTION_TYPES = [
  { code: '01', name: '장문형', supported: true },
  { code: '02', name: '객관식', supported: true },
  { code: '03', name: 'O/X', supported: true },
  { code: '04', name: '체크박스', supported: false },
  { code: '05', name: '드롭다운', supported: false },
  { code: '06', name: '그리드', supported: false },
] as const;
export const SUPPORTED_QUESTION_TYPES = ['01', '02', '03'] as const;
export type QuestionTypeCode = (typeof QUESTION_TYPES)[number]['code'];
export const questionTypeName = (code: string) => QUESTION_TYPES.find((t) => t.code === code)?.name ?? code;
/** The two fixed choices of an O/X question. */
export const OX_CHOICES = ['O', 'X'] as const;

/** Survey audiences: every member, or one member type. */
export const SURVEY_TARGETS = [
  { code: '', name: '전체' },
  { code: '01', name: '학생' },
  { code: '02', name: '교사' },
  { code: '03', name: '학교관리자' },
  { code: '04', name: '일반' },
] as const;

const text = labelledText;
const dateText = (field: string) =>
  z.string({ error: `${field}: 날짜를 입력해주세요.` }).regex(/^\d{4}-\d{2}-\d{2}$/, {
    error: `${field}: 날짜 형식(YYYY-MM-DD)이 올바르지 않습니다.`,
  });

export const surveyKeySchema = keySchema('surveyKey', '설문 번호');
export const memberKeySchema = keySchema('memberKey', '회원 번호');

export const surveyListRequestSchema = z.object({
  memberKey: z.preprocess((v) => (v === '' ? undefined : v), memberKeySchema.optional()),
});
export const surveyDetailRequestSchema = z.object({ surveyKey: surveyKeySchema });

export const surveyViewSchema = z.object({ surveyViewKey: z.number().int(), viewContents: z.string() });
export const surveyQuestionSchema = z.object({
  surveyQuestionKey: z.number().int(),
  surveyQuestionNo: z.number().int(),
  surveyQuestion: z.string(),
  surveyQuestionDesc: z.string(),
  questionTypeCode: z.string(),
  questionTypeName: z.string(),
  viewList: z.array(surveyViewSchema),
});
export const surveySummarySchema = z.object({
  surveyKey: z.number().int(),
  surveyTitle: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** null: the service's survey; else the school's. */
  schKey: z.number().int().nullable(),
  targetMemberTypeCode: z.string().nullable(),
  openYn: z.enum(['Y', 'N']),
  answeredYn: z.enum(['Y', 'N']),
  answerCount: z.number().int(),
});
export const surveySchema = surveySummarySchema.extend({
  surveyContent: z.string(),
  questionList: z.array(surveyQuestionSchema),
});
export type SurveySummary = z.infer<typeof surveySummarySchema>;
export type Survey = z.infer<typeof surveySchema>;
export type SurveyQuestion = z.infer<typeof surveyQuestionSchema>;

export const surveyListResponseSchema = envelopeSchema(
  z.object({ list: z.array(surveySchema), totalCount: z.number().int() }),
);
export const surveyDetailResponseSchema = envelopeSchema(surveySchema);

/** An answer entry (spec 001 §3): subjectAnswer for text types, surveyViewKey for choice types. */
export const answerEntrySchema = z.object({
  surveyQuestionKey: keySchema('surveyQuestionKey', '질문 번호'),
  subjectAnswer: text('subjectAnswer', '응답', 2000, false).optional(),
  surveyViewKey: keySchema('surveyViewKey', '보기 번호').optional(),
});
export type AnswerEntry = z.infer<typeof answerEntrySchema>;

export const surveyJoinRequestSchema = z.object({
  surveyKey: surveyKeySchema,
  memberKey: memberKeySchema,
  surveyResultInfoList: z
    .array(answerEntrySchema, { error: `surveyResultInfoList: ${SURVEY_MESSAGES.answerMissing}` })
    .min(1, { error: `surveyResultInfoList: ${SURVEY_MESSAGES.answerMissing}` })
    .max(100, { error: `surveyResultInfoList: ${SURVEY_MESSAGES.answerInvalid}` }),
});
export type SurveyJoinRequest = z.input<typeof surveyJoinRequestSchema>;
export const surveyJoinResponseSchema = envelopeSchema(z.object({ surveyKey: z.number().int() }));

/** The builder's question: the picker offers every type; the server refuses the unsupported ones. */
export const questionDraftSchema = z.object({
  surveyQuestion: text('surveyQuestion', '질문', 300),
  surveyQuestionDesc: text('surveyQuestionDesc', '질문 설명', 2000, false).default(''),
  questionTypeCode: z.enum(QUESTION_TYPES.map((t) => t.code) as [QuestionTypeCode, ...QuestionTypeCode[]], {
    error: `questionTypeCode: ${SURVEY_MESSAGES.unsupportedType}`,
  }),
  viewList: z
    .array(text('viewContents', '보기', 200))
    .max(20, { error: 'viewList: 보기는 20개까지입니다.' })
    .default([]),
});
export type QuestionDraft = z.input<typeof questionDraftSchema>;

export const surveySaveRequestSchema = z
  .object({
    surveyKey: surveyKeySchema.optional(),
    surveyTitle: text('surveyTitle', '설문 제목', 200),
    surveyContent: z.string().max(20_000, { error: 'surveyContent: 설명이 너무 깁니다.' }).default(''),
    startDate: dateText('startDate'),
    endDate: dateText('endDate'),
    targetMemberTypeCode: z
      .enum(['', '01', '02', '03', '04'], { error: 'targetMemberTypeCode: 설문 대상이 올바르지 않습니다.' })
      .default(''),
    questionList: z
      .array(questionDraftSchema)
      .min(1, { error: 'questionList: 질문을 1개 이상 입력해주세요.' })
      .max(50, { error: 'questionList: 질문은 50개까지입니다.' }),
  })
  .refine((s) => s.endDate >= s.startDate, { error: SURVEY_MESSAGES.dateOrder, path: ['endDate'] });
export type SurveySaveRequest = z.input<typeof surveySaveRequestSchema>;
export const surveyDeleteRequestSchema = z.object({ surveyKey: surveyKeySchema });
export const surveyManageListResponseSchema = envelopeSchema(
  z.object({ list: z.array(surveySummarySchema), totalCount: z.number().int() }),
);

export const questionResultSchema = z.object({
  surveyQuestionKey: z.number().int(),
  surveyQuestionNo: z.number().int(),
  surveyQuestion: z.string(),
  questionTypeCode: z.string(),
  /** Choice types: each choice with its count. */
  viewCounts: z.array(
    z.object({ surveyViewKey: z.number().int(), viewContents: z.string(), count: z.number().int() }),
  ),
  /** Text types: the answers, newest first. */
  textAnswers: z.array(z.string()),
});
export const surveyResultSchema = z.object({
  survey: surveySummarySchema,
  questions: z.array(questionResultSchema),
});
export type SurveyResult = z.infer<typeof surveyResultSchema>;
export const surveyResultResponseSchema = envelopeSchema(surveyResultSchema);
