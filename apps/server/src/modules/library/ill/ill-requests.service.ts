import type { PagingRequest } from '@reading/contract/library/common';
import {
  ILL_ACTION_SIDE,
  ILL_MESSAGES,
  ILL_STATUS_NAMES,
  ILL_TRANSITIONS,
  type IllAction,
  type IllItem,
  type IllStatus,
} from '@reading/contract/library/ill';
import { RESERVATION_MESSAGES } from '@reading/contract/library/reservations';
import type { Db } from '../../../db/client.ts';
import { addDays, type Clock, koreaDateTime } from '../../../lib/clock.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../../lib/errors.ts';
import type { HoldingsService } from '../../search/public.ts';
import { bookSnapshotOf } from '../book-snapshot.ts';
import { isUniqueViolation } from '../db-errors.ts';
import { librariesRepository } from '../libraries/libraries.repository.ts';
import { pageOfRows } from '../paging.ts';
import type { PatronRecord } from '../patrons/patron.repository.ts';
import { type IllFilter, type IllRow, illRequestsRepository as repo } from './ill-requests.repository.ts';

/** Days a lent copy stays with the borrowing library. */
export const ILL_LOAN_DAYS = 21;

export function toIllItem(r: IllRow, withPatron: boolean): IllItem {
  const status = r.status as IllStatus;
  return {
    illKey: r.illKey,
    ...bookSnapshotOf(r),
    status,
    statusName: ILL_STATUS_NAMES[status] ?? status,
    lendingLibCode: r.lendingLibCode,
    lendingLibName: r.lendingLibName,
    borrowingLibCode: r.borrowingLibCode,
    borrowingLibName: r.borrowingLibName,
    regNo: r.regNo,
    refuseReason: r.refuseReason,
    requestedAt: koreaDateTime(r.requestedAt),
    updatedAt: koreaDateTime(r.updatedAt),
    patron: withPatron ? { cardNo: r.cardNo, name: r.patronName } : null,
  };
}

/**
 * Inter-library loan (docs/decisions/044): a member asks a library of their group for a title it has
 * free; the lending desk approves (sets a copy aside), sends (the copy goes on loan), refuses or
 * confirms the return; the borrowing desk receives. Each move is a compare-and-set on the status.
 */
export function createIllRequestsService({
  db,
  clock,
  holdingsIn,
  releaseCopy,
}: {
  db: Db;
  clock: Clock;
  /** The search module's holdings on the database or a transaction (search/public.ts). */
  holdingsIn: (db: Db) => HoldingsService;
  /** Hands a copy that came back to its library's reservation queue or shelf (CirculationService). */
  releaseCopy: (tx: Db, libCode: string, regNo: string, bookKey: number) => Promise<unknown>;
}) {
  const itemOf = async (illKey: number, withPatron: boolean) =>
    toIllItem((await repo.byKey(db, illKey))!, withPatron);
  return {
    /** A page of the member's own requests. */
    listOf: (member: PatronRecord, paging: PagingRequest) =>
      pageOfRows(db, repo.list, { patronId: member.patronId }, paging, (r) => toIllItem(r, false)),

    /** A page of a desk's requests (lending, borrowing or both sides), with the requesters. */
    deskList: (
      libCode: string,
      q: { side: NonNullable<IllFilter['desk']>['side']; status?: string },
      paging: PagingRequest,
    ) =>
      pageOfRows(db, repo.list, { desk: { libCode, side: q.side }, status: q.status }, paging, (r) =>
        toIllItem(r, true),
      ),

    /** A member asks a library of their group for a title it has free; answers the request. */
    async request(member: PatronRecord, bookKey: number, lendingLibCode: string) {
      if (member.loanYn === 'N')
        throw new AppError(403, RESERVATION_MESSAGES.loanSuspended(member.loanNReason));
      if (lendingLibCode === member.libCode) throw badRequest(ILL_MESSAGES.sameLibrary);
      if (!(await repo.sameGroup(db, member.libCode, lendingLibCode)))
        throw forbidden(ILL_MESSAGES.notInGroup);
      // A library of the group that has no desk in this system (no school_library row) lends nothing.
      const desk = await librariesRepository.byCode(db, lendingLibCode);
      const holdings = holdingsIn(db);
      const copies = desk ? await holdings.copiesOfBook(lendingLibCode, bookKey) : [];
      if (!copies.some((c) => c.status === 'AVAILABLE')) throw notFound(ILL_MESSAGES.noCopy);
      const [book] = await holdings.booksByKeys([bookKey]);
      try {
        const illKey = await repo.insert(db, {
          bookKey,
          title: book?.title ?? '',
          author: book?.author ?? null,
          publisher: book?.publisher ?? null,
          isbn: book?.isbn ?? null,
          patronId: member.patronId,
          borrowingLibCode: member.libCode,
          lendingLibCode,
          requestedAt: clock.now(),
          updatedAt: clock.now(),
        });
        return await itemOf(illKey, false);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(ILL_MESSAGES.alreadyRequested);
        throw error;
      }
    },

    /** A desk moves a request one step and answers it; wrong side 403, illegal move 409. */
    async act(libCode: string, illKey: number, action: IllAction, reason?: string) {
      const row = await repo.byKey(db, illKey);
      if (!row || (row.lendingLibCode !== libCode && row.borrowingLibCode !== libCode)) {
        throw notFound(ILL_MESSAGES.notFound);
      }
      const side = ILL_ACTION_SIDE[action];
      if ((side === 'lending' ? row.lendingLibCode : row.borrowingLibCode) !== libCode) {
        throw forbidden(ILL_MESSAGES.wrongSide);
      }
      const { from, to } = ILL_TRANSITIONS[action];
      const status = row.status as IllStatus;
      if (!from.includes(status)) throw conflict(ILL_MESSAGES.illegalTransition(status, action));
      if (action === 'refuse' && !reason) throw badRequest(ILL_MESSAGES.refuseReason);
      await db.transaction(async (tx) => {
        const holdings = holdingsIn(tx);
        const extra: Record<string, unknown> = { updatedAt: clock.now() };
        const lendingCopy = row.regNo ? { libCode: row.lendingLibCode, regNo: row.regNo } : null;
        if (action === 'approve') {
          const copies = await holdings.copiesOfBook(row.lendingLibCode, row.bookKey);
          let chosen: string | null = null;
          for (const c of copies.filter((x) => x.status === 'AVAILABLE')) {
            if (await holdings.moveHoldingStatus(c, ['AVAILABLE'], 'RESERVED')) {
              chosen = c.regNo;
              break;
            }
          }
          if (!chosen) throw conflict(ILL_MESSAGES.noCopy);
          extra.regNo = chosen;
        } else if (action === 'send' && lendingCopy) {
          await holdings.setHoldingStatus(lendingCopy, 'ON_LOAN', addDays(clock.today(), ILL_LOAN_DAYS));
        } else if ((action === 'return' || action === 'refuse') && lendingCopy) {
          await releaseCopy(tx, lendingCopy.libCode, lendingCopy.regNo, row.bookKey);
        }
        if (action === 'refuse') extra.refuseReason = reason;
        if (!(await repo.move(tx, illKey, from, to, extra))) {
          throw conflict(ILL_MESSAGES.illegalTransition(status, action));
        }
      });
      return itemOf(illKey, true);
    },
  };
}

export type IllRequestsService = ReturnType<typeof createIllRequestsService>;
