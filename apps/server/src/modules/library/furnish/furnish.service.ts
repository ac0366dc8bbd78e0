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
import { type Clock, koreaDateTime } from '../../../lib/clock.ts';
import { AppError, conflict, notFound } from '../../../lib/errors.ts';
import type { CatalogueLookup, HoldingsService } from '../../search/public.ts';
import { isUniqueViolation } from '../db-errors.ts';
import { pageOfRows } from '../paging.ts';
import type { PatronRecord } from '../patrons/patron.repository.ts';
import { type FurnishRow, furnishRepository as repo } from './furnish.repository.ts';
import { comparableText, furnishDedupeKey } from './furnish-dedupe.ts';

/** A hand-typed wish book, as the contract's `furnishManualRequestSchema` answers it. */
export type FurnishManualBook = {
  title: string;
  author: string;
  publisher: string;
  isbn: string | null;
  pubYear?: number | null;
  memo: string | null;
};

export function toFurnishItem(r: FurnishRow, withPatron: boolean): FurnishItem {
  const status = r.status as FurnishStatus;
  return {
    requestKey: r.requestKey,
    libCode: r.libCode,
    libName: r.libName,
    bookKey: r.bookKey,
    title: r.title,
    author: r.author,
    publisher: r.publisher,
    isbn: r.isbn,
    pubYear: r.pubYear,
    status,
    statusName: FURNISH_STATUS_NAMES[status] ?? status,
    memo: r.memo,
    declineReason: r.declineReason,
    requestedAt: koreaDateTime(r.requestedAt),
    decidedAt: r.decidedAt ? koreaDateTime(r.decidedAt) : null,
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
  clock: Clock;
  holdings: HoldingsService;
  catalogue: CatalogueLookup;
}) {
  const itemOf = async (requestKey: number, withPatron: boolean) =>
    toFurnishItem((await repo.byKey(db, requestKey))!, withPatron);
  const assertMayRequest = (member: PatronRecord) => {
    if (member.loanYn === 'N')
      throw new AppError(403, RESERVATION_MESSAGES.loanSuspended(member.loanNReason));
  };
  const insertOnce = async (values: Parameters<typeof repo.insert>[1]) => {
    try {
      return await itemOf(await repo.insert(db, values), false);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(FURNISH_MESSAGES.alreadyRequested);
      throw error;
    }
  };
  /** The catalogue's book for a hand-typed one: by its ISBN, else by the same title and author. */
  const catalogueBookFor = async (typed: FurnishManualBook) => {
    const query = typed.isbn
      ? { searchKeyword: typed.isbn, searchType: 'isbn', display: 10 }
      : { searchKeyword: typed.title, searchType: 'title', display: 50 };
    const { list } = await catalogue.search(searchRequestSchema.parse(query));
    if (typed.isbn) return list.find((b) => b.isbn === typed.isbn) ?? null;
    const title = comparableText(typed.title);
    const author = comparableText(typed.author);
    return (
      list.find(
        (b) => comparableText(b.title) === title && comparableText(b.author ?? '').includes(author),
      ) ?? null
    );
  };
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
      assertMayRequest(member);
      const [book] = await holdings.booksByKeys([bookKey]);
      if (!book) throw notFound(FURNISH_MESSAGES.bookNotFound);
      if ((await holdings.heldBookKeys(member.libCode, [bookKey])).size > 0)
        throw conflict(FURNISH_MESSAGES.alreadyHeld);
      return insertOnce({
        libCode: member.libCode,
        bookKey,
        dedupeKey: furnishDedupeKey({ bookKey }),
        title: book.title,
        author: book.author,
        publisher: book.publisher,
        isbn: book.isbn,
        pubYear: book.pubYear,
        patronId: member.patronId,
        memo,
        requestedAt: clock.now(),
      });
    },

    /**
     * A member asks for a book typed in by hand (issue 25.4). When the catalogue knows it (its ISBN, or the
     * same title and author) it is that catalogue book's request, with the held and duplicate checks;
     * otherwise it is kept as typed, a duplicate being the same ISBN or the same title and author.
     */
    async requestManual(member: PatronRecord, typed: FurnishManualBook) {
      assertMayRequest(member);
      const known = await catalogueBookFor(typed);
      if (known) return this.request(member, known.bookKey, typed.memo);
      return insertOnce({
        libCode: member.libCode,
        bookKey: null,
        dedupeKey: furnishDedupeKey(
          typed.isbn ? { isbn: typed.isbn } : { title: typed.title, author: typed.author },
        ),
        title: typed.title,
        author: typed.author,
        publisher: typed.publisher,
        isbn: typed.isbn,
        pubYear: typed.pubYear ?? null,
        patronId: member.patronId,
        memo: typed.memo,
        requestedAt: clock.now(),
      });
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
