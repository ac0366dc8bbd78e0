import type { BookDetail } from '@reading/contract/search/detail';

/**
 * What a member can do about a book (issue 25.2), from the detail's copies, the member's own school and
 * the schools of its inter-library-loan group:
 * - `borrow`: a copy is free at the member's own school;
 * - `reserve`: the own school holds it and every copy is out (the server's reservableYn);
 * - `ill`: the own school has no free copy and a school of the group has one (those schools listed);
 * - `illBusy`: schools of the group hold it but none has a free copy;
 * - `elsewhere`: only schools outside the group hold it; `none`: no school holds it;
 * - `login`: not signed in with a school (nothing can be requested yet).
 */
export type Availability =
  | { kind: 'borrow' | 'reserve' | 'illBusy' | 'elsewhere' | 'none' | 'login' }
  | { kind: 'ill'; lenders: string[] };

export function availabilityOf(
  detail: BookDetail,
  member: { neisCode: string | null; groupNeisCodes: ReadonlySet<string> } | null,
): Availability {
  // The same book is the opened record's volume in any edition of its work (decision 243).
  const holdings = detail.holdings.filter((h) => h.volume === detail.book.volume);
  const own = member?.neisCode ? holdings.filter((h) => h.neisCode === member.neisCode) : [];
  if (own.some((h) => h.status === 'AVAILABLE')) return { kind: 'borrow' };
  if (detail.reservableYn === 'Y') return { kind: 'reserve' };
  if (!member?.neisCode) return { kind: holdings.length ? 'login' : 'none' };
  const group = holdings.filter(
    (h) => h.neisCode !== member.neisCode && member.groupNeisCodes.has(h.neisCode),
  );
  const lenders = [...new Set(group.filter((h) => h.status === 'AVAILABLE').map((h) => h.libCode))];
  if (lenders.length) return { kind: 'ill', lenders };
  if (group.length) return { kind: 'illBusy' };
  if (own.length) return { kind: 'reserve' };
  return { kind: holdings.length ? 'elsewhere' : 'none' };
}
