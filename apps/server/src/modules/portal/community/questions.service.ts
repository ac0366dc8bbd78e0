import { COMMUNITY_MESSAGES, INQUIRY_STATUS, REQUEST_TYPE_NAMES } from '@reading/contract/community/codes';
import type { QnaDetail, QnaListRequest } from '@reading/contract/community/qna-board';
import type { CounselingDetail, CounselingListRequest } from '@reading/contract/community/reading-counseling';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { boardPost } from '../../../db/schema/portal-community.ts';
import { forbidden } from '../../../lib/errors.ts';
import {
  type Actor,
  hasTeacherRights,
  isSchoolManager,
  isStudentActor,
  requireActor,
} from '../core/actor.ts';
import type { PostRow } from './board.repository.ts';
import { createQuestionBoard, type QuestionBoardDeps, toQuestion } from './question-board.ts';

const inquiryExtras = (row: PostRow) => {
  const requestType = row.requestType === 'Y' ? 'Y' : 'N';
  return { qnaKey: row.postKey, requestType, requestTypeName: REQUEST_TYPE_NAMES[requestType] } as const;
};

type AskInput = Parameters<ReturnType<typeof createQuestionBoard>['ask']>[2];

/**
 * Inquiries (qnaBoard) and reading counselling (readingCounselingApply): a member asks, staff answer,
 * status 1 awaiting → 2 answered (spec 000 §3; decision 070). Who may read is `readable.ts`; who may
 * ask and answer is here; the engine is `question-board.ts`.
 */
export function createQuestionsService(db: Db, deps: QuestionBoardDeps) {
  const board = createQuestionBoard(db, deps);
  const { find, answer, ask } = board;
  const qnaDetail = async (postKey: number, actor: Actor | null, countView = true): Promise<QnaDetail> => {
    const { item, row } = await board.detail('qna', postKey, actor, countView);
    return { ...item, ...inquiryExtras(row) };
  };
  const counselingDetail = async (
    postKey: number,
    actor: Actor | null,
    countView = true,
  ): Promise<CounselingDetail> => {
    const { item, row } = await board.detail('counseling', postKey, actor, countView);
    return { ...item, counselingKey: row.postKey };
  };
  const list = (
    kind: 'qna' | 'counseling',
    actor: Actor | null,
    query: QnaListRequest | CounselingListRequest,
    extra?: SQL,
  ) => board.list(kind, actor, query, extra);

  return {
    inquiries: {
      async list(actor: Actor | null, query: QnaListRequest) {
        if (query.myYn === 'Y') requireActor(actor);
        const mine = query.myYn === 'Y' ? eq(boardPost.writerMemberKey, actor!.memberKey) : undefined;
        const status = query.statusCode ? eq(boardPost.statusCode, query.statusCode) : undefined;
        let manage: SQL | undefined;
        if (query.manageYn === 'Y') {
          const staff = inquiryAnswerer(actor);
          manage = staff.operator ? undefined : eq(boardPost.schKey, staff.schKey!);
        }
        const { rows, paging } = await list('qna', actor, query, and(mine, status, manage));
        return { ...paging, list: rows.map((row) => ({ ...toQuestion(row, actor), ...inquiryExtras(row) })) };
      },
      detail: (postKey: number, actor: Actor | null) => qnaDetail(postKey, actor),
      async ask(actor: Actor, input: AskInput) {
        return qnaDetail(await ask('qna', actor, input), actor, false);
      },
      async answer(actor: Actor | null, postKey: number, text: string, publicYn?: 'Y' | 'N') {
        const row = await find('qna', postKey);
        const staff = inquiryAnswerer(actor, row.schKey);
        await answer(postKey, staff, text, publicYn);
        return qnaDetail(postKey, staff, false);
      },
      async publish(actor: Actor | null, postKey: number, publicYn: 'Y' | 'N') {
        const row = await find('qna', postKey);
        const staff = inquiryAnswerer(actor, row.schKey);
        await board.boards.repository.update(db, postKey, { publicYn });
        return qnaDetail(postKey, staff, false);
      },
      async remove(actor: Actor | null, postKey: number) {
        const a = requireActor(actor);
        const row = await find('qna', postKey);
        const asker = row.writerMemberKey === a.memberKey && row.statusCode !== INQUIRY_STATUS.answered;
        if (!asker) inquiryAnswerer(a, row.schKey);
        await board.remove(postKey);
        return { qnaKey: postKey };
      },
    },
    counseling: {
      async list(actor: Actor | null, query: CounselingListRequest) {
        const a = requireActor(actor);
        if (!isStudentActor(a) && !hasTeacherRights(a)) throw forbidden();
        const status = query.statusCode ? eq(boardPost.statusCode, query.statusCode) : undefined;
        const category = query.categoryCode ? eq(boardPost.categoryCode, query.categoryCode) : undefined;
        const { rows, paging } = await list('counseling', a, query, and(status, category));
        return {
          ...paging,
          list: rows.map((row) => ({ ...toQuestion(row, a), counselingKey: row.postKey })),
        };
      },
      detail(postKey: number, actor: Actor | null) {
        return counselingDetail(postKey, requireActor(actor));
      },
      async apply(actor: Actor | null, input: AskInput) {
        const a = requireActor(actor);
        if (!isStudentActor(a) || a.schKey === null) throw forbidden(COMMUNITY_MESSAGES.studentOnly);
        return counselingDetail(await ask('counseling', a, input), a, false);
      },
      async answer(actor: Actor | null, postKey: number, text: string) {
        const a = requireActor(actor);
        const row = await find('counseling', postKey);
        if (!hasTeacherRights(a) || a.schKey !== row.schKey)
          throw forbidden(COMMUNITY_MESSAGES.answerStaffOnly);
        await answer(postKey, a, text);
        return counselingDetail(postKey, a, false);
      },
    },
  };
}

/** Operators answer every inquiry; a school manager their school's. Anyone else 401/403. */
function inquiryAnswerer(actor: Actor | null, schKey?: number | null): Actor {
  const a = requireActor(actor);
  if (a.operator) return a;
  if (isSchoolManager(a) && (schKey === undefined || a.schKey === schKey)) return a;
  throw forbidden(COMMUNITY_MESSAGES.inquiryAnswerOnly);
}

export type QuestionsService = ReturnType<typeof createQuestionsService>;
