import {
  NEWSGROUP_MESSAGES,
  type NewsgroupTopic,
  type newsgroupListRequestSchema,
  type newsgroupSaveRequestSchema,
} from '@reading/contract/debate/newsgroup';
import type { z } from 'zod';
import { forbidden, notFound } from '../../../lib/errors.ts';
import type { BannedWordCheck } from '../block-words/public.ts';
import type { CommentAccess, CommentsService } from '../comments/public.ts';
import { type Actor, hasTeacherRights, requireActor } from '../core/actor.ts';
import { nameFor } from '../core/member-names.ts';
import type { NewsgroupRepository, TopicRow } from './newsgroup.repository.ts';

type ListInput = z.output<typeof newsgroupListRequestSchema>;
type SaveInput = z.output<typeof newsgroupSaveRequestSchema>;
const yn = (b: boolean) => (b ? 'Y' : 'N') as 'Y' | 'N';

/**
 * Reading newsgroups (issue 18; decision 173): topics about books that members of every school read and
 * answer. Names are masked on the server by the one rule (core/member-names.ts), with maskingYN Y. A teacher of the
 * writer's school, or an operator, hides a topic and moderates its answers; its writer edits or deletes it.
 */
export function createNewsgroupService(deps: {
  repository: NewsgroupRepository;
  comments: CommentsService;
  bannedWords: BannedWordCheck;
}) {
  const { repository, bannedWords } = deps;
  const moderates = (actor: Actor | null, row: TopicRow) =>
    !!actor && (actor.operator || (hasTeacherRights(actor) && actor.schKey === row.schKey));
  const mayRead = (actor: Actor | null, row: TopicRow) =>
    !!actor && (row.statusCode === 'shown' || moderates(actor, row) || row.writerKey === actor.memberKey);

  function view(row: TopicRow, actor: Actor, commentCount: number): NewsgroupTopic {
    const mine = row.writerKey === actor.memberKey;
    return {
      topicKey: row.topicKey,
      title: row.title,
      bookTitle: row.bookTitle,
      bookAuthor: row.bookAuthor,
      content: row.content,
      writerName: nameFor(actor, { memberKey: row.writerKey, schKey: row.schKey, name: row.writerName }, 'Y'),
      schName: row.schName,
      statusCode: row.statusCode as 'shown' | 'hidden',
      commentCount,
      mineYn: yn(mine),
      canModerateYn: yn(moderates(actor, row)),
      regDate: row.createdAt.toISOString(),
    };
  }
  async function visible(actor: Actor | null, topicKey: number) {
    const who = requireActor(actor);
    const row = await repository.one(topicKey);
    if (!row || !mayRead(who, row)) throw notFound(NEWSGROUP_MESSAGES.notFound);
    return { who, row };
  }

  return {
    /** ReadingNewsGroup / virtualCommunity: a page of topics of every school, newest first. */
    async list(actor: Actor | null, input: ListInput) {
      const who = requireActor(actor);
      const page = await repository.page({
        keyword: input.searchKeyword || undefined,
        moderatedSchKey: hasTeacherRights(who) ? who.schKey : null,
        operator: who.operator,
        offset: (input.pageIndex - 1) * input.pageSize,
        limit: input.pageSize,
      });
      const counts = await deps.comments.counts(
        'newsgroup',
        page.list.map((r) => String(r.topicKey)),
      );
      return {
        list: page.list.map((r) => view(r, who, counts.get(String(r.topicKey)) ?? 0)),
        totalCount: page.totalCount,
        totalPage: Math.ceil(page.totalCount / input.pageSize),
        pageIndex: input.pageIndex,
      };
    },
    /** readingNewsgroup detail: one topic (its answers come from the comment engine). */
    async detail(actor: Actor | null, topicKey: number) {
      const { who, row } = await visible(actor, topicKey);
      const counts = await deps.comments.counts('newsgroup', [String(topicKey)]);
      return view(row, who, counts.get(String(topicKey)) ?? 0);
    },
    /** A member of a school opens a topic, or its writer edits it. */
    async save(actor: Actor | null, input: SaveInput) {
      const who = requireActor(actor);
      if (who.schKey === null && !who.operator) throw forbidden(NEWSGROUP_MESSAGES.noSchool);
      await bannedWords.assertClean(input.title, input.bookTitle, input.bookAuthor, input.content);
      const fields = {
        title: input.title,
        bookTitle: input.bookTitle,
        bookAuthor: input.bookAuthor,
        content: input.content,
      };
      if (input.topicKey === undefined)
        return {
          topicKey: await repository.insert({ ...fields, schKey: who.schKey, writerKey: who.memberKey }),
        };
      const { row } = await visible(who, input.topicKey);
      if (row.writerKey !== who.memberKey) throw forbidden(NEWSGROUP_MESSAGES.notYours);
      await repository.update(row.topicKey, fields);
      return { topicKey: row.topicKey };
    },
    /** A teacher of the writer's school or an operator hides a topic (or shows it again). */
    async setHidden(actor: Actor | null, topicKey: number, hidden: boolean) {
      const { who, row } = await visible(actor, topicKey);
      if (!moderates(who, row)) throw forbidden(NEWSGROUP_MESSAGES.moderatorOnly);
      await repository.update(row.topicKey, { statusCode: hidden ? 'hidden' : 'shown' });
      return { topicKey };
    },
    /** Its writer deletes a topic. */
    async remove(actor: Actor | null, topicKey: number) {
      const { who, row } = await visible(actor, topicKey);
      if (row.writerKey !== who.memberKey) throw forbidden(NEWSGROUP_MESSAGES.notYours);
      await repository.remove(row.topicKey);
      return { topicKey };
    },
    /** The comment engine's rule for 'newsgroup': members of every school answer; names masked. */
    async commentAccess(actor: Actor | null, targetKey: string): Promise<CommentAccess | null> {
      const key = Number(targetKey);
      const row = Number.isSafeInteger(key) && key > 0 ? await repository.one(key) : undefined;
      if (!row) return null;
      const readable = mayRead(actor, row);
      return {
        canRead: readable,
        canWrite: readable && row.statusCode === 'shown',
        canModerate: moderates(actor, row),
        masking: true,
        sides: [],
        sideRequired: false,
      };
    },
  };
}

export type NewsgroupService = ReturnType<typeof createNewsgroupService>;
