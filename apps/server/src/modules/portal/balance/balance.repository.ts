import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { member } from '../../../db/schema/portal.ts';
import { balanceGame, balanceVote } from '../../../db/schema/portal-debate.ts';

export type BalanceRow = typeof balanceGame.$inferSelect & {
  writerName: string;
  writerTypeCode: string;
  voteCount: number;
};

const columns = {
  balanceKey: balanceGame.balanceKey,
  schKey: balanceGame.schKey,
  writerKey: balanceGame.writerKey,
  title: balanceGame.title,
  bookTitle: balanceGame.bookTitle,
  bookAuthor: balanceGame.bookAuthor,
  optionA: balanceGame.optionA,
  optionB: balanceGame.optionB,
  imageA: balanceGame.imageA,
  imageB: balanceGame.imageB,
  statusCode: balanceGame.statusCode,
  returnReason: balanceGame.returnReason,
  approvedBy: balanceGame.approvedBy,
  approvedAt: balanceGame.approvedAt,
  closedAt: balanceGame.closedAt,
  createdAt: balanceGame.createdAt,
  writerName: member.name,
  writerTypeCode: member.memberTypeCode,
  voteCount: sql<number>`(select count(*)::int from ${balanceVote} v where v.balance_key = ${balanceGame.balanceKey})`,
};

type Editable = Pick<
  typeof balanceGame.$inferInsert,
  'title' | 'bookTitle' | 'bookAuthor' | 'optionA' | 'optionB' | 'imageA' | 'imageB'
>;

/** SQL of balance games (decision 171). */
export function createBalanceRepository(db: Db) {
  const rows = () =>
    db.select(columns).from(balanceGame).innerJoin(member, eq(member.memberKey, balanceGame.writerKey));
  return {
    async one(balanceKey: number): Promise<BalanceRow | undefined> {
      const [row] = await rows().where(eq(balanceGame.balanceKey, balanceKey));
      return row;
    },
    /** A school's games in some statuses, optionally only one writer's, newest first. */
    async list(schKey: number, statuses: string[], writerKey?: number): Promise<BalanceRow[]> {
      return rows()
        .where(
          and(
            eq(balanceGame.schKey, schKey),
            inArray(balanceGame.statusCode, statuses),
            writerKey === undefined ? undefined : eq(balanceGame.writerKey, writerKey),
          ),
        )
        .orderBy(desc(balanceGame.balanceKey));
    },
    async insert(values: Editable & { schKey: number; writerKey: number; statusCode: string }) {
      const [row] = await db
        .insert(balanceGame)
        .values(values)
        .returning({ balanceKey: balanceGame.balanceKey });
      if (!row) throw new Error('balance insert returned nothing');
      return row.balanceKey;
    },
    async update(balanceKey: number, values: Partial<typeof balanceGame.$inferInsert>) {
      await db.update(balanceGame).set(values).where(eq(balanceGame.balanceKey, balanceKey));
    },
    /**
     * Moves a game from one status to another only if it is still in `from` (two teachers at once: one wins).
     * Answers whether it moved.
     */
    async transition(balanceKey: number, from: string, values: Partial<typeof balanceGame.$inferInsert>) {
      const moved = await db
        .update(balanceGame)
        .set(values)
        .where(and(eq(balanceGame.balanceKey, balanceKey), eq(balanceGame.statusCode, from)))
        .returning({ balanceKey: balanceGame.balanceKey });
      return moved.length > 0;
    },
    /**
     * Stores or changes a member's vote, only while the game is open (in the same statement, so a vote
     * racing the close is refused). Answers 'added', 'changed' or null when the game was not open.
     */
    async vote(
      balanceKey: number,
      memberKey: number,
      choice: 'A' | 'B',
    ): Promise<'added' | 'changed' | null> {
      const result = await db.execute(sql`
        insert into ${balanceVote} (balance_key, member_key, choice)
        select ${balanceKey}, ${memberKey}, ${choice}
        where exists (select 1 from ${balanceGame} g where g.balance_key = ${balanceKey} and g.status_code = '02')
        on conflict (balance_key, member_key) do update set choice = excluded.choice, updated_at = now()
        returning (xmax = 0) as inserted`);
      const row = (result as unknown as { rows: { inserted: boolean }[] }).rows[0];
      if (!row) return null;
      return row.inserted ? 'added' : 'changed';
    },
    async tally(balanceKey: number) {
      const list = await db
        .select({ choice: balanceVote.choice, n: sql<number>`count(*)::int` })
        .from(balanceVote)
        .where(eq(balanceVote.balanceKey, balanceKey))
        .groupBy(balanceVote.choice);
      const of = (c: string) => list.find((r) => r.choice === c)?.n ?? 0;
      return { countA: of('A'), countB: of('B') };
    },
    async choicesOf(memberKey: number, balanceKeys: number[]): Promise<Map<number, 'A' | 'B'>> {
      if (balanceKeys.length === 0) return new Map();
      const list = await db
        .select({ balanceKey: balanceVote.balanceKey, choice: balanceVote.choice })
        .from(balanceVote)
        .where(and(eq(balanceVote.memberKey, memberKey), inArray(balanceVote.balanceKey, balanceKeys)));
      return new Map(list.map((r) => [r.balanceKey, r.choice as 'A' | 'B']));
    },
    /** Games a member voted in or made (myReadingContest balanceGame), newest first. */
    async ofMember(memberKey: number): Promise<BalanceRow[]> {
      return rows()
        .where(
          sql`${balanceGame.writerKey} = ${memberKey} or exists (select 1 from ${balanceVote} v where v.balance_key = ${balanceGame.balanceKey} and v.member_key = ${memberKey})`,
        )
        .orderBy(desc(balanceGame.balanceKey));
    },
  };
}

export type BalanceRepository = ReturnType<typeof createBalanceRepository>;
