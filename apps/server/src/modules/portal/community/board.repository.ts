import { and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { school } from '../../../db/schema/portal.ts';
import { boardFile, boardPost } from '../../../db/schema/portal-community.ts';

/** A post row with its school's name and its attachment count. */
export type PostRow = typeof boardPost.$inferSelect & { schName: string | null; fileCnt: number };
export type FileRow = typeof boardFile.$inferSelect;

const columns = {
  post: boardPost,
  schName: school.name,
  fileCnt: sql<number>`(select count(*)::int from ${boardFile} where ${boardFile.postKey} = ${boardPost.postKey})`,
};
const toRow = (r: {
  post: typeof boardPost.$inferSelect;
  schName: string | null;
  fileCnt: number;
}): PostRow => ({
  ...r.post,
  schName: r.schName,
  fileCnt: Number(r.fileCnt),
});

/** List order of every board: pinned first, then newest. */
const LIST_ORDER = [desc(boardPost.pinnedYn), desc(boardPost.regDate), desc(boardPost.postKey)];
const ORDER_TUPLE = sql`(${boardPost.pinnedYn}, ${boardPost.regDate}, ${boardPost.postKey})`;

/** The board engine's SQL (decision 070). */
export function createBoardRepository(db: Db) {
  const select = () =>
    db.select(columns).from(boardPost).leftJoin(school, eq(school.schKey, boardPost.schKey));

  return {
    async page(where: SQL | undefined, limit: number, offset: number) {
      const rows = await select()
        .where(where)
        .orderBy(...LIST_ORDER)
        .limit(limit)
        .offset(offset);
      const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(boardPost).where(where);
      return { rows: rows.map(toRow), total: Number(total?.n ?? 0) };
    },

    async find(postKey: number, where?: SQL): Promise<PostRow | null> {
      const [row] = await select().where(and(eq(boardPost.postKey, postKey), where));
      return row ? toRow(row) : null;
    },

    /** The posts listed just before and just after `postKey` among those `where` selects. */
    async neighbours(postKey: number, where: SQL | undefined) {
      const current = sql`(select ${boardPost.pinnedYn}, ${boardPost.regDate}, ${boardPost.postKey} from ${boardPost} where ${boardPost.postKey} = ${postKey})`;
      const near = (op: '>' | '<') =>
        db
          .select({ postKey: boardPost.postKey, title: boardPost.title })
          .from(boardPost)
          .where(and(where, sql`${ORDER_TUPLE} ${sql.raw(op)} ${current}`))
          .orderBy(
            ...(op === '>'
              ? [asc(boardPost.pinnedYn), asc(boardPost.regDate), asc(boardPost.postKey)]
              : LIST_ORDER),
          )
          .limit(1);
      const [[prev], [next]] = await Promise.all([near('>'), near('<')]);
      return { prev: prev ?? null, next: next ?? null };
    },

    /** Which of `postKeys` also meet `where`. */
    async keysWhere(postKeys: number[], where: SQL): Promise<Set<number>> {
      if (postKeys.length === 0) return new Set();
      const rows = await db
        .select({ postKey: boardPost.postKey })
        .from(boardPost)
        .where(and(inArray(boardPost.postKey, postKeys), where));
      return new Set(rows.map((r) => r.postKey));
    },

    async countView(postKey: number) {
      await db
        .update(boardPost)
        .set({ viewCount: sql`${boardPost.viewCount} + 1` })
        .where(eq(boardPost.postKey, postKey));
    },

    /** A file of the post was downloaded (the share room's download count). */
    async countDownload(postKey: number) {
      await db
        .update(boardPost)
        .set({ downloadCount: sql`${boardPost.downloadCount} + 1` })
        .where(eq(boardPost.postKey, postKey));
    },

    async insert(tx: Db, values: typeof boardPost.$inferInsert): Promise<number> {
      const [row] = await tx.insert(boardPost).values(values).returning({ postKey: boardPost.postKey });
      return row!.postKey;
    },

    async update(tx: Db, postKey: number, values: Partial<typeof boardPost.$inferInsert>) {
      await tx
        .update(boardPost)
        .set({ ...values, modDate: new Date() })
        .where(eq(boardPost.postKey, postKey));
    },

    filesOf(postKey: number): Promise<FileRow[]> {
      return db
        .select()
        .from(boardFile)
        .where(eq(boardFile.postKey, postKey))
        .orderBy(asc(boardFile.fileKey));
    },

    async findFile(fileKey: number): Promise<FileRow | null> {
      const [row] = await db.select().from(boardFile).where(eq(boardFile.fileKey, fileKey));
      return row ?? null;
    },

    async findFileByStorageKey(storageKey: string): Promise<FileRow | null> {
      const [row] = await db.select().from(boardFile).where(eq(boardFile.storageKey, storageKey));
      return row ?? null;
    },

    async insertFile(values: typeof boardFile.$inferInsert): Promise<FileRow> {
      const [row] = await db.insert(boardFile).values(values).returning();
      return row!;
    },

    /**
     * Files the uploader may attach to a post (decision 225): their own uploads that nothing uses yet, or,
     * when editing, the post's own files. Another member's unattached upload never passes.
     */
    attachable(tx: Db, fileKeys: number[], uploader: number, postKey: number | null) {
      if (fileKeys.length === 0) return Promise.resolve([] as FileRow[]);
      const ownFree = and(
        isNull(boardFile.postKey),
        isNull(boardFile.keptAt),
        eq(boardFile.uploaderMemberKey, uploader),
      );
      return tx
        .select()
        .from(boardFile)
        .where(
          and(
            inArray(boardFile.fileKey, fileKeys),
            postKey === null ? ownFree : or(ownFree, eq(boardFile.postKey, postKey)),
          ),
        );
    },

    /** Makes exactly `fileKeys` the post's attachments; answers the files it let go. */
    async setFiles(tx: Db, postKey: number, fileKeys: number[]): Promise<FileRow[]> {
      const current = await tx.select().from(boardFile).where(eq(boardFile.postKey, postKey));
      const dropped = current.filter((f) => !fileKeys.includes(f.fileKey));
      if (dropped.length > 0) {
        await tx.delete(boardFile).where(
          inArray(
            boardFile.fileKey,
            dropped.map((f) => f.fileKey),
          ),
        );
      }
      if (fileKeys.length > 0) {
        await tx
          .update(boardFile)
          .set({ postKey })
          .where(
            and(
              inArray(boardFile.fileKey, fileKeys),
              or(isNull(boardFile.postKey), eq(boardFile.postKey, postKey)),
            ),
          );
      }
      return dropped;
    },
  };
}

export type BoardRepository = ReturnType<typeof createBoardRepository>;
