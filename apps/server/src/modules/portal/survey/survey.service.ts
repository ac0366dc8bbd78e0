import { MEMBER_TYPES } from '@reading/contract/codes/member-types';
import type { surveySaveRequestSchema } from '@reading/contract/community/survey';
import {
  type AnswerEntry,
  OX_CHOICES,
  questionTypeName,
  SUPPORTED_QUESTION_TYPES,
  SURVEY_MESSAGES,
  type Survey,
  type SurveyResult,
  type SurveySaveRequest,
  type SurveySummary,
} from '@reading/contract/community/survey';
import type { z } from 'zod';
import { koreaDate } from '../../../lib/clock.ts';
import { badRequest, conflict, forbidden, notFound } from '../../../lib/errors.ts';
import type { BannedWordCheck } from '../block-words/public.ts';
import type { UploadKeeper } from '../community/public.ts';
import { type Actor, requireActor } from '../core/actor.ts';
import { sanitizeRichText } from '../core/sanitize.ts';
import type { SurveyRepository, SurveyRow } from './survey.repository.ts';

type SaveInput = z.output<typeof surveySaveRequestSchema>;
const isChoiceType = (code: string) => code === '02' || code === '03';

/**
 * Surveys (spec 001 §2.1, §3, §7, §8; decision 100). Members see the service's surveys and their own
 * school's, for their member type; each answers a survey once, while it is open. Operators manage the
 * service's surveys, a school manager their school's; the results are theirs only.
 */
export function createSurveyService(deps: {
  repository: SurveyRepository;
  bannedWords: BannedWordCheck;
  /** Keeps the images a survey's texts show (decision 225). */
  uploads: UploadKeeper;
  now?: () => Date;
}) {
  const { repository, bannedWords } = deps;
  const today = () => koreaDate(deps.now?.() ?? new Date());

  const isOpen = (row: SurveyRow, on = today()) => row.startDate <= on && row.endDate >= on;
  const summary = (row: SurveyRow, answered: Set<number>): SurveySummary => ({
    surveyKey: row.surveyKey,
    surveyTitle: row.title,
    startDate: row.startDate,
    endDate: row.endDate,
    schKey: row.schKey,
    targetMemberTypeCode: row.targetMemberTypeCode,
    openYn: isOpen(row) ? 'Y' : 'N',
    answeredYn: answered.has(row.surveyKey) ? 'Y' : 'N',
    answerCount: row.answerCount,
  });

  async function withQuestions(rows: SurveyRow[], answered: Set<number>): Promise<Survey[]> {
    const { questions, views } = await repository.questions(rows.map((r) => r.surveyKey));
    return rows.map((row) => ({
      ...summary(row, answered),
      surveyContent: row.content,
      questionList: questions
        .filter((q) => q.surveyKey === row.surveyKey)
        .map((q) => ({
          surveyQuestionKey: q.surveyQuestionKey,
          surveyQuestionNo: q.questionNo,
          surveyQuestion: q.question,
          surveyQuestionDesc: q.questionDesc,
          questionTypeCode: q.questionTypeCode,
          questionTypeName: questionTypeName(q.questionTypeCode),
          viewList: views
            .filter((v) => v.surveyQuestionKey === q.surveyQuestionKey)
            .map((v) => ({ surveyViewKey: v.surveyViewKey, viewContents: v.viewContents })),
        })),
    }));
  }

  const scopeOf = (actor: Actor) => ({
    schKey: actor.schKey,
    memberTypeCode: actor.memberTypeCode,
    viewer: actor,
    today: today(),
  });

  /** A survey the member may see, or 404 (another school's, or one not started, looks like none). */
  async function visibleSurvey(actor: Actor, surveyKey: number): Promise<SurveyRow> {
    const row = await repository.findVisible(surveyKey, scopeOf(actor));
    if (!row) throw notFound(SURVEY_MESSAGES.notFound);
    return row;
  }

  /** The staff scope: null for an operator (the service's), a school for its verified manager. */
  function staffScope(actor: Actor | null): number | null {
    const a = requireActor(actor);
    if (a.operator) return null;
    if (a.memberTypeCode === MEMBER_TYPES.manager && a.schKey !== null) return a.schKey;
    throw forbidden(SURVEY_MESSAGES.staffOnly);
  }
  async function managedSurvey(actor: Actor | null, surveyKey: number): Promise<SurveyRow> {
    const scope = staffScope(actor);
    const row = await repository.find(surveyKey);
    if (!row || row.schKey !== scope) throw notFound(SURVEY_MESSAGES.notFound);
    return row;
  }

  /** Checks each answer against its question; every question answered once. */
  function answerItems(detail: Survey, entries: AnswerEntry[]) {
    const byQuestion = new Map(entries.map((e) => [e.surveyQuestionKey, e]));
    if (byQuestion.size !== entries.length || entries.length !== detail.questionList.length)
      throw badRequest(SURVEY_MESSAGES.answerMissing);
    return detail.questionList.map((q) => {
      const entry = byQuestion.get(q.surveyQuestionKey);
      if (!entry) throw badRequest(SURVEY_MESSAGES.answerMissing);
      if (isChoiceType(q.questionTypeCode)) {
        if (!q.viewList.some((v) => v.surveyViewKey === entry.surveyViewKey))
          throw badRequest(SURVEY_MESSAGES.answerInvalid);
        return {
          surveyQuestionKey: q.surveyQuestionKey,
          surveyViewKey: entry.surveyViewKey!,
          subjectAnswer: null,
        };
      }
      const text = entry.subjectAnswer?.trim();
      if (!text) throw badRequest(SURVEY_MESSAGES.answerMissing);
      return { surveyQuestionKey: q.surveyQuestionKey, surveyViewKey: null, subjectAnswer: text };
    });
  }

  return {
    /**
     * With memberKey (the popup): the member's open surveys not yet answered. Without: every survey the
     * member may see, open or closed, with answeredYn (the Survey page).
     */
    async list(actor: Actor | null, memberKey: number | undefined) {
      const a = requireActor(actor);
      if (memberKey !== undefined && memberKey !== a.memberKey) throw forbidden(SURVEY_MESSAGES.notYourself);
      const rows = await repository.visible(scopeOf(a), memberKey !== undefined);
      const answered = await repository.answeredKeys(
        a.memberKey,
        rows.map((r) => r.surveyKey),
      );
      const shown = memberKey !== undefined ? rows.filter((r) => !answered.has(r.surveyKey)) : rows;
      const list = await withQuestions(shown, answered);
      return { list, totalCount: list.length };
    },

    async detail(actor: Actor | null, surveyKey: number): Promise<Survey> {
      const a = requireActor(actor);
      const row = await visibleSurvey(a, surveyKey);
      const answered = await repository.answeredKeys(a.memberKey, [surveyKey]);
      return (await withQuestions([row], answered))[0]!;
    },

    /** Stores the member's answers once ('이미 응답한 설문입니다.' the second time), while the survey is open. */
    async join(
      actor: Actor | null,
      body: { surveyKey: number; memberKey: number; surveyResultInfoList: AnswerEntry[] },
    ) {
      const a = requireActor(actor);
      if (body.memberKey !== a.memberKey) throw forbidden(SURVEY_MESSAGES.notYourself);
      const row = await visibleSurvey(a, body.surveyKey);
      if (!isOpen(row)) throw badRequest(SURVEY_MESSAGES.notOpen);
      const [detail] = await withQuestions([row], new Set());
      const items = answerItems(detail!, body.surveyResultInfoList);
      await bannedWords.assertClean(...items.map((i) => i.subjectAnswer));
      if (!(await repository.saveAnswer(row.surveyKey, a.memberKey, items)))
        throw conflict(SURVEY_MESSAGES.alreadyJoined);
      return { surveyKey: row.surveyKey };
    },

    async manageList(actor: Actor | null) {
      const rows = await repository.managed(staffScope(actor));
      return { list: rows.map((r) => summary(r, new Set())), totalCount: rows.length };
    },

    /** Creates or edits a survey of the staff member's scope; unsupported question types are refused. */
    async save(actor: Actor | null, input: SaveInput): Promise<Survey> {
      const scope = staffScope(actor);
      const a = actor!;
      if (input.surveyKey !== undefined) {
        await managedSurvey(actor, input.surveyKey);
        if ((await repository.answerCount(input.surveyKey)) > 0)
          throw conflict(SURVEY_MESSAGES.answeredLocked);
      }
      const questions = input.questionList.map((q) => {
        if (!(SUPPORTED_QUESTION_TYPES as readonly string[]).includes(q.questionTypeCode))
          throw badRequest(`${SURVEY_MESSAGES.unsupportedType} (${questionTypeName(q.questionTypeCode)})`);
        const views =
          q.questionTypeCode === '03' ? [...OX_CHOICES] : q.questionTypeCode === '02' ? q.viewList : [];
        if (q.questionTypeCode === '02' && views.length < 2) throw badRequest(SURVEY_MESSAGES.choicesNeeded);
        return {
          question: q.surveyQuestion,
          questionDesc: sanitizeRichText(q.surveyQuestionDesc),
          questionTypeCode: q.questionTypeCode,
          views,
        };
      });
      const content = sanitizeRichText(input.surveyContent);
      await bannedWords.assertClean(
        input.surveyTitle,
        content,
        ...questions.flatMap((q) => [q.question, q.questionDesc, ...q.views]),
      );
      const surveyKey = await repository.save(input.surveyKey ?? null, {
        schKey: scope,
        title: input.surveyTitle,
        content,
        startDate: input.startDate,
        endDate: input.endDate,
        targetMemberTypeCode: input.targetMemberTypeCode || null,
        writerMemberKey: a.memberKey,
        questions,
      });
      await deps.uploads.imagesIn([content, ...questions.map((q) => q.questionDesc)].join(''), a.memberKey);
      const row = (await repository.find(surveyKey))!;
      return (await withQuestions([row], new Set()))[0]!;
    },

    async remove(actor: Actor | null, surveyKey: number) {
      await managedSurvey(actor, surveyKey);
      await repository.softDelete(surveyKey);
      return { surveyKey };
    },

    /** Counts per choice and the text answers, for the staff member's own surveys. */
    async result(actor: Actor | null, surveyKey: number): Promise<SurveyResult> {
      const row = await managedSurvey(actor, surveyKey);
      const [detail] = await withQuestions([row], new Set());
      const items = await repository.answerItems(surveyKey);
      return {
        survey: summary(row, new Set()),
        questions: detail!.questionList.map((q) => {
          const mine = items.filter((i) => i.surveyQuestionKey === q.surveyQuestionKey);
          return {
            surveyQuestionKey: q.surveyQuestionKey,
            surveyQuestionNo: q.surveyQuestionNo,
            surveyQuestion: q.surveyQuestion,
            questionTypeCode: q.questionTypeCode,
            viewCounts: q.viewList.map((v) => ({
              ...v,
              count: mine.filter((i) => i.surveyViewKey === v.surveyViewKey).length,
            })),
            textAnswers: mine.flatMap((i) => (i.subjectAnswer ? [i.subjectAnswer] : [])),
          };
        }),
      };
    },

    /** The results as CSV rows: one row per answer, one column per question (choices by their text). */
    async resultCsv(actor: Actor | null, surveyKey: number) {
      const row = await managedSurvey(actor, surveyKey);
      const [detail] = await withQuestions([row], new Set());
      const items = await repository.answerItems(surveyKey);
      const viewText = new Map(
        detail!.questionList.flatMap((q) => q.viewList.map((v) => [v.surveyViewKey, v.viewContents])),
      );
      const answers = new Map<number, { regDate: Date; byQuestion: Map<number, string> }>();
      for (const i of items) {
        const entry = answers.get(i.answerKey) ?? { regDate: i.regDate, byQuestion: new Map() };
        entry.byQuestion.set(
          i.surveyQuestionKey,
          i.subjectAnswer ?? viewText.get(i.surveyViewKey ?? -1) ?? '',
        );
        answers.set(i.answerKey, entry);
      }
      const header = [
        '응답 번호',
        '응답 일시',
        ...detail!.questionList.map((q) => `${q.surveyQuestionNo}. ${q.surveyQuestion}`),
      ];
      const rows = [...answers.values()].map((a, n) => [
        String(n + 1),
        a.regDate.toISOString(),
        ...detail!.questionList.map((q) => a.byQuestion.get(q.surveyQuestionKey) ?? ''),
      ]);
      return { fileName: `survey-${surveyKey}.csv`, rows: [header, ...rows] };
    },
  };
}

export type SurveyService = ReturnType<typeof createSurveyService>;
export type { SurveySaveRequest };
