import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import { addDays, koreaDate } from '../../lib/clock.ts';
import { seededRandom } from '../../lib/seeded-random.ts';
import type { Db } from '../client.ts';
import { patron, schoolLibrary } from '../schema/library.ts';
import { loan } from '../schema/library-services.ts';
import { school } from '../schema/portal.ts';
import { book, holding } from '../schema/search.ts';
import { chunk } from './csv.ts';
import { stableHash } from './holdings.ts';
import { snapshot } from './library-demo-cards.ts';

/**
 * A year of returned loans for the demo schools' generated patrons (issue 15, docs/decisions/110), so
 * popular lists, reading statistics and the personal recommender have real figures to work on.
 *
 * Readers are modelled, not drawn at random: each reader has two favourite KDC divisions and goes on
 * with what they liked — the next volume or another book by the same author (흔한남매 15, then 14), a
 * book of a favourite division, now and then one of the school's popular books. Popularity comes from
 * the real data (the rankings' loans, the children's list order). Deterministic (a seeded generator),
 * runs once: skipped when returned loans of generated patrons already exist.
 */
/** A pupil borrows about one to four books a month over the school year. */
const MIN_LOANS = 12;
const MAX_LOANS = 48;
const HISTORY_DAYS = 360;

type Copy = {
  bookKey: number;
  regNo: string;
  callNo: string;
  title: string;
  author: string | null;
  publisher: string | null;
  isbn: string | null;
  kdc: string | null;
  weight: number;
};

/** How much a children's title draws a middle or high school's reader (an ordinary book draws ≥ 1). */
const CHILDREN_WEIGHT_ABOVE_ELEMENTARY = 0.05;

function pickWeighted<T extends { weight: number }>(items: T[], rnd: () => number): T | undefined {
  const total = items.reduce((n, i) => n + i.weight, 0);
  let r = rnd() * total;
  for (const i of items) {
    r -= i.weight;
    if (r <= 0) return i;
  }
  return items.at(-1);
}

const division = (kdc: string | null) => (kdc && /^[0-9]{2}/.test(kdc) ? kdc.slice(0, 2) : null);
/** The first named creator, without roles ("원작: 흔한남매 ;그림: …" → "흔한남매"). */
const authorKey = (author: string | null) =>
  (author ?? '')
    .replace(/^[^:]*:\s*/, '')
    .replace(/[\s(;,|].*$/, '')
    .slice(0, 12);

/** A library's copies grouped the ways a reader goes on: by creator, by class number, by division. */
export function shelvesOf(copies: Copy[]) {
  const group = (key: (c: Copy) => string | null) => {
    const m = new Map<string, Copy[]>();
    for (const c of copies) {
      const k = key(c);
      if (k) m.set(k, [...(m.get(k) ?? []), c]);
    }
    return m;
  };
  return {
    copies,
    byAuthor: group((c) => (c.author ? authorKey(c.author) || null : null)),
    byClass: group((c) => c.kdc?.slice(0, 3) ?? null),
    byDivision: group((c) => division(c.kdc)),
  };
}

/** One reader's history: distinct books, each following on from what came before. */
export function readerHistory(shelves: ReturnType<typeof shelvesOf>, seed: number): Copy[] {
  const { copies, byAuthor, byClass, byDivision } = shelves;
  const rnd = seededRandom(seed);
  const favourites = [pickWeighted(copies, rnd), pickWeighted(copies, rnd)].flatMap(
    (c) => byDivision.get(division(c?.kdc ?? null) ?? '') ?? [],
  );
  const length = MIN_LOANS + Math.floor(rnd() * (MAX_LOANS - MIN_LOANS + 1));
  const read: Copy[] = [];
  const seen = new Set<number>();
  for (let guard = 0; read.length < length && guard < length * 20; guard++) {
    const r = rnd();
    const last = read.at(-1 - Math.floor(rnd() * Math.min(read.length, 3)));
    let pool: Copy[];
    if (last && r < 0.5) {
      const sameAuthor = last.author ? (byAuthor.get(authorKey(last.author)) ?? []) : [];
      pool = sameAuthor.length > 1 ? sameAuthor : (byClass.get(last.kdc?.slice(0, 3) ?? '') ?? copies);
    } else if (r < 0.85 && favourites.length) {
      pool = favourites;
    } else {
      pool = copies;
    }
    const next = pickWeighted(
      pool.filter((c) => !seen.has(c.bookKey)),
      rnd,
    );
    if (!next) continue;
    seen.add(next.bookKey);
    read.push(next);
  }
  return read;
}

export async function seedLoanHistory(db: Db, now = new Date()) {
  const generatedPatron = sql`length(${patron.cardNo}) = 13 and substr(${patron.cardNo}, 8, 1) = '1'`;
  const [done] = await db
    .select({ n: count() })
    .from(loan)
    .innerJoin(patron, eq(patron.patronId, loan.patronId))
    .where(and(isNotNull(loan.returnedAt), generatedPatron));
  if ((done?.n ?? 0) > 0) return;
  const today = koreaDate(now);
  const libraries = await db
    .select({ libCode: schoolLibrary.libCode, schLevelCode: school.schLevelCode })
    .from(schoolLibrary)
    .leftJoin(school, eq(school.schKey, schoolLibrary.schKey))
    .orderBy(asc(schoolLibrary.libCode));
  const rows: (typeof loan.$inferInsert)[] = [];
  for (const lib of libraries) {
    const held = await db
      .select({
        bookKey: book.bookKey,
        regNo: sql<string>`min(${holding.regNo})`,
        callNo: sql<string>`min(${holding.callNo})`,
        title: book.title,
        author: book.author,
        publisher: book.publisher,
        isbn: book.isbn13,
        kdc: book.kdc,
        popularity: book.popularity,
        source: book.source,
      })
      .from(holding)
      .innerJoin(book, eq(book.bookKey, holding.bookKey))
      .where(and(eq(holding.libCode, lib.libCode), sql`${holding.status} <> 'LOST'`))
      .groupBy(book.bookKey)
      .orderBy(asc(book.bookKey));
    // The children's list ranks by file order (bookKey order); the rankings by their loans. Children's
    // titles draw readers only at elementary schools (decision 081's rule by readers' age, decision 111):
    // a middle or high school's pupils seldom borrow a picture book.
    const elementary = lib.schLevelCode === '01';
    const children = held.filter((b) => b.source === 'children-2025');
    const copies: Copy[] = held.map((b) => {
      const childRank = children.indexOf(b);
      const weight =
        childRank < 0
          ? 1 + Math.sqrt(Math.max(0, b.popularity)) / 4
          : elementary
            ? 1 + 40 / (1 + childRank / 15)
            : CHILDREN_WEIGHT_ABOVE_ELEMENTARY;
      return { ...b, weight };
    });
    if (copies.length === 0) continue;
    const readers = await db
      .select({ patronId: patron.patronId })
      .from(patron)
      .where(and(eq(patron.libCode, lib.libCode), generatedPatron))
      .orderBy(asc(patron.patronId));
    const shelves = shelvesOf(copies);
    for (const reader of readers) {
      const history = readerHistory(shelves, stableHash(`${lib.libCode}:${reader.patronId}`));
      const start = HISTORY_DAYS - (reader.patronId % 30);
      history.forEach((c, i) => {
        const loanDate = addDays(today, -start + Math.floor(((start - 20) * i) / history.length));
        const returnDate = addDays(loanDate, 5 + ((reader.patronId + i) % 10));
        rows.push({
          ...snapshot({ ...c, libCode: lib.libCode }),
          patronId: reader.patronId,
          loanDate,
          loanedAt: new Date(`${loanDate}T10:00:00+09:00`),
          dueDate: addDays(loanDate, 14),
          returnDate,
          returnedAt: new Date(`${returnDate}T15:00:00+09:00`),
        });
      });
    }
  }
  for (const batch of chunk(rows, 500)) await db.insert(loan).values(batch);
}

/**
 * Accession dates for the copies that have none: about one copy in twelve arrived in the last 90 days,
 * the rest over the four years before (stable per copy, so lists and tests can name them).
 */
export async function seedAccessionDates(db: Db, now = new Date()) {
  const today = koreaDate(now);
  await db.execute(sql`
    update search.holding set accession_date = ${today}::date - (case
      when abs(hashtext(lib_code || ':' || reg_no)) % 12 = 0 then abs(hashtext(reg_no || lib_code)) % 90
      else 90 + abs(hashtext(reg_no || lib_code)) % 1400 end)::int
    where accession_date is null`);
}
