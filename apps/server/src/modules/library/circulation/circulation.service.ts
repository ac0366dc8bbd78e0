import { DESK_MESSAGES } from '@reading/contract/library/desk';
import { LOAN_MESSAGES } from '@reading/contract/library/loans';
import { RESERVATION_PICKUP_DAYS } from '@reading/contract/library/reservations';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { patron } from '../../../db/schema/library.ts';
import { AppError, conflict, notFound } from '../../../lib/errors.ts';
import { createHoldingsService } from '../../search/catalogue/holdings.service.ts';
import { isUniqueViolation } from '../db-errors.ts';
import { addDays, dateText, type LibraryClock, seoulDate } from '../library-clock.ts';
import type { PatronRecord, PatronRepository } from '../patrons/patron.repository.ts';
import { type RulesService, ruleGrade } from '../rules/rules.ts';
import { renewBlockReason } from './items.ts';
import { type LoanRow, loansRepository } from './loans.repository.ts';
import { reservationsRepository } from './reservations.repository.ts';

/** A hold on the copy ran past its pickup day: sweep, then try the check-out again. */
class ExpiredHold extends Error {}

export type CirculationDeps = { db: Db; clock: LibraryClock; rules: RulesService; patrons: PatronRepository };

/** Locks a patron's row for the rest of the transaction: one desk at a time per card (limits hold). */
export async function lockPatron(tx: Db, patronId: number) {
  await tx
    .select({ patronId: patron.patronId })
    .from(patron)
    .where(eq(patron.patronId, patronId))
    .for('update');
}

/**
 * Check-out, check-in and renewal (docs/decisions/040): each one transaction in which the loan row and
 * the copy's status (through the search module's holdings interface) move together. The partial unique
 * index on open loans per copy decides races between desks; the copy's compare-and-set status move is
 * the second guard.
 */
export function createCirculationService({ db, clock, rules, patrons }: CirculationDeps) {
  const today = () => seoulDate(clock.now());

  /** Hands a copy that came free to the first WAITING reservation of its title, else back to the shelf. */
  async function releaseCopy(tx: Db, libCode: string, regNo: string, bookKey: number) {
    const holdings = createHoldingsService(tx);
    const next = await reservationsRepository.firstWaiting(tx, libCode, bookKey);
    if (next) {
      const pickupUntil = addDays(today(), RESERVATION_PICKUP_DAYS);
      await reservationsRepository.move(tx, next.rsvtKey, ['WAITING'], 'READY', {
        regNo,
        readyAt: clock.now(),
        pickupUntil,
      });
      await holdings.setHoldingStatus({ libCode, regNo }, 'RESERVED');
      return { rsvtKey: next.rsvtKey, patronId: next.patronId, pickupUntil };
    }
    await holdings.setHoldingStatus({ libCode, regNo }, 'AVAILABLE');
    return null;
  }

  /**
   * Pickup expiry: READY holds past their last pickup day become EXPIRED and their copies go to the next
   * in line. Runs before the reads and actions that show or depend on holds (no background timer).
   */
  async function sweepExpired(libCode?: string) {
    const t = today();
    const due = await reservationsRepository.expiredReady(db, t, libCode);
    if (due.length === 0) return;
    await db.transaction(async (tx) => {
      for (const r of await reservationsRepository.expiredReady(tx, t, libCode)) {
        const moved = await reservationsRepository.move(tx, r.rsvtKey, ['READY'], 'EXPIRED', {
          endedAt: clock.now(),
        });
        if (moved && r.regNo) await releaseCopy(tx, r.libCode, r.regNo, r.bookKey);
      }
    });
  }

  async function patronAt(libCode: string, cardNo: string): Promise<PatronRecord> {
    const found = await patrons.findByCard(cardNo);
    if (!found) throw notFound(DESK_MESSAGES.patronNotFound);
    if (found.libCode !== libCode) throw new AppError(400, DESK_MESSAGES.patronOtherLibrary);
    return found;
  }

  async function renew(row: LoanRow) {
    const t = today();
    const rule = await rules.ruleFor(row.libCode, row.grade);
    const waited = (await loansRepository.waitedFor(db, [row.bookKey], row.patronId)).has(
      `${row.libCode}|${row.bookKey}`,
    );
    const reason = renewBlockReason(row, rule.renewLimit, t, waited);
    if (reason) throw conflict(reason);
    const current = dateText(row.dueDate)!;
    const extended = addDays(t, rule.loanDays);
    const dueDate = extended > current ? extended : addDays(current, rule.loanDays);
    await db.transaction(async (tx) => {
      if (!(await loansRepository.renew(tx, row.loanKey, row.renewCount, dueDate))) {
        throw conflict(LOAN_MESSAGES.alreadyReturned);
      }
      await createHoldingsService(tx).setHoldingStatus(
        { libCode: row.libCode, regNo: row.regNo },
        'ON_LOAN',
        dueDate,
      );
    });
    return row.loanKey;
  }

  async function checkoutOnce(libCode: string, cardNo: string, regNo: string) {
    const t = today();
    // Read before the transaction: PGlite runs one transaction at a time, so no query may leave it.
    const gradeList = await rules.gradeList(libCode);
    return db.transaction(async (tx) => {
      const [found] = await tx
        .select({
          patronId: patron.patronId,
          libCode: patron.libCode,
          grade: patron.grade,
          loanYn: patron.loanYn,
          loanNReason: patron.loanNReason,
        })
        .from(patron)
        .where(eq(patron.cardNo, cardNo))
        .for('update');
      if (!found) throw notFound(DESK_MESSAGES.patronNotFound);
      if (found.libCode !== libCode) throw new AppError(400, DESK_MESSAGES.patronOtherLibrary);
      if (found.loanYn === 'N') throw new AppError(403, DESK_MESSAGES.loanSuspended(found.loanNReason));
      const rule = gradeList.find((r) => r.grade === ruleGrade(found.grade)) ?? gradeList[0]!;
      const holdings = createHoldingsService(tx);
      const copy = await holdings.findHoldingWithBook({ libCode, regNo });
      if (!copy) throw notFound(DESK_MESSAGES.copyNotFound);
      let hold: { rsvtKey: number; patronId: number } | null = null;
      if (copy.status === 'ON_LOAN') throw conflict(DESK_MESSAGES.copyOnLoan);
      if (copy.status === 'NON_LENDING') throw conflict(DESK_MESSAGES.copyNonLending);
      if (copy.status === 'LOST') throw conflict(DESK_MESSAGES.copyLost);
      if (copy.status === 'RESERVED') {
        const ready = await reservationsRepository.readyForCopy(tx, libCode, regNo);
        if (!ready) throw conflict(DESK_MESSAGES.copyIll);
        if (ready.pickupUntil !== null && dateText(ready.pickupUntil)! < t) throw new ExpiredHold();
        if (ready.patronId !== found.patronId) throw conflict(DESK_MESSAGES.copyHeld);
        hold = ready;
      }
      const counts = await loansRepository.counts(tx, found.patronId, t);
      if (counts.overdueCount > 0) throw conflict(DESK_MESSAGES.overdueBlock);
      if (counts.loanCount >= rule.loanLimit) throw conflict(DESK_MESSAGES.loanLimit(rule.loanLimit));
      const dueDate = addDays(t, rule.loanDays);
      let loanKey: number;
      try {
        loanKey = await loansRepository.insert(tx, {
          libCode,
          regNo,
          callNo: copy.callNo,
          bookKey: copy.bookKey,
          title: copy.book.title,
          author: copy.book.author,
          publisher: copy.book.publisher,
          isbn: copy.book.isbn,
          patronId: found.patronId,
          loanedAt: clock.now(),
          loanDate: t,
          dueDate,
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(DESK_MESSAGES.copyOnLoan);
        throw error;
      }
      if (!(await holdings.moveHoldingStatus({ libCode, regNo }, [copy.status], 'ON_LOAN', dueDate))) {
        throw conflict(DESK_MESSAGES.copyOnLoan);
      }
      if (hold)
        await reservationsRepository.move(tx, hold.rsvtKey, ['READY'], 'LOANED', { endedAt: clock.now() });
      return loanKey;
    });
  }

  return {
    today,
    sweepExpired,
    releaseCopy,
    patronAt,

    /**
     * Checks a copy out to a card of this library; every refusal a Korean 4xx. Returns the loan key.
     * Seven round trips: begin, lock the card, copy with its book, counts, insert, move the copy, commit.
     * A hold past its pickup day on the copy is swept and the check-out tried once more.
     */
    async checkout(libCode: string, cardNo: string, regNo: string): Promise<number> {
      try {
        return await checkoutOnce(libCode, cardNo, regNo);
      } catch (error) {
        if (!(error instanceof ExpiredHold)) throw error;
        await sweepExpired(libCode);
        return checkoutOnce(libCode, cardNo, regNo);
      }
    },

    /** Checks a copy in; it goes to the first waiting reservation of its title, if any. */
    async checkin(libCode: string, regNo: string) {
      await sweepExpired(libCode);
      return db.transaction(async (tx) => {
        const open = await loansRepository.openByCopy(tx, libCode, regNo);
        if (!open) {
          const copy = await createHoldingsService(tx).findHolding({ libCode, regNo });
          throw copy ? conflict(DESK_MESSAGES.notOnLoan) : notFound(DESK_MESSAGES.copyNotFound);
        }
        if (!(await loansRepository.close(tx, open.loanKey, clock.now(), today()))) {
          throw conflict(DESK_MESSAGES.notOnLoan);
        }
        const heldFor = await releaseCopy(tx, libCode, regNo, open.bookKey);
        return { loanKey: open.loanKey, heldFor };
      });
    },

    /** Renews a loan at the desk by the copy's registration number. */
    async renewAtDesk(libCode: string, regNo: string) {
      const open = await loansRepository.openByCopy(db, libCode, regNo);
      if (!open) {
        const copy = await createHoldingsService(db).findHolding({ libCode, regNo });
        throw copy ? conflict(DESK_MESSAGES.notOnLoan) : notFound(DESK_MESSAGES.copyNotFound);
      }
      return renew(open);
    },

    /** A member renews one of their own loans. */
    async renewByPatron(patronId: number, loanKey: number) {
      const row = await loansRepository.byKey(db, loanKey);
      if (!row || row.patronId !== patronId) throw notFound(LOAN_MESSAGES.notFound);
      return renew(row);
    },
  };
}

export type CirculationService = ReturnType<typeof createCirculationService>;
