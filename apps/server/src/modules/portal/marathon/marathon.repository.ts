import type { MarathonListFilter } from '@reading/contract/marathon/marathon';
import { and, asc, desc, eq, gte, ilike, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { member, school } from '../../../db/schema/portal.ts';
import {
  readingMarathon,
  readingMarathonBook,
  readingMarathonMember,
} from '../../../db/schema/portal-marathon.ts';
import { createDiaryRepository } from './diary.repository.ts';

export type { DiaryRow, DiaryStats } from './diary.repository.ts';

export type MarathonRow = typeof readingMarathon.$inferSelect & {
  schoolName: string;
  makerName: string;
  makerTypeCode: string;
  participantCount: number;
  bookCount: number;
  progressStatus: string;
};
export type MarathonDraft = Omit<
  typeof readingMarathon.$inferInsert,
  'readingMarathonKey' | 'createdAt' | 'startNotifiedAt'
>;
export type BookDraft = {
  bookKey: number;
  title: string;
  author: string;
  publisher: string;
  kdc: string | null;
};
export type ParticipationRow = typeof readingMarathonMember.$inferSelect;
export type Viewer = { memberKey: number; schKey: number | null };

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

/** SQL of reading marathons (decisions 180–183): only the portal's marathon tables and members. */
export function createMarathonRepository(db: Db) {
  /** progressStatus from the period and today (Korea): 01 before, 02 running, 03 over. */
  const statusOf = (today: string) =>
    sql<string>`case when ${readingMarathon.startDate} > ${today} then '01' when ${readingMarathon.endDate} < ${today} then '03' else '02' end`;
  const participants = sql<number>`(select count(*)::int from ${readingMarathonMember} p where p.reading_marathon_key = ${readingMarathon.readingMarathonKey})`;
  const joinedBy = (memberKey: number) =>
    sql`exists (select 1 from ${readingMarathonMember} j where j.reading_marathon_key = ${readingMarathon.readingMarathonKey} and j.member_key = ${memberKey})`;
  /**
   * What a member may see (decisions 180, 236): nationwide 04, their school's 02, their own private 01, and
   * any marathon they joined. Everything else is invisible (404), here in the query.
   */
  const visibleTo = (viewer: Viewer) =>
    or(
      eq(readingMarathon.privacyBoundCode, '04'),
      viewer.schKey === null
        ? undefined
        : and(eq(readingMarathon.privacyBoundCode, '02'), eq(readingMarathon.schKey, viewer.schKey)),
      eq(readingMarathon.makerKey, viewer.memberKey),
      joinedBy(viewer.memberKey),
    )!;
  const rows = (today: string) =>
    db
      .select({
        ...readingMarathonColumns,
        schoolName: school.name,
        makerName: member.name,
        makerTypeCode: member.memberTypeCode,
        participantCount: participants,
        bookCount: sql<number>`(select count(*)::int from ${readingMarathonBook} b where b.reading_marathon_key = ${readingMarathon.readingMarathonKey})`,
        progressStatus: statusOf(today),
      })
      .from(readingMarathon)
      .innerJoin(school, eq(school.schKey, readingMarathon.schKey))
      .innerJoin(member, eq(member.memberKey, readingMarathon.makerKey));

  async function page(
    where: SQL | undefined,
    order: SQL[],
    today: string,
    pageIndex: number,
    pageSize: number,
  ) {
    const [counted] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(readingMarathon)
      .where(where);
    const count = counted?.count ?? 0;
    const list = await rows(today)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((pageIndex - 1) * pageSize);
    return { list: list as MarathonRow[], totalCount: count };
  }

  return {
    ...createDiaryRepository(db),
    /** The school list's page (spec §3 parameters); with myJoinYN Y, the joined ones of any school. */
    schoolPage(viewer: Viewer, filter: MarathonListFilter, today: string) {
      const status = statusOf(today);
      const where = and(
        visibleTo(viewer),
        filter.myJoinYN === 'Y'
          ? joinedBy(viewer.memberKey)
          : viewer.schKey === null
            ? sql`false`
            : eq(readingMarathon.schKey, viewer.schKey),
        filter.myMakeYN === 'Y' ? eq(readingMarathon.makerKey, viewer.memberKey) : undefined,
        filter.progressStatus ? sql`${status} = ${filter.progressStatus}` : undefined,
        filter.readingMarathonTypeCode
          ? eq(readingMarathon.typeCode, filter.readingMarathonTypeCode)
          : undefined,
        filter.privacyBoundsCode ? eq(readingMarathon.privacyBoundCode, filter.privacyBoundsCode) : undefined,
        filter.targetGrade === undefined
          ? undefined
          : filter.targetGrade === 0
            ? eq(readingMarathon.targetGrade, 0)
            : inArray(readingMarathon.targetGrade, [0, filter.targetGrade]),
        filter.contestName ? ilike(readingMarathon.name, `%${escapeLike(filter.contestName)}%`) : undefined,
        filter.contestSummary
          ? ilike(readingMarathon.summary, `%${escapeLike(filter.contestSummary)}%`)
          : undefined,
        // A period filter keeps the marathons that overlap it.
        filter.startDate ? gte(readingMarathon.endDate, filter.startDate) : undefined,
        filter.endDate ? lte(readingMarathon.startDate, filter.endDate) : undefined,
      );
      return page(
        where,
        [
          asc(sql`case ${status} when '02' then 0 when '01' then 1 else 2 end`),
          desc(readingMarathon.readingMarathonKey),
        ],
        today,
        filter.pageIndex,
        filter.pageSize,
      );
    },

    /** Nationwide (04) marathons not over yet, the most joined first. */
    recommendPage(today: string, pageIndex: number, pageSize: number) {
      const where = and(eq(readingMarathon.privacyBoundCode, '04'), gte(readingMarathon.endDate, today));
      return page(
        where,
        [desc(participants), desc(readingMarathon.readingMarathonKey)],
        today,
        pageIndex,
        pageSize,
      );
    },

    async find(key: number, today: string, viewer?: Viewer): Promise<MarathonRow | null> {
      const [row] = await rows(today).where(
        and(eq(readingMarathon.readingMarathonKey, key), viewer ? visibleTo(viewer) : undefined),
      );
      return (row as MarathonRow | undefined) ?? null;
    },

    /** Marathons a member made or joined (my page), newest first. */
    async mine(memberKey: number, today: string): Promise<MarathonRow[]> {
      return (await rows(today)
        .where(or(eq(readingMarathon.makerKey, memberKey), joinedBy(memberKey)))
        .orderBy(desc(readingMarathon.readingMarathonKey))) as MarathonRow[];
    },

    /** A member's grade (a student's; null for others): the target grade's check. */
    async gradeOf(memberKey: number): Promise<number | null> {
      const [row] = await db
        .select({ grade: member.grade })
        .from(member)
        .where(eq(member.memberKey, memberKey));
      return row?.grade ?? null;
    },

    books(key: number) {
      return db
        .select()
        .from(readingMarathonBook)
        .where(eq(readingMarathonBook.readingMarathonKey, key))
        .orderBy(asc(readingMarathonBook.sortNo));
    },

    /** Inserts or replaces a marathon and its chosen books in one transaction. */
    async save(key: number | undefined, draft: MarathonDraft, books: BookDraft[]): Promise<number> {
      return db.transaction(async (tx) => {
        let saved = key;
        if (saved) {
          await tx.update(readingMarathon).set(draft).where(eq(readingMarathon.readingMarathonKey, saved));
          await tx.delete(readingMarathonBook).where(eq(readingMarathonBook.readingMarathonKey, saved));
        } else {
          const [row] = await tx
            .insert(readingMarathon)
            .values(draft)
            .returning({ key: readingMarathon.readingMarathonKey });
          saved = row!.key;
        }
        if (books.length > 0)
          await tx
            .insert(readingMarathonBook)
            .values(books.map((b, i) => ({ ...b, readingMarathonKey: saved!, sortNo: i + 1 })));
        return saved!;
      });
    },

    async remove(key: number) {
      await db.delete(readingMarathon).where(eq(readingMarathon.readingMarathonKey, key));
    },

    async participation(key: number, memberKey: number): Promise<ParticipationRow | null> {
      const [row] = await db
        .select()
        .from(readingMarathonMember)
        .where(
          and(
            eq(readingMarathonMember.readingMarathonKey, key),
            eq(readingMarathonMember.memberKey, memberKey),
          ),
        );
      return row ?? null;
    },
    /** The member's participations among some marathons. */
    participationsOf(memberKey: number, keys: number[]) {
      if (keys.length === 0) return Promise.resolve([] as ParticipationRow[]);
      return db
        .select()
        .from(readingMarathonMember)
        .where(
          and(
            eq(readingMarathonMember.memberKey, memberKey),
            inArray(readingMarathonMember.readingMarathonKey, keys),
          ),
        );
    },
    /** Joins once: false when the member had joined already. */
    async join(key: number, memberKey: number): Promise<boolean> {
      const rows = await db
        .insert(readingMarathonMember)
        .values({ readingMarathonKey: key, memberKey })
        .onConflictDoNothing()
        .returning({ key: readingMarathonMember.memberKey });
      return rows.length > 0;
    },
    async leave(key: number, memberKey: number) {
      await db
        .delete(readingMarathonMember)
        .where(
          and(
            eq(readingMarathonMember.readingMarathonKey, key),
            eq(readingMarathonMember.memberKey, memberKey),
          ),
        );
    },
    /** Marks completion once: true only the first time. */
    async complete(key: number, memberKey: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(readingMarathonMember)
        .set({ completedAt: at })
        .where(
          and(
            eq(readingMarathonMember.readingMarathonKey, key),
            eq(readingMarathonMember.memberKey, memberKey),
            isNull(readingMarathonMember.completedAt),
          ),
        )
        .returning({ key: readingMarathonMember.memberKey });
      return rows.length > 0;
    },
    /** Marks the halfway notice once: true only the first time. */
    async markHalfway(key: number, memberKey: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(readingMarathonMember)
        .set({ halfwayNotifiedAt: at })
        .where(
          and(
            eq(readingMarathonMember.readingMarathonKey, key),
            eq(readingMarathonMember.memberKey, memberKey),
            isNull(readingMarathonMember.halfwayNotifiedAt),
          ),
        )
        .returning({ key: readingMarathonMember.memberKey });
      return rows.length > 0;
    },

    /** Every participant with their name, school, class and participation. */
    participants(key: number) {
      return db
        .select({
          memberKey: member.memberKey,
          name: member.name,
          schKey: member.schKey,
          memberTypeCode: member.memberTypeCode,
          grade: member.grade,
          classNo: member.classNo,
          joinedAt: readingMarathonMember.joinedAt,
          completedAt: readingMarathonMember.completedAt,
        })
        .from(readingMarathonMember)
        .innerJoin(member, eq(member.memberKey, readingMarathonMember.memberKey))
        .where(eq(readingMarathonMember.readingMarathonKey, key))
        .orderBy(asc(member.grade), asc(member.classNo), asc(member.name));
    },

    /** Running marathons whose participants have not been told it started; marks them told. */
    async takeStarted(today: string): Promise<{ key: number; name: string; memberKeys: number[] }[]> {
      const started = await db
        .update(readingMarathon)
        .set({ startNotifiedAt: new Date() })
        .where(
          and(
            isNull(readingMarathon.startNotifiedAt),
            lte(readingMarathon.startDate, today),
            gte(readingMarathon.endDate, today),
          ),
        )
        .returning({ key: readingMarathon.readingMarathonKey, name: readingMarathon.name });
      const result = [];
      for (const m of started) {
        const joined = await db
          .select({ memberKey: readingMarathonMember.memberKey })
          .from(readingMarathonMember)
          .where(eq(readingMarathonMember.readingMarathonKey, m.key));
        result.push({ ...m, memberKeys: joined.map((j) => j.memberKey) });
      }
      return result;
    },
  };
}

const readingMarathonColumns = {
  readingMarathonKey: readingMarathon.readingMarathonKey,
  schKey: readingMarathon.schKey,
  makerKey: readingMarathon.makerKey,
  typeCode: readingMarathon.typeCode,
  name: readingMarathon.name,
  summary: readingMarathon.summary,
  imgType: readingMarathon.imgType,
  imgKey: readingMarathon.imgKey,
  img: readingMarathon.img,
  targetGrade: readingMarathon.targetGrade,
  startDate: readingMarathon.startDate,
  endDate: readingMarathon.endDate,
  keyword: readingMarathon.keyword,
  privacyBoundCode: readingMarathon.privacyBoundCode,
  goalUnitCode: readingMarathon.goalUnitCode,
  goalCount: readingMarathon.goalCount,
  kdcCode: readingMarathon.kdcCode,
  startNotifiedAt: readingMarathon.startNotifiedAt,
  createdAt: readingMarathon.createdAt,
};

export type MarathonRepository = ReturnType<typeof createMarathonRepository>;
