import {
  type BookGroupDetail,
  type BookGroupSummary,
  type bookGroupSaveRequestSchema,
  BOOK_GROUP_MESSAGES as M,
} from '@reading/contract/groups/book-group';
import type { z } from 'zod';
import { koreaDate } from '../../../lib/clock.ts';
import { forbidden, notFound } from '../../../lib/errors.ts';
import type { BannedWordCheck } from '../block-words/public.ts';
import { type Actor, hasTeacherRights, isStudentActor, requireActor } from '../core/actor.ts';
import type { BookGroupRepository, BookGroupRow } from './book-group.repository.ts';

type SaveInput = z.output<typeof bookGroupSaveRequestSchema>;
type Chapter = Awaited<ReturnType<BookGroupRepository['chapters']>>[number];
type Post = Awaited<ReturnType<BookGroupRepository['posts']>>[number];

/**
 * Group reading (ReadingBookGroup; decision 194): a teacher runs a reading of one book for one class,
 * chapter by chapter with due dates; the class's students post per chapter; the teacher sees who is
 * behind (a chapter past its due date without a post). Other classes and schools: 404.
 */
export function createBookGroupService(deps: {
  repository: BookGroupRepository;
  bannedWords: BannedWordCheck;
  today?: () => string;
}) {
  const { repository } = deps;
  const today = deps.today ?? (() => koreaDate(new Date()));

  const runs = (actor: Actor, group: BookGroupRow) =>
    group.teacherMemberKey === actor.memberKey || (hasTeacherRights(actor) && actor.schKey === group.schKey);

  async function inClass(actor: Actor, group: BookGroupRow) {
    if (!isStudentActor(actor) || actor.schKey !== group.schKey) return false;
    const mine = await repository.classOf(actor.memberKey);
    return mine?.grade === group.grade && mine?.classNo === group.classNo;
  }

  function summary(group: BookGroupRow, chapters: Chapter[], doneCount: number): BookGroupSummary {
    const day = today();
    const next =
      chapters
        .filter((c) => c.dueDate >= day)
        .map((c) => c.dueDate)
        .sort()[0] ?? null;
    return {
      bookGroupKey: group.bookGroupKey,
      title: group.title,
      bookTitle: group.bookTitle,
      bookAuthor: group.bookAuthor,
      grade: group.grade,
      classNo: group.classNo,
      teacherName: group.teacherName,
      chapterCount: chapters.length,
      doneCount,
      nextDueDate: next,
      regDate: group.regDate.toISOString(),
    };
  }

  return {
    /** A student's class readings, or the readings a teacher runs. */
    async list(actor: Actor | null) {
      const me = requireActor(actor);
      let groups: BookGroupRow[] = [];
      if (hasTeacherRights(me)) groups = await repository.list({ teacherMemberKey: me.memberKey });
      else if (isStudentActor(me) && me.schKey !== null) {
        const mine = await repository.classOf(me.memberKey);
        if (mine?.grade && mine.classNo)
          groups = await repository.list({ schKey: me.schKey, grade: mine.grade, classNo: mine.classNo });
      }
      const chapters = await repository.chapters(groups.map((g) => g.bookGroupKey));
      const posts = await repository.posts(chapters.map((c) => c.chapterKey));
      const teacher = hasTeacherRights(me);
      const list = groups.map((g) => {
        const own = chapters.filter((c) => c.bookGroupKey === g.bookGroupKey);
        const keys = new Set(own.map((c) => c.chapterKey));
        const done = posts.filter((p) => keys.has(p.chapterKey) && (teacher || p.memberKey === me.memberKey));
        return summary(g, own, done.length);
      });
      return { list, totalCount: list.length };
    },

    /** A reading with my posts; its teacher (or a teacher of the school) also sees every student's progress. */
    async detail(actor: Actor | null, bookGroupKey: number): Promise<BookGroupDetail> {
      const me = requireActor(actor);
      const group = await repository.find(bookGroupKey);
      const teacher = !!group && runs(me, group);
      if (!group || !(teacher || (await inClass(me, group)))) throw notFound(M.notFound);
      const chapters = await repository.chapters([bookGroupKey]);
      const posts = await repository.posts(chapters.map((c) => c.chapterKey));
      const mine = posts.filter((p) => p.memberKey === me.memberKey);
      const day = today();
      const chapterList = chapters.map((c) => {
        const my = mine.find((p) => p.chapterKey === c.chapterKey);
        return {
          chapterKey: c.chapterKey,
          chapterNo: c.chapterNo,
          title: c.title,
          dueDate: c.dueDate,
          myPost: my ? { content: my.content, regDate: my.regDate.toISOString() } : null,
          postCount: posts.filter((p) => p.chapterKey === c.chapterKey).length,
        };
      });
      return {
        ...summary(group, chapters, teacher ? posts.length : mine.length),
        description: group.description,
        teacherYn: teacher ? 'Y' : 'N',
        chapterList,
        progressList: teacher ? await progress(group, chapters, posts, day) : [],
        postList: teacher
          ? posts.map((p) => ({
              chapterKey: p.chapterKey,
              name: p.name,
              content: p.content,
              regDate: p.regDate.toISOString(),
            }))
          : [],
      };
    },

    /** A teacher starts a reading for a class of their school. */
    async save(actor: Actor | null, input: SaveInput) {
      const me = requireActor(actor);
      if (!hasTeacherRights(me) || me.schKey === null) throw forbidden(M.teacherOnly);
      await deps.bannedWords.assertClean(
        input.title,
        input.bookTitle,
        input.bookAuthor,
        input.description,
        ...input.chapterList.map((c) => c.title),
      );
      const bookGroupKey = await repository.insert(
        {
          schKey: me.schKey,
          teacherMemberKey: me.memberKey,
          grade: input.grade,
          classNo: input.classNo,
          title: input.title,
          bookTitle: input.bookTitle,
          bookAuthor: input.bookAuthor,
          description: input.description,
        },
        input.chapterList,
      );
      return { bookGroupKey };
    },

    /** A student of the class posts (or edits their post) for a chapter. */
    async post(actor: Actor | null, chapterKey: number, content: string) {
      const me = requireActor(actor);
      const chapter = await repository.chapter(chapterKey);
      const group = chapter ? await repository.find(chapter.bookGroupKey) : null;
      if (!chapter || !group) throw notFound(M.chapterNotFound);
      if (!(await inClass(me, group))) {
        if (runs(me, group)) throw forbidden(M.studentOnly);
        throw notFound(M.chapterNotFound);
      }
      await deps.bannedWords.assertClean(content);
      await repository.upsertPost(chapterKey, me.memberKey, content);
      return { bookGroupKey: group.bookGroupKey };
    },
  };

  /** Every student of the class: chapters posted, chapters late; the ones behind first. */
  async function progress(group: BookGroupRow, chapters: Chapter[], posts: Post[], day: string) {
    const students = await repository.classStudents(group.schKey, group.grade, group.classNo);
    const rows = students.map((s) => {
      const done = new Set(posts.filter((p) => p.memberKey === s.memberKey).map((p) => p.chapterKey));
      const late = chapters.filter((c) => c.dueDate < day && !done.has(c.chapterKey)).length;
      return {
        memberKey: s.memberKey,
        name: s.name,
        doneCount: done.size,
        lateCount: late,
        behindYn: late > 0 ? ('Y' as const) : ('N' as const),
        postedChapterNos: chapters.filter((c) => done.has(c.chapterKey)).map((c) => c.chapterNo),
      };
    });
    return rows.sort((a, b) => b.lateCount - a.lateCount || a.name.localeCompare(b.name, 'ko'));
  }
}

export type BookGroupService = ReturnType<typeof createBookGroupService>;
