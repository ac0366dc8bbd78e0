import { MEMBER_TYPES } from '@reading/contract/codes/member-types';
import type {
  closedDaySaveRequestSchema,
  lessonFieldsSchema,
  lessonSlotSaveRequestSchema,
} from '@reading/contract/teachersupport/lesson-apply';
import {
  type LessonApplication,
  type LessonCalendar,
  type LessonSlot,
  lessonStatusName,
  LESSON_MESSAGES as M,
  LESSON_STATUS as S,
} from '@reading/contract/teachersupport/lesson-apply';
import type { z } from 'zod';
import { koreaDate } from '../../../lib/clock.ts';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../../lib/errors.ts';
import type { BannedWordCheck } from '../block-words/public.ts';
import type { Actor } from '../core/actor.ts';
import type { PortalFace } from '../mypage/public.ts';
import type { ApplyRow, LessonRepository, SlotRow } from './lesson.repository.ts';

type Fields = z.output<typeof lessonFieldsSchema>;
type SlotInput = z.output<typeof lessonSlotSaveRequestSchema>;
type ClosedInput = z.output<typeof closedDaySaveRequestSchema>;
/** A teacher or manager of a school, acting with staff rights. */
type Staff = Actor & { schKey: number };

const MAX_RANGE_DAYS = 62;
const dayNumber = (d: string) => Date.parse(`${d}T00:00:00Z`) / 86_400_000;
/** 1 Monday … 7 Sunday. */
const isoWeekday = (d: string) => ((new Date(`${d}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

export function toSlot(row: SlotRow): LessonSlot {
  return {
    slotKey: row.slotKey,
    roomName: row.roomName,
    periodNo: row.periodNo,
    startTime: row.startTime,
    endTime: row.endTime,
    capacity: row.capacity,
    weekdays: [...row.weekdays].map(Number),
    useYn: row.useYn === 'N' ? 'N' : 'Y',
  };
}

/**
 * Library-lesson booking (issue 21, decision 150): a school's teachers book its library's slots, its
 * manager decides. Every call is for the actor's own school: a student, a general member or a teacher
 * awaiting approval gets 403, another school's staff gets 403 on this school's applications.
 */
export function createLessonService(deps: {
  repository: LessonRepository;
  bannedWords: BannedWordCheck;
  portal: () => PortalFace;
  now?: () => Date;
}) {
  const { repository: repo, bannedWords } = deps;
  const today = () => koreaDate(deps.now?.() ?? new Date());

  function staff(actor: Actor | null): Staff {
    if (!actor) throw unauthorized();
    const role = actor.memberTypeCode;
    if (actor.schKey === null || (role !== MEMBER_TYPES.teacher && role !== MEMBER_TYPES.manager))
      throw forbidden(actor.memberTypeCode === MEMBER_TYPES.student ? undefined : M.teacherOnly);
    return actor as Staff;
  }
  const isManager = (a: Staff) => a.memberTypeCode === MEMBER_TYPES.manager;
  function manager(actor: Actor | null): Staff {
    const a = staff(actor);
    if (!isManager(a)) throw forbidden(M.managerOnly);
    return a;
  }

  const toApplication = (row: ApplyRow, a: Staff): LessonApplication => ({
    applyKey: row.applyKey,
    slotKey: row.slotKey,
    lessonDate: row.lessonDate,
    roomName: row.roomName,
    periodNo: row.periodNo,
    startTime: row.startTime,
    endTime: row.endTime,
    teacherMemberKey: row.teacherMemberKey,
    teacherName: row.teacherName,
    grade: row.grade,
    classNo: row.classNo,
    subject: row.subject,
    studentCount: row.studentCount,
    purpose: row.purpose,
    books: row.books,
    statusCode: row.statusCode,
    statusName: lessonStatusName(row.statusCode),
    managerMessage: row.managerMessage,
    regDate: row.regDate.toISOString(),
    mineYn: row.teacherMemberKey === a.memberKey ? 'Y' : 'N',
  });

  /** An application the actor may see: its teacher's, or any of the school's for its manager; else 403/404. */
  async function visible(a: Staff, applyKey: number): Promise<ApplyRow> {
    const row = await repo.find(applyKey);
    if (!row) throw notFound(M.notFound);
    if (row.schKey !== a.schKey) throw forbidden(M.otherSchool);
    if (!isManager(a) && row.teacherMemberKey !== a.memberKey) throw forbidden(M.notYours);
    return row;
  }

  /** A slot of the school that takes a lesson on the day, for a class of this size; else 400/404. */
  async function bookableSlot(schKey: number, slotKey: number, day: string, studentCount?: number) {
    const slot = await repo.slot(slotKey);
    if (!slot || slot.schKey !== schKey || slot.useYn !== 'Y') throw notFound(M.slotNotFound);
    if (day < today()) throw badRequest(M.pastDay);
    if (!slot.weekdays.includes(String(isoWeekday(day)))) throw badRequest(M.notOnWeekday);
    if (await repo.isClosed(schKey, day)) throw badRequest(M.closedDay);
    if (studentCount !== undefined && studentCount > slot.capacity) throw badRequest(M.overCapacity);
    return slot;
  }

  async function checkTexts(f: Fields) {
    await bannedWords.assertClean(f.subject, f.purpose, f.books);
  }
  const fieldsOf = (f: Fields) => ({
    slotKey: f.slotKey,
    lessonDate: f.lessonDate,
    grade: f.grade,
    classNo: f.classNo,
    subject: f.subject,
    studentCount: f.studentCount,
    purpose: f.purpose,
    books: f.books,
  });

  const notify = async (memberKey: number | null, title: string, applyKey: number, event: string) => {
    if (memberKey === null) return;
    await deps.portal().notify(memberKey, {
      kind: 'classApplication',
      title,
      linkRoute: 'applyClassDetail',
      dedupeKey: `lesson:${applyKey}:${event}`,
    });
  };
  const when = (r: { lessonDate: string; periodNo: number }) => `${r.lessonDate} ${r.periodNo}교시`;
  /** Tells the school's managers (but the actor) what a teacher did. */
  const tellManagers = async (a: Staff, did: string, row: ApplyRow, event: string) => {
    for (const m of await repo.managersOf(a.schKey))
      if (m !== a.memberKey) await notify(m, `${a.name} 선생님이 ${did} (${when(row)})`, row.applyKey, event);
  };

  /** Moves an application; 409 when another request changed it first or the new slot is held. */
  async function move(row: ApplyRow, from: string[], set: Parameters<LessonRepository['transition']>[2]) {
    if (!from.includes(row.statusCode)) throw conflict(M.wrongState);
    const result = await repo.transition(row.applyKey, from, set);
    if (result === 'stale') throw conflict(M.wrongState);
    if (result === 'taken') throw conflict(M.slotTaken);
    return (await repo.find(row.applyKey))!;
  }

  return {
    async calendar(actor: Actor | null, from: string, to: string): Promise<LessonCalendar> {
      const a = staff(actor);
      if (to < from || dayNumber(to) - dayNumber(from) > MAX_RANGE_DAYS) throw badRequest(M.rangeTooLong);
      const [slots, closedDays, held] = await Promise.all([
        repo.slots(a.schKey),
        repo.closedDays(a.schKey, from, to),
        repo.holding(a.schKey, from, to),
      ]);
      return {
        from,
        to,
        today: today(),
        managerYn: isManager(a) ? 'Y' : 'N',
        slots: slots.map(toSlot),
        closedDays,
        bookings: held.map((r) => {
          const shown = isManager(a) || r.teacherMemberKey === a.memberKey;
          return {
            slotKey: r.slotKey,
            lessonDate: r.lessonDate,
            statusCode: r.statusCode,
            applyKey: shown ? r.applyKey : null,
            label: shown ? `${r.grade}학년 ${r.classNo}반 ${r.subject} (${r.teacherName})` : '예약됨',
            klass: shown
              ? { grade: r.grade, classNo: r.classNo, subject: r.subject, teacherName: r.teacherName }
              : null,
            mineYn: r.teacherMemberKey === a.memberKey ? 'Y' : 'N',
          };
        }),
      };
    },

    async list(actor: Actor | null, statusCode?: string) {
      const a = staff(actor);
      const rows = await repo.list({
        schKey: a.schKey,
        teacherMemberKey: isManager(a) ? undefined : a.memberKey,
        statusCode,
      });
      return {
        list: rows.map((r) => toApplication(r, a)),
        totalCount: rows.length,
        managerYn: isManager(a) ? ('Y' as const) : ('N' as const),
      };
    },

    async detail(actor: Actor | null, applyKey: number) {
      const a = staff(actor);
      return toApplication(await visible(a, applyKey), a);
    },

    async apply(actor: Actor | null, f: Fields) {
      const a = staff(actor);
      await checkTexts(f);
      await bookableSlot(a.schKey, f.slotKey, f.lessonDate, f.studentCount);
      const applyKey = await repo.insert({
        ...fieldsOf(f),
        schKey: a.schKey,
        teacherMemberKey: a.memberKey,
        teacherName: a.name,
      });
      if (applyKey === null) throw conflict(M.slotTaken);
      const row = (await repo.find(applyKey))!;
      await tellManagers(a, '도서관 수업을 신청했습니다.', row, 'applied');
      return toApplication(row, a);
    },

    async modify(actor: Actor | null, applyKey: number, f: Fields) {
      const a = staff(actor);
      const row = await visible(a, applyKey);
      if (row.teacherMemberKey !== a.memberKey) throw forbidden(M.notYours);
      await checkTexts(f);
      await bookableSlot(a.schKey, f.slotKey, f.lessonDate, f.studentCount);
      return toApplication(await move(row, [S.applied], fieldsOf(f)), a);
    },

    async cancel(actor: Actor | null, applyKey: number) {
      const a = staff(actor);
      const row = await visible(a, applyKey);
      if (row.teacherMemberKey !== a.memberKey) throw forbidden(M.notYours);
      const moved = await move(row, [S.applied, S.proposed, S.approved], { statusCode: S.cancelled });
      await tellManagers(a, '도서관 수업을 취소했습니다.', row, 'cancelled');
      return toApplication(moved, a);
    },

    async accept(actor: Actor | null, applyKey: number) {
      const a = staff(actor);
      const row = await visible(a, applyKey);
      if (row.teacherMemberKey !== a.memberKey) throw forbidden(M.notYours);
      const moved = await move(row, [S.proposed], { statusCode: S.approved });
      await tellManagers(a, '제안한 시간을 수락했습니다.', moved, 'accepted');
      return toApplication(moved, a);
    },

    async approve(actor: Actor | null, applyKey: number) {
      const a = manager(actor);
      const row = await visible(a, applyKey);
      const moved = await move(row, [S.applied], { statusCode: S.approved, managerMessage: null });
      await notify(
        row.teacherMemberKey,
        `도서관 수업 신청이 승인되었습니다. (${when(moved)})`,
        applyKey,
        'approved',
      );
      return toApplication(moved, a);
    },

    async propose(
      actor: Actor | null,
      applyKey: number,
      slotKey: number,
      lessonDate: string,
      message: string,
    ) {
      const a = manager(actor);
      const row = await visible(a, applyKey);
      await bannedWords.assertClean(message);
      await bookableSlot(a.schKey, slotKey, lessonDate, row.studentCount);
      const moved = await move(row, [S.applied], {
        statusCode: S.proposed,
        slotKey,
        lessonDate,
        managerMessage: message || null,
      });
      await notify(
        row.teacherMemberKey,
        `도서관 수업 시간 변경이 제안되었습니다. (${when(moved)})`,
        applyKey,
        `proposed:${slotKey}:${lessonDate}`,
      );
      return toApplication(moved, a);
    },

    async refuse(actor: Actor | null, applyKey: number, reason: string) {
      const a = manager(actor);
      const row = await visible(a, applyKey);
      await bannedWords.assertClean(reason);
      const moved = await move(row, [S.applied, S.proposed], {
        statusCode: S.refused,
        managerMessage: reason,
      });
      await notify(
        row.teacherMemberKey,
        `도서관 수업 신청이 반려되었습니다. (${when(row)})`,
        applyKey,
        'refused',
      );
      return toApplication(moved, a);
    },

    async saveSlot(actor: Actor | null, input: SlotInput) {
      const a = manager(actor);
      await bannedWords.assertClean(input.roomName);
      if (input.endTime <= input.startTime)
        throw badRequest('endTime: 종료 시간은 시작 시간 이후여야 합니다.');
      const saved = await repo.saveSlot(a.schKey, input.slotKey, {
        roomName: input.roomName,
        periodNo: input.periodNo,
        startTime: input.startTime,
        endTime: input.endTime,
        capacity: input.capacity,
        weekdays: [...new Set(input.weekdays)].sort().join(''),
        useYn: input.useYn,
      });
      if (saved === 'duplicate') throw conflict('같은 장소의 같은 교시가 이미 있습니다.');
      if (!saved) throw notFound(M.slotNotFound);
      return toSlot(saved);
    },

    async addClosedDay(actor: Actor | null, input: ClosedInput) {
      const a = manager(actor);
      await bannedWords.assertClean(input.reason);
      if (!(await repo.addClosedDay(a.schKey, input.closedDate, input.reason)))
        throw conflict(M.duplicateClosedDay);
      return { closedDate: input.closedDate };
    },

    async removeClosedDay(actor: Actor | null, closedDate: string) {
      const a = manager(actor);
      if (!(await repo.removeClosedDay(a.schKey, closedDate))) throw notFound('휴관일을 찾을 수 없습니다.');
      return { closedDate };
    },
  };
}
export type LessonService = ReturnType<typeof createLessonService>;
