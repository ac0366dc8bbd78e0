import type { CommentSide } from '@reading/contract/comments/comments';
import {
  DISCUSSION_MESSAGES,
  type DiscussionDetail,
  type DiscussionSummary,
  type discussionSaveRequestSchema,
} from '@reading/contract/debate/discussion';
import type { z } from 'zod';
import { koreaDate } from '../../../lib/clock.ts';
import { conflict, forbidden, notFound } from '../../../lib/errors.ts';
import type { BannedWordCheck } from '../block-words/public.ts';
import type { CommentAccess, CommentsService } from '../comments/public.ts';
import { type Actor, hasTeacherRights, requireActor } from '../core/actor.ts';
import type { PortalFace } from '../mypage/public.ts';
import type { DiscussionRepository, RoomRow } from './discussion.repository.ts';

type SaveInput = z.output<typeof discussionSaveRequestSchema>;
const yn = (b: boolean) => (b ? 'Y' : 'N') as 'Y' | 'N';
const PRO_CON: readonly CommentSide[] = ['pro', 'con'];

/** A room's state on a day: upcoming before its start, open in its period, closed after it or when ended. */
export function stateOf(row: Pick<RoomRow, 'startDate' | 'endDate' | 'closedAt'>, today: string) {
  if (row.closedAt || row.endDate < today) return 'closed' as const;
  if (row.startDate > today) return 'upcoming' as const;
  return 'open' as const;
}

/**
 * Discussion rooms (issue 18; decision 172). A teacher of a school opens a room on a book: pro/con (Y,
 * opinions take a side) or general (N). The school's members see it, and every member when it is
 * nationwide; only the school's members write, in its period; the school's teachers moderate (hide, pin
 * through the comment engine), write the summary and end it. maskingYn Y masks other schools' names.
 */
export function createDiscussionService(deps: {
  repository: DiscussionRepository;
  comments: CommentsService;
  bannedWords: BannedWordCheck;
  portal: () => PortalFace;
  today?: () => string;
}) {
  const { repository, bannedWords } = deps;
  const today = deps.today ?? (() => koreaDate(new Date()));
  const manages = (actor: Actor | null, row: RoomRow) =>
    hasTeacherRights(actor) && actor?.schKey === row.schKey;
  const mayRead = (actor: Actor | null, row: RoomRow) =>
    !!actor && (row.scopeCode === 'national' || actor.schKey === row.schKey);

  async function visible(actor: Actor | null, roomKey: number) {
    const who = requireActor(actor);
    const row = await repository.one(roomKey);
    if (!row || !mayRead(who, row)) throw notFound(DISCUSSION_MESSAGES.notFound);
    return { who, row };
  }
  function summary(row: RoomRow, commentCount: number): DiscussionSummary {
    return {
      roomKey: row.roomKey,
      title: row.title,
      question: row.question,
      bookTitle: row.bookTitle,
      bookAuthor: row.bookAuthor,
      requestType: row.requestType as 'Y' | 'N',
      scopeCode: row.scopeCode,
      maskingYn: row.maskingYn as 'Y' | 'N',
      startDate: row.startDate,
      endDate: row.endDate,
      stateCode: stateOf(row, today()),
      schName: row.schName,
      writerName: row.writerName,
      commentCount,
      regDate: row.createdAt.toISOString(),
    };
  }
  async function managed(actor: Actor | null, roomKey: number) {
    const { who, row } = await visible(actor, roomKey);
    if (!manages(who, row)) throw forbidden(DISCUSSION_MESSAGES.notYours);
    return { who, row };
  }

  return {
    /** readingDiscussionRoom: the rooms a member sees, in a state (all by default), newest first. */
    async list(actor: Actor | null, stateCode: string) {
      const who = requireActor(actor);
      const rows = await repository.list(who.schKey, stateCode, today());
      const counts = await deps.comments.counts(
        'discussion',
        rows.map((r) => String(r.roomKey)),
      );
      const list = rows.map((r) => summary(r, counts.get(String(r.roomKey)) ?? 0));
      return { list, totalCount: list.length };
    },

    /** ReadingDiscussionDetail: the room and whether the viewer manages it. */
    async detail(actor: Actor | null, roomKey: number): Promise<DiscussionDetail> {
      const { who, row } = await visible(actor, roomKey);
      const counts = await deps.comments.counts('discussion', [String(roomKey)]);
      return {
        ...summary(row, counts.get(String(roomKey)) ?? 0),
        summary: row.summary,
        canManageYn: yn(manages(who, row)),
      };
    },

    /** ReadingDiscussionForm: a teacher of a school opens a room, or edits one of their school's. */
    async save(actor: Actor | null, input: SaveInput) {
      const who = requireActor(actor);
      if (!hasTeacherRights(who) || who.schKey === null) throw forbidden(DISCUSSION_MESSAGES.teacherOnly);
      await bannedWords.assertClean(input.title, input.question, input.bookTitle, input.bookAuthor);
      const fields = {
        title: input.title,
        question: input.question,
        bookTitle: input.bookTitle,
        bookAuthor: input.bookAuthor,
        requestType: input.requestType,
        scopeCode: input.scopeCode,
        maskingYn: input.maskingYn,
        startDate: input.startDate,
        endDate: input.endDate,
      };
      if (input.roomKey === undefined)
        return {
          roomKey: await repository.insert({ ...fields, schKey: who.schKey, writerKey: who.memberKey }),
        };
      const { row } = await managed(who, input.roomKey);
      await repository.update(row.roomKey, fields);
      return { roomKey: row.roomKey };
    },

    /** ReadingDiscussionDetailTeacher: the room's teacher writes (or rewrites) the summary. */
    async summarise(actor: Actor | null, roomKey: number, text: string) {
      const { row } = await managed(actor, roomKey);
      await bannedWords.assertClean(text);
      await repository.update(row.roomKey, { summary: text });
      return { roomKey };
    },

    /** The room's teacher ends the discussion before its end date; opinions stop (409 after). */
    async close(actor: Actor | null, roomKey: number) {
      const { row } = await managed(actor, roomKey);
      if (stateOf(row, today()) === 'closed') throw conflict(DISCUSSION_MESSAGES.alreadyClosed);
      await repository.update(row.roomKey, { closedAt: new Date() });
      return { roomKey };
    },

    /** The comment engine's rule for 'discussion'. */
    async commentAccess(actor: Actor | null, targetKey: string): Promise<CommentAccess | null> {
      const key = Number(targetKey);
      const row = Number.isSafeInteger(key) && key > 0 ? await repository.one(key) : undefined;
      if (!row) return null;
      const state = stateOf(row, today());
      const ownSchool = !!actor && actor.schKey === row.schKey;
      const refusal =
        state === 'upcoming'
          ? { status: 409 as const, message: DISCUSSION_MESSAGES.notStarted }
          : state === 'closed'
            ? { status: 409 as const, message: DISCUSSION_MESSAGES.ended }
            : { status: 403 as const, message: DISCUSSION_MESSAGES.otherSchoolWrite };
      return {
        canRead: mayRead(actor, row),
        canWrite: ownSchool && state === 'open',
        writeRefusal: refusal,
        canModerate: manages(actor, row),
        masking: row.maskingYn === 'Y',
        sides: row.requestType === 'Y' ? PRO_CON : [],
        sideRequired: row.requestType === 'Y',
      };
    },

    /** Badge 04: a member's first opinion in a room counts once. */
    async onOpinion(actor: Actor, roomKey: string) {
      await deps.portal().reportActivity({
        kind: 'discussionPosted',
        memberKey: actor.memberKey,
        sourceKey: `discussion:${roomKey}`,
      });
    },
  };
}

export type DiscussionService = ReturnType<typeof createDiscussionService>;
