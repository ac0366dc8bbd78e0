import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { member } from '../../../db/schema/portal.ts';
import { boardFile } from '../../../db/schema/portal-community.ts';
import {
  readingGroup,
  readingGroupImage,
  readingGroupMember,
  readingGroupPost,
  readingGroupSchedule,
} from '../../../db/schema/portal-groups.ts';

export type GroupRow = typeof readingGroup.$inferSelect & {
  leaderName: string;
  leaderTypeCode: string;
  coverStorageKey: string | null;
};
export type GroupMemberRow = {
  memberKey: number;
  name: string;
  memberTypeCode: string;
  statusCode: string;
  applyMessage: string;
  regDate: Date;
};

/** SQL of reading clubs (decisions 190–193). Every function takes the database or a transaction. */
export function createReadingGroupRepository(db: Db) {
  const groups = (tx: Db = db) =>
    tx
      .select({
        group: readingGroup,
        leaderName: member.name,
        leaderTypeCode: member.memberTypeCode,
        coverStorageKey: boardFile.storageKey,
      })
      .from(readingGroup)
      .innerJoin(member, eq(member.memberKey, readingGroup.leaderMemberKey))
      .leftJoin(boardFile, eq(boardFile.fileKey, readingGroup.coverFileKey));
  const flat = (r: {
    group: typeof readingGroup.$inferSelect;
    leaderName: string;
    leaderTypeCode: string;
    coverStorageKey: string | null;
  }) =>
    ({
      ...r.group,
      leaderName: r.leaderName,
      leaderTypeCode: r.leaderTypeCode,
      coverStorageKey: r.coverStorageKey,
    }) as GroupRow;

  return {
    db,
    transaction: <T>(work: (tx: Db) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Db)),

    async find(groupKey: number, tx: Db = db): Promise<GroupRow | null> {
      const [row] = await groups(tx).where(eq(readingGroup.groupKey, groupKey));
      return row ? flat(row) : null;
    },

    /**
     * A school's clubs: recruiting and closed ones for everyone; awaiting ones only to the school's
     * teachers (`withAwaiting`) or to their founder.
     */
    async schoolList(schKey: number, viewer: number, withAwaiting: boolean): Promise<GroupRow[]> {
      const visible = withAwaiting
        ? undefined
        : or(
            inArray(readingGroup.recruitStatusCode, ['02', '03']),
            eq(readingGroup.founderMemberKey, viewer),
          );
      const rows = await groups()
        .where(and(eq(readingGroup.schKey, schKey), visible))
        .orderBy(asc(readingGroup.recruitStatusCode), desc(readingGroup.groupKey));
      return rows.map(flat);
    },

    /** Clubs I belong to or applied to. */
    async mine(memberKey: number): Promise<GroupRow[]> {
      const rows = await groups()
        .innerJoin(readingGroupMember, eq(readingGroupMember.groupKey, readingGroup.groupKey))
        .where(eq(readingGroupMember.memberKey, memberKey))
        .orderBy(desc(readingGroup.groupKey));
      return rows.map(flat);
    },

    async insert(tx: Db, values: typeof readingGroup.$inferInsert): Promise<number> {
      const [row] = await tx.insert(readingGroup).values(values).returning({ key: readingGroup.groupKey });
      await tx.insert(readingGroupMember).values({
        groupKey: row!.key,
        memberKey: values.leaderMemberKey,
        statusCode: '02',
        acceptedAt: new Date(),
      });
      return row!.key;
    },

    /** Moves a club's recruitment status from `from` to `to`; false when it was not in `from`. */
    async moveStatus(groupKey: number, from: string, to: string, approver?: number): Promise<boolean> {
      const rows = await db
        .update(readingGroup)
        .set({ recruitStatusCode: to, ...(approver ? { approverMemberKey: approver } : {}) })
        .where(and(eq(readingGroup.groupKey, groupKey), eq(readingGroup.recruitStatusCode, from)))
        .returning({ key: readingGroup.groupKey });
      return rows.length === 1;
    },

    async membership(groupKey: number, memberKey: number, tx: Db = db) {
      const [row] = await tx
        .select()
        .from(readingGroupMember)
        .where(and(eq(readingGroupMember.groupKey, groupKey), eq(readingGroupMember.memberKey, memberKey)));
      return row ?? null;
    },

    async memberships(memberKey: number, groupKeys: number[]) {
      if (groupKeys.length === 0) return [];
      return db
        .select({ groupKey: readingGroupMember.groupKey, statusCode: readingGroupMember.statusCode })
        .from(readingGroupMember)
        .where(
          and(eq(readingGroupMember.memberKey, memberKey), inArray(readingGroupMember.groupKey, groupKeys)),
        );
    },

    /** Applies once: false when the member already has a place (applied or accepted). */
    async apply(groupKey: number, memberKey: number, applyMessage: string): Promise<boolean> {
      const rows = await db
        .insert(readingGroupMember)
        .values({ groupKey, memberKey, statusCode: '01', applyMessage })
        .onConflictDoNothing()
        .returning({ key: readingGroupMember.memberKey });
      return rows.length === 1;
    },

    async people(groupKey: number): Promise<GroupMemberRow[]> {
      return db
        .select({
          memberKey: readingGroupMember.memberKey,
          name: member.name,
          memberTypeCode: member.memberTypeCode,
          statusCode: readingGroupMember.statusCode,
          applyMessage: readingGroupMember.applyMessage,
          regDate: readingGroupMember.regDate,
        })
        .from(readingGroupMember)
        .innerJoin(member, eq(member.memberKey, readingGroupMember.memberKey))
        .where(eq(readingGroupMember.groupKey, groupKey))
        .orderBy(desc(readingGroupMember.statusCode), asc(readingGroupMember.regDate));
    },

    /** An applicant becomes a member; false when they were no applicant (any more). */
    async accept(tx: Db, groupKey: number, memberKey: number): Promise<boolean> {
      const rows = await tx
        .update(readingGroupMember)
        .set({ statusCode: '02', acceptedAt: new Date() })
        .where(
          and(
            eq(readingGroupMember.groupKey, groupKey),
            eq(readingGroupMember.memberKey, memberKey),
            eq(readingGroupMember.statusCode, '01'),
          ),
        )
        .returning({ key: readingGroupMember.memberKey });
      return rows.length === 1;
    },

    /**
     * Takes one seat: the row lock of this UPDATE makes concurrent accepts wait for each other, and the
     * second one sees the raised count, so the last seat is taken once (decision 191). False when full.
     */
    async takeSeat(tx: Db, groupKey: number): Promise<boolean> {
      const rows = await tx
        .update(readingGroup)
        .set({ memberCount: sql`${readingGroup.memberCount} + 1` })
        .where(and(eq(readingGroup.groupKey, groupKey), lt(readingGroup.memberCount, readingGroup.capacity)))
        .returning({ key: readingGroup.groupKey });
      return rows.length === 1;
    },

    async freeSeat(tx: Db, groupKey: number) {
      await tx
        .update(readingGroup)
        .set({ memberCount: sql`${readingGroup.memberCount} - 1` })
        .where(eq(readingGroup.groupKey, groupKey));
    },

    /** Removes a member's place; answers the status it had, or null when there was none. */
    async remove(tx: Db, groupKey: number, memberKey: number): Promise<string | null> {
      const rows = await tx
        .delete(readingGroupMember)
        .where(and(eq(readingGroupMember.groupKey, groupKey), eq(readingGroupMember.memberKey, memberKey)))
        .returning({ statusCode: readingGroupMember.statusCode });
      return rows[0]?.statusCode ?? null;
    },

    /** Hands leadership over, only if `from` still leads (a concurrent hand-over loses). */
    async handOver(groupKey: number, from: number, to: number): Promise<boolean> {
      const rows = await db
        .update(readingGroup)
        .set({ leaderMemberKey: to })
        .where(and(eq(readingGroup.groupKey, groupKey), eq(readingGroup.leaderMemberKey, from)))
        .returning({ key: readingGroup.groupKey });
      return rows.length === 1;
    },

    schedules: (groupKey: number) =>
      db
        .select()
        .from(readingGroupSchedule)
        .where(eq(readingGroupSchedule.groupKey, groupKey))
        .orderBy(asc(readingGroupSchedule.meetDate), asc(readingGroupSchedule.scheduleKey)),

    async addSchedule(groupKey: number, title: string, meetDate: string) {
      const [row] = await db
        .insert(readingGroupSchedule)
        .values({ groupKey, title, meetDate })
        .returning({ key: readingGroupSchedule.scheduleKey });
      return row!.key;
    },

    images: (groupKey: number) =>
      db
        .select({
          imageKey: readingGroupImage.imageKey,
          storageKey: boardFile.storageKey,
          caption: readingGroupImage.caption,
          writerMemberKey: readingGroupImage.writerMemberKey,
          writerName: sql<string>`coalesce(${member.name}, '')`,
          regDate: readingGroupImage.regDate,
        })
        .from(readingGroupImage)
        .innerJoin(boardFile, eq(boardFile.fileKey, readingGroupImage.fileKey))
        .leftJoin(member, eq(member.memberKey, readingGroupImage.writerMemberKey))
        .where(eq(readingGroupImage.groupKey, groupKey))
        .orderBy(desc(readingGroupImage.regDate), desc(readingGroupImage.imageKey)),

    /** An image upload of the member that no post, album, cover or content uses yet (decisions 192, 225). */
    async freeImageOf(fileKey: number, memberKey: number) {
      const [row] = await db
        .select({ fileKey: boardFile.fileKey, storageKey: boardFile.storageKey })
        .from(boardFile)
        .leftJoin(readingGroupImage, eq(readingGroupImage.fileKey, boardFile.fileKey))
        .where(
          and(
            eq(boardFile.fileKey, fileKey),
            eq(boardFile.uploaderMemberKey, memberKey),
            eq(boardFile.imageYn, 'Y'),
            isNull(boardFile.postKey),
            isNull(boardFile.keptAt),
            isNull(readingGroupImage.imageKey),
          ),
        );
      return row ?? null;
    },

    /** Adds a photo; false when the file went to an album meanwhile (unique file_key). */
    async addImage(values: typeof readingGroupImage.$inferInsert): Promise<number | null> {
      const rows = await db
        .insert(readingGroupImage)
        .values(values)
        .onConflictDoNothing()
        .returning({ key: readingGroupImage.imageKey });
      return rows[0]?.key ?? null;
    },

    async posts(groupKey: number, kind: string, limit: number, offset: number) {
      const where = and(
        eq(readingGroupPost.groupKey, groupKey),
        eq(readingGroupPost.kind, kind),
        isNull(readingGroupPost.deletedAt),
      );
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(readingGroupPost)
          .where(where)
          .orderBy(desc(readingGroupPost.regDate), desc(readingGroupPost.postKey))
          .limit(limit)
          .offset(offset),
        db.select({ n: sql<number>`count(*)::int` }).from(readingGroupPost).where(where),
      ]);
      return { rows, total: count?.n ?? 0 };
    },

    async post(postKey: number) {
      const [row] = await db
        .select()
        .from(readingGroupPost)
        .where(and(eq(readingGroupPost.postKey, postKey), isNull(readingGroupPost.deletedAt)));
      return row ?? null;
    },

    async countView(postKey: number) {
      await db
        .update(readingGroupPost)
        .set({ viewCount: sql`${readingGroupPost.viewCount} + 1` })
        .where(eq(readingGroupPost.postKey, postKey));
    },

    async insertPost(values: typeof readingGroupPost.$inferInsert): Promise<number> {
      const [row] = await db
        .insert(readingGroupPost)
        .values(values)
        .returning({ key: readingGroupPost.postKey });
      return row!.key;
    },

    /** Accepted members of a club (for notices to every member). */
    async memberKeys(groupKey: number): Promise<number[]> {
      const rows = await db
        .select({ key: readingGroupMember.memberKey })
        .from(readingGroupMember)
        .where(and(eq(readingGroupMember.groupKey, groupKey), eq(readingGroupMember.statusCode, '02')));
      return rows.map((r) => r.key);
    },

    /** MyCommunity's 'group' section: the clubs a member belongs to (accepted), newest first. */
    async myCount(memberKey: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(readingGroupMember)
        .where(and(eq(readingGroupMember.memberKey, memberKey), eq(readingGroupMember.statusCode, '02')));
      return row?.n ?? 0;
    },
    async myPage(memberKey: number, limit: number, offset: number) {
      return db
        .select({
          groupKey: readingGroup.groupKey,
          name: readingGroup.name,
          recruitStatusCode: readingGroup.recruitStatusCode,
          regDate: readingGroupMember.regDate,
        })
        .from(readingGroupMember)
        .innerJoin(readingGroup, eq(readingGroup.groupKey, readingGroupMember.groupKey))
        .where(and(eq(readingGroupMember.memberKey, memberKey), eq(readingGroupMember.statusCode, '02')))
        .orderBy(desc(readingGroupMember.regDate), desc(readingGroup.groupKey))
        .limit(limit)
        .offset(offset);
    },
  };
}

export type ReadingGroupRepository = ReturnType<typeof createReadingGroupRepository>;
