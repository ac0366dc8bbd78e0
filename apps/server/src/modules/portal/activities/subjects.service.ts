import type { ActivitySubject, SubjectSaveInput } from '@reading/contract/activities/activities';
import { ACTIVITY_MESSAGES as M } from '@reading/contract/activities/codes';
import { addDays } from '../../../lib/clock.ts';
import { badRequest, forbidden, notFound, unauthorized } from '../../../lib/errors.ts';
import type { CatalogueLookup } from '../../search/public.ts';
import type { BannedWordCheck } from '../block-words/public.ts';
import type { PortalFace } from '../mypage/public.ts';
import type { ActivitiesRepository } from './activities.repository.ts';
import { isSchoolStaff, type Viewer } from './visibility.ts';

const dashed = (d: string) => `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}`;

/**
 * Assignments (subjectMng, decisions 131, 137): a school's verified teachers and managers set them (a book
 * or a theme, a grade or class or the whole school, a due day) and see all of their school's; only the one
 * who set an assignment edits or deletes it; students see those of their own grade and class.
 */
export function createSubjectsService(deps: {
  repository: ActivitiesRepository;
  catalogue: CatalogueLookup;
  bannedWords: BannedWordCheck;
  portal: () => PortalFace;
}) {
  const { repository } = deps;

  /** An assignment the staff member set: none 404; another school's 403; a colleague's 403 (its own teacher only). */
  async function owned(v: NonNullable<Viewer> & { schKey: number }, subjectKey: number) {
    const subject = await repository.subject(subjectKey);
    if (!subject) throw notFound(M.subjectNotFound);
    if (subject.schKey !== v.schKey) throw forbidden(M.forbidden);
    if (subject.teacherMemberKey !== v.memberKey) throw forbidden(M.subjectOwnerOnly);
    return subject;
  }

  return {
    /**
     * Reminds the pupils of every assignment due tomorrow (Korea's day after `today`), the day before
     * (issue 37): the daily job calls it, and a pupil hears of an assignment once, however often it runs.
     * Answers how many pupils were told.
     */
    async remindDueTomorrow(today: string) {
      let told = 0;
      for (const subject of await repository.subjectsDueOn(addDays(today, 1))) {
        told += await deps.portal().notifyPupils(
          { schKey: subject.schKey, grade: subject.targetGrade, classNo: subject.targetClass },
          {
            kind: 'assignmentDue',
            title: `내일 마감인 독서 과제가 있습니다: ${subject.title}`,
            content: `마감 ${subject.dueDate}`,
            linkRoute: 'ParticipationContestList',
            linkQuery: { params: { type: 'subjectBooks' } },
            dedupeKey: `subject-due:${subject.subjectKey}`,
          },
        );
      }
      return told;
    },

    async list(v: Viewer): Promise<{ list: ActivitySubject[] }> {
      if (!v) throw unauthorized(M.loginRequired);
      if (v.schKey === null) return { list: [] };
      const me = await repository.memberOf(v.memberKey);
      const rows = await repository.subjects(
        v.schKey,
        isSchoolStaff(v) ? undefined : { grade: me?.grade ?? null, classNo: me?.classNo ?? null },
      );
      return {
        list: rows.map(({ author: _author, ...r }) => ({ ...r, dueDate: r.dueDate.replaceAll('-', '') })),
      };
    },

    /** Sets an assignment for the caller's school, or edits one the caller set (`subjectKey`). */
    async save(v: Viewer, input: SubjectSaveInput) {
      if (!v) throw unauthorized(M.loginRequired);
      if (!isSchoolStaff(v)) throw forbidden(M.forbidden);
      if (input.subjectKey) await owned(v, input.subjectKey);
      await deps.bannedWords.assertClean(input.title, input.theme);
      const book = input.bookKey ? await deps.catalogue.book(input.bookKey) : null;
      if (input.bookKey && !book) throw badRequest(M.bookNotFound);
      const values = {
        title: input.title,
        theme: input.theme ?? '',
        bookKey: book?.bookKey ?? null,
        bookTitle: book?.title ?? null,
        author: book?.author ?? null,
        targetGrade: input.targetGrade ?? null,
        targetClass: input.targetClass ?? null,
        dueDate: dashed(input.dueDate),
      };
      const updated = Boolean(input.subjectKey);
      if (input.subjectKey) await repository.updateSubject(input.subjectKey, values);
      const subjectKey =
        input.subjectKey ??
        (await repository.insertSubject({ ...values, schKey: v.schKey, teacherMemberKey: v.memberKey }));
      // The class hears of it (issue 37.2): a new assignment once, a change once per what it now asks.
      await deps.portal().notifyPupils(
        { schKey: v.schKey, grade: values.targetGrade, classNo: values.targetClass },
        {
          kind: 'assignment',
          title: updated ? `독서 과제가 바뀌었습니다: ${values.title}` : `새 독서 과제: ${values.title}`,
          content: `마감 ${values.dueDate}`,
          linkRoute: 'ParticipationContestList',
          linkQuery: { params: { type: 'subjectBooks' } },
          dedupeKey: updated
            ? `subject:${subjectKey}:${values.dueDate}:${values.bookKey ?? ''}:${values.title}`
            : `subject:${subjectKey}`,
        },
      );
      return { subjectKey, updated };
    },

    async remove(v: Viewer, subjectKey: number) {
      if (!v) throw unauthorized(M.loginRequired);
      if (!isSchoolStaff(v)) throw forbidden(M.forbidden);
      await owned(v, subjectKey);
      await repository.removeSubject(subjectKey);
      return { subjectKey };
    },
  };
}

export type SubjectsService = ReturnType<typeof createSubjectsService>;
