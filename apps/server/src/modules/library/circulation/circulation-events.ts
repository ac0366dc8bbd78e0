import { josaOf } from '@reading/contract/korean/josa';
import type { LoanItem } from '@reading/contract/library/loans';
import type { FastifyBaseLogger } from 'fastify';
import type { PortalFace } from '../../portal/public.ts';
import type { PatronRepository } from '../patrons/patron.repository.ts';

/** What the circulation desk tells others once a return is committed (decision 090). */
export type CirculationEvents = {
  /** A loan was returned. */
  returned(event: { patronId: number; loan: LoanItem }): Promise<void>;
  /** A returned copy went to a waiting reservation: it is ready for pickup until `pickupUntil`. */
  reservationReady(event: {
    patronId: number;
    rsvtKey: number;
    title: string;
    libName: string;
    pickupUntil: string;
  }): Promise<void>;
};

/**
 * The circulation events reported to the portal's public face: a return counts for the member's
 * loan/return badge (01), a hold made ready sends a notification. Only cards linked to a portal member
 * (decision 034) report. A failure to report is logged and never undoes the return.
 */
export function circulationEventsToPortal(
  patrons: PatronRepository,
  portal: () => PortalFace,
  log: FastifyBaseLogger,
): CirculationEvents {
  const report = async (patronId: number, what: string, send: (memberKey: number) => Promise<unknown>) => {
    try {
      const memberKey = await patrons.linkedMemberOf(patronId);
      if (memberKey !== null) await send(memberKey);
    } catch (error) {
      log.error({ err: error, patronId }, `the portal was not told of ${what}`);
    }
  };
  return {
    returned: ({ patronId, loan }) =>
      report(patronId, 'a return', (memberKey) =>
        portal().reportActivity({ kind: 'loanReturned', memberKey, sourceKey: `loan:${loan.loanKey}` }),
      ),
    reservationReady: ({ patronId, rsvtKey, title, libName, pickupUntil }) =>
      report(patronId, 'a hold made ready', (memberKey) =>
        portal().notify(memberKey, {
          kind: 'reservationReady',
          title: `예약하신 '${title}'${josaOf(title, '을/를')} 대출할 수 있습니다.`,
          content: `${libName}에서 ${pickupUntil}까지 찾아가세요.`,
          linkRoute: 'MyLibraryStatus',
          dedupeKey: `ready:rsvt:${rsvtKey}`,
        }),
      ),
  };
}
