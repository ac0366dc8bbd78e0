import type { ActivitySubject, SubjectSaveInput } from '@reading/contract/activities/activities';
import { ACTIVITY_MESSAGES as M } from '@reading/contract/activities/codes';
import { badRequest, forbidden, notFound, unauthorized } from '../../../lib/errors.ts';
import type { CatalogueLookup } from '../../search/public.ts';
import type { BannedWordCheck } from '../block-words/banned-word-check.ts';
import type { ActivitiesRepository } from './activities.repository.ts';
import { isSchoolStaff, type Viewer } from './visibility.ts';

const dashed = (d: string) => `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}`;

/** Assignments (subjectMng, decision 131): a school's teachers set them; its students see their class's. */
export function createSubjectsService(deps: {
  repository: ActivitiesRepository;
  catalogue: CatalogueLookup;
  bannedWords: BannedWordCheck;
}) {
  const { repository } = deps;
  return {
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

    async save(v: Viewer, input: SubjectSaveInput) {
      if (!v) throw unauthorized(M.loginRequired);
      if (!isSchoolStaff(v)) throw forbidden(M.forbidden);
      await deps.bannedWords.assertClean(input.title, input.theme);
      const book = input.bookKey ? await deps.catalogue.book(input.bookKey) : null;
      if (input.bookKey && !book) throw badRequest(M.bookNotFound);
      const subjectKey = await repository.insertSubject({
        schKey: v.schKey,
        teacherMemberKey: v.memberKey,
        title: input.title,
        theme: input.theme ?? '',
        bookKey: book?.bookKey ?? null,
        bookTitle: book?.title ?? null,
        author: book?.author ?? null,
        targetGrade: input.targetGrade ?? null,
        targetClass: input.targetClass ?? null,
        dueDate: dashed(input.dueDate),
      });
      return { subjectKey };
    },

    async remove(v: Viewer, subjectKey: number) {
      if (!v) throw unauthorized(M.loginRequired);
      if (!isSchoolStaff(v)) throw forbidden(M.forbidden);
      const subject = await repository.subject(subjectKey);
      if (!subject) throw notFound('과제를 찾을 수 없습니다.');
      if (subject.teacherMemberKey !== v.memberKey) throw forbidden(M.forbidden);
      await repository.removeSubject(subjectKey);
      return { subjectKey };
    },
  };
}

export type SubjectsService = ReturnType<typeof createSubjectsService>;
