import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { member } from '../../../db/schema/portal.ts';
import { lessonApply, lessonClosedDay, lessonSlot } from '../../../db/schema/portal-teachersupport.ts';
import { isUniqueViolation } from '../../../db/unique-violation.ts';

const applyColumns = {
  applyKey: lessonApply.applyKey,
  schKey: lessonApply.schKey,
  slotKey: lessonApply.slotKey,
  lessonDate: lessonApply.lessonDate,
  roomName: lessonSlot.roomName,
  periodNo: lessonSlot.periodNo,
  startTime: lessonSlot.startTime,
  endTime: lessonSlot.endTime,
  teacherMemberKey: lessonApply.teacherMemberKey,
  teacherName: lessonApply.teacherName,
  grade: lessonApply.grade,
  classNo: lessonApply.classNo,
  subject: lessonApply.subject,
  studentCount: lessonApply.studentCount,
  purpose: lessonApply.purpose,
  books: lessonApply.books,
  statusCode: lessonApply.statusCode,
  managerMessage: lessonApply.managerMessage,
  regDate: lessonApply.regDate,
};
export type ApplyRow = {
  applyKey: number;
  schKey: number;
  slotKey: number;
  lessonDate: string;
  roomName: string;
  periodNo: number;
  startTime: string;
  endTime: string;
  teacherMemberKey: number | null;
  teacherName: string;
  grade: number;
  classNo: number;
  subject: string;
  studentCount: number;
  purpose: string;
  books: string;
  statusCode: string;
  managerMessage: string | null;
  regDate: Date;
};
export type SlotRow = typeof lessonSlot.$inferSelect;
export type ApplyFields = {
  slotKey: number;
  lessonDate: string;
  grade: number;
  classNo: number;
  subject: string;
  studentCount: number;
  purpose: string;
  books: string;
};

const HOLDING = sql`${lessonApply.statusCode} in ('01', '02', '03')`;

/** Slots, closed days and applications of library lessons: SQL only (decision 150). */
export function createLessonRepository(db: Db) {
  const selectApply = () =>
    db
      .select(applyColumns)
      .from(lessonApply)
      .innerJoin(lessonSlot, eq(lessonSlot.slotKey, lessonApply.slotKey));

  return {
    slots: (schKey: number) =>
      db
        .select()
        .from(lessonSlot)
        .where(eq(lessonSlot.schKey, schKey))
        .orderBy(asc(lessonSlot.periodNo), asc(lessonSlot.roomName)),
    slot: async (slotKey: number): Promise<SlotRow | undefined> =>
      (await db.select().from(lessonSlot).where(eq(lessonSlot.slotKey, slotKey)))[0],
    async saveSlot(schKey: number, slotKey: number | undefined, values: Omit<SlotRow, 'slotKey' | 'schKey'>) {
      try {
        if (slotKey === undefined)
          return (
            await db
              .insert(lessonSlot)
              .values({ schKey, ...values })
              .returning()
          )[0]!;
        return (
          await db
            .update(lessonSlot)
            .set(values)
            .where(and(eq(lessonSlot.slotKey, slotKey), eq(lessonSlot.schKey, schKey)))
            .returning()
        )[0];
      } catch (error) {
        if (isUniqueViolation(error)) return 'duplicate' as const;
        throw error;
      }
    },
    closedDays: (schKey: number, from: string, to: string) =>
      db
        .select({ closedDate: lessonClosedDay.closedDate, reason: lessonClosedDay.reason })
        .from(lessonClosedDay)
        .where(
          and(
            eq(lessonClosedDay.schKey, schKey),
            gte(lessonClosedDay.closedDate, from),
            lte(lessonClosedDay.closedDate, to),
          ),
        )
        .orderBy(asc(lessonClosedDay.closedDate)),
    async isClosed(schKey: number, day: string) {
      const rows = await db
        .select({ d: lessonClosedDay.closedDate })
        .from(lessonClosedDay)
        .where(and(eq(lessonClosedDay.schKey, schKey), eq(lessonClosedDay.closedDate, day)));
      return rows.length > 0;
    },
    async addClosedDay(schKey: number, closedDate: string, reason: string) {
      const rows = await db
        .insert(lessonClosedDay)
        .values({ schKey, closedDate, reason })
        .onConflictDoNothing()
        .returning({ closedDate: lessonClosedDay.closedDate });
      return rows.length > 0;
    },
    async removeClosedDay(schKey: number, closedDate: string) {
      const rows = await db
        .delete(lessonClosedDay)
        .where(and(eq(lessonClosedDay.schKey, schKey), eq(lessonClosedDay.closedDate, closedDate)))
        .returning({ closedDate: lessonClosedDay.closedDate });
      return rows.length > 0;
    },
    /** The applications holding slots of a school between two days (the calendar's taken slots). */
    holding: (schKey: number, from: string, to: string) =>
      selectApply()
        .where(
          and(
            eq(lessonApply.schKey, schKey),
            gte(lessonApply.lessonDate, from),
            lte(lessonApply.lessonDate, to),
            HOLDING,
          ),
        )
        .orderBy(asc(lessonApply.lessonDate)),
    list: (where: { schKey: number; teacherMemberKey?: number; statusCode?: string }) =>
      selectApply()
        .where(
          and(
            eq(lessonApply.schKey, where.schKey),
            where.teacherMemberKey === undefined
              ? undefined
              : eq(lessonApply.teacherMemberKey, where.teacherMemberKey),
            where.statusCode === undefined ? undefined : eq(lessonApply.statusCode, where.statusCode),
          ),
        )
        .orderBy(desc(lessonApply.lessonDate), asc(lessonSlot.periodNo)),
    find: async (applyKey: number): Promise<ApplyRow | undefined> =>
      (await selectApply().where(eq(lessonApply.applyKey, applyKey)))[0],
    /**
     * Books a slot: the insert that loses the race (or finds the slot held) inserts nothing, by the
     * partial unique index `lesson_apply_slot_held`. Returns the new key, or null when the slot is taken.
     */
    async insert(row: ApplyFields & { schKey: number; teacherMemberKey: number; teacherName: string }) {
      const rows = await db
        .insert(lessonApply)
        .values(row)
        .onConflictDoNothing()
        .returning({ applyKey: lessonApply.applyKey });
      return rows[0]?.applyKey ?? null;
    },
    /**
     * Moves an application from one state to another (compare-and-set on the status), optionally to
     * another slot: 'moved' when it changed, 'stale' when its state was no longer `from`, 'taken' when
     * the new slot is held.
     */
    async transition(
      applyKey: number,
      from: string[],
      set: Partial<ApplyFields> & { statusCode?: string; managerMessage?: string | null },
    ): Promise<'moved' | 'stale' | 'taken'> {
      try {
        const rows = await db
          .update(lessonApply)
          .set({ ...set, updatedAt: new Date() })
          .where(and(eq(lessonApply.applyKey, applyKey), inArray(lessonApply.statusCode, from)))
          .returning({ applyKey: lessonApply.applyKey });
        return rows.length ? 'moved' : 'stale';
      } catch (error) {
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
    },
    /** The school's managers (who are told of a new application). */
    managersOf: async (schKey: number) =>
      (
        await db
          .select({ memberKey: member.memberKey })
          .from(member)
          .where(and(eq(member.schKey, schKey), eq(member.memberTypeCode, '03')))
      ).map((r) => r.memberKey),
  };
}
export type LessonRepository = ReturnType<typeof createLessonRepository>;
