import type { ReaderLevel } from '@reading/contract/codes/school-levels';
import { and, asc, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { member, region, school } from '../../../db/schema/portal.ts';
import {
  centerCuration,
  centerCurationBook,
  memberRecommendation,
} from '../../../db/schema/portal-curation.ts';
import { fitsReader } from '../../search/public.ts';

/** The portal's tables behind the recommended books: schools, members, themed lists and picks. */
export function createCurationRepository(db: Db) {
  return {
    /** The member's school (key, NEIS code, name, level), grade and staff role. */
    async memberProfile(memberKey: number) {
      const [row] = await db
        .select({
          memberKey: member.memberKey,
          name: member.name,
          grade: member.grade,
          staffRole: member.staffRole,
          schKey: school.schKey,
          neisCode: school.neisCode,
          schoolName: school.name,
          schLevelCode: school.schLevelCode,
          provCode: school.provCode,
        })
        .from(member)
        .leftJoin(school, eq(school.schKey, member.schKey))
        .where(eq(member.memberKey, memberKey));
      return row ?? null;
    },

    /** Keys of the schools of a level and/or a region. */
    async schoolKeys(filter: { schLevelCode?: string; provCode?: string }): Promise<number[]> {
      const where: SQL[] = [];
      if (filter.schLevelCode) where.push(eq(school.schLevelCode, filter.schLevelCode));
      if (filter.provCode) where.push(eq(school.provCode, filter.provCode));
      const rows = await db
        .select({ schKey: school.schKey })
        .from(school)
        .where(and(...where));
      return rows.map((r) => r.schKey);
    },

    /** Name, region and level of the given schools. */
    async schools(schKeys: number[]) {
      if (schKeys.length === 0) return [];
      return db
        .select({
          schKey: school.schKey,
          name: school.name,
          provCode: school.provCode,
          schLevelCode: school.schLevelCode,
        })
        .from(school)
        .where(inArray(school.schKey, schKeys));
    },

    regions() {
      return db.select({ code: region.code, name: region.name }).from(region).orderBy(asc(region.sortOrder));
    },

    async centerPage(limit: number, offset: number) {
      const [total] = await db.select({ n: count() }).from(centerCuration);
      const rows = await db
        .select()
        .from(centerCuration)
        .orderBy(desc(centerCuration.updatedAt), desc(centerCuration.curationKey))
        .limit(limit)
        .offset(offset);
      return { rows, totalCount: Number(total?.n ?? 0) };
    },

    /** The books of themed lists, in each list's order. */
    centerBooks(curationKeys: number[]) {
      if (curationKeys.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(centerCurationBook)
        .where(inArray(centerCurationBook.curationKey, curationKeys))
        .orderBy(asc(centerCurationBook.curationKey), asc(centerCurationBook.sortOrder));
    },

    /** Writes a themed list (new, or replacing an existing one's fields and books). Null: no such list. */
    async saveCenter(input: {
      curationKey?: number;
      title: string;
      description: string;
      bookKeys: number[];
      writerKey: number;
    }) {
      return db.transaction(async (tx) => {
        const values = {
          title: input.title,
          description: input.description,
          coverBookKey: input.bookKeys[0] ?? null,
          writerKey: input.writerKey,
          updatedAt: new Date(),
        };
        const [row] = input.curationKey
          ? await tx
              .update(centerCuration)
              .set(values)
              .where(eq(centerCuration.curationKey, input.curationKey))
              .returning()
          : await tx.insert(centerCuration).values(values).returning();
        if (!row) return null;
        await tx.delete(centerCurationBook).where(eq(centerCurationBook.curationKey, row.curationKey));
        await tx
          .insert(centerCurationBook)
          .values(
            input.bookKeys.map((bookKey, i) => ({ curationKey: row.curationKey, bookKey, sortOrder: i + 1 })),
          );
        return row;
      });
    },

    /**
     * A page of picks (newest first), by writer type and school, with the writer's name and school.
     * `viewerSchKey` (unless the member's own picks are asked): students' picks are seen only in their
     * own school (decision 111); null, a visitor or a member without a school, sees teachers' picks only.
     */
    async picks(
      filter: {
        memberTypeCode?: string;
        schKey?: number;
        memberKey?: number;
        viewerSchKey?: number | null;
        /** Only picks of books that fit this reader (decision 270). */
        readerLevel?: ReaderLevel | null;
      },
      limit: number,
      offset: number,
    ) {
      const teachers = eq(memberRecommendation.memberTypeCode, '02');
      const where = and(
        filter.viewerSchKey === undefined
          ? undefined
          : filter.viewerSchKey === null
            ? teachers
            : or(teachers, eq(memberRecommendation.schKey, filter.viewerSchKey)),
        filter.memberTypeCode ? eq(memberRecommendation.memberTypeCode, filter.memberTypeCode) : undefined,
        filter.schKey !== undefined ? eq(memberRecommendation.schKey, filter.schKey) : undefined,
        filter.memberKey !== undefined ? eq(memberRecommendation.memberKey, filter.memberKey) : undefined,
        fitsReader(filter.readerLevel ?? null, memberRecommendation.bookKey),
      );
      const [total] = await db.select({ n: count() }).from(memberRecommendation).where(where);
      const rows = await db
        .select({
          recommendKey: memberRecommendation.recommendKey,
          memberKey: memberRecommendation.memberKey,
          memberTypeCode: memberRecommendation.memberTypeCode,
          bookKey: memberRecommendation.bookKey,
          reason: memberRecommendation.reason,
          createdAt: memberRecommendation.createdAt,
          schKey: memberRecommendation.schKey,
          writerName: member.name,
          schoolName: school.name,
        })
        .from(memberRecommendation)
        .innerJoin(member, eq(member.memberKey, memberRecommendation.memberKey))
        .leftJoin(school, eq(school.schKey, memberRecommendation.schKey))
        .where(where)
        .orderBy(desc(memberRecommendation.createdAt), desc(memberRecommendation.recommendKey))
        .limit(limit)
        .offset(offset);
      return { rows, totalCount: Number(total?.n ?? 0) };
    },

    /** Adds a pick, or rewrites the reason of the member's pick of the same book. */
    async savePick(input: {
      memberKey: number;
      memberTypeCode: string;
      schKey: number | null;
      bookKey: number;
      reason: string;
    }) {
      const [row] = await db
        .insert(memberRecommendation)
        .values(input)
        .onConflictDoUpdate({
          target: [memberRecommendation.memberKey, memberRecommendation.bookKey],
          set: { reason: input.reason, createdAt: new Date() },
        })
        .returning({ recommendKey: memberRecommendation.recommendKey });
      return row!.recommendKey;
    },

    /** Deletes the member's own pick; false when there is none with that key. */
    async deletePick(memberKey: number, recommendKey: number) {
      const rows = await db
        .delete(memberRecommendation)
        .where(
          and(
            eq(memberRecommendation.recommendKey, recommendKey),
            eq(memberRecommendation.memberKey, memberKey),
          ),
        )
        .returning({ recommendKey: memberRecommendation.recommendKey });
      return rows.length > 0;
    },
  };
}

export type CurationRepository = ReturnType<typeof createCurationRepository>;
