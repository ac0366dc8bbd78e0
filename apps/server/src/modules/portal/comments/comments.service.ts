import {
  COMMENT_MESSAGES,
  type Comment,
  type CommentList,
  type CommentReportItem,
  type CommentSide,
  type CommentThread,
  type commentEditRequestSchema,
  type commentListRequestSchema,
  type commentReportsRequestSchema,
  type commentWriteRequestSchema,
} from '@reading/contract/comments/comments';
import type { z } from 'zod';
import { type Clock, koreaDateTime } from '../../../lib/clock.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../../lib/errors.ts';
import type { BannedWordCheck } from '../block-words/public.ts';
import { type Actor, hasTeacherRights, requireActor } from '../core/actor.ts';
import { type MaskingYn, shownMember } from '../core/member-names.ts';
import type { CommentRow, CommentsRepository } from './comments.repository.ts';

/**
 * What a viewer may do with the comments of one target, decided by the area that owns the target
 * (decision 170): the engine knows no balance game or club, only this answer.
 */
export type CommentAccess = {
  /** False: the target is invisible to this viewer (404, as if it did not exist). */
  canRead: boolean;
  /** Whether the viewer may write (and reply); when not, `writeRefusal` says why (403 or 409). */
  canWrite: boolean;
  writeRefusal?: { status: 403 | 409; message: string };
  /** Hide, pin, and delete any comment of the target (a teacher of the school, a club leader …). */
  canModerate: boolean;
  /** maskingYN Y: more masking than the rule's (core/member-names.ts); false still masks by the rule. */
  masking: boolean;
  /** The sides a comment may take ([] none), and whether a top-level comment must take one. */
  sides: readonly CommentSide[];
  sideRequired: boolean;
};

/** An area's rule for its target type: `access` answers null for a target that does not exist (404). */
export type CommentTargetPolicy = {
  access(actor: Actor | null, targetKey: string): Promise<CommentAccess | null>;
  /** Called after a member's comment is stored (badges, notifications). */
  onWritten?(
    actor: Actor,
    written: { commentKey: number; targetKey: string; parentKey: number | null },
  ): Promise<void>;
};

type ListInput = z.output<typeof commentListRequestSchema>;
type WriteInput = z.output<typeof commentWriteRequestSchema>;
type EditInput = z.output<typeof commentEditRequestSchema>;
type ReportsInput = z.output<typeof commentReportsRequestSchema>;

const iso = (d: Date | null) => (d ? koreaDateTime(d) : null);
const yn = (b: boolean) => (b ? 'Y' : 'N') as 'Y' | 'N';

/**
 * The shared comment engine (issue 18; decision 170). Areas register a policy per target type
 * (`register('balance', policy)`); the engine stores and lists comments with one level of replies,
 * checks banned words on every write, masks names by the one rule on the server, and keeps the report queue.
 */
export function createCommentsService(deps: {
  repository: CommentsRepository;
  bannedWords: BannedWordCheck;
  clock: Clock;
}) {
  const { repository, bannedWords, clock } = deps;
  const policies = new Map<string, CommentTargetPolicy>();

  const policyOf = (targetType: string) => {
    const policy = policies.get(targetType);
    if (!policy) throw badRequest(COMMENT_MESSAGES.unknownTarget);
    return policy;
  };
  async function accessTo(actor: Actor | null, targetType: string, targetKey: string) {
    const access = await policyOf(targetType).access(actor, targetKey);
    if (!access?.canRead) throw notFound(COMMENT_MESSAGES.targetNotFound);
    return access;
  }
  /** A comment and the viewer's access to its target; 404 when either is invisible. */
  async function commentWithAccess(actor: Actor | null, commentKey: number) {
    const row = await repository.one(commentKey);
    if (!row) throw notFound(COMMENT_MESSAGES.notFound);
    const access = await accessTo(actor, row.targetType, row.targetKey);
    return { row, access };
  }

  function view(row: CommentRow, actor: Actor | null, access: CommentAccess, maskingYn?: MaskingYn): Comment {
    const writer = shownMember(
      actor,
      {
        memberKey: row.writerKey,
        schKey: row.schKey,
        name: row.writerName,
        memberTypeCode: row.writerTypeCode,
      },
      access.masking || maskingYn === 'Y' ? 'Y' : 'N',
    );
    const mine = writer.mine;
    const visibleText =
      row.statusCode === 'shown' || (row.statusCode === 'hidden' && (mine || access.canModerate));
    return {
      commentKey: row.commentKey,
      parentKey: row.parentKey,
      writerKey: writer.memberKey,
      writerName: writer.name,
      schName: row.schName,
      sideCode: row.sideCode,
      content: visibleText ? row.content : '',
      statusCode: row.statusCode as Comment['statusCode'],
      pinnedYn: yn(row.pinned),
      mineYn: yn(mine),
      regDate: koreaDateTime(row.createdAt),
      modDate: iso(row.updatedAt),
    };
  }

  function checkSide(access: CommentAccess, sideCode: string | undefined, topLevel: boolean) {
    if (sideCode && !access.sides.includes(sideCode as CommentSide))
      throw badRequest(COMMENT_MESSAGES.sideInvalid);
    if (!sideCode && topLevel && access.sideRequired) throw badRequest(COMMENT_MESSAGES.sideRequired);
  }
  function assertWritable(access: CommentAccess) {
    if (access.canWrite) return;
    const refusal = access.writeRefusal ?? { status: 403, message: COMMENT_MESSAGES.writeClosed };
    throw new AppError(refusal.status, refusal.message);
  }
  async function viewOf(actor: Actor | null, commentKey: number) {
    const { row, access } = await commentWithAccess(actor, commentKey);
    return view(row, actor, access);
  }

  return {
    /** Registers an area's rule for its target type; a second registration of a type is a programming error. */
    register(targetType: string, policy: CommentTargetPolicy) {
      if (policies.has(targetType)) throw new Error(`comment target type ${targetType} registered twice`);
      policies.set(targetType, policy);
    },

    /** A page of a target's comments with their replies, names masked for this viewer where the area says. */
    async list(actor: Actor | null, input: ListInput): Promise<CommentList> {
      const access = await accessTo(actor, input.targetType, input.targetKey);
      const offset = (input.pageIndex - 1) * input.pageSize;
      const [page, sideCounts] = await Promise.all([
        repository.page(input.targetType, input.targetKey, offset, input.pageSize),
        repository.sideCounts(input.targetType, input.targetKey),
      ]);
      const replies = await repository.replies(page.list.map((r) => r.commentKey));
      const list: CommentThread[] = page.list.map((row) => ({
        ...view(row, actor, access, input.maskingYN),
        replyList: replies
          .filter((r) => r.parentKey === row.commentKey)
          .map((r) => view(r, actor, access, input.maskingYN)),
      }));
      return {
        list,
        totalCount: page.totalCount,
        totalPage: Math.ceil(page.totalCount / input.pageSize),
        pageIndex: input.pageIndex,
        pageSize: input.pageSize,
        sideCounts,
        canWriteYn: yn(!!actor && access.canWrite),
        canModerateYn: yn(access.canModerate),
        sideList: [...access.sides],
        sideRequiredYn: yn(access.sideRequired),
      };
    },

    /** Writes a comment or a reply (one level: a reply to a reply is refused) after the banned-word check. */
    async write(actor: Actor | null, input: WriteInput): Promise<Comment> {
      const writer = requireActor(actor);
      const policy = policyOf(input.targetType);
      const access = await accessTo(writer, input.targetType, input.targetKey);
      assertWritable(access);
      if (input.parentKey !== undefined) {
        const parent = await repository.one(input.parentKey);
        if (!parent || parent.targetType !== input.targetType || parent.targetKey !== input.targetKey)
          throw badRequest(COMMENT_MESSAGES.parentNotFound);
        if (parent.parentKey !== null) throw badRequest(COMMENT_MESSAGES.replyOfReply);
      }
      checkSide(access, input.sideCode, input.parentKey === undefined);
      await bannedWords.assertClean(input.content);
      const commentKey = await repository.insert({
        targetType: input.targetType,
        targetKey: input.targetKey,
        parentKey: input.parentKey ?? null,
        writerKey: writer.memberKey,
        schKey: writer.schKey,
        sideCode: input.sideCode ?? null,
        content: input.content,
        createdAt: clock.now(),
      });
      await policy.onWritten?.(writer, {
        commentKey,
        targetKey: input.targetKey,
        parentKey: input.parentKey ?? null,
      });
      return viewOf(writer, commentKey);
    },

    /** The writer edits their comment (text, side) while they still may write on the target. */
    async edit(actor: Actor | null, input: EditInput): Promise<Comment> {
      const writer = requireActor(actor);
      const { row, access } = await commentWithAccess(writer, input.commentKey);
      if (row.writerKey !== writer.memberKey) throw forbidden(COMMENT_MESSAGES.notYours);
      if (row.statusCode === 'deleted') throw notFound(COMMENT_MESSAGES.notFound);
      assertWritable(access);
      checkSide(access, input.sideCode, row.parentKey === null);
      await bannedWords.assertClean(input.content);
      await repository.update(row.commentKey, {
        content: input.content,
        sideCode: input.sideCode ?? null,
        updatedAt: clock.now(),
      });
      return viewOf(writer, row.commentKey);
    },

    /** The writer, or the target's moderator, deletes a comment; one with replies stays as '삭제된 댓글입니다.'. */
    async remove(actor: Actor | null, commentKey: number) {
      const who = requireActor(actor);
      const { row, access } = await commentWithAccess(who, commentKey);
      if (row.writerKey !== who.memberKey && !access.canModerate) throw forbidden(COMMENT_MESSAGES.notYours);
      await repository.update(row.commentKey, {
        statusCode: 'deleted',
        pinned: false,
        updatedAt: clock.now(),
      });
      return { commentKey, byModerator: row.writerKey !== who.memberKey };
    },

    /** The target's moderator hides a comment (or shows it again); a student gets 403. */
    async setHidden(actor: Actor | null, commentKey: number, hidden: boolean): Promise<Comment> {
      const who = requireActor(actor);
      const { row, access } = await commentWithAccess(who, commentKey);
      if (!access.canModerate) throw forbidden(COMMENT_MESSAGES.moderatorOnly);
      if (row.statusCode === 'deleted') throw notFound(COMMENT_MESSAGES.notFound);
      await repository.update(row.commentKey, { statusCode: hidden ? 'hidden' : 'shown' });
      return viewOf(who, commentKey);
    },

    /** The target's moderator pins a top-level comment to the top of the list (or unpins it). */
    async setPinned(actor: Actor | null, commentKey: number, pinned: boolean): Promise<Comment> {
      const who = requireActor(actor);
      const { row, access } = await commentWithAccess(who, commentKey);
      if (!access.canModerate) throw forbidden(COMMENT_MESSAGES.moderatorOnly);
      if (row.parentKey !== null) throw badRequest(COMMENT_MESSAGES.pinReply);
      if (row.statusCode === 'deleted') throw notFound(COMMENT_MESSAGES.notFound);
      await repository.update(row.commentKey, { pinned });
      return viewOf(who, commentKey);
    },

    /** A member who can read a comment reports it, once; the report waits in the staff queue. */
    async report(actor: Actor | null, commentKey: number, reason: string) {
      const who = requireActor(actor);
      const { row } = await commentWithAccess(who, commentKey);
      if (row.writerKey === who.memberKey) throw badRequest(COMMENT_MESSAGES.ownComment);
      if (row.statusCode === 'deleted') throw notFound(COMMENT_MESSAGES.notFound);
      await bannedWords.assertClean(reason);
      if (!(await repository.report(commentKey, who.memberKey, reason)))
        throw conflict(COMMENT_MESSAGES.alreadyReported);
      return { commentKey };
    },

    /** Staff's queue: teachers and managers see reports on their school's members' comments, operators all. */
    async reports(actor: Actor | null, input: ReportsInput) {
      const staff = requireActor(actor);
      const scope = staffScope(staff);
      const offset = (input.pageIndex - 1) * input.pageSize;
      const page = await repository.reports(scope, input.statusCode, offset, input.pageSize);
      const list: CommentReportItem[] = page.list.map((r) => ({
        ...r,
        regDate: koreaDateTime(r.createdAt),
      }));
      return { list, totalCount: page.totalCount, totalPage: Math.ceil(page.totalCount / input.pageSize) };
    },

    /** Staff hide the reported comment (closing every open report of it) or dismiss the report. */
    async resolve(actor: Actor | null, reportKey: number, actionCode: 'hide' | 'dismiss') {
      const staff = requireActor(actor);
      const scope = staffScope(staff);
      const report = await repository.reportOne(reportKey);
      if (!report || (scope !== null && report.schKey !== scope)) throw notFound(COMMENT_MESSAGES.notFound);
      if (report.statusCode !== 'open') throw conflict(COMMENT_MESSAGES.alreadyResolved);
      if (actionCode === 'hide') await repository.update(report.commentKey, { statusCode: 'hidden' });
      await repository.resolve(
        reportKey,
        report.commentKey,
        actionCode === 'hide' ? 'hidden' : 'dismissed',
        staff.memberKey,
      );
      return { commentKey: report.commentKey };
    },

    /** Shown comments per target key, for an area's lists ("댓글 12"). */
    counts: (targetType: string, targetKeys: string[]) => repository.countsByTarget(targetType, targetKeys),
  };
}

/** Operators see every school's reports (null); a teacher or manager their school's; anyone else 403. */
function staffScope(actor: Actor): number | null {
  if (actor.operator) return null;
  if (hasTeacherRights(actor) && actor.schKey !== null) return actor.schKey;
  throw forbidden(COMMENT_MESSAGES.staffOnly);
}

export type CommentsService = ReturnType<typeof createCommentsService>;
