import { type ImportOutcome, IMPORT_REASONS as R } from '@reading/contract/search/catalogue-import';
import { toIsbn13 } from '@reading/contract/validators/isbn';
import type { Db } from '../../../db/client.ts';
import { catalogueRow, recordKeyOf } from '../catalogue/catalogue-row.ts';
import { readershipOf } from '../readership.ts';
import {
  type BookRow,
  type LineRow,
  importRepository as repo,
  type WorkMatch,
  workMatchKey,
} from './import.repository.ts';
import type { ImportUnit } from './import-unit.ts';

/**
 * One batch of an import (issue 40), in one transaction: each copy is refused (with its Korean reason),
 * left unchanged (its registration number is already the school's: re-importing changes nothing), or
 * becomes a holding of the record it joins — by ISBN, else by work (normalised title and main author),
 * publisher and volume — or of a new record when the catalogue has none (never a duplicate work).
 */
export type BatchInput = {
  jobKey: number;
  libCode: string;
  today: string;
  units: ImportUnit[];
  /** The report's sequence number of the batch's first unit. */
  firstSeq: number;
  /** Registration numbers met earlier in the file (a later copy with the same one is refused). */
  seen: Set<string>;
};

const REG_NO = /^[0-9A-Za-z-]{2,30}$/;
const LIMITS: [keyof ImportUnit, number][] = [
  ['title', 500],
  ['author', 300],
  ['publisher', 200],
  ['callNo', 100],
  ['kdc', 20],
  ['volume', 50],
];

function refusal(u: ImportUnit): string | null {
  if (!u.title?.trim()) return R.noTitle;
  if (!u.regNo) return R.noRegNo;
  if (!REG_NO.test(u.regNo)) return R.badRegNo;
  if (u.isbn && !toIsbn13(u.isbn)) return R.badIsbn;
  if (LIMITS.some(([field, max]) => String(u[field] ?? '').length > max)) return R.tooLong;
  return null;
}

type Copy = {
  seq: number;
  unit: ImportUnit;
  regNo: string;
  row: BookRow;
  match: WorkMatch;
  isbn: string | null;
};

function bookRowOf(u: ImportUnit): BookRow {
  const isbn = u.isbn ? toIsbn13(u.isbn) : null;
  const pubYear = u.pubYear && /^\d{4}$/.test(u.pubYear) ? Number(u.pubYear) : null;
  const addCode = u.isbnAddCode && /^\d{5}$/.test(u.isbnAddCode) ? u.isbnAddCode : null;
  const kdc = u.kdc?.trim() || null;
  return catalogueRow({
    recordKey: recordKeyOf({
      isbn: isbn ?? undefined,
      title: u.title!,
      author: u.author ?? undefined,
      publisher: u.publisher ?? undefined,
      year: pubYear ? String(pubYear) : undefined,
      volume: u.volume ?? undefined,
    }),
    isbn13: isbn,
    fullTitle: u.title!.trim(),
    author: u.author,
    publisher: u.publisher,
    pubYear,
    volume: u.volume,
    kdc,
    isbnAddCode: addCode,
    categoryCode: addCode ? addCode.slice(0, 1) : null,
    readership: readershipOf({ isbnAddCode: addCode, kdc }),
    source: 'school-import',
  });
}

const callNoOf = (u: ImportUnit) =>
  u.callNo?.trim() || `${u.kdc?.trim() || '000'} ${[...(u.author ?? '무')][0]}`;

/** Runs one batch; answers how many of each outcome it wrote. */
export async function importBatch(db: Db, input: BatchInput): Promise<void> {
  await db.transaction(async (tx) => {
    const lines: LineRow[] = [];
    const line = (
      seq: number,
      u: ImportUnit,
      outcome: ImportOutcome,
      reason: string | null,
      bookKey: number | null,
    ) =>
      lines.push({
        jobKey: input.jobKey,
        seq,
        lineNo: u.lineNo,
        regNo: u.regNo?.slice(0, 30) ?? null,
        title: u.title?.slice(0, 200) ?? null,
        outcome,
        reason,
        bookKey,
      });
    const candidates = input.units.filter((u) => !refusal(u)).map((u) => u.regNo!);
    const held = await repo.heldRegNos(tx, input.libCode, candidates);
    const copies: Copy[] = [];
    for (const [i, u] of input.units.entries()) {
      const seq = input.firstSeq + i;
      const reason = refusal(u);
      if (reason) {
        line(seq, u, 'refused', reason, null);
        continue;
      }
      const regNo = u.regNo!;
      if (input.seen.has(regNo)) {
        line(seq, u, 'refused', R.duplicateInFile, null);
        continue;
      }
      input.seen.add(regNo);
      if (held.has(regNo)) {
        line(seq, u, 'unchanged', R.alreadyHeld, null);
        continue;
      }
      const row = bookRowOf(u);
      copies.push({
        seq,
        unit: u,
        regNo,
        row,
        isbn: row.isbn13 ?? null,
        match: {
          workKey: row.workKey ?? '',
          publisherNorm: row.publisherNorm ?? '',
          volume: row.volume ?? '',
        },
      });
    }

    const byIsbn = await repo.booksByIsbn(tx, [...new Set(copies.flatMap((c) => (c.isbn ? [c.isbn] : [])))]);
    const rest = copies.filter((c) => !(c.isbn && byIsbn.has(c.isbn)));
    const byWorkNoIsbn = await repo.booksByWork(
      tx,
      rest.filter((c) => c.isbn).map((c) => c.match),
      true,
    );
    const byWork = await repo.booksByWork(
      tx,
      rest.filter((c) => !c.isbn).map((c) => c.match),
      false,
    );
    const found = (c: Copy) =>
      (c.isbn
        ? (byIsbn.get(c.isbn) ?? byWorkNoIsbn.get(workMatchKey(c.match)))
        : byWork.get(workMatchKey(c.match))) ?? null;

    // New records, one per ISBN or per work in the batch: the first copy adds it, the others join it.
    const fresh = new Map<string, BookRow>();
    const freshKey = (c: Copy) => c.isbn ?? workMatchKey(c.match);
    for (const c of copies) if (found(c) === null && !fresh.has(freshKey(c))) fresh.set(freshKey(c), c.row);
    const { books, inserted } = await repo.insertBooks(tx, [...fresh.values()]);
    const adding = new Set<string>();
    const holdings = copies.map((c) => {
      const existing = found(c);
      const row = fresh.get(freshKey(c));
      const bookKey = existing ?? books.get(row!.recordKey)!;
      const added = existing === null && inserted.has(row!.recordKey) && !adding.has(row!.recordKey);
      if (added) adding.add(row!.recordKey);
      line(c.seq, c.unit, added ? 'added' : 'merged', null, bookKey);
      return {
        bookKey,
        libCode: input.libCode,
        regNo: c.regNo,
        callNo: callNoOf(c.unit).slice(0, 100),
        status: 'AVAILABLE',
        accessionDate: input.today,
      };
    });
    await repo.insertHoldings(tx, holdings);
    lines.sort((a, b) => a.seq - b.seq);
    await repo.insertLines(tx, lines);
    await repo.advanceJob(tx, input.jobKey, input.firstSeq + input.units.length);
  });
}
