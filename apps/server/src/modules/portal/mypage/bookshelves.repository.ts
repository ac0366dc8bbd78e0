import { and, asc, count, desc, eq, gt, ilike, isNotNull, lt, max, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { member } from '../../../db/schema/portal.ts';
import { bookShelf, myLibBookshelf } from '../../../db/schema/portal-mypage.ts';

const bookCount = sql<number>`(select count(*)::int from ${myLibBookshelf} where ${myLibBookshelf.shelfKey} = ${bookShelf.shelfKey})`;

const shelfColumns = {
  shelfKey: bookShelf.shelfKey,
  shelfName: bookShelf.shelfName,
  description: bookShelf.description,
  publicYn: bookShelf.publicYn,
  ownerKey: bookShelf.memberKey,
  ownerName: member.name,
  ownerSchKey: member.schKey,
  bookCount,
  regDate: bookShelf.regDate,
  modDate: bookShelf.modDate,
};

const shelves = (db: Db) =>
  db.select(shelfColumns).from(bookShelf).innerJoin(member, eq(member.memberKey, bookShelf.memberKey));

export type ShelfRow = Awaited<ReturnType<ReturnType<typeof shelves>['execute']>>[number];

/** Bookshelves' SQL (decision 093). */
export const bookshelvesRepository = {
  ofMember: (db: Db, memberKey: number) =>
    shelves(db)
      .where(eq(bookShelf.memberKey, memberKey))
      .orderBy(desc(bookShelf.modDate), desc(bookShelf.shelfKey)),

  /** The member's shelves that hold a book of an ISBN (the book check, spec 000 §3). */
  shelvesHolding: (db: Db, memberKey: number, isbn: string) =>
    db
      .selectDistinct({ shelfKey: bookShelf.shelfKey, shelfName: bookShelf.shelfName })
      .from(myLibBookshelf)
      .innerJoin(bookShelf, eq(bookShelf.shelfKey, myLibBookshelf.shelfKey))
      .where(and(eq(myLibBookshelf.memberKey, memberKey), eq(myLibBookshelf.isbn, isbn)))
      .orderBy(asc(bookShelf.shelfKey)),

  async byKey(db: Db, shelfKey: number): Promise<ShelfRow | null> {
    const [row] = await shelves(db).where(eq(bookShelf.shelfKey, shelfKey));
    return row ?? null;
  },

  async publicPage(
    db: Db,
    filter: { schKey: number; keyword?: string },
    { offset, limit }: { offset: number; limit: number },
  ) {
    const conditions: SQL[] = [eq(bookShelf.publicYn, 'Y'), eq(member.schKey, filter.schKey)];
    if (filter.keyword)
      conditions.push(ilike(bookShelf.shelfName, `%${filter.keyword.replace(/[%_\\]/g, '\\$&')}%`));
    const where = and(...conditions);
    const [total] = await db
      .select({ n: count() })
      .from(bookShelf)
      .innerJoin(member, eq(member.memberKey, bookShelf.memberKey))
      .where(where);
    const list = await shelves(db)
      .where(where)
      .orderBy(desc(bookShelf.modDate), desc(bookShelf.shelfKey))
      .limit(limit)
      .offset(offset);
    return { list, totalCount: Number(total?.n ?? 0) };
  },

  async insert(
    db: Db,
    row: { memberKey: number; shelfName: string; description: string | null; publicYn: string },
  ) {
    const [inserted] = await db.insert(bookShelf).values(row).returning({ key: bookShelf.shelfKey });
    return inserted!.key;
  },

  async update(
    db: Db,
    shelfKey: number,
    values: { shelfName: string; description: string | null; publicYn: string },
  ) {
    await db
      .update(bookShelf)
      .set({ ...values, modDate: new Date() })
      .where(eq(bookShelf.shelfKey, shelfKey));
  },

  async remove(db: Db, shelfKey: number) {
    await db.delete(bookShelf).where(eq(bookShelf.shelfKey, shelfKey));
  },

  touch: (db: Db, shelfKey: number) =>
    db.update(bookShelf).set({ modDate: new Date() }).where(eq(bookShelf.shelfKey, shelfKey)),

  booksOf: (db: Db, shelfKey: number) =>
    db
      .select()
      .from(myLibBookshelf)
      .where(eq(myLibBookshelf.shelfKey, shelfKey))
      .orderBy(asc(myLibBookshelf.sortOrder), asc(myLibBookshelf.shelfBookKey)),

  /** Every book on a member's own shelves (with the shelf's name), newest first; catalogue books only. */
  booksOfMember: (db: Db, memberKey: number, limit: number) =>
    db
      .select({
        bookKey: myLibBookshelf.bookKey,
        isbn: myLibBookshelf.isbn,
        title: myLibBookshelf.title,
        author: myLibBookshelf.author,
        publisher: myLibBookshelf.publisher,
        shelfName: bookShelf.shelfName,
      })
      .from(myLibBookshelf)
      .innerJoin(bookShelf, eq(bookShelf.shelfKey, myLibBookshelf.shelfKey))
      .where(and(eq(myLibBookshelf.memberKey, memberKey), isNotNull(myLibBookshelf.bookKey)))
      .orderBy(desc(myLibBookshelf.createdAt), desc(myLibBookshelf.shelfBookKey))
      .limit(limit),

  async book(db: Db, shelfBookKey: number) {
    const [row] = await db.select().from(myLibBookshelf).where(eq(myLibBookshelf.shelfBookKey, shelfBookKey));
    return row ?? null;
  },

  /** Adds a book at the end of the shelf; false when the shelf has it already. */
  async addBook(
    db: Db,
    row: {
      memberKey: number;
      shelfKey: number;
      bookKey: number;
      isbn: string | null;
      title: string;
      author: string | null;
      publisher: string | null;
    },
  ) {
    const [last] = await db
      .select({ n: max(myLibBookshelf.sortOrder) })
      .from(myLibBookshelf)
      .where(eq(myLibBookshelf.shelfKey, row.shelfKey));
    const [existing] = await db
      .select({ key: myLibBookshelf.shelfBookKey })
      .from(myLibBookshelf)
      .where(and(eq(myLibBookshelf.shelfKey, row.shelfKey), eq(myLibBookshelf.bookKey, row.bookKey)));
    if (existing) return false;
    const inserted = await db
      .insert(myLibBookshelf)
      .values({ ...row, sortOrder: (last?.n ?? 0) + 1 })
      .onConflictDoNothing()
      .returning({ key: myLibBookshelf.shelfBookKey });
    return inserted.length > 0;
  },

  setNote: (db: Db, shelfBookKey: number, note: string | null) =>
    db.update(myLibBookshelf).set({ note }).where(eq(myLibBookshelf.shelfBookKey, shelfBookKey)),

  /** Swaps a book with its neighbour above or below on the shelf; false at the end. */
  async move(
    db: Db,
    book: { shelfBookKey: number; shelfKey: number; sortOrder: number },
    direction: 'up' | 'down',
  ) {
    return db.transaction(async (tx) => {
      const [neighbour] = await tx
        .select({ key: myLibBookshelf.shelfBookKey, sortOrder: myLibBookshelf.sortOrder })
        .from(myLibBookshelf)
        .where(
          and(
            eq(myLibBookshelf.shelfKey, book.shelfKey),
            direction === 'up'
              ? lt(myLibBookshelf.sortOrder, book.sortOrder)
              : gt(myLibBookshelf.sortOrder, book.sortOrder),
          ),
        )
        .orderBy(direction === 'up' ? desc(myLibBookshelf.sortOrder) : asc(myLibBookshelf.sortOrder))
        .limit(1);
      if (!neighbour) return false;
      await tx
        .update(myLibBookshelf)
        .set({ sortOrder: neighbour.sortOrder })
        .where(eq(myLibBookshelf.shelfBookKey, book.shelfBookKey));
      await tx
        .update(myLibBookshelf)
        .set({ sortOrder: book.sortOrder })
        .where(eq(myLibBookshelf.shelfBookKey, neighbour.key));
      return true;
    });
  },

  removeBook: (db: Db, shelfBookKey: number) =>
    db.delete(myLibBookshelf).where(eq(myLibBookshelf.shelfBookKey, shelfBookKey)),
};
