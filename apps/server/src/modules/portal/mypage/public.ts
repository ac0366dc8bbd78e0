import { BADGE_TYPES } from '@reading/contract/codes/badge-types';
import type { Db } from '../../../db/client.ts';
import { koreaDate } from '../../../lib/clock.ts';
import { badgesRepository } from './badges.repository.ts';
import { bookshelvesRepository } from './bookshelves.repository.ts';

/** A badge a member earned (decision 090): category code, level, the day it was awarded (yyyy-mm-dd). */
export type EarnedBadge = { badgeTypeCode: string; badgeName: string; level: number; regDate: string };

/**
 * What the rest of the portal may read of the badge engine (my page's public face): the badges a member
 * earned, for their portfolio (decision 132). Other areas never read the badge tables themselves.
 */
export type EarnedBadges = { of(memberKey: number): Promise<EarnedBadge[]> };

export function createEarnedBadges(db: Db): EarnedBadges {
  return {
    async of(memberKey) {
      const rows = await badgesRepository.awardsOf(db, memberKey);
      return rows
        .map((r) => ({
          badgeTypeCode: r.code,
          badgeName: BADGE_TYPES.find((b) => b.code === r.code)?.name ?? r.code,
          level: r.level,
          regDate: koreaDate(new Date(r.regDate)),
        }))
        .sort((x, y) => x.badgeTypeCode.localeCompare(y.badgeTypeCode) || x.level - y.level);
    },
  };
}

/** A book on one of a member's own bookshelves (decision 093): the catalogue's key and the shelf it is on. */
export type ShelvedBook = {
  bookKey: number;
  isbn: string | null;
  title: string;
  author: string | null;
  publisher: string | null;
  shelfName: string;
};

/**
 * What the rest of the portal may read of a member's bookshelves (my page's public face): the books on
 * their own shelves, private and public, each once, for choosing a book to write about (decision 137).
 */
export type ShelvedBooks = { of(memberKey: number, limit?: number): Promise<ShelvedBook[]> };

export function createShelvedBooks(db: Db): ShelvedBooks {
  return {
    async of(memberKey, limit = 50) {
      const rows = await bookshelvesRepository.booksOfMember(db, memberKey, limit * 2);
      const seen = new Set<number>();
      const list: ShelvedBook[] = [];
      for (const r of rows) {
        if (r.bookKey === null || seen.has(r.bookKey) || list.length >= limit) continue;
        seen.add(r.bookKey);
        list.push({ ...r, bookKey: r.bookKey });
      }
      return list;
    },
  };
}
