import { and, count, eq, notInArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { boardPost } from '../../../db/schema/portal-community.ts';
import { notDeleted } from './board.queries.ts';
import { createBoardRepository } from './board.repository.ts';

/** Which of a member's posts a kind names: inquiries, counselling, or every other board they wrote. */
export type MemberPostKind = 'qna' | 'counseling' | 'posts';
const ASKED = ['qna', 'counseling'];

function kindIs(kind: MemberPostKind): SQL {
  return kind === 'posts' ? notInArray(boardPost.boardCode, ASKED) : eq(boardPost.boardCode, kind);
}

/** A member's own posts, not deleted (decision 096): the rows MyCommunity counts and lists. */
export function createMemberPostsRepository(db: Db) {
  const boards = createBoardRepository(db);
  const mine = (memberKey: number, kind: MemberPostKind) =>
    and(notDeleted(), eq(boardPost.writerMemberKey, memberKey), kindIs(kind));
  return {
    async counts(memberKey: number): Promise<Record<MemberPostKind, number>> {
      const rows = await db
        .select({ boardCode: boardPost.boardCode, n: count() })
        .from(boardPost)
        .where(and(notDeleted(), eq(boardPost.writerMemberKey, memberKey)))
        .groupBy(boardPost.boardCode);
      const counts = { qna: 0, counseling: 0, posts: 0 };
      for (const row of rows) {
        const kind = ASKED.includes(row.boardCode) ? (row.boardCode as 'qna' | 'counseling') : 'posts';
        counts[kind] += Number(row.n);
      }
      return counts;
    },
    page: (memberKey: number, kind: MemberPostKind, limit: number, offset: number) =>
      boards.page(mine(memberKey, kind), limit, offset),
  };
}
