import {
  type BoardCode,
  COMMUNITY_MESSAGES,
  INQUIRY_STATUS,
  INQUIRY_STATUS_NAMES,
} from '@reading/contract/community/codes';
import type { BoardListRequest } from '@reading/contract/community/posts';
import type { QuestionDetail, QuestionItem } from '@reading/contract/community/questions';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { boardPost } from '../../../db/schema/portal-community.ts';
import { notFound } from '../../../lib/errors.ts';
import type { BannedWordCheck } from '../block-words/public.ts';
import type { Actor } from '../core/actor.ts';
import type { NotificationInput } from '../mypage/public.ts';
import type { PostRow } from './board.repository.ts';
import { createBoardService, toAttachment, toBoardPost } from './board.service.ts';
import type { FileAttacher } from './files.service.ts';
import { readableCounseling, readableInquiries, readableServiceRequests } from './readable.ts';

/** The boards where a member asks and staff answer (status 1 awaiting → 2 answered, spec 000 §3). */
export type QuestionKind = 'qna' | 'counseling' | 'serviceRequest';

const yn = (v: boolean): 'Y' | 'N' => (v ? 'Y' : 'N');

/** Who may read each kind (readable.ts): one condition for lists, details and downloads. */
const READABLE: Record<QuestionKind, (actor: Actor | null) => SQL> = {
  qna: readableInquiries,
  counseling: readableCounseling,
  serviceRequest: readableServiceRequests,
};

/** Where the asker's notification of an answer leads, and who else may read the post (openScope). */
const KIND_SETTINGS: Record<QuestionKind, { answeredRoute: string; openScope: string }> = {
  qna: { answeredRoute: 'InquiryList', openScope: '04' },
  counseling: { answeredRoute: 'ApplyConsulting', openScope: '02' },
  serviceRequest: { answeredRoute: 'ServiceRequest', openScope: '02' },
};

export function toQuestion(row: PostRow, actor: Actor | null): QuestionItem {
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

export type QuestionBoardDeps = {
  bannedWords: BannedWordCheck;
  files: FileAttacher;
  /** Tells the asker their question was answered (decision 091); the portal's face, read lazily. */
  notify?: (memberKey: number, notification: NotificationInput) => Promise<unknown>;
};

/**
 * The question-and-answer engine the inquiries, reading counselling and service requests share
 * (decisions 070, 152): asking (banned words, attachments), reading within the kind's readable rule,
 * answering (status 2, the asker notified). Who may ask and answer is each service's own rule.
 */
export function createQuestionBoard(db: Db, deps: QuestionBoardDeps) {
  const boards = createBoardService(db);
  const view = (kind: QuestionKind, actor: Actor | null, scope?: SQL) => ({
    boards: [kind as BoardCode],
    scope: and(READABLE[kind](actor), scope),
    actor,
    manage: true,
  });

  return {
    boards,

    /** A question the actor may read, with its files, answer and neighbours; 404 otherwise. */
    async detail(kind: QuestionKind, postKey: number, actor: Actor | null, countView = true) {
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
    },

    /** The post of a kind, whoever asks (for the answer and delete rules); 404 when it is gone. */
    async find(kind: QuestionKind, postKey: number) {
      const row = await boards.repository.find(postKey, and(eq(boardPost.boardCode, kind)));
      if (!row || row.deletedAt) throw notFound(COMMUNITY_MESSAGES.postNotFound);
      return row;
    },

    async answer(postKey: number, actor: Actor, text: string, publicYn?: 'Y' | 'N') {
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
          linkRoute: KIND_SETTINGS[row.boardCode as QuestionKind]?.answeredRoute ?? 'InquiryList',
          dedupeKey: `answer:${postKey}`,
        });
      }
      return postKey;
    },

    async ask(
      kind: QuestionKind,
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
      return db.transaction(async (tx) => {
        const key = await boards.repository.insert(tx as unknown as Db, {
          boardCode: kind,
          schKey: actor.schKey,
          title: input.title,
          content: input.content,
          categoryCode: input.categoryCode ?? null,
          requestType: input.requestType ?? null,
          statusCode: INQUIRY_STATUS.awaiting,
          publicYn: 'N',
          openScope: KIND_SETTINGS[kind].openScope,
          writerMemberKey: actor.memberKey,
          writerName: actor.name,
        });
        await deps.files.attach(tx as unknown as Db, key, input.fileKeys, actor);
        return key;
      });
    },

    async list(kind: QuestionKind, actor: Actor | null, query: BoardListRequest, extra?: SQL) {
      const { rows, ...paging } = await boards.list(view(kind, actor, extra), query);
      return { rows, paging };
    },

    /** Marks a question deleted (its files stay unreachable: every read asks the readable rule). */
    remove: (postKey: number) => boards.repository.update(db, postKey, { deletedAt: new Date() }),
  };
}

export type QuestionBoard = ReturnType<typeof createQuestionBoard>;
