import { MEMBER_TYPES } from '@reading/contract/codes/member-types';
import {
  CLASS_MANAGE_MAX_CLASSES,
  type ClassListResponse,
  type ClassRef,
  type ClassSaveRequest,
  type ClassStudent,
  type ClassStudentsResponse,
  CLASS_MANAGE_MESSAGES as M,
  type ManagedClass,
} from '@reading/contract/teachersupport/class-manage';
import { isUniqueViolation } from '../../../db/unique-violation.ts';
import { koreaDate } from '../../../lib/clock.ts';
import { conflict, forbidden, notFound, unauthorized } from '../../../lib/errors.ts';
import type { ClassRosterStudent, LibraryFace } from '../../library/public.ts';
import type { ClassActivityFigures, MemberActivityFigures } from '../activities/public.ts';
import type { Actor } from '../core/actor.ts';
import type { ClassManageRepository } from './class-manage.repository.ts';

type Staff = Actor & { schKey: number };
/** A pupil as the list shows them, with this month's activities for the class figures. */
type Pupil = ClassStudent & { monthActivityCount: number };

const NO_FIGURES = { activityCount: 0, approvedCount: 0, awaitingReviewCount: 0, sinceCount: 0 };

/**
 * ClassManage (issue 21 part 4, decision 153): a teacher's classes and their pupils' library use and
 * reading activities, built on the library's public face (cards, loans) and the activities' (figures).
 * A class's pupils are its library cards and the portal students who named it; a card linked to a
 * portal member is one pupil with both.
 */
export function createClassManageService(deps: {
  repository: ClassManageRepository;
  library: () => LibraryFace;
  activities: ClassActivityFigures;
  now?: () => Date;
}) {
  const { repository: repo } = deps;
  const monthStart = () => `${koreaDate(deps.now?.() ?? new Date()).slice(0, 7)}-01`;

  function staff(actor: Actor | null): Staff {
    if (!actor) throw unauthorized();
    const role = actor.memberTypeCode;
    if (actor.schKey === null || (role !== MEMBER_TYPES.teacher && role !== MEMBER_TYPES.manager))
      throw forbidden(role === MEMBER_TYPES.student ? M.forbidden : M.teacherOnly);
    return actor as Staff;
  }

  /** The pupils of one class of the teacher's school with their loans and activity figures. */
  async function pupilsOf(schKey: number, c: ClassRef, since: string) {
    const cards = await deps.library().classRosterOfSchool(schKey, c.grade, c.classNo);
    const members = await repo.studentsOfClass(schKey, c.grade, c.classNo);
    const linked = new Set(cards.flatMap((card) => (card.memberKey === null ? [] : [card.memberKey])));
    const withoutCard = members.filter((m) => !linked.has(m.memberKey));
    const keys = [...linked, ...withoutCard.map((m) => m.memberKey)];
    const figures = new Map(
      (await deps.activities.ofMembers(schKey, keys, since)).map((f) => [f.memberKey, f]),
    );
    const fromCard = (card: ClassRosterStudent): Pupil =>
      pupil(card.name, card, card.memberKey === null ? undefined : figures.get(card.memberKey));
    const fromMember = (m: { memberKey: number; name: string }): Pupil =>
      pupil(m.name, null, figures.get(m.memberKey));
    return [...cards.map(fromCard), ...withoutCard.map(fromMember)].sort((a, b) =>
      a.name.localeCompare(b.name, 'ko'),
    );
  }

  function pupil(name: string, card: ClassRosterStudent | null, f: MemberActivityFigures | undefined): Pupil {
    const figures = f ?? { ...NO_FIGURES, lastActivityDate: null };
    return {
      name,
      cardNo: card?.cardNo ?? null,
      linkedYn: card && card.memberKey !== null ? ('Y' as const) : ('N' as const),
      loanCount: card?.loanCount ?? 0,
      overdueCount: card?.overdueCount ?? 0,
      yearLoanCount: card?.yearLoanCount ?? 0,
      loanTitles: card?.loanTitles ?? [],
      activityCount: figures.activityCount,
      approvedCount: figures.approvedCount,
      awaitingReviewCount: figures.awaitingReviewCount,
      lastActivityDate: figures.lastActivityDate,
      monthActivityCount: figures.sinceCount,
    };
  }

  async function mine(a: Staff, c: ClassRef) {
    const row = await repo.findOne({ teacherMemberKey: a.memberKey, schKey: a.schKey, ...c });
    if (!row) throw notFound(M.notMine);
    return row;
  }

  return {
    /** The caller's classes with today's figures, and the school's classes to add from. */
    async list(actor: Actor | null): Promise<ClassListResponse['data']> {
      const a = staff(actor);
      const since = monthStart();
      const classes = await repo.classesOf(a.memberKey, a.schKey);
      const list: ManagedClass[] = [];
      for (const c of classes) {
        const pupils = await pupilsOf(a.schKey, c, since);
        list.push({
          grade: c.grade,
          classNo: c.classNo,
          homeroomYn: c.homeroomYn === 'Y' ? 'Y' : 'N',
          studentCount: pupils.length,
          loanCount: pupils.reduce((n, p) => n + p.loanCount, 0),
          overdueStudentCount: pupils.filter((p) => p.overdueCount > 0).length,
          monthActivityCount: pupils.reduce((n, p) => n + p.monthActivityCount, 0),
          awaitingReviewCount: pupils.reduce((n, p) => n + p.awaitingReviewCount, 0),
          unlinkedCardCount: pupils.filter((p) => p.cardNo !== null && p.linkedYn === 'N').length,
        });
      }
      const known = new Map<string, { grade: number; classNo: number }>();
      const sources = [
        ...(await deps.library().classesOfSchool(a.schKey)),
        ...(await repo.studentClassesOf(a.schKey)),
      ];
      for (const c of sources) if (c.grade > 0 && c.classNo > 0) known.set(`${c.grade}-${c.classNo}`, c);
      const schoolClasses = [...known.values()].sort((x, y) => x.grade - y.grade || x.classNo - y.classNo);
      return { schName: await repo.schoolName(a.schKey), monthStart: since, list, schoolClasses };
    },

    /** One of the caller's classes: every pupil with their loans and activities. */
    async students(actor: Actor | null, c: ClassRef): Promise<ClassStudentsResponse['data']> {
      const a = staff(actor);
      const row = await mine(a, c);
      const pupils = await pupilsOf(a.schKey, c, monthStart());
      return {
        ...c,
        homeroomYn: row.homeroomYn === 'Y' ? 'Y' : 'N',
        list: pupils.map(({ monthActivityCount: _, ...p }) => p),
      };
    },

    /** Adds a class of the caller's school (at most ten), or changes which class is the homeroom. */
    async save(actor: Actor | null, body: ClassSaveRequest) {
      const a = staff(actor);
      const key = {
        teacherMemberKey: a.memberKey,
        schKey: a.schKey,
        grade: body.grade,
        classNo: body.classNo,
      };
      const exists = await repo.findOne(key);
      if (!exists && (await repo.count(a.memberKey, a.schKey)) >= CLASS_MANAGE_MAX_CLASSES)
        throw conflict(M.tooMany);
      try {
        await repo.save(key, body.homeroomYn);
      } catch (error) {
        if (isUniqueViolation(error, 'teacher_class_one_homeroom')) throw conflict(M.oneHomeroom);
        throw error;
      }
      return { grade: body.grade, classNo: body.classNo };
    },

    /** Removes one of the caller's classes (404 when it is not theirs). */
    async remove(actor: Actor | null, c: ClassRef) {
      const a = staff(actor);
      const removed = await repo.remove({ teacherMemberKey: a.memberKey, schKey: a.schKey, ...c });
      if (removed === 0) throw notFound(M.notMine);
      return { grade: c.grade, classNo: c.classNo };
    },
  };
}

export type ClassManageService = ReturnType<typeof createClassManageService>;
