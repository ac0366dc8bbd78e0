import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { member, school } from '../../../db/schema/portal.ts';
import { discussionRoom } from '../../../db/schema/portal-debate.ts';

const columns = {
  roomKey: discussionRoom.roomKey,
  schKey: discussionRoom.schKey,
  writerKey: discussionRoom.writerKey,
  title: discussionRoom.title,
  question: discussionRoom.question,
  bookTitle: discussionRoom.bookTitle,
  bookAuthor: discussionRoom.bookAuthor,
  requestType: discussionRoom.requestType,
  scopeCode: discussionRoom.scopeCode,
  maskingYn: discussionRoom.maskingYn,
  startDate: discussionRoom.startDate,
  endDate: discussionRoom.endDate,
  summary: discussionRoom.summary,
  closedAt: discussionRoom.closedAt,
  createdAt: discussionRoom.createdAt,
  writerName: member.name,
  schName: school.name,
};
export type RoomRow = typeof discussionRoom.$inferSelect & { writerName: string; schName: string };

type Editable = Pick<
  typeof discussionRoom.$inferInsert,
  | 'title'
  | 'question'
  | 'bookTitle'
  | 'bookAuthor'
  | 'requestType'
  | 'scopeCode'
  | 'maskingYn'
  | 'startDate'
  | 'endDate'
>;

/** SQL of discussion rooms (decision 172). */
export function createDiscussionRepository(db: Db) {
  const rows = () =>
    db
      .select(columns)
      .from(discussionRoom)
      .innerJoin(member, eq(member.memberKey, discussionRoom.writerKey))
      .innerJoin(school, eq(school.schKey, discussionRoom.schKey));
  return {
    async one(roomKey: number): Promise<RoomRow | undefined> {
      const [row] = await rows().where(eq(discussionRoom.roomKey, roomKey));
      return row;
    },
    /** Rooms a member of a school sees (the school's and the nationwide ones), in a state by today. */
    async list(schKey: number | null, state: string, today: string): Promise<RoomRow[]> {
      const stateWhere: Record<string, SQL | undefined> = {
        upcoming: sql`${discussionRoom.startDate} > ${today} and ${discussionRoom.closedAt} is null`,
        open: sql`${discussionRoom.startDate} <= ${today} and ${discussionRoom.endDate} >= ${today} and ${discussionRoom.closedAt} is null`,
        closed: sql`(${discussionRoom.endDate} < ${today} or ${discussionRoom.closedAt} is not null)`,
        all: undefined,
      };
      return rows()
        .where(
          and(
            or(
              eq(discussionRoom.scopeCode, 'national'),
              schKey === null ? sql`false` : eq(discussionRoom.schKey, schKey),
            ),
            stateWhere[state],
          ),
        )
        .orderBy(desc(discussionRoom.startDate), desc(discussionRoom.roomKey))
        .limit(200);
    },
    async insert(values: Editable & { schKey: number; writerKey: number }) {
      const [row] = await db
        .insert(discussionRoom)
        .values(values)
        .returning({ roomKey: discussionRoom.roomKey });
      if (!row) throw new Error('discussion insert returned nothing');
      return row.roomKey;
    },
    async update(roomKey: number, values: Partial<typeof discussionRoom.$inferInsert>) {
      await db.update(discussionRoom).set(values).where(eq(discussionRoom.roomKey, roomKey));
    },
  };
}

export type DiscussionRepository = ReturnType<typeof createDiscussionRepository>;
