import type { PagingRequest } from '@reading/contract/library/common';
import {
  RESERVATION_MESSAGES,
  RESERVATION_STATUS_NAMES,
  type ReservationItem,
  type ReservationStatus,
} from '@reading/contract/library/reservations';
import { dateText, koreaDateTime } from '../../../lib/clock.ts';
import { AppError, conflict, notFound } from '../../../lib/errors.ts';
import { bookSnapshotOf } from '../book-snapshot.ts';
import { isUniqueViolation } from '../db-errors.ts';
import { paged } from '../paging.ts';
import type { PatronRecord } from '../patrons/patron.repository.ts';
import type { CirculationDeps, CirculationService } from './circulation.service.ts';
import { loansRepository } from './loans.repository.ts';
import { patronOf } from './loans.service.ts';
import {
  ACTIVE_RESERVATION,
  type ReservationRow,
  reservationsRepository,
} from './reservations.repository.ts';

export function toReservationItem(row: ReservationRow): ReservationItem {
  const status = row.status as ReservationStatus;
  return {
    rsvtKey: row.rsvtKey,
    libCode: row.libCode,
    libName: row.libName,
    ...bookSnapshotOf(row),
    status,
    statusName: RESERVATION_STATUS_NAMES[status] ?? status,
    reservedAt: koreaDateTime(row.reservedAt),
    queuePosition: status === 'WAITING' ? row.queuePosition : status === 'READY' ? 0 : null,
    regNo: status === 'READY' ? row.regNo : null,
    pickupUntil: status === 'READY' ? dateText(row.pickupUntil) : null,
  };
}

/**
 * A member's reservations: a title of their own library with no free copy joins the end of its queue
 * (docs/decisions/040). Served in order by check-in (CirculationService.releaseCopy).
 */
export function createReservationsService(deps: CirculationDeps, circulation: CirculationService) {
  const { db, clock, rules, holdingsIn } = deps;
  const itemOf = async (rsvtKey: number) =>
    toReservationItem((await reservationsRepository.byKey(db, rsvtKey))!);
  return {
    /** A page of the member's reservations, after expired holds are swept. */
    async listOf(member: PatronRecord, paging: PagingRequest) {
      await circulation.sweepExpired(member.libCode);
      const offset = (paging.page - 1) * paging.display;
      const { rows, total } = await reservationsRepository.listOfPatron(
        db,
        member.patronId,
        paging.display,
        offset,
      );
      return paged(rows.map(toReservationItem), total, paging);
    },

    /** The desk's hold shelf: READY holds of the library with their card holders, after the sweep. */
    async holdShelf(libCode: string, paging: PagingRequest) {
      await circulation.sweepExpired(libCode);
      const offset = (paging.page - 1) * paging.display;
      const { rows, total } = await reservationsRepository.ready(db, libCode, paging.display, offset);
      return paged(
        rows.map((r) => ({ ...toReservationItem(r), patron: patronOf(r) })),
        total,
        paging,
      );
    },

    /** A patron's holds ready at the desk (the desk's patron view; the caller swept already). */
    async readyFor(libCode: string, patronId: number) {
      const { rows } = await reservationsRepository.ready(db, libCode, 100, 0, patronId);
      return rows.map(toReservationItem);
    },

    /** A patron's WAITING and READY reservations. */
    activeCount: (patronId: number) => reservationsRepository.activeCount(db, patronId),

    /** Reserves a title of the member's library that has no free copy; answers the reservation. */
    async reserve(member: PatronRecord, bookKey: number) {
      if (member.loanYn === 'N')
        throw new AppError(403, RESERVATION_MESSAGES.loanSuspended(member.loanNReason));
      const libCode = member.libCode;
      await circulation.sweepExpired(libCode);
      const holdings = holdingsIn(db);
      // The same book is any edition of the work's same volume (decision 243): never reserved while
      // the member holds one, never while one stands on the shelf.
      const sameBook = await holdings.sameBookAs(bookKey);
      const others = sameBook.filter((k) => k !== bookKey);
      if (await loansRepository.hasOpenLoanOfBooks(db, member.patronId, sameBook)) {
        const exact = await loansRepository.hasOpenLoanOfBook(db, member.patronId, bookKey);
        throw conflict(exact ? RESERVATION_MESSAGES.alreadyOnLoan : RESERVATION_MESSAGES.sameBookOnLoan);
      }
      const copies = await holdings.copiesOfBook(libCode, bookKey);
      if (copies.some((c) => c.status === 'AVAILABLE')) throw conflict(RESERVATION_MESSAGES.copyAvailable);
      const onShelf = (await holdings.copiesOfBooks(libCode, others)).find((c) => c.status === 'AVAILABLE');
      if (onShelf) throw conflict(RESERVATION_MESSAGES.sameBookAvailable(onShelf.callNo));
      if (copies.length === 0) throw notFound(RESERVATION_MESSAGES.bookNotHeld);
      if (!copies.some((c) => c.status === 'ON_LOAN' || c.status === 'RESERVED')) {
        throw conflict(RESERVATION_MESSAGES.notReservable);
      }
      const rule = await rules.ruleFor(libCode, member.grade);
      const [book] = await holdings.booksByKeys([bookKey]);
      const rsvtKey = await db.transaction(async (tx) => {
        await loansRepository.lockPatron(tx, member.patronId);
        if (await loansRepository.hasOpenLoanOfBook(tx, member.patronId, bookKey)) {
          throw conflict(RESERVATION_MESSAGES.alreadyOnLoan);
        }
        if (await reservationsRepository.activeOfPatronForBook(tx, member.patronId, libCode, bookKey)) {
          throw conflict(RESERVATION_MESSAGES.alreadyReserved);
        }
        if ((await reservationsRepository.activeCount(tx, member.patronId)) >= rule.rsvtLimit) {
          throw conflict(RESERVATION_MESSAGES.rsvtLimit(rule.rsvtLimit));
        }
        try {
          return await reservationsRepository.insert(tx, {
            libCode,
            bookKey,
            title: book?.title ?? '',
            author: book?.author ?? null,
            publisher: book?.publisher ?? null,
            isbn: book?.isbn ?? null,
            patronId: member.patronId,
            reservedAt: clock.now(),
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw conflict(RESERVATION_MESSAGES.alreadyReserved);
          throw error;
        }
      });
      return itemOf(rsvtKey);
    },

    /** Cancels one's own WAITING or READY reservation; a held copy goes to the next in line. Answers it. */
    async cancel(member: PatronRecord, rsvtKey: number) {
      const row = await reservationsRepository.byKey(db, rsvtKey);
      if (!row || row.patronId !== member.patronId) throw notFound(RESERVATION_MESSAGES.notFound);
      if (!(ACTIVE_RESERVATION as readonly string[]).includes(row.status)) {
        throw conflict(RESERVATION_MESSAGES.cannotCancel);
      }
      await db.transaction(async (tx) => {
        const moved = await reservationsRepository.move(tx, rsvtKey, ACTIVE_RESERVATION, 'CANCELLED', {
          endedAt: clock.now(),
        });
        if (!moved) throw conflict(RESERVATION_MESSAGES.cannotCancel);
        if (row.status === 'READY' && row.regNo) {
          await circulation.releaseCopy(tx, row.libCode, row.regNo, row.bookKey);
        }
      });
      return itemOf(rsvtKey);
    },
  };
}

export type ReservationsService = ReturnType<typeof createReservationsService>;
