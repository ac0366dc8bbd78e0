import { and, asc, count, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { book, catalogueLibrary, holding, importJob, importLine } from '../../../db/schema/search.ts';
import type { ImportUnit } from './import-unit.ts';

/** SQL of the catalogue import (issue 40): the jobs, their report lines, and the catalogue rows they write. */
export type BookRow = typeof book.$inferInsert;
export type JobRow = typeof importJob.$inferSelect;
export type LineRow = typeof importLine.$inferInsert;

/** The work a record is matched by: title + author (work key), publisher, volume. */
export type WorkMatch = { workKey: string; publisherNorm: string; volume: string };
export const workMatchKey = (m: WorkMatch) => `${m.workKey}\u0001${m.publisherNorm}\u0001${m.volume}`;

export const importRepository = {
  async libraryOfSchool(db: Db, schKey: number) {
    const [row] = await db
      .select({ libCode: catalogueLibrary.libCode, name: catalogueLibrary.name })
      .from(catalogueLibrary)
      .where(eq(catalogueLibrary.schKey, schKey))
      .orderBy(asc(catalogueLibrary.libCode))
      .limit(1);
    return row ?? null;
  },

  async createJob(db: Db, values: typeof importJob.$inferInsert) {
    const [row] = await db.insert(importJob).values(values).returning();
    return row!;
  },

  async findJob(db: Db, jobKey: number) {
    const [row] = await db.select().from(importJob).where(eq(importJob.jobKey, jobKey));
    return row ?? null;
  },

  /** Removes the previews never started and made before `before` (with the file's rows they hold). */
  async purgePreviews(db: Db, before: Date) {
    const gone = await db
      .delete(importJob)
      .where(and(eq(importJob.status, 'preview'), lt(importJob.createdAt, before)))
      .returning({ jobKey: importJob.jobKey });
    return gone.length;
  },

  /** Moves a previewed job to running with its units; null when it had already started. */
  async startJob(db: Db, jobKey: number, units: ImportUnit[], mapping: Record<string, number | null>) {
    const [row] = await db
      .update(importJob)
      .set({ status: 'running', rows: units, total: units.length, mapping })
      .where(and(eq(importJob.jobKey, jobKey), eq(importJob.status, 'preview')))
      .returning();
    return row ?? null;
  },

  async runningJobKeys(db: Db) {
    const rows = await db
      .select({ jobKey: importJob.jobKey })
      .from(importJob)
      .where(eq(importJob.status, 'running'));
    return rows.map((r) => r.jobKey);
  },

  async heldRegNos(db: Db, libCode: string, regNos: string[]) {
    if (regNos.length === 0) return new Set<string>();
    const rows = await db
      .select({ regNo: holding.regNo })
      .from(holding)
      .where(and(eq(holding.libCode, libCode), inArray(holding.regNo, regNos)));
    return new Set(rows.map((r) => r.regNo));
  },

  async booksByIsbn(db: Db, isbns: string[]) {
    if (isbns.length === 0) return new Map<string, number>();
    const rows = await db
      .select({ bookKey: book.bookKey, isbn13: book.isbn13 })
      .from(book)
      .where(inArray(book.isbn13, isbns));
    return new Map(rows.map((r) => [r.isbn13!, r.bookKey]));
  },

  /**
   * Records of the same work, publisher and volume. `withoutIsbn`: only records that have no ISBN (a
   * file's record with an ISBN joins an ISBN-less record of the same book, never another edition's).
   */
  async booksByWork(db: Db, matches: WorkMatch[], withoutIsbn: boolean) {
    if (matches.length === 0) return new Map<string, number>();
    const workKeys = [...new Set(matches.map((m) => m.workKey))];
    const rows = await db
      .select({
        bookKey: book.bookKey,
        workKey: book.workKey,
        publisherNorm: book.publisherNorm,
        volume: sql<string>`coalesce(${book.volume}, '')`,
      })
      .from(book)
      .where(and(inArray(book.workKey, workKeys), withoutIsbn ? isNull(book.isbn13) : undefined))
      .orderBy(asc(book.bookKey));
    const found = new Map<string, number>();
    for (const r of rows) if (!found.has(workMatchKey(r))) found.set(workMatchKey(r), r.bookKey);
    return found;
  },

  /**
   * Inserts new records (a record key or ISBN already there is kept) and answers every given key's book
   * and which keys were new.
   */
  async insertBooks(db: Db, rows: BookRow[]) {
    if (rows.length === 0) return { books: new Map<string, number>(), inserted: new Set<string>() };
    const inserted = await db
      .insert(book)
      .values(rows)
      .onConflictDoNothing()
      .returning({ recordKey: book.recordKey });
    const keys = rows.map((r) => r.recordKey);
    const found = await db
      .select({ bookKey: book.bookKey, recordKey: book.recordKey })
      .from(book)
      .where(inArray(book.recordKey, keys));
    return {
      books: new Map(found.map((r) => [r.recordKey, r.bookKey])),
      inserted: new Set(inserted.map((r) => r.recordKey)),
    };
  },

  async insertHoldings(db: Db, rows: (typeof holding.$inferInsert)[]) {
    if (rows.length > 0) await db.insert(holding).values(rows).onConflictDoNothing();
  },

  async insertLines(db: Db, rows: LineRow[]) {
    if (rows.length > 0) await db.insert(importLine).values(rows).onConflictDoNothing();
  },

  async advanceJob(db: Db, jobKey: number, done: number) {
    await db.update(importJob).set({ done }).where(eq(importJob.jobKey, jobKey));
  },

  async finishJob(db: Db, jobKey: number) {
    await db
      .update(importJob)
      .set({ status: 'done', rows: null, finishedAt: sql`now()` })
      .where(eq(importJob.jobKey, jobKey));
  },

  async outcomeCounts(db: Db, jobKey: number) {
    const rows = await db
      .select({ outcome: importLine.outcome, n: count() })
      .from(importLine)
      .where(eq(importLine.jobKey, jobKey))
      .groupBy(importLine.outcome);
    return new Map(rows.map((r) => [r.outcome, r.n]));
  },

  async lines(db: Db, q: { jobKey: number; outcome?: string; offset: number; limit: number }) {
    const where = and(
      eq(importLine.jobKey, q.jobKey),
      q.outcome ? eq(importLine.outcome, q.outcome) : undefined,
    );
    const [total] = await db.select({ n: count() }).from(importLine).where(where);
    const list = await db
      .select({
        lineNo: importLine.lineNo,
        regNo: importLine.regNo,
        title: importLine.title,
        outcome: importLine.outcome,
        reason: importLine.reason,
        bookKey: importLine.bookKey,
      })
      .from(importLine)
      .where(where)
      .orderBy(asc(importLine.seq))
      .offset(q.offset)
      .limit(q.limit);
    return { list, totalCount: total?.n ?? 0 };
  },

  /** The school's copies with their records, book by book (the export). */
  async holdingsOf(db: Db, libCode: string) {
    return db
      .select({
        bookKey: book.bookKey,
        recordKey: book.recordKey,
        isbn: book.isbn13,
        isbnAddCode: book.isbnAddCode,
        title: book.title,
        subtitle: book.subtitle,
        volume: book.volume,
        author: book.author,
        publisher: book.publisher,
        pubYear: book.pubYear,
        kdc: book.kdc,
        regNo: holding.regNo,
        callNo: holding.callNo,
        status: holding.status,
      })
      .from(holding)
      .innerJoin(book, eq(book.bookKey, holding.bookKey))
      .where(eq(holding.libCode, libCode))
      .orderBy(asc(book.bookKey), asc(holding.regNo));
  },
};
