import { REGIONS } from '@reading/contract/codes/regions';
import { readerLevelOf } from '@reading/contract/codes/school-levels';
import { asc, count, eq } from 'drizzle-orm';
import { koreaDate } from '../../lib/clock.ts';
import { readershipsFor } from '../../modules/search/readership.ts';
import type { Db } from '../client.ts';
import { illGroup, illGroupMember } from '../schema/library-ill.ts';
import { school } from '../schema/portal.ts';
import { bannedWord } from '../schema/portal-words.ts';
import { book, catalogueLibrary, holding } from '../schema/search.ts';
import { chunk } from './csv.ts';
import { DEMO_SCHOOL_NEIS_CODES } from './demo-members.ts';

/**
 * The holdings generator (docs/decisions/011-catalogue-and-holdings.md). Deterministic: the same
 * database always gets the same copies, so tests and screenshots can name them.
 *
 * - Every school of the NEIS file is a library of the union catalogue (`LIB<neisCode>`).
 * - Demo schools hold most of the books that fit their pupils and none that do not (decision 270).
 * - Outside the demo schools, the first SAMPLE_SCHOOLS_PER_REGION schools of each region (by NEIS code)
 *   hold about one book in twelve, so region and other-school filters have real data everywhere.
 * - Status by a hash of library and book: 70% available, 15% on loan (due in 1–14 days), 5% reserved,
 *   7% non-lending (reference), 3% lost.
 */
export const SAMPLE_SCHOOLS_PER_REGION = 6;

/** FNV-1a: a stable 32-bit hash, so generated data never depends on Math.random. */
export function stableHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export const libCodeOf = (neisCode: string) => `LIB${neisCode}`;

export function statusOf(hash: number): { status: string; dueInDays: number | null } {
  const p = hash % 100;
  if (p < 70) return { status: 'AVAILABLE', dueInDays: null };
  if (p < 85) return { status: 'ON_LOAN', dueInDays: 1 + (hash % 14) };
  if (p < 90) return { status: 'RESERVED', dueInDays: null };
  if (p < 97) return { status: 'NON_LENDING', dueInDays: null };
  return { status: 'LOST', dueInDays: null };
}

/** Every school as a catalogue library (the annex sharing a NEIS code is the same library). */
export async function seedCatalogueLibraries(db: Db) {
  const [existing] = await db.select({ n: count() }).from(catalogueLibrary);
  const schools = await db
    .select({
      schKey: school.schKey,
      neisCode: school.neisCode,
      provCode: school.provCode,
      name: school.name,
      schLevelCode: school.schLevelCode,
    })
    .from(school)
    .orderBy(asc(school.neisCode), asc(school.schKey));
  const byNeis = new Map<string, (typeof schools)[number]>();
  for (const s of schools) if (!byNeis.has(s.neisCode)) byNeis.set(s.neisCode, s);
  if ((existing?.n ?? 0) >= byNeis.size) return;
  const rows = [...byNeis.values()].map((s) => ({
    libCode: libCodeOf(s.neisCode),
    neisCode: s.neisCode,
    schKey: s.schKey,
    provCode: s.provCode,
    name: s.name,
    schLevelCode: s.schLevelCode,
  }));
  for (const batch of chunk(rows, 1000))
    await db.insert(catalogueLibrary).values(batch).onConflictDoNothing();
}

/**
 * The share (of 100) of the catalogue a library holds: a demo school holds only the books that fit its
 * pupils (decision 270: an elementary school children's books, a middle school children's and youth, a
 * high school youth and general), sampled schools a twelfth of everything.
 */
function shareFor(neisCode: string, level: string | null, readership: string | null): number {
  const demo = (DEMO_SCHOOL_NEIS_CODES as readonly string[]).includes(neisCode);
  if (!demo) return 8;
  const fits = readershipsFor(readerLevelOf(level)).some((r) => r === readership);
  if (!fits) return 0;
  return level === '01' ? 75 : 60;
}

/** Holdings of the demo schools and the sampled schools of every region; skipped once any exist. */
export async function seedHoldings(db: Db, today = new Date()) {
  const [existing] = await db.select({ n: count() }).from(holding);
  if ((existing?.n ?? 0) > 0) return;
  const libraries = await db
    .select({
      libCode: catalogueLibrary.libCode,
      neisCode: catalogueLibrary.neisCode,
      provCode: catalogueLibrary.provCode,
      schLevelCode: catalogueLibrary.schLevelCode,
    })
    .from(catalogueLibrary)
    .orderBy(asc(catalogueLibrary.neisCode));
  const perRegion = new Map<string, number>();
  const chosen = libraries.filter((l) => {
    if ((DEMO_SCHOOL_NEIS_CODES as readonly string[]).includes(l.neisCode)) return true;
    const n = perRegion.get(l.provCode) ?? 0;
    perRegion.set(l.provCode, n + 1);
    return n < SAMPLE_SCHOOLS_PER_REGION;
  });
  const books = await db
    .select({
      bookKey: book.bookKey,
      recordKey: book.recordKey,
      kdc: book.kdc,
      author: book.author,
      readership: book.readership,
      source: book.source,
    })
    .from(book)
    .orderBy(asc(book.bookKey));
  const rows: (typeof holding.$inferInsert)[] = [];
  for (const lib of chosen) {
    let seq = 0;
    for (const b of books) {
      // The classics' copies are placed by seedClassicsHoldings, in the demo schools.
      if (b.source === 'children-classics') continue;
      const h = stableHash(`${lib.neisCode}|${b.recordKey}`);
      if (h % 100 >= shareFor(lib.neisCode, lib.schLevelCode, b.readership)) continue;
      const copies = (h >>> 8) % 5 === 0 ? 2 : 1;
      for (let c = 0; c < copies; c++) {
        seq++;
        const { status, dueInDays } = statusOf(stableHash(`${lib.neisCode}|${b.recordKey}|${c}`));
        const due = dueInDays === null ? null : new Date(today.getTime() + dueInDays * 86_400_000);
        rows.push({
          bookKey: b.bookKey,
          libCode: lib.libCode,
          regNo: `EM${String(seq).padStart(6, '0')}`,
          callNo: `${b.kdc ?? '000'} ${[...(b.author ?? '무')][0]}${10 + (h % 90)}${c ? ` c.${c + 1}` : ''}`,
          status,
          dueDate: due ? koreaDate(due) : null,
        });
      }
    }
  }
  for (const batch of chunk(rows, 1000)) await db.insert(holding).values(batch).onConflictDoNothing();
}

/** The schools whose shelves hold every classic (elementary and middle schools of the demo). */
export const CLASSICS_SCHOOLS = ['7130102', '7130165', '7201044'] as const;

/**
 * The children's classics (decision 240) on the demo elementary and middle schools' shelves: one or two
 * copies of each, added where the school has none of the record yet (databases seeded before the
 * classics get them on their next start). Statuses as every generated copy's.
 */
export async function seedClassicsHoldings(db: Db, today = new Date()) {
  const classics = await db
    .select({ bookKey: book.bookKey, recordKey: book.recordKey, kdc: book.kdc, author: book.author })
    .from(book)
    .where(eq(book.source, 'children-classics'))
    .orderBy(asc(book.bookKey));
  const rows: (typeof holding.$inferInsert)[] = [];
  for (const neisCode of CLASSICS_SCHOOLS) {
    const libCode = libCodeOf(neisCode);
    const held = new Set(
      (await db.select({ bookKey: holding.bookKey }).from(holding).where(eq(holding.libCode, libCode))).map(
        (h) => h.bookKey,
      ),
    );
    for (const b of classics) {
      if (held.has(b.bookKey)) continue;
      const h = stableHash(`${neisCode}|${b.recordKey}|classic`);
      const copies = h % 3 === 0 ? 2 : 1;
      for (let c = 0; c < copies; c++) {
        const { status, dueInDays } = statusOf(stableHash(`${neisCode}|${b.recordKey}|classic|${c}`));
        const due = dueInDays === null ? null : new Date(today.getTime() + dueInDays * 86_400_000);
        rows.push({
          bookKey: b.bookKey,
          libCode,
          regNo: `CL${String(b.bookKey).padStart(6, '0')}${c ? `-${c + 1}` : ''}`,
          callNo: `${b.kdc ?? '813'} ${[...(b.author ?? '무')][0]}${10 + (h % 90)}${c ? ` c.${c + 1}` : ''}`,
          status,
          dueDate: due ? koreaDate(due) : null,
        });
      }
    }
  }
  for (const batch of chunk(rows, 1000)) await db.insert(holding).values(batch).onConflictDoNothing();
}

/** The district of a road address: its second word ('서울특별시 송파구 …' → '송파구'). */
export function districtOf(addr: string): string {
  const word = addr.trim().split(/\s+/)[1] ?? '';
  return /[시군구]$/.test(word) ? word : '기타';
}

/** Inter-library-loan groups: the school libraries of one district of one office of education. */
export async function seedIllGroups(db: Db) {
  const [existing] = await db.select({ n: count() }).from(illGroup);
  if ((existing?.n ?? 0) > 0) return;
  const schools = await db
    .select({
      schKey: school.schKey,
      neisCode: school.neisCode,
      provCode: school.provCode,
      name: school.name,
      addr: school.addr,
    })
    .from(school)
    .orderBy(asc(school.neisCode), asc(school.schKey));
  const regionName = new Map<string, string>(REGIONS.map((r) => [r.code, r.name]));
  const groups = new Map<string, { provCode: string; name: string; members: typeof schools }>();
  const seen = new Set<string>();
  for (const s of schools) {
    if (seen.has(s.neisCode)) continue;
    seen.add(s.neisCode);
    const district = districtOf(s.addr);
    const code = `${s.provCode}-${district}`;
    const group = groups.get(code) ?? {
      provCode: s.provCode,
      name: `${regionName.get(s.provCode) ?? ''} ${district} 상호대차`,
      members: [],
    };
    group.members.push(s);
    groups.set(code, group);
  }
  const inserted = await db
    .insert(illGroup)
    .values(
      [...groups.entries()].map(([groupCode, g]) => ({ groupCode, provCode: g.provCode, name: g.name })),
    )
    .onConflictDoNothing()
    .returning({ groupKey: illGroup.groupKey, groupCode: illGroup.groupCode });
  const members = inserted.flatMap(({ groupKey, groupCode }) =>
    (groups.get(groupCode)?.members ?? []).map((s) => ({
      groupKey,
      neisCode: s.neisCode,
      libCode: libCodeOf(s.neisCode),
      schKey: s.schKey,
      schName: s.name,
    })),
  );
  for (const batch of chunk(members, 1000))
    await db.insert(illGroupMember).values(batch).onConflictDoNothing();
}

/** A starting list of banned words (common Korean profanity); managers extend it. */
export const SEED_BANNED_WORDS = ['씨발', '시발', '개새끼', '병신', '지랄', '좆', '미친놈', '썅'];

export async function seedBannedWords(db: Db) {
  await db
    .insert(bannedWord)
    .values(SEED_BANNED_WORDS.map((word) => ({ word })))
    .onConflictDoNothing();
}
