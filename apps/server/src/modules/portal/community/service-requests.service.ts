import { COMMUNITY_MESSAGES, INQUIRY_STATUS } from '@reading/contract/community/codes';
import type {
  ServiceRequestDetail,
  ServiceRequestListRequest,
  ServiceRequestSave,
} from '@reading/contract/community/service-request';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { boardPost } from '../../../db/schema/portal-community.ts';
import { forbidden } from '../../../lib/errors.ts';
import { type Actor, hasTeacherRights, requireActor } from '../core/actor.ts';
import { createQuestionBoard, type QuestionBoardDeps, toQuestion } from './question-board.ts';

/** A verified teacher or a school manager (a pending teacher acts with no teacher rights, decision 050). */
function requireRequester(actor: Actor | null): Actor {
  const a = requireActor(actor);
  if (!hasTeacherRights(a)) throw forbidden(COMMUNITY_MESSAGES.forbidden);
  return a;
}

function requireOperator(actor: Actor | null): Actor {
  const a = requireActor(actor);
  if (!a.operator) throw forbidden(COMMUNITY_MESSAGES.serviceRequestAnswerOnly);
  return a;
}

/**
 * Service requests (issue 21 part 3, decision 152): teachers and school managers ask the agency, an
 * operator answers in the staff console. Reading: the requester's own, or every one for an operator
 * (readable.ts); the same question engine as inquiries and counselling.
 */
export function createServiceRequestsService(db: Db, deps: QuestionBoardDeps) {
  const board = createQuestionBoard(db, deps);
  const detailOf = async (postKey: number, actor: Actor, countView = true): Promise<ServiceRequestDetail> => {
    const { item, row } = await board.detail('serviceRequest', postKey, actor, countView);
    return { ...item, serviceRequestKey: row.postKey };
  };

  return {
    /** The caller's requests; an operator's console (manageYn=Y) every request. */
    async list(actor: Actor | null, query: ServiceRequestListRequest) {
      const a = requireActor(actor);
      if (!(query.manageYn === 'Y' && a.operator)) requireRequester(a);
      const status = query.statusCode ? eq(boardPost.statusCode, query.statusCode) : undefined;
      const category = query.categoryCode ? eq(boardPost.categoryCode, query.categoryCode) : undefined;
      const mine = query.manageYn === 'Y' ? undefined : eq(boardPost.writerMemberKey, a.memberKey);
      const { rows, paging } = await board.list('serviceRequest', a, query, and(status, category, mine));
      return {
        ...paging,
        list: rows.map((row) => ({ ...toQuestion(row, a), serviceRequestKey: row.postKey })),
      };
    },
    async detail(actor: Actor | null, postKey: number) {
      const a = requireActor(actor);
      if (!a.operator) requireRequester(a);
      return detailOf(postKey, a);
    },
    async request(actor: Actor | null, input: ServiceRequestSave) {
      const a = requireRequester(actor);
      const key = await board.ask('serviceRequest', a, {
        title: input.title,
        content: input.content,
        categoryCode: input.categoryCode,
        fileKeys: input.fileKeys,
      });
      return detailOf(key, a, false);
    },
    async answer(actor: Actor | null, postKey: number, text: string) {
      const a = requireOperator(actor);
      await board.find('serviceRequest', postKey);
      await board.answer(postKey, a, text);
      return detailOf(postKey, a, false);
    },
    /** Its requester while it awaits an answer, or an operator. */
    async remove(actor: Actor | null, postKey: number) {
      const a = requireActor(actor);
      const row = await board.find('serviceRequest', postKey);
      const requester = row.writerMemberKey === a.memberKey && row.statusCode !== INQUIRY_STATUS.answered;
      if (!requester) requireOperator(a);
      await board.remove(postKey);
      return { serviceRequestKey: postKey };
    },
  };
}

export type ServiceRequestsService = ReturnType<typeof createServiceRequestsService>;
