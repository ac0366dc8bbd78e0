import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { memberSession } from '../../../db/schema/portal.ts';
import { liveTicket } from '../../../db/schema/portal-mypage.ts';
import { hashToken, newToken } from '../../../lib/tokens.ts';

/**
 * Tickets for the live stream (decision 091): issued to a session, good while it lives; stored as their
 * SHA-256 in the database, so any server process accepts a ticket another issued.
 */
export function createLiveTickets(db: Db) {
  return {
    async issue(tokenHash: string) {
      const ticket = newToken();
      await db.insert(liveTicket).values({ ticketHash: hashToken(ticket), tokenHash });
      return ticket;
    },
    /** The member whose live session holds the ticket, or null. */
    async memberOf(ticket: string): Promise<number | null> {
      const [row] = await db
        .select({ memberKey: memberSession.memberKey })
        .from(liveTicket)
        .innerJoin(memberSession, eq(memberSession.tokenHash, liveTicket.tokenHash))
        .where(and(eq(liveTicket.ticketHash, hashToken(ticket)), isNull(memberSession.revokedAt)));
      return row?.memberKey ?? null;
    },
  };
}
