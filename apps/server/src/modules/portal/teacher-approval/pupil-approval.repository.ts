import { and, count, desc, eq, gt, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { member, school } from '../../../db/schema/portal.ts';
import { classChangeRequest, classJoinCode, schoolYearRollOver } from '../../../db/schema/portal-pupils.ts';
import { teacherClass } from '../../../db/schema/portal-teachersupport.ts';

const PUPIL = '01';
type ClassKey = { grade: number; classNo: number };

/** A grade-and-class pair in a list of classes (false for an empty list). */
function inClasses(
  grade: SQL | typeof member.grade,
  classNo: SQL | typeof member.classNo,
  classes: ClassKey[],
) {
  if (classes.length === 0) return sql`false`;
  return or(...classes.map((c) => sql`(${grade} = ${c.grade} and ${classNo} = ${c.classNo})`))!;
}

/**
 * Pupils' verification and class changes (decisions 220, 221): every query names the school, and a
 * teacher's view names the teacher's classes (`classes` undefined = the whole school, for its manager).
 */
export function createPupilApprovalRepository(db: Db) {
  const pendingPupils = (schKey: number, classes?: ClassKey[]) =>
    and(
      eq(member.schKey, schKey),
      eq(member.memberTypeCode, PUPIL),
      eq(member.verifyStatus, 'pending'),
      classes ? inClasses(member.grade, member.classNo, classes) : undefined,
    );
  const pendingChanges = (schKey: number, classes?: ClassKey[]) =>
    and(
      eq(classChangeRequest.schKey, schKey),
      eq(classChangeRequest.status, 'pending'),
      classes
        ? or(
            inClasses(sql`${classChangeRequest.grade}`, sql`${classChangeRequest.classNo}`, classes),
            inClasses(sql`${classChangeRequest.fromGrade}`, sql`${classChangeRequest.fromClassNo}`, classes),
          )
        : undefined,
    );

  return {
    async school(schKey: number) {
      const [row] = await db
        .select({ name: school.name, schLevelCode: school.schLevelCode })
        .from(school)
        .where(eq(school.schKey, schKey));
      return row ?? { name: '', schLevelCode: null };
    },

    /** The classes a teacher keeps at a school (ClassManage, decision 153). */
    async classesOf(teacherMemberKey: number, schKey: number): Promise<ClassKey[]> {
      return db
        .select({ grade: teacherClass.grade, classNo: teacherClass.classNo })
        .from(teacherClass)
        .where(and(eq(teacherClass.teacherMemberKey, teacherMemberKey), eq(teacherClass.schKey, schKey)))
        .orderBy(teacherClass.grade, teacherClass.classNo);
    },

    /** Pending signups and class changes together, newest first. */
    async pendingPage(schKey: number, classes: ClassKey[] | undefined, offset: number, limit: number) {
      const signups = db
        .select({
          itemType: sql<string>`'signup'`.as('item_type'),
          key: sql<number>`${member.memberKey}`.as('key'),
          loginId: sql<string>`${member.loginId}`.as('login_id'),
          name: sql<string>`${member.name}`.as('name'),
          grade: sql<number | null>`${member.grade}`.as('grade'),
          classNo: sql<number | null>`${member.classNo}`.as('class_no'),
          fromGrade: sql<number | null>`null::int`.as('from_grade'),
          fromClassNo: sql<number | null>`null::int`.as('from_class_no'),
          createdAt: sql<Date>`${member.createdAt}`.as('created_at'),
        })
        .from(member)
        .where(pendingPupils(schKey, classes));
      const changes = db
        .select({
          itemType: sql<string>`'classChange'`.as('item_type'),
          key: sql<number>`${classChangeRequest.requestKey}`.as('key'),
          loginId: sql<string>`${member.loginId}`.as('login_id'),
          name: sql<string>`${member.name}`.as('name'),
          grade: sql<number | null>`${classChangeRequest.grade}`.as('grade'),
          classNo: sql<number | null>`${classChangeRequest.classNo}`.as('class_no'),
          fromGrade: sql<number | null>`${classChangeRequest.fromGrade}`.as('from_grade'),
          fromClassNo: sql<number | null>`${classChangeRequest.fromClassNo}`.as('from_class_no'),
          createdAt: sql<Date>`${classChangeRequest.createdAt}`.as('created_at'),
        })
        .from(classChangeRequest)
        .innerJoin(member, eq(member.memberKey, classChangeRequest.memberKey))
        .where(pendingChanges(schKey, classes));
      const all = signups.unionAll(changes).as('pending');
      const [rows, [signupTotal], [changeTotal]] = await Promise.all([
        db.select().from(all).orderBy(desc(all.createdAt), desc(all.key)).offset(offset).limit(limit),
        db.select({ n: count() }).from(member).where(pendingPupils(schKey, classes)),
        db.select({ n: count() }).from(classChangeRequest).where(pendingChanges(schKey, classes)),
      ]);
      return { rows, totalCount: (signupTotal?.n ?? 0) + (changeTotal?.n ?? 0) };
    },

    /** The pending pupil of this school (and these classes) with this key, or null. */
    async findPendingPupil(schKey: number, memberKey: number, classes?: ClassKey[]) {
      const [row] = await db
        .select({ memberKey: member.memberKey })
        .from(member)
        .where(and(eq(member.memberKey, memberKey), pendingPupils(schKey, classes)));
      return row ?? null;
    },

    /** Verifies or refuses a pending pupil; `placeIn` also sets the grade and class (code, card). */
    async decidePupil(
      memberKey: number,
      decision: {
        verifyStatus: 'verified' | 'refused';
        verifyReason: string | null;
        verifiedBy: number | null;
      },
      placeIn?: { grade: number; classNo: number },
    ) {
      const [row] = await db
        .update(member)
        .set({ ...decision, ...placeIn, verifiedAt: new Date() })
        .where(
          and(
            eq(member.memberKey, memberKey),
            eq(member.memberTypeCode, PUPIL),
            inArray(member.verifyStatus, ['pending', 'refused']),
          ),
        )
        .returning({ memberKey: member.memberKey });
      return row ?? null;
    },

    async findPendingChange(schKey: number, requestKey: number, classes?: ClassKey[]) {
      const [row] = await db
        .select({
          requestKey: classChangeRequest.requestKey,
          memberKey: classChangeRequest.memberKey,
          grade: classChangeRequest.grade,
          classNo: classChangeRequest.classNo,
        })
        .from(classChangeRequest)
        .where(and(eq(classChangeRequest.requestKey, requestKey), pendingChanges(schKey, classes)));
      return row ?? null;
    },

    /** Approves (the pupil's grade and class change) or refuses a pending change, in one transaction. */
    async decideChange(
      change: { requestKey: number; memberKey: number; grade: number; classNo: number },
      decision: { status: 'approved' | 'refused'; reason: string | null; decidedBy: number },
    ) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(classChangeRequest)
          .set({ ...decision, decidedAt: new Date() })
          .where(
            and(
              eq(classChangeRequest.requestKey, change.requestKey),
              eq(classChangeRequest.status, 'pending'),
            ),
          )
          .returning({ requestKey: classChangeRequest.requestKey });
        if (row && decision.status === 'approved') {
          await tx
            .update(member)
            .set({ grade: change.grade, classNo: change.classNo })
            .where(eq(member.memberKey, change.memberKey));
        }
        return row ?? null;
      });
    },

    /** Whether a key names a pupil or a change of this school at all (to tell 'decided' from 'not yours'). */
    async existsAtSchool(schKey: number, itemType: 'signup' | 'classChange', key: number) {
      const [row] =
        itemType === 'signup'
          ? await db
              .select({ k: member.memberKey })
              .from(member)
              .where(
                and(eq(member.memberKey, key), eq(member.schKey, schKey), eq(member.memberTypeCode, PUPIL)),
              )
          : await db
              .select({ k: classChangeRequest.requestKey })
              .from(classChangeRequest)
              .where(and(eq(classChangeRequest.requestKey, key), eq(classChangeRequest.schKey, schKey)));
      return Boolean(row);
    },

    /** A pupil's new change request, replacing a pending one. */
    async requestChange(values: {
      memberKey: number;
      schKey: number;
      fromGrade: number | null;
      fromClassNo: number | null;
      grade: number;
      classNo: number;
    }) {
      await db.transaction(async (tx) => {
        await tx
          .update(classChangeRequest)
          .set({ status: 'withdrawn', decidedAt: new Date() })
          .where(
            and(eq(classChangeRequest.memberKey, values.memberKey), eq(classChangeRequest.status, 'pending')),
          );
        await tx.insert(classChangeRequest).values(values);
      });
    },

    /** The pupil's pending change request, or null. */
    async pendingChangeOf(memberKey: number) {
      const [row] = await db
        .select({
          grade: classChangeRequest.grade,
          classNo: classChangeRequest.classNo,
          createdAt: classChangeRequest.createdAt,
        })
        .from(classChangeRequest)
        .where(and(eq(classChangeRequest.memberKey, memberKey), eq(classChangeRequest.status, 'pending')));
      return row ?? null;
    },

    /** Live codes of a school's classes. */
    liveCodes(schKey: number, now: Date) {
      return db
        .select({
          grade: classJoinCode.grade,
          classNo: classJoinCode.classNo,
          code: classJoinCode.code,
          expiresAt: classJoinCode.expiresAt,
        })
        .from(classJoinCode)
        .where(
          and(
            eq(classJoinCode.schKey, schKey),
            isNull(classJoinCode.revokedAt),
            gt(classJoinCode.expiresAt, now),
          ),
        );
    },

    /** Revokes the class's live code (if any) and issues a new one, in one transaction. */
    async replaceCode(values: {
      schKey: number;
      grade: number;
      classNo: number;
      code: string;
      issuedBy: number;
      expiresAt: Date;
    }) {
      await db.transaction(async (tx) => {
        await tx
          .update(classJoinCode)
          .set({ revokedAt: new Date() })
          .where(
            and(
              eq(classJoinCode.schKey, values.schKey),
              eq(classJoinCode.grade, values.grade),
              eq(classJoinCode.classNo, values.classNo),
              isNull(classJoinCode.revokedAt),
            ),
          );
        await tx.insert(classJoinCode).values(values);
      });
    },

    async revokeCode(schKey: number, k: ClassKey) {
      const rows = await db
        .update(classJoinCode)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(classJoinCode.schKey, schKey),
            eq(classJoinCode.grade, k.grade),
            eq(classJoinCode.classNo, k.classNo),
            isNull(classJoinCode.revokedAt),
          ),
        )
        .returning({ codeKey: classJoinCode.codeKey });
      return rows.length > 0;
    },

    /** The live code of a school with this text, or null. */
    async findLiveCode(schKey: number, code: string, now: Date) {
      const [row] = await db
        .select({
          grade: classJoinCode.grade,
          classNo: classJoinCode.classNo,
          issuedBy: classJoinCode.issuedBy,
        })
        .from(classJoinCode)
        .where(
          and(
            eq(classJoinCode.schKey, schKey),
            eq(classJoinCode.code, code),
            isNull(classJoinCode.revokedAt),
            gt(classJoinCode.expiresAt, now),
          ),
        );
      return row ?? null;
    },

    /**
     * The new school year (decision 221): pupils of the top grade graduate (general members without a
     * school), every other pupil of the school moves up a grade, pending changes are withdrawn. Once per
     * school year: null when this year's roll-over was done already.
     */
    async rollOver(schKey: number, schoolYear: number, topGrade: number, rolledBy: number) {
      return db.transaction(async (tx) => {
        const [claimed] = await tx
          .insert(schoolYearRollOver)
          .values({ schKey, schoolYear, moved: 0, graduated: 0, rolledBy })
          .onConflictDoNothing()
          .returning({ schKey: schoolYearRollOver.schKey });
        if (!claimed) return null;
        const ofSchool = and(eq(member.schKey, schKey), eq(member.memberTypeCode, PUPIL));
        const graduated = await tx
          .update(member)
          .set({ memberTypeCode: '04', schKey: null, grade: null, classNo: null })
          .where(and(ofSchool, sql`${member.grade} >= ${topGrade}`))
          .returning({ memberKey: member.memberKey });
        const moved = await tx
          .update(member)
          .set({ grade: sql`${member.grade} + 1` })
          .where(and(ofSchool, sql`${member.grade} < ${topGrade}`))
          .returning({ memberKey: member.memberKey });
        await tx
          .update(classChangeRequest)
          .set({ status: 'withdrawn', decidedAt: new Date() })
          .where(and(eq(classChangeRequest.schKey, schKey), eq(classChangeRequest.status, 'pending')));
        await tx
          .update(schoolYearRollOver)
          .set({ moved: moved.length, graduated: graduated.length })
          .where(and(eq(schoolYearRollOver.schKey, schKey), eq(schoolYearRollOver.schoolYear, schoolYear)));
        return { moved: moved.length, graduated: graduated.length };
      });
    },
  };
}

export type PupilApprovalRepository = ReturnType<typeof createPupilApprovalRepository>;
