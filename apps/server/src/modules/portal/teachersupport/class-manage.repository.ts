import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { member, school } from '../../../db/schema/portal.ts';
import { teacherClass } from '../../../db/schema/portal-teachersupport.ts';

type ClassKey = { teacherMemberKey: number; schKey: number; grade: number; classNo: number };

/** ClassManage's SQL (decision 153): a teacher's classes and the portal students of a class. */
export function createClassManageRepository(db: Db) {
  const mine = (teacherMemberKey: number, schKey: number) =>
    and(eq(teacherClass.teacherMemberKey, teacherMemberKey), eq(teacherClass.schKey, schKey));
  const one = (k: ClassKey) =>
    and(
      mine(k.teacherMemberKey, k.schKey),
      eq(teacherClass.grade, k.grade),
      eq(teacherClass.classNo, k.classNo),
    );

  return {
    /** The teacher's classes at their current school, the homeroom first. */
    classesOf(teacherMemberKey: number, schKey: number) {
      return db
        .select({
          grade: teacherClass.grade,
          classNo: teacherClass.classNo,
          homeroomYn: teacherClass.homeroomYn,
        })
        .from(teacherClass)
        .where(mine(teacherMemberKey, schKey))
        .orderBy(sql`${teacherClass.homeroomYn} desc`, asc(teacherClass.grade), asc(teacherClass.classNo));
    },

    async findOne(k: ClassKey) {
      const [row] = await db.select({ homeroomYn: teacherClass.homeroomYn }).from(teacherClass).where(one(k));
      return row ?? null;
    },

    async count(teacherMemberKey: number, schKey: number) {
      const [row] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(teacherClass)
        .where(mine(teacherMemberKey, schKey));
      return row?.n ?? 0;
    },

    /**
     * Adds the class or changes its homeroom mark, in one transaction: a new homeroom takes the mark
     * from the old one. The partial unique index keeps one homeroom under concurrent saves.
     */
    async save(k: ClassKey, homeroomYn: 'Y' | 'N') {
      await db.transaction(async (tx) => {
        if (homeroomYn === 'Y')
          await tx
            .update(teacherClass)
            .set({ homeroomYn: 'N' })
            .where(
              and(eq(teacherClass.teacherMemberKey, k.teacherMemberKey), eq(teacherClass.homeroomYn, 'Y')),
            );
        await tx
          .insert(teacherClass)
          .values({ ...k, homeroomYn })
          .onConflictDoUpdate({
            target: [teacherClass.teacherMemberKey, teacherClass.grade, teacherClass.classNo],
            set: { homeroomYn, schKey: k.schKey },
          });
      });
    },

    async remove(k: ClassKey) {
      const rows = await db.delete(teacherClass).where(one(k)).returning({ grade: teacherClass.grade });
      return rows.length;
    },

    /** Verified portal students of one class of a school (the pending ones wait on the pending list, 220). */
    studentsOfClass(schKey: number, grade: number, classNo: number) {
      return db
        .select({ memberKey: member.memberKey, name: member.name })
        .from(member)
        .where(
          and(
            eq(member.schKey, schKey),
            eq(member.memberTypeCode, '01'),
            eq(member.verifyStatus, 'verified'),
            eq(member.grade, grade),
            eq(member.classNo, classNo),
          ),
        )
        .orderBy(asc(member.name), asc(member.memberKey))
        .limit(100);
    },

    /** The classes portal students of a school named. */
    studentClassesOf(schKey: number) {
      return db
        .selectDistinct({ grade: sql<number>`${member.grade}`, classNo: sql<number>`${member.classNo}` })
        .from(member)
        .where(
          and(
            eq(member.schKey, schKey),
            eq(member.memberTypeCode, '01'),
            isNotNull(member.grade),
            isNotNull(member.classNo),
          ),
        );
    },

    async schoolName(schKey: number) {
      const [row] = await db.select({ name: school.name }).from(school).where(eq(school.schKey, schKey));
      return row?.name ?? '';
    },
  };
}

export type ClassManageRepository = ReturnType<typeof createClassManageRepository>;
