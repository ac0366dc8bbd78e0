import { DESK_MESSAGES } from '@reading/contract/library/desk';
import { LOAN_MESSAGES } from '@reading/contract/library/loans';
import { RESERVATION_PICKUP_DAYS } from '@reading/contract/library/reservations';
import type { Db } from '../../../db/client.ts';
import { addDays, type Clock, dateText } from '../../../lib/clock.ts';
import { AppError, conflict, notFound } from '../../../lib/errors.ts';
import type { HoldingsService } from '../../search/public.ts';
import { isCopyMoved, isUniqueViolation } from '../db-errors.ts';
import type { PatronRecord, PatronRepository } from '../patrons/patron.repository.ts';
import { RULE_GRADES, type RulesService } from '../rules/rules.service.ts';
import type { CirculationEvents } from './circulation-events.ts';
import { type CheckoutOutcome, type LoanRow, loansRepository } from './loans.repository.ts';
import { type LoansService, renewBlockReason } from './loans.service.ts';
import { reservationsRepository } from './reservations.repository.ts';

/** A hold on the copy ran past its pickup day: sweep, then try the check-out again. */
class ExpiredHold extends Error {}

export type CirculationDeps = {
  db: Db;
  clock: Clock;
  rules: RulesService;
  patrons: PatronRepository;
  loans: LoansService;
  /** The search module's holdings on the database or a transaction (search/public.ts). */
  holdingsIn: (db: Db) => HoldingsService;
  /** Told of returns and holds made ready, after they are committed (badges, notifications). */
  events?: CirculationEvents;
};

/**
 * Check-out, check-in and renewal (docs/decisions/040): each one transaction in which the loan row and
 * the copy's status (through the search module's holdings interface) move together. The partial unique
 * index on open loans per copy decides races between desks; the copy's compare-and-set status move is
 * the second guard.
 */
export function createCirculationService(deps: CirculationDeps) {
  const { db, clock, rules, patrons, loans, holdingsIn, events } = deps;
  const today = () => clock.today();

  /** Hands a copy that came free to the first WAITING reservation of its title, else back to the shelf. */
  async function releaseCopy(tx: Db, libCode: string, regNo: string, bookKey: number) {
    const holdings = holdingsIn(tx);
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
      await holdingsIn(tx).setHoldingStatus({ libCode: row.libCode, regNo: row.regNo }, 'ON_LOAN', dueDate);
    });
    return loans.itemOf(row.loanKey);
  }

  /** A copy's open loan, or the desk's refusal: not on loan (409) or no such copy (404). */
  async function openLoanOfCopy(tx: Db, libCode: string, regNo: string) {
    const open = await loansRepository.openByCopy(tx, libCode, regNo);
    if (open) return open;
    const copy = await holdingsIn(tx).findHolding({ libCode, regNo });
    throw copy ? conflict(DESK_MESSAGES.notOnLoan) : notFound(DESK_MESSAGES.copyNotFound);
  }

  /** Refusals of `library.checkout` by outcome code: each the desk's Korean answer (decision 040). */
  function refusal(r: CheckoutOutcome): AppError {
    switch (r.outcome) {
      case 'PATRON_NOT_FOUND':
        return notFound(DESK_MESSAGES.patronNotFound);
      case 'PATRON_OTHER_LIBRARY':
        return new AppError(400, DESK_MESSAGES.patronOtherLibrary);
      case 'LOAN_SUSPENDED':
        return new AppError(403, DESK_MESSAGES.loanSuspended(r.reason));
      case 'COPY_NOT_FOUND':
        return notFound(DESK_MESSAGES.copyNotFound);
      case 'ON_LOAN':
        return conflict(DESK_MESSAGES.copyOnLoan);
      case 'NON_LENDING':
        return conflict(DESK_MESSAGES.copyNonLending);
      case 'LOST':
        return conflict(DESK_MESSAGES.copyLost);
      case 'COPY_ILL':
        return conflict(DESK_MESSAGES.copyIll);
      case 'COPY_HELD':
        return conflict(DESK_MESSAGES.copyHeld);
      case 'OVERDUE':
        return conflict(DESK_MESSAGES.overdueBlock);
      case 'LOAN_LIMIT':
        return conflict(DESK_MESSAGES.loanLimit(r.loanLimit ?? 0));
      default:
        throw new Error(`library.checkout answered an unknown outcome: ${r.outcome}`);
    }
  }

  async function checkoutOnce(libCode: string, cardNo: string, regNo: string) {
    const gradeList = await rules.gradeList(libCode);
    const ruleOf = (g: number) => gradeList.find((r) => r.grade === g) ?? gradeList[0]!;
    const grades = RULE_GRADES.map(ruleOf);
    let r: CheckoutOutcome;
    try {
      // One statement, so one round trip and its own transaction (decision 048).
      r = await loansRepository.checkout(db, {
        libCode,
        cardNo,
        regNo,
        today: today(),
        now: clock.now(),
        loanLimits: grades.map((g) => g.loanLimit),
        loanDays: grades.map((g) => g.loanDays),
      });
    } catch (error) {
      // The open-loan unique index (another desk's loan of this copy) or the copy moved meanwhile.
      if (isUniqueViolation(error) || isCopyMoved(error)) throw conflict(DESK_MESSAGES.copyOnLoan);
      throw error;
    }
    if (r.outcome === 'OK' && r.loanKey !== null) return r.loanKey;
    if (r.outcome === 'EXPIRED_HOLD') throw new ExpiredHold();
    throw refusal(r);
  }

  return {
    today,
    sweepExpired,
    releaseCopy,
    patronAt,

    /**
     * Checks a copy out to a card of this library; every refusal a Korean 4xx. Returns the loan key.
     * One round trip: the `library.checkout` function (decision 048; it was seven, decision 040).
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

    /**
     * Checks a copy in; it goes to the first waiting reservation of its title, if any. Answers the returned
     * loan and, when the copy went to a hold, whose it is and until when it waits.
     */
    async checkin(libCode: string, regNo: string) {
      await sweepExpired(libCode);
      const { loanKey, patronId, heldFor } = await db.transaction(async (tx) => {
        const open = await openLoanOfCopy(tx, libCode, regNo);
        if (!(await loansRepository.close(tx, open.loanKey, clock.now(), today()))) {
          throw conflict(DESK_MESSAGES.notOnLoan);
        }
        return {
          loanKey: open.loanKey,
          patronId: open.patronId,
          heldFor: await releaseCopy(tx, libCode, regNo, open.bookKey),
        };
      });
      const held = heldFor ? await reservationsRepository.byKey(db, heldFor.rsvtKey) : null;
      const loan = await loans.itemOf(loanKey);
      await events?.returned({ patronId, loan });
      if (heldFor) await events?.reservationReady({ ...heldFor, title: loan.title, libName: loan.libName });
      return {
        loan,
        heldFor: held
          ? {
              rsvtKey: held.rsvtKey,
              cardNo: held.cardNo,
              name: held.patronName,
              pickupUntil: heldFor!.pickupUntil,
            }
          : null,
      };
    },

    /** Renews a loan at the desk by the copy's registration number; answers the renewed loan. */
    async renewAtDesk(libCode: string, regNo: string) {
      return renew(await openLoanOfCopy(db, libCode, regNo));
    },

    /** A member renews one of their own loans; answers the renewed loan. */
    async renewByPatron(patronId: number, loanKey: number) {
      const row = await loansRepository.byKey(db, loanKey);
      if (!row || row.patronId !== patronId) throw notFound(LOAN_MESSAGES.notFound);
      return renew(row);
    },
  };
}

export type CirculationService = ReturnType<typeof createCirculationService>;
