import { LIBRARY_DEMO } from '@reading/contract/library/common';
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { addDays, koreaDate } from '../../lib/clock.ts';
import { DEFAULT_LOAN_RULES, ruleGrade } from '../../modules/library/rules/rules.service.ts';
import type { Db } from '../client.ts';
import { patron, schoolLibrary } from '../schema/library.ts';
import { loan, loanRule, reservation } from '../schema/library-services.ts';
import { book, holding } from '../schema/search.ts';
import { chunk } from './csv.ts';
import { STUDENT3_CARD } from './demo.ts';
import { seedDemoCardActivity, snapshot } from './library-demo-cards.ts';

/**
 * Demo library services (docs/decisions/040, 043): loan rules, the demo schools' other patrons, a loan
 * for every copy the holdings generator marked on loan (so the desk can check each one in), READY holds
 * for the copies it marked reserved, a few overdue loans, student1's card with loans, history, a wish
 * book and an inter-library loan in flight, and the LIBRARY_DEMO copies of the contract. Runs once:
 * skipped when any loan exists.
 */
const GIVEN = [
  '민준',
  '서연',
  '도윤',
  '지우',
  '하준',
  '서윤',
  '시우',
  '하은',
  '주원',
  '지아',
  '예준',
  '수아',
  '지호',
  '채원',
  '준우',
];
const FAMILY = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임'];
const PATRONS_PER_LIBRARY = 60;

export async function seedLibraryServices(db: Db, now = new Date()) {
  const libraries = await db.select().from(schoolLibrary).orderBy(asc(schoolLibrary.libCode));
  if (libraries.length === 0) return;
  await db
    .insert(loanRule)
    .values(libraries.flatMap((l) => DEFAULT_LOAN_RULES.map((r) => ({ libCode: l.libCode, ...r }))))
    .onConflictDoNothing();
  const [existing] = await db.select({ n: count() }).from(loan);
  if ((existing?.n ?? 0) > 0) return;

  const today = koreaDate(now);
  await setDemoCardGrades(db);
  await addDemoCopies(db);

  for (const lib of libraries) {
    const elementary = lib.neisCode === LIBRARY_DEMO.neisCode || lib.name.includes('초등');
    const cards = Array.from({ length: PATRONS_PER_LIBRARY }, (_, i) => ({
      libCode: lib.libCode,
      cardNo: `${lib.neisCode}1${String(i + 1).padStart(5, '0')}`,
      name: `${FAMILY[i % FAMILY.length]}${GIVEN[(i * 7) % GIVEN.length]}`,
      grade: i % 10 === 9 ? null : elementary ? 1 + (i % 6) : 1 + (i % 3),
      classNo: i % 10 === 9 ? null : 1 + (Math.floor(i / 6) % 3),
    }));
    // student1's class (5-2) gets classmates.
    for (const c of cards.slice(0, 4)) if (elementary) Object.assign(c, { grade: 5, classNo: 2 });
    await db.insert(patron).values(cards).onConflictDoNothing();
  }
  const patrons = await db
    .select({
      patronId: patron.patronId,
      libCode: patron.libCode,
      cardNo: patron.cardNo,
      grade: patron.grade,
    })
    .from(patron)
    .where(sql`length(${patron.cardNo}) = 13 and substr(${patron.cardNo}, 8, 1) = '1'`)
    .orderBy(asc(patron.patronId));
  const byLib = new Map<string, typeof patrons>();
  for (const p of patrons) byLib.set(p.libCode, [...(byLib.get(p.libCode) ?? []), p]);

  const copies = await db
    .select({
      libCode: holding.libCode,
      regNo: holding.regNo,
      callNo: holding.callNo,
      status: holding.status,
      dueDate: holding.dueDate,
      bookKey: book.bookKey,
      title: book.title,
      author: book.author,
      publisher: book.publisher,
      isbn: book.isbn13,
    })
    .from(holding)
    .innerJoin(book, eq(book.bookKey, holding.bookKey))
    .where(
      and(
        inArray(
          holding.libCode,
          libraries.map((l) => l.libCode),
        ),
        inArray(holding.status, ['ON_LOAN', 'RESERVED']),
      ),
    )
    .orderBy(asc(holding.libCode), asc(holding.regNo));

  const loans: (typeof loan.$inferInsert)[] = [];
  const holds: (typeof reservation.$inferInsert)[] = [];
  const overdueCopies: { libCode: string; regNo: string; dueDate: string }[] = [];
  const loanLoad = new Map<number, number>();
  const holdLoad = new Map<number, number>();
  const limitOf = (grade: number | null) => DEFAULT_LOAN_RULES.find((r) => r.grade === ruleGrade(grade))!;
  let n = 0;
  for (const c of copies) {
    const pool = byLib.get(c.libCode) ?? [];
    n++;
    if (c.status === 'ON_LOAN') {
      const p =
        pool.find(
          (x) =>
            (loanLoad.get(x.patronId) ?? 0) < limitOf(x.grade).loanLimit - 1 && (n + x.patronId) % 3 === 0,
        ) ?? pool.find((x) => (loanLoad.get(x.patronId) ?? 0) < limitOf(x.grade).loanLimit - 1);
      if (!p) continue;
      loanLoad.set(p.patronId, (loanLoad.get(p.patronId) ?? 0) + 1);
      // About one loan in twelve is overdue by 1–12 days; the others are due as the generator said.
      const overdue = n % 12 === 0;
      const dueDate = overdue
        ? addDays(today, -(1 + (n % 12)))
        : String(c.dueDate ?? addDays(today, 7)).slice(0, 10);
      loans.push({
        ...snapshot(c),
        patronId: p.patronId,
        loanDate: addDays(dueDate, -14),
        dueDate,
        loanedAt: now,
      });
      if (overdue) overdueCopies.push({ libCode: c.libCode, regNo: c.regNo, dueDate });
    } else {
      const p = pool.find((x) => (holdLoad.get(x.patronId) ?? 0) < limitOf(x.grade).rsvtLimit - 1);
      if (!p) continue;
      holdLoad.set(p.patronId, (holdLoad.get(p.patronId) ?? 0) + 1);
      holds.push({
        libCode: c.libCode,
        bookKey: c.bookKey,
        title: c.title,
        author: c.author,
        publisher: c.publisher,
        isbn: c.isbn,
        patronId: p.patronId,
        status: 'READY',
        regNo: c.regNo,
        readyAt: now,
        pickupUntil: addDays(today, 1 + (n % 3)),
      });
    }
  }
  for (const batch of chunk(loans, 500)) await db.insert(loan).values(batch);
  // The overdue loans' copies carry the same due date in search, in one statement.
  if (overdueCopies.length) {
    const values = sql.join(
      overdueCopies.map((o) => sql`(${o.libCode}, ${o.regNo}, ${o.dueDate}::date)`),
      sql`, `,
    );
    await db.execute(
      sql`update search.holding h set due_date = v.due from (values ${values}) as v(lib_code, reg_no, due) where h.lib_code = v.lib_code and h.reg_no = v.reg_no`,
    );
  }
  for (const batch of chunk(holds, 500)) await db.insert(reservation).values(batch).onConflictDoNothing();
  await seedDemoCardActivity(db, today, now);
}

/** The identity seed's demo cards get their school year (decision 034's cards had none). */
async function setDemoCardGrades(db: Db) {
  const grades: [string, number, number][] = [
    [LIBRARY_DEMO.student1CardNo, 5, 2],
    ['7130165000456', 2, 3],
    ['7201044000789', 4, 1],
    [STUDENT3_CARD, 1, 4],
  ];
  for (const [cardNo, grade, classNo] of grades) {
    await db
      .update(patron)
      .set({ grade, classNo })
      .where(and(eq(patron.cardNo, cardNo), isNull(patron.grade)));
  }
}

/** The contract's LIBRARY_DEMO copies at 서울가락초: one free, two on loan (reserve title), one reference. */
async function addDemoCopies(db: Db) {
  const found = await db
    .select({ bookKey: book.bookKey, isbn: book.isbn13, kdc: book.kdc })
    .from(book)
    .where(inArray(book.isbn13, ['9788928302581', LIBRARY_DEMO.reserveIsbn]));
  const keyOf = new Map(found.map((b) => [b.isbn, b]));
  const free = keyOf.get('9788928302581');
  const reserve = keyOf.get(LIBRARY_DEMO.reserveIsbn);
  if (!free || !reserve) return;
  const libCode = LIBRARY_DEMO.libCode;
  await db
    .insert(holding)
    .values([
      {
        libCode,
        bookKey: free.bookKey,
        regNo: LIBRARY_DEMO.checkoutRegNo,
        callNo: '410 서78',
        status: 'AVAILABLE',
      },
      {
        libCode,
        bookKey: reserve.bookKey,
        regNo: LIBRARY_DEMO.reserveRegNos[0],
        callNo: '400 고98',
        status: 'ON_LOAN',
      },
      {
        libCode,
        bookKey: reserve.bookKey,
        regNo: LIBRARY_DEMO.reserveRegNos[1],
        callNo: '400 고98 c.2',
        status: 'ON_LOAN',
      },
      {
        libCode,
        bookKey: free.bookKey,
        regNo: LIBRARY_DEMO.nonLendingRegNo,
        callNo: '410 서78 c.2',
        status: 'NON_LENDING',
      },
    ])
    .onConflictDoNothing();
  // Every other copy of the reserve title there is on loan too, so it can only be reserved.
  const today = koreaDate(new Date());
  await db
    .update(holding)
    .set({ status: 'ON_LOAN', dueDate: addDays(today, 5) })
    .where(and(eq(holding.libCode, libCode), eq(holding.bookKey, reserve.bookKey)));
}
