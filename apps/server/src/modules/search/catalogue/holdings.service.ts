import { HOLDING_STATUSES, type HoldingStatus } from '@reading/contract/search/search';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { holding } from '../../../db/schema/search.ts';
import { badRequest, notFound } from '../../../lib/errors.ts';

/**
 * The typed interface other modules use to move a copy's status (the library module's loans,
 * returns and reservations). Modules never write `search.holding` themselves (DESIGN.md §1).
 */
export type HoldingRef = { libCode: string; regNo: string };

export type HoldingState = HoldingRef & {
  bookKey: number;
  callNo: string;
  status: HoldingStatus;
  /** yyyy-mm-dd while on loan. */
  dueDate: string | null;
};

export function createHoldingsService(db: Db) {
  return {
    /** The copy with this registration number in this library, or null. */
    async findHolding(ref: HoldingRef): Promise<HoldingState | null> {
      const [row] = await db
        .select({
          libCode: holding.libCode,
          regNo: holding.regNo,
          bookKey: holding.bookKey,
          callNo: holding.callNo,
          status: holding.status,
          dueDate: holding.dueDate,
        })
        .from(holding)
        .where(and(eq(holding.libCode, ref.libCode), eq(holding.regNo, ref.regNo)));
      return row ? { ...row, status: row.status as HoldingStatus, dueDate: row.dueDate ?? null } : null;
    },

    /**
     * Sets a copy's status. ON_LOAN needs a due date; every other status clears it.
     * Throws 404 for an unknown copy, 400 for an unknown status or a loan without a due date.
     */
    async setHoldingStatus(
      ref: HoldingRef,
      status: HoldingStatus,
      dueDate: string | null = null,
    ): Promise<HoldingState> {
      if (!HOLDING_STATUSES.includes(status)) throw badRequest('status: 소장 상태가 올바르지 않습니다.');
      if (status === 'ON_LOAN' && !(dueDate && /^\d{4}-\d{2}-\d{2}$/.test(dueDate))) {
        throw badRequest('dueDate: 대출 중인 자료는 반납 예정일이 필요합니다.');
      }
      const updated = await db
        .update(holding)
        .set({ status, dueDate: status === 'ON_LOAN' ? dueDate : null, updatedAt: sql`now()` })
        .where(and(eq(holding.libCode, ref.libCode), eq(holding.regNo, ref.regNo)))
        .returning({ regNo: holding.regNo });
      if (updated.length === 0) throw notFound('소장 자료를 찾을 수 없습니다.');
      return (await this.findHolding(ref)) as HoldingState;
    },
  };
}

export type HoldingsService = ReturnType<typeof createHoldingsService>;
