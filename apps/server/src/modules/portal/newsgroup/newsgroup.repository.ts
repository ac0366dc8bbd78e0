import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { member, school } from '../../../db/schema/portal.ts';
import { newsgroupTopic } from '../../../db/schema/portal-debate.ts';

const columns = {
  topicKey: newsgroupTopic.topicKey,
  schKey: newsgroupTopic.schKey,
  writerKey: newsgroupTopic.writerKey,
  title: newsgroupTopic.title,
  bookTitle: newsgroupTopic.bookTitle,
  bookAuthor: newsgroupTopic.bookAuthor,
  content: newsgroupTopic.content,
  statusCode: newsgroupTopic.statusCode,
  createdAt: newsgroupTopic.createdAt,
  writerName: member.name,
  schName: school.name,
};
export type TopicRow = typeof newsgroupTopic.$inferSelect & { writerName: string; schName: string | null };

/** Escapes LIKE's wildcards so a search word matches literally. */
const literal = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** SQL of reading newsgroups (decision 173). */
export function createNewsgroupRepository(db: Db) {
  const rows = () =>
    db
      .select(columns)
      .from(newsgroupTopic)
      .innerJoin(member, eq(member.memberKey, newsgroupTopic.writerKey))
      .leftJoin(school, eq(school.schKey, newsgroupTopic.schKey));
  return {
    async one(topicKey: number): Promise<TopicRow | undefined> {
      const [row] = await rows().where(eq(newsgroupTopic.topicKey, topicKey));
      return row;
    },
    /** Shown topics of every school (and a moderator's hidden ones of their school), newest first. */
    async page(opts: {
      keyword?: string;
      moderatedSchKey: number | null;
      operator: boolean;
      offset: number;
      limit: number;
    }) {
      const visibleWhere = opts.operator
        ? undefined
        : or(
            eq(newsgroupTopic.statusCode, 'shown'),
            opts.moderatedSchKey === null ? sql`false` : eq(newsgroupTopic.schKey, opts.moderatedSchKey),
          );
      const search = opts.keyword
        ? or(
            ilike(newsgroupTopic.title, literal(opts.keyword)),
            ilike(newsgroupTopic.bookTitle, literal(opts.keyword)),
          )
        : undefined;
      const where = and(visibleWhere, search);
      const [list, [count]] = await Promise.all([
        rows().where(where).orderBy(desc(newsgroupTopic.topicKey)).offset(opts.offset).limit(opts.limit),
        db.select({ n: sql<number>`count(*)::int` }).from(newsgroupTopic).where(where),
      ]);
      return { list, totalCount: count?.n ?? 0 };
    },
    async insert(values: typeof newsgroupTopic.$inferInsert) {
      const [row] = await db
        .insert(newsgroupTopic)
        .values(values)
        .returning({ topicKey: newsgroupTopic.topicKey });
      if (!row) throw new Error('newsgroup insert returned nothing');
      return row.topicKey;
    },
    async update(topicKey: number, values: Partial<typeof newsgroupTopic.$inferInsert>) {
      await db.update(newsgroupTopic).set(values).where(eq(newsgroupTopic.topicKey, topicKey));
    },
    async remove(topicKey: number) {
      await db.delete(newsgroupTopic).where(eq(newsgroupTopic.topicKey, topicKey));
    },
  };
}

export type NewsgroupRepository = ReturnType<typeof createNewsgroupRepository>;
