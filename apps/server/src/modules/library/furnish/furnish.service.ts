import type { PagingRequest } from '@reading/contract/library/common';
import {
  FURNISH_MESSAGES,
  FURNISH_STATUS_NAMES,
  type FurnishItem,
  type FurnishStatus,
} from '@reading/contract/library/furnish-books';
import { RESERVATION_MESSAGES } from '@reading/contract/library/reservations';
import { searchRequestSchema } from '@reading/contract/search/search';
import type { Db } from '../../../db/client.ts';
import { AppError, conflict, notFound } from '../../../lib/errors.ts';
import type { CatalogueLookup, HoldingsService } from '../../search/public.ts';
import { bookSnapshotOf } from '../book-snapshot.ts';
import { isUniqueViolation } from '../db-errors.ts';
import { isoText, type LibraryClock } from '../library-clock.ts';
import { pageOfRows } from '../paging.ts';
import type { PatronRecord } from '../patrons/patron.repository.ts';
import { type FurnishRow, furnishRepository as repo } from './furnish.repository.ts';

export function toFurnishItem(r: FurnishRow, withPatron: boolean): FurnishItem {
  const status = r.status as FurnishStatus;
  return {
    requestKey: r.requestKey,
    libCode: r.libCode,
    libName: r.libName,
    ...bookSnapshotOf(r),
    pubYear: r.pubYear,
    status,
    statusName: FURNISH_STATUS_NAMES[status] ?? status,
    memo: r.memo,
    declineReason: r.declineReason,
    requestedAt: isoText(r.requestedAt),
    decidedAt: r.decidedAt ? isoText(r.decidedAt) : null,
    patron: withPatron ? { cardNo: r.cardNo, name: r.patronName } : null,
  };
}

/**
 * Wish books (docs/decisions/045): search is the search module's own (catalogue service), marked with
 * what the member's library holds; a request names a catalogue book the library does not hold yet.
 */
export function createFurnishService({
  db,
  clock,
  holdings,
  catalogue,
}: {
  db: Db;
  clock: LibraryClock;
  holdings: HoldingsService;
  catalogue: CatalogueLookup;
}) {
  const itemOf = async (requestKey: number, withPatron: boolean) =>
    toFurnishItem((await repo.byKey(db, requestKey))!, withPatron);
  return {
    /** A page of the member's own wish books. */
    listOf: (member: PatronRecord, paging: PagingRequest) =>
      pageOfRows(db, repo.list, { patronId: member.patronId }, paging, (r) => toFurnishItem(r, false)),

    /** A page of the library's wish books for its desk, optionally of one status, with the requesters. */
    deskList: (libCode: string, status: FurnishStatus | undefined, paging: PagingRequest) =>
      pageOfRows(db, repo.list, { libCode, status }, paging, (r) => toFurnishItem(r, true)),

    async search(member: PatronRecord, query: { searchKeyword: string; page: number; display: number }) {
      const result = await catalogue.search(searchRequestSchema.parse(query));
      const keys = result.list.map((b) => b.bookKey);
      const held = await holdings.heldBookKeys(member.libCode, keys);
      const requested = await repo.requestedBy(db, member.patronId, keys);
      return {
        list: result.list.map(
          ({ holdings: _h, holdingCount: _c, availableCount: _a, loanAvailableYn: _l, ...b }) => ({
            ...b,
            heldYn: held.has(b.bookKey) ? ('Y' as const) : ('N' as const),
            requestedYn: requested.has(b.bookKey) ? ('Y' as const) : ('N' as const),
          }),
        ),
        totalCount: result.totalCount,
        totalPage: result.totalPage,
        page: result.page,
        display: result.display,
      };
    },

    /** A member asks for a catalogue title their library does not hold; answers the request. */
    async request(member: PatronRecord, bookKey: number, memo: string | null) {
      if (member.loanYn === 'N')
        throw new AppError(403, RESERVATION_MESSAGES.loanSuspended(member.loanNReason));
      const [book] = await holdings.booksByKeys([bookKey]);
      if (!book) throw notFound(FURNISH_MESSAGES.bookNotFound);
      if ((await holdings.heldBookKeys(member.libCode, [bookKey])).size > 0)
        throw conflict(FURNISH_MESSAGES.alreadyHeld);
      try {
        const requestKey = await repo.insert(db, {
          libCode: member.libCode,
          bookKey,
          title: book.title,
          author: book.author,
          publisher: book.publisher,
          isbn: book.isbn,
          pubYear: book.pubYear,
          patronId: member.patronId,
          memo,
          requestedAt: clock.now(),
        });
        return await itemOf(requestKey, false);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(FURNISH_MESSAGES.alreadyRequested);
        throw error;
      }
    },

    /** The librarian accepts, or declines with a reason, a REQUESTED wish book of their library; answers it. */
    async decide(
      libCode: string,
      requestKey: number,
      decision: { accept: true } | { accept: false; reason: string },
    ) {
      const row = await repo.byKey(db, requestKey);
      if (!row || row.libCode !== libCode) throw notFound(FURNISH_MESSAGES.notFound);
      const done = await repo.decide(db, requestKey, {
        status: decision.accept ? 'ACCEPTED' : 'DECLINED',
        declineReason: decision.accept ? null : decision.reason,
        decidedAt: clock.now(),
      });
      if (!done) throw conflict(FURNISH_MESSAGES.alreadyDecided);
      return itemOf(requestKey, true);
    },
  };
}
