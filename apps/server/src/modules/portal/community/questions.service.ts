import {
  type BoardCode,
  COMMUNITY_MESSAGES,
  INQUIRY_STATUS,
  INQUIRY_STATUS_NAMES,
  REQUEST_TYPE_NAMES,
} from '@reading/contract/community/codes';
import type { QnaDetail, QnaListRequest } from '@reading/contract/community/qna-board';
import type { QuestionDetail, QuestionItem } from '@reading/contract/community/questions';
import type { CounselingDetail, CounselingListRequest } from '@reading/contract/community/reading-counseling';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { boardPost } from '../../../db/schema/portal-community.ts';
import { forbidden, notFound } from '../../../lib/errors.ts';
import type { BannedWordCheck } from '../block-words/banned-word-check.ts';
import type { NotificationInput } from '../mypage/notifications.service.ts';
import { type Actor, hasTeacherRights, isSchoolManager, isStudentActor, requireActor } from './access.ts';
import type { PostRow } from './board.repository.ts';
import { createBoardService, toAttachment, toBoardPost } from './board.service.ts';
import type { FileAttacher } from './files.service.ts';
import { readableCounseling, readableInquiries } from './readable.ts';

type Kind = 'qna' | 'counseling';
const yn = (v: boolean): 'Y' | 'N' => (v ? 'Y' : 'N');

function toQuestion(row: PostRow, actor: Actor | null): QuestionItem {
  const status = row.statusCode === INQUIRY_STATUS.answered ? '2' : '1';
  return {
    ...toBoardPost(row),
    statusCode: status,
    statusName: INQUIRY_STATUS_NAMES[status],
    mineYn: yn(!!actor && row.writerMemberKey === actor.memberKey),
    publicYn: row.publicYn === 'Y' ? 'Y' : 'N',
    answerDate: row.answeredAt?.toISOString() ?? null,
  };
}

const inquiryExtras = (row: PostRow) => {
  const requestType = row.requestType === 'Y' ? 'Y' : 'N';
  return { qnaKey: row.postKey, requestType, requestTypeName: REQUEST_TYPE_NAMES[requestType] } as const;
};

/**
 * Inquiries (qnaBoard) and reading counselling (readingCounselingApply): a member asks, staff answer,
 * status 1 awaiting → 2 answered (spec 000 §3; decision 070). Who may read is `readable.ts`; who may
 * answer is here.
 */
export function createQuestionsService(
  db: Db,
  deps: {
    bannedWords: BannedWordCheck;
    files: FileAttacher;
    /** Tells the asker their question was answered (decision 091); the portal's face, read lazily. */
    notify?: (memberKey: number, notification: NotificationInput) => Promise<unknown>;
  },
) {
  const boards = createBoardService(db);
  const readable = (kind: Kind, actor: Actor | null) =>
    kind === 'qna' ? readableInquiries(actor) : readableCounseling(actor);
  const view = (kind: Kind, actor: Actor | null, scope?: SQL) => ({
    boards: [kind as BoardCode],
    scope: and(readable(kind, actor), scope),
    actor,
    manage: true,
  });

  async function detail(kind: Kind, postKey: number, actor: Actor | null, countView = true) {
    const { row, files, prev, next } = await boards.open(postKey, view(kind, actor), { countView });
    const item: QuestionDetail = {
      ...toQuestion(row, actor),
      content: row.content,
      fileList: files.map(toAttachment),
      answer: row.answer,
      answererName: row.answererName,
      prev,
      next,
    };
    return { item, row };
  }
  const qnaDetail = async (postKey: number, actor: Actor | null, countView = true): Promise<QnaDetail> => {
    const { item, row } = await detail('qna', postKey, actor, countView);
    return { ...item, ...inquiryExtras(row) };
  };
  const counselingDetail = async (
    postKey: number,
    actor: Actor | null,
    countView = true,
  ): Promise<CounselingDetail> => {
    const { item, row } = await detail('counseling', postKey, actor, countView);
    return { ...item, counselingKey: row.postKey };
  };

  async function find(kind: Kind, postKey: number) {
    const row = await boards.repository.find(postKey, and(eq(boardPost.boardCode, kind)));
    if (!row || row.deletedAt) throw notFound(COMMUNITY_MESSAGES.postNotFound);
    return row;
  }

  async function answer(postKey: number, actor: Actor, text: string, publicYn?: 'Y' | 'N') {
    await deps.bannedWords.assertClean(text);
    await boards.repository.update(db, postKey, {
      answer: text,
      statusCode: INQUIRY_STATUS.answered,
      answererMemberKey: actor.memberKey,
      answererName: actor.name,
      answeredAt: new Date(),
      ...(publicYn ? { publicYn } : {}),
    });
    const row = await boards.repository.find(postKey);
    if (row?.writerMemberKey && deps.notify) {
      await deps.notify(row.writerMemberKey, {
        kind: 'inquiryAnswered',
        title: `'${row.title}'에 답변이 등록되었습니다.`,
        linkRoute: row.boardCode === 'counseling' ? 'ApplyConsulting' : 'InquiryList',
        dedupeKey: `answer:${postKey}`,
      });
    }
    return postKey;
  }

  async function ask(
    kind: Kind,
    actor: Actor,
    input: {
      title: string;
      content: string;
      fileKeys: number[];
      categoryCode?: string;
      requestType?: 'Y' | 'N';
    },
  ) {
    await deps.bannedWords.assertClean(input.title, input.content);
    const postKey = await db.transaction(async (tx) => {
      const key = await boards.repository.insert(tx as unknown as Db, {
        boardCode: kind,
        schKey: actor.schKey,
        title: input.title,
        content: input.content,
        categoryCode: input.categoryCode ?? null,
        requestType: input.requestType ?? null,
        statusCode: INQUIRY_STATUS.awaiting,
        publicYn: 'N',
        openScope: kind === 'counseling' ? '02' : '04',
        writerMemberKey: actor.memberKey,
        writerName: actor.name,
      });
      await deps.files.attach(tx as unknown as Db, key, input.fileKeys, actor);
      return key;
    });
    return postKey;
  }

  async function list(
    kind: Kind,
    actor: Actor | null,
    query: QnaListRequest | CounselingListRequest,
    extra?: SQL,
  ) {
    const { rows, ...paging } = await boards.list(view(kind, actor, extra), query);
    return { rows, paging };
  }

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
      async ask(actor: Actor, input: Parameters<typeof ask>[2]) {
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
        await boards.repository.update(db, postKey, { publicYn });
        return qnaDetail(postKey, staff, false);
      },
      async remove(actor: Actor | null, postKey: number) {
        const a = requireActor(actor);
        const row = await find('qna', postKey);
        const asker = row.writerMemberKey === a.memberKey && row.statusCode !== INQUIRY_STATUS.answered;
        if (!asker) inquiryAnswerer(a, row.schKey);
        await boards.repository.update(db, postKey, { deletedAt: new Date() });
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
      async apply(actor: Actor | null, input: Parameters<typeof ask>[2]) {
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
