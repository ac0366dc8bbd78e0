import {
  BALANCE_MESSAGES,
  BALANCE_STATUS,
  type BalanceDetail,
  type BalanceSummary,
  type BalanceTally,
  type balanceApproveRequestSchema,
  type balanceSaveRequestSchema,
} from '@reading/contract/debate/balance';
import { josaOf } from '@reading/contract/korean/josa';
import type { z } from 'zod';
import { badRequest, conflict, forbidden, notFound } from '../../../lib/errors.ts';
import type { BannedWordCheck } from '../block-words/public.ts';
import type { CommentAccess } from '../comments/public.ts';
import { type Actor, hasTeacherRights, requireActor } from '../core/actor.ts';
import { shownMember } from '../core/member-names.ts';
import type { PortalFace } from '../mypage/public.ts';
import type { BalanceRepository, BalanceRow } from './balance.repository.ts';

type SaveInput = z.output<typeof balanceSaveRequestSchema>;
type ApproveInput = z.output<typeof balanceApproveRequestSchema>;
export type TallyEvent = BalanceTally;

const { awaiting, open, closed, returned } = BALANCE_STATUS;
const yn = (b: boolean) => (b ? 'Y' : 'N') as 'Y' | 'N';
const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part * 100) / whole));

/** The tally as the page shows it: counts and whole percentages that add up to 100 when anyone voted. */
export function tallyOf(balanceKey: number, countA: number, countB: number): BalanceTally {
  const total = countA + countB;
  const percentA = percent(countA, total);
  return { balanceKey, countA, countB, total, percentA, percentB: total === 0 ? 0 : 100 - percentA };
}

/**
 * Balance games (issue 18; decision 171). A game belongs to its writer's school and is seen by that
 * school's members: open and closed games by all, an awaiting or returned one by its writer and the
 * school's teachers. State machine: a student's proposal 01 → (teacher approves) 02 → (teacher closes) 03,
 * or 01 → 04 returned (the writer edits it back to 01); a teacher's own game opens at 02.
 */
export function createBalanceService(deps: {
  repository: BalanceRepository;
  bannedWords: BannedWordCheck;
  portal: () => PortalFace;
  publish: (event: TallyEvent) => Promise<void>;
}) {
  const { repository, bannedWords } = deps;
  const teachesAt = (actor: Actor | null, schKey: number) =>
    hasTeacherRights(actor) && actor?.schKey === schKey;
  const mayRead = (actor: Actor | null, row: BalanceRow) =>
    !!actor &&
    actor.schKey === row.schKey &&
    (row.statusCode === open ||
      row.statusCode === closed ||
      row.writerKey === actor.memberKey ||
      teachesAt(actor, row.schKey));

  async function visible(actor: Actor | null, balanceKey: number) {
    const who = requireActor(actor);
    const row = await repository.one(balanceKey);
    if (!row || !mayRead(who, row)) throw notFound(BALANCE_MESSAGES.notFound);
    return { who, row };
  }
  /** A game as `who` sees it: its writer by the one masking rule (decision 230). */
  function summary(row: BalanceRow, myChoice: 'A' | 'B' | null, who: Actor): BalanceSummary {
    const writer = shownMember(who, {
      memberKey: row.writerKey,
      schKey: row.schKey,
      name: row.writerName,
      memberTypeCode: row.writerTypeCode,
    });
    return {
      balanceKey: row.balanceKey,
      title: row.title,
      bookTitle: row.bookTitle,
      bookAuthor: row.bookAuthor,
      optionA: row.optionA,
      optionB: row.optionB,
      imageA: row.imageA,
      imageB: row.imageB,
      statusCode: row.statusCode,
      writerKey: writer.memberKey,
      writerName: writer.name,
      voteCount: row.voteCount,
      myChoice,
      regDate: row.createdAt.toISOString(),
    };
  }
  async function currentTally(balanceKey: number) {
    const { countA, countB } = await repository.tally(balanceKey);
    return tallyOf(balanceKey, countA, countB);
  }

  const service = {
    /**
     * The school's games in a status: 02 open (default), 03 closed, 'all'; 01 awaiting and 04 returned list
     * every one of the school for its teachers and only the member's own for a student.
     */
    async list(actor: Actor | null, statusCode: string) {
      const who = requireActor(actor);
      if (who.schKey === null) return { list: [], totalCount: 0 };
      const teacher = teachesAt(who, who.schKey);
      const statuses = statusCode === 'all' ? [awaiting, open, closed, returned] : [statusCode];
      const mine = statuses.filter((s) => s === awaiting || s === returned);
      const shared = statuses.filter((s) => s === open || s === closed);
      const rows = [
        ...(shared.length ? await repository.list(who.schKey, shared) : []),
        ...(mine.length ? await repository.list(who.schKey, mine, teacher ? undefined : who.memberKey) : []),
      ].sort((a, b) => b.balanceKey - a.balanceKey);
      const choices = await repository.choicesOf(
        who.memberKey,
        rows.map((r) => r.balanceKey),
      );
      const list = rows.map((r) => summary(r, choices.get(r.balanceKey) ?? null, who));
      return { list, totalCount: list.length };
    },

    /** A game with its tally, my vote and what I may do with it. */
    async detail(actor: Actor | null, balanceKey: number): Promise<BalanceDetail> {
      const { who, row } = await visible(actor, balanceKey);
      const [choices, tally] = await Promise.all([
        repository.choicesOf(who.memberKey, [balanceKey]),
        currentTally(balanceKey),
      ]);
      const teacher = teachesAt(who, row.schKey);
      const ownDraft =
        row.writerKey === who.memberKey && (row.statusCode === awaiting || row.statusCode === returned);
      return {
        ...summary(row, choices.get(balanceKey) ?? null, who),
        tally,
        returnReason: row.returnReason,
        canEditYn: yn(ownDraft || (teacher && row.statusCode !== closed)),
        canApproveYn: yn(teacher && row.statusCode === awaiting),
        canCloseYn: yn(teacher && row.statusCode === open),
      };
    },

    /**
     * BalanceCreate and BalanceEdit. A student's new game waits for approval (01); a teacher's opens (02).
     * The writer edits an awaiting or returned game (a returned one goes back to 01); a teacher of the
     * school edits any game that is not closed.
     */
    async save(actor: Actor | null, input: SaveInput) {
      const who = requireActor(actor);
      if (who.schKey === null) throw forbidden(BALANCE_MESSAGES.noSchool);
      await bannedWords.assertClean(
        input.title,
        input.bookTitle,
        input.bookAuthor,
        input.optionA,
        input.optionB,
      );
      const fields = {
        title: input.title,
        bookTitle: input.bookTitle,
        bookAuthor: input.bookAuthor,
        optionA: input.optionA,
        optionB: input.optionB,
        imageA: input.imageA ?? null,
        imageB: input.imageB ?? null,
      };
      const teacher = teachesAt(who, who.schKey);
      if (input.balanceKey === undefined) {
        const statusCode = teacher ? open : awaiting;
        const balanceKey = await repository.insert({
          ...fields,
          schKey: who.schKey,
          writerKey: who.memberKey,
          statusCode,
        });
        if (teacher)
          await repository.update(balanceKey, { approvedBy: who.memberKey, approvedAt: new Date() });
        return { balanceKey, statusCode };
      }
      const { row } = await visible(who, input.balanceKey);
      if (row.statusCode === closed) throw conflict(BALANCE_MESSAGES.editLocked);
      if (teachesAt(who, row.schKey)) {
        await repository.update(row.balanceKey, fields);
        return { balanceKey: row.balanceKey, statusCode: row.statusCode };
      }
      if (row.writerKey !== who.memberKey) throw forbidden(BALANCE_MESSAGES.notYours);
      if (row.statusCode === open) throw conflict(BALANCE_MESSAGES.editLocked);
      await repository.update(row.balanceKey, { ...fields, statusCode: awaiting, returnReason: null });
      return { balanceKey: row.balanceKey, statusCode: awaiting };
    },

    /** BalanceApproval: a teacher of the school opens an awaiting game (02) or returns it with a reason (04). */
    async approve(actor: Actor | null, input: ApproveInput) {
      const { who, row } = await visible(actor, input.balanceKey);
      if (!teachesAt(who, row.schKey)) throw forbidden(BALANCE_MESSAGES.teacherOnly);
      const approve = input.approveYn === 'Y';
      if (!approve && !input.returnReason) throw badRequest(BALANCE_MESSAGES.returnReasonRequired);
      if (!approve) await bannedWords.assertClean(input.returnReason);
      const moved = await repository.transition(
        row.balanceKey,
        awaiting,
        approve
          ? { statusCode: open, approvedBy: who.memberKey, approvedAt: new Date(), returnReason: null }
          : { statusCode: returned, returnReason: input.returnReason ?? null },
      );
      if (!moved) throw conflict(BALANCE_MESSAGES.notAwaiting);
      await deps.portal().notify(row.writerKey, {
        kind: 'notice',
        title: approve
          ? `밸런스 게임 '${row.title}'${josaOf(row.title, '이/가')} 승인되었습니다.`
          : `밸런스 게임 '${row.title}'${josaOf(row.title, '이/가')} 반려되었습니다.`,
        linkRoute: 'BalanceDetail',
        dedupeKey: `balance:${row.balanceKey}:${approve ? 'approved' : `returned:${Date.now()}`}`,
      });
      return { balanceKey: row.balanceKey, statusCode: approve ? open : returned };
    },

    /** A teacher of the school closes an open game: votes and reasons stop, the tally stays. */
    async close(actor: Actor | null, balanceKey: number) {
      const { who, row } = await visible(actor, balanceKey);
      if (!teachesAt(who, row.schKey)) throw forbidden(BALANCE_MESSAGES.teacherOnly);
      if (!(await repository.transition(balanceKey, open, { statusCode: closed, closedAt: new Date() })))
        throw conflict(BALANCE_MESSAGES.notOpen);
      return { balanceKey, statusCode: closed };
    },

    /**
     * A member of the school votes once; while the game is open the vote may change (still one vote).
     * After close: 409. The first vote counts for badge 06; the new tally goes to every open page.
     */
    async vote(actor: Actor | null, balanceKey: number, choice: 'A' | 'B') {
      const { who, row } = await visible(actor, balanceKey);
      const outcome = await repository.vote(balanceKey, who.memberKey, choice);
      if (!outcome)
        throw conflict(
          row.statusCode === awaiting ? BALANCE_MESSAGES.voteNotOpen : BALANCE_MESSAGES.voteClosed,
        );
      const tally = await currentTally(balanceKey);
      await deps.publish(tally);
      if (outcome === 'added')
        await deps.portal().reportActivity({
          kind: 'balanceGameVoted',
          memberKey: who.memberKey,
          sourceKey: `balance:${balanceKey}`,
        });
      return { outcome, data: { myChoice: choice, tally } };
    },

    /** Whether a member of this school may follow the game's live tally (the stream's check). */
    async visibleToSchool(schKey: number | null, balanceKey: number) {
      const row = await repository.one(balanceKey);
      if (!row || row.schKey !== schKey || (row.statusCode !== open && row.statusCode !== closed))
        throw notFound(BALANCE_MESSAGES.notFound);
    },

    /** The comment engine's rule for 'balance': reasons on side A or B, by the school, while open. */
    async commentAccess(actor: Actor | null, targetKey: string): Promise<CommentAccess | null> {
      const row = Number.isSafeInteger(Number(targetKey))
        ? await repository.one(Number(targetKey))
        : undefined;
      if (!row) return null;
      const readable = mayRead(actor, row);
      return {
        canRead: readable,
        canWrite: readable && row.statusCode === open,
        writeRefusal: { status: 409, message: BALANCE_MESSAGES.commentClosed },
        canModerate: teachesAt(actor, row.schKey),
        masking: false,
        sides: ['A', 'B'],
        sideRequired: false,
      };
    },

    /** myReadingContest balanceGame: the games a member made or voted in. */
    async ofMember(who: Actor) {
      const rows = await repository.ofMember(who.memberKey);
      const choices = await repository.choicesOf(
        who.memberKey,
        rows.map((r) => r.balanceKey),
      );
      return rows.map((r) => summary(r, choices.get(r.balanceKey) ?? null, who));
    },
  };
  return service;
}

export type BalanceService = ReturnType<typeof createBalanceService>;
