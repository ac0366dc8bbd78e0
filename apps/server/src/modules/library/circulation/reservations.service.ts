import { RESERVATION_MESSAGES } from '@reading/contract/library/reservations';
import { and, eq, isNull } from 'drizzle-orm';
import { loan } from '../../../db/schema/library-services.ts';
import { AppError, conflict, notFound } from '../../../lib/errors.ts';
import { createHoldingsService } from '../../search/catalogue/holdings.service.ts';
import { isUniqueViolation } from '../db-errors.ts';
import type { PatronRecord } from '../patrons/patron.repository.ts';
import { type CirculationDeps, type CirculationService, lockPatron } from './circulation.service.ts';
import { ACTIVE_RESERVATION, reservationsRepository } from './reservations.repository.ts';

/**
 * A member's reservations: a title of their own library with no free copy joins the end of its queue
 * (docs/decisions/040). Served in order by check-in (CirculationService.releaseCopy).
 */
export function createReservationsService(deps: CirculationDeps, circulation: CirculationService) {
  const { db, clock, rules } = deps;
  return {
    async reserve(member: PatronRecord, bookKey: number) {
      if (member.loanYn === 'N')
        throw new AppError(403, RESERVATION_MESSAGES.loanSuspended(member.loanNReason));
      const libCode = member.libCode;
      await circulation.sweepExpired(libCode);
      const holdings = createHoldingsService(db);
      const copies = await holdings.copiesOfBook(libCode, bookKey);
      if (copies.length === 0) throw notFound(RESERVATION_MESSAGES.bookNotHeld);
      if (copies.some((c) => c.status === 'AVAILABLE')) throw conflict(RESERVATION_MESSAGES.copyAvailable);
      if (!copies.some((c) => c.status === 'ON_LOAN' || c.status === 'RESERVED')) {
        throw conflict(RESERVATION_MESSAGES.notReservable);
      }
      const rule = await rules.ruleFor(libCode, member.grade);
      const [book] = await holdings.booksByKeys([bookKey]);
      return db.transaction(async (tx) => {
        await lockPatron(tx, member.patronId);
        const [onLoan] = await tx
          .select({ loanKey: loan.loanKey })
          .from(loan)
          .where(and(eq(loan.patronId, member.patronId), eq(loan.bookKey, bookKey), isNull(loan.returnedAt)));
        if (onLoan) throw conflict(RESERVATION_MESSAGES.alreadyOnLoan);
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
    },

    /** Cancels one's own WAITING or READY reservation; a held copy goes to the next in line. */
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
      return rsvtKey;
    },
  };
}

export type ReservationsService = ReturnType<typeof createReservationsService>;
