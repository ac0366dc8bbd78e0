import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { member } from '../../../db/schema/portal.ts';
import { bookGroup, bookGroupChapter, bookGroupPost } from '../../../db/schema/portal-groups.ts';

export type BookGroupRow = typeof bookGroup.$inferSelect & { teacherName: string };

/** SQL of group reading (decision 194). */
export function createBookGroupRepository(db: Db) {
  const groups = () =>
    db
      .select({ group: bookGroup, teacherName: member.name })
      .from(bookGroup)
      .innerJoin(member, eq(member.memberKey, bookGroup.teacherMemberKey));
  const flat = (r: { group: typeof bookGroup.$inferSelect; teacherName: string }): BookGroupRow => ({
    ...r.group,
    teacherName: r.teacherName,
  });

  return {
    async find(bookGroupKey: number) {
      const [row] = await groups().where(eq(bookGroup.bookGroupKey, bookGroupKey));
      return row ? flat(row) : null;
    },
    /** A class's readings (students), or a teacher's own. */
    async list(filter: { schKey: number; grade: number; classNo: number } | { teacherMemberKey: number }) {
      const where =
        'teacherMemberKey' in filter
          ? eq(bookGroup.teacherMemberKey, filter.teacherMemberKey)
          : and(
              eq(bookGroup.schKey, filter.schKey),
              eq(bookGroup.grade, filter.grade),
              eq(bookGroup.classNo, filter.classNo),
            );
      return (await groups().where(where).orderBy(desc(bookGroup.bookGroupKey))).map(flat);
    },
    chapters: (bookGroupKeys: number[]) =>
      bookGroupKeys.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(bookGroupChapter)
            .where(inArray(bookGroupChapter.bookGroupKey, bookGroupKeys))
            .orderBy(asc(bookGroupChapter.chapterNo)),
    posts: (chapterKeys: number[]) =>
      chapterKeys.length === 0
        ? Promise.resolve([])
        : db
            .select({
              chapterKey: bookGroupPost.chapterKey,
              memberKey: bookGroupPost.memberKey,
              name: member.name,
              content: bookGroupPost.content,
              regDate: bookGroupPost.modDate,
            })
            .from(bookGroupPost)
            .innerJoin(member, eq(member.memberKey, bookGroupPost.memberKey))
            .where(inArray(bookGroupPost.chapterKey, chapterKeys))
            .orderBy(desc(bookGroupPost.modDate)),
    /** The students of a class (for the teacher's who-is-behind table). */
    classStudents: (schKey: number, grade: number, classNo: number) =>
      db
        .select({ memberKey: member.memberKey, name: member.name })
        .from(member)
        .where(
          and(
            eq(member.schKey, schKey),
            eq(member.grade, grade),
            eq(member.classNo, classNo),
            eq(member.memberTypeCode, '01'),
          ),
        )
        .orderBy(asc(member.name)),
    async classOf(memberKey: number) {
      const [row] = await db
        .select({ grade: member.grade, classNo: member.classNo })
        .from(member)
        .where(eq(member.memberKey, memberKey));
      return row ?? null;
    },
    async chapter(chapterKey: number) {
      const [row] = await db
        .select()
        .from(bookGroupChapter)
        .where(eq(bookGroupChapter.chapterKey, chapterKey));
      return row ?? null;
    },
    async insert(values: typeof bookGroup.$inferInsert, chapters: { title: string; dueDate: string }[]) {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(bookGroup).values(values).returning({ key: bookGroup.bookGroupKey });
        await tx
          .insert(bookGroupChapter)
          .values(chapters.map((c, i) => ({ bookGroupKey: row!.key, chapterNo: i + 1, ...c })));
        return row!.key;
      });
    },
    /** One post per student and chapter: a second save edits it. */
    async upsertPost(chapterKey: number, memberKey: number, content: string) {
      const [row] = await db
        .insert(bookGroupPost)
        .values({ chapterKey, memberKey, content })
        .onConflictDoUpdate({
          target: [bookGroupPost.chapterKey, bookGroupPost.memberKey],
          set: { content, modDate: sql`now()` },
        })
        .returning({ key: bookGroupPost.postKey });
      return row!.key;
    },
  };
}

export type BookGroupRepository = ReturnType<typeof createBookGroupRepository>;
