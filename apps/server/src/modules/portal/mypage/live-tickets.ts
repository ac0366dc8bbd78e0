import type { Db } from '../../../db/client.ts';
import { liveTicket } from '../../../db/schema/portal-mypage.ts';
import { hashToken, newToken } from '../../../lib/tokens.ts';

/**
 * Tickets for the live stream (decision 091): issued to a session, good while it lives; stored as their
 * SHA-256 in the database, so any server process accepts a ticket another issued (its holder:
 * `app.liveStreams.holderOf`).
 */
export function createLiveTickets(db: Db) {
  return {
    async issue(tokenHash: string) {
      const ticket = newToken();
      await db.insert(liveTicket).values({ ticketHash: hashToken(ticket), tokenHash });
      return ticket;
    },
  };
}
