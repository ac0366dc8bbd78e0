import { LIBRARY_DEMO } from '@reading/contract/library/common';
import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import { addDays } from '../../lib/clock.ts';
import { furnishDedupeKey } from '../../modules/library/furnish/furnish-dedupe.ts';
import { bookSummaryColumns, createHoldingsService } from '../../modules/search/holdings/holdings.service.ts';
import type { Db } from '../client.ts';
import { patron } from '../schema/library.ts';
import { furnishRequest, illRequest, loan, reservation } from '../schema/library-services.ts';
import { book, holding } from '../schema/search.ts';
import { STUDENT3_CARD } from './demo.ts';

export type CopyRow = {
  libCode: string;
  regNo: string;
  callNo: string;
  bookKey: number;
  title: string;
  author: string | null;
  publisher: string | null;
  isbn: string | null;
};

/** A loan's copy and book snapshot. */
export const snapshot = (c: CopyRow) => ({
  libCode: c.libCode,
  regNo: c.regNo,
  callNo: c.callNo,
  bookKey: c.bookKey,
  title: c.title,
  author: c.author,
  publisher: c.publisher,
  isbn: c.isbn,
});

const STUDENT2_CARD = '7130165000456';
const LENDING_LIB = 'LIB7130165';

const copyColumns = {
  libCode: holding.libCode,
  regNo: holding.regNo,
  callNo: holding.callNo,
  ...bookSummaryColumns,
};

/** Free copies of a library, skipping the contract's demo copies and the given titles. */
async function freeCopies(
  db: Db,
  libCode: string,
  take: number,
  skipBooks: number[] = [],
): Promise<CopyRow[]> {
  return db
    .select(copyColumns)
    .from(holding)
    .innerJoin(book, eq(book.bookKey, holding.bookKey))
    .where(
      and(
        eq(holding.libCode, libCode),
        eq(holding.status, 'AVAILABLE'),
        sql`${holding.regNo} not like 'LS%'`,
        skipBooks.length ? notInArray(holding.bookKey, skipBooks) : undefined,
      ),
    )
    .orderBy(asc(holding.regNo))
    .limit(take);
}

async function cardOf(db: Db, cardNo: string) {
  const [p] = await db.select().from(patron).where(eq(patron.cardNo, cardNo));
  return p ?? null;
}

/**
 * student1's card (linkable on MembershipUpdate) with two current loans, one returned, a reservation in
 * a queue, wish books and an inter-library loan in flight; student2's linked card with an overdue loan;
 * and queue work for manager1's desk (wish books, an inter-library loan to approve).
 */
export async function seedDemoCardActivity(db: Db, today: string, now: Date) {
  const holdings = createHoldingsService(db);
  const student1 = await cardOf(db, LIBRARY_DEMO.student1CardNo);
  const others = await db
    .select()
    .from(patron)
    .where(and(eq(patron.libCode, LIBRARY_DEMO.libCode), sql`substr(${patron.cardNo}, 8, 1) = '1'`))
    .orderBy(asc(patron.patronId))
    .limit(8);
  if (!student1 || others.length < 8) return;
  const [reserveBook] = await db
    .select({ bookKey: book.bookKey })
    .from(book)
    .where(eq(book.isbn13, LIBRARY_DEMO.reserveIsbn));
  const skip = reserveBook ? [reserveBook.bookKey] : [];

  // Two current loans and one returned.
  const mine = await freeCopies(db, LIBRARY_DEMO.libCode, 3, skip);
  for (const [i, c] of mine.entries()) {
    if (i < 2) {
      const dueDate = addDays(today, 9 + i * 3);
      await db.insert(loan).values({
        ...snapshot(c),
        patronId: student1.patronId,
        loanDate: addDays(today, -5 + i),
        dueDate,
        loanedAt: now,
      });
      await holdings.setHoldingStatus(c, 'ON_LOAN', dueDate);
    } else {
      await db.insert(loan).values({
        ...snapshot(c),
        patronId: student1.patronId,
        loanDate: addDays(today, -30),
        dueDate: addDays(today, -16),
        returnDate: addDays(today, -18),
        returnedAt: new Date(now.getTime() - 18 * 86_400_000),
        loanedAt: new Date(now.getTime() - 30 * 86_400_000),
      });
    }
  }

  // The reserve title has a queue already (one classmate waiting); student1 waits for another title.
  if (reserveBook) {
    const [b] = await db.select().from(book).where(eq(book.bookKey, reserveBook.bookKey));
    const rsvt = (patronId: number) => ({
      libCode: LIBRARY_DEMO.libCode,
      bookKey: b!.bookKey,
      title: b!.title,
      author: b!.author,
      publisher: b!.publisher,
      isbn: b!.isbn13,
      patronId,
      reservedAt: new Date(now.getTime() - 86_400_000),
    });
    await db.insert(reservation).values(rsvt(others[5]!.patronId)).onConflictDoNothing();
  }
  const [allOut] = await db
    .select({ bookKey: holding.bookKey })
    .from(holding)
    .where(
      and(
        eq(holding.libCode, LIBRARY_DEMO.libCode),
        skip.length ? notInArray(holding.bookKey, skip) : undefined,
      ),
    )
    .groupBy(holding.bookKey)
    .having(sql`bool_and(${holding.status} = 'ON_LOAN')`)
    .orderBy(asc(holding.bookKey))
    .limit(1);
  if (allOut) {
    const [b] = await db.select().from(book).where(eq(book.bookKey, allOut.bookKey));
    await db
      .insert(reservation)
      .values({
        libCode: LIBRARY_DEMO.libCode,
        bookKey: b!.bookKey,
        title: b!.title,
        author: b!.author,
        publisher: b!.publisher,
        isbn: b!.isbn13,
        patronId: student1.patronId,
      })
      .onConflictDoNothing();
  }

  // Wish books: titles the school library does not hold.
  const notHeld = await db
    .select(bookSummaryColumns)
    .from(book)
    .where(
      sql`${book.isbn13} is not null and not exists (select 1 from search.holding h where h.lib_code = ${LIBRARY_DEMO.libCode} and h.book_key = ${book.bookKey})`,
    )
    .orderBy(asc(book.bookKey))
    .limit(5);
  const wish = (i: number, patronId: number, extra: Partial<typeof furnishRequest.$inferInsert> = {}) => ({
    libCode: LIBRARY_DEMO.libCode,
    ...notHeld[i]!,
    dedupeKey: furnishDedupeKey({ bookKey: notHeld[i]!.bookKey }),
    patronId,
    ...extra,
  });
  const typedIn = { title: '우리 반 코딩 탐험대', author: '김하늘', publisher: '바람의아이들' };
  if (notHeld.length === 5) {
    await db.insert(furnishRequest).values([
      wish(0, student1.patronId, { memo: '과학 수업 시간에 소개받은 책이에요.' }),
      wish(1, student1.patronId, {
        status: 'DECLINED',
        declineReason: '초등학생 이용 대상에 맞지 않는 도서입니다.',
        decidedAt: now,
      }),
      wish(2, others[1]!.patronId, { memo: '시리즈 다음 권이 읽고 싶어요.' }),
      wish(3, others[2]!.patronId),
      wish(4, others[3]!.patronId, { status: 'ACCEPTED', decidedAt: now }),
    ]);
  }
  // A book the catalogue lacks, typed in by hand (issue 25.4).
  await db.insert(furnishRequest).values({
    libCode: LIBRARY_DEMO.libCode,
    ...typedIn,
    bookKey: null,
    isbn: null,
    dedupeKey: furnishDedupeKey(typedIn),
    patronId: student1.patronId,
    memo: '방과후 코딩 수업에서 선생님이 추천해 주셨어요. 목록에 없어서 직접 입력했어요.',
  });

  // An inter-library loan in flight from 가락중 (sent), and one 가락중 asks 서울가락초 for (to approve).
  const [lent] = await freeCopies(db, LENDING_LIB, 1);
  if (lent) {
    await db.insert(illRequest).values({
      bookKey: lent.bookKey,
      title: lent.title,
      author: lent.author,
      publisher: lent.publisher,
      isbn: lent.isbn,
      patronId: student1.patronId,
      borrowingLibCode: LIBRARY_DEMO.libCode,
      lendingLibCode: LENDING_LIB,
      status: 'SENT',
      regNo: lent.regNo,
      requestedAt: new Date(now.getTime() - 3 * 86_400_000),
      updatedAt: now,
    });
    await holdings.setHoldingStatus(
      { libCode: LENDING_LIB, regNo: lent.regNo },
      'ON_LOAN',
      addDays(today, 14),
    );
  }
  const student2 = await cardOf(db, STUDENT2_CARD);
  const [wanted] = await freeCopies(db, LIBRARY_DEMO.libCode, 1, skip);
  if (student2 && wanted) {
    await db.insert(illRequest).values({
      bookKey: wanted.bookKey,
      title: wanted.title,
      author: wanted.author,
      publisher: wanted.publisher,
      isbn: wanted.isbn,
      patronId: student2.patronId,
      borrowingLibCode: LENDING_LIB,
      lendingLibCode: LIBRARY_DEMO.libCode,
    });
  }
  // student2 (linked) has one overdue loan.
  const [late] = await freeCopies(db, LENDING_LIB, 1);
  if (student2 && late) {
    const dueDate = addDays(today, -3);
    await db.insert(loan).values({
      ...snapshot(late),
      patronId: student2.patronId,
      loanDate: addDays(today, -17),
      dueDate,
      loanedAt: now,
    });
    await holdings.setHoldingStatus(late, 'ON_LOAN', dueDate);
  }
  await seedStudent3Loans(db, today, now);
}

/** student3 (가락고, linked card): a current loan and a returned one, for the dashboard (issue 36). */
async function seedStudent3Loans(db: Db, today: string, now: Date) {
  const student3 = await cardOf(db, STUDENT3_CARD);
  if (!student3) return;
  const holdings = createHoldingsService(db);
  const [current, returned] = await freeCopies(db, 'LIB7010057', 2);
  if (current) {
    const dueDate = addDays(today, 10);
    await db.insert(loan).values({
      ...snapshot(current),
      patronId: student3.patronId,
      loanDate: addDays(today, -4),
      dueDate,
      loanedAt: now,
    });
    await holdings.setHoldingStatus(current, 'ON_LOAN', dueDate);
  }
  if (returned) {
    await db.insert(loan).values({
      ...snapshot(returned),
      patronId: student3.patronId,
      loanDate: addDays(today, -25),
      dueDate: addDays(today, -11),
      returnDate: addDays(today, -12),
      returnedAt: new Date(now.getTime() - 12 * 86_400_000),
      loanedAt: new Date(now.getTime() - 25 * 86_400_000),
    });
  }
}
