import {
  PHONE_RETENTION_MONTHS,
  PRIZE_MESSAGES,
  phoneDigits,
  prizeEntryProblem,
  type SavedEntry,
  type updateJoinRequestSchema,
} from '@reading/contract/event/prize-event';
import type { z } from 'zod';
import { koreaDate, monthsBefore } from '../../../lib/clock.ts';
import { badRequest, forbidden, notFound, unauthorized } from '../../../lib/errors.ts';
import type { Actor } from '../core/actor.ts';
import type { EntryRow, EventRepository, EventRow } from './event.repository.ts';

type JoinInput = z.output<typeof updateJoinRequestSchema>;

/**
 * The prize event's entries (spec 001 §3, §4, §5, §7, §9; decision 102). The server runs the same
 * entry rules as the form (contract prizeEntryProblem), takes the name and school from the member's
 * record, and erases phone numbers 4 months after the event ends (`erasePhonesPastRetention`).
 */
export function createPrizeEventService(deps: { repository: EventRepository; now?: () => Date }) {
  const { repository } = deps;
  const now = () => deps.now?.() ?? new Date();
  const isOpen = (row: EventRow) => row.startDate <= koreaDate(now()) && row.endDate >= koreaDate(now());

  const saved = (row: EventRow, entry: EntryRow | null): SavedEntry => ({
    memberKey: entry?.memberKey ?? null,
    privacyInfoAgreeYn: entry?.privacyInfoAgreeYn ?? null,
    phoneNumber: entry?.phoneNumber ?? null,
    under14Yn: entry?.under14Yn ?? null,
    parentAgreeYn: entry?.parentAgreeYn ?? null,
    notAllDayYn: entry?.notAllDayYn ?? null,
    eventTitle: row.title,
    startDate: row.startDate,
    endDate: row.endDate,
    openYn: isOpen(row) ? 'Y' : 'N',
  });

  async function entryEvent(actor: Actor, eventId: number) {
    const row = await repository.findStarted(eventId, actor, koreaDate(now()));
    if (!row) throw notFound(PRIZE_MESSAGES.notFound);
    if (row.kind !== 'entry') throw badRequest(PRIZE_MESSAGES.notEntryEvent);
    return row;
  }
  const self = (actor: Actor | null, memberKey: number) => {
    if (!actor) throw unauthorized();
    if (actor.memberKey !== memberKey) throw forbidden(PRIZE_MESSAGES.notYourself);
    return actor;
  };

  return {
    /** GET event/checkMemberKey: the member's saved entry (nulls when none) and the event's period. */
    async check(actor: Actor | null, eventId: number, memberKey: number): Promise<SavedEntry> {
      const a = self(actor, memberKey);
      const row = await entryEvent(a, eventId);
      return saved(row, await repository.entryOf(eventId, memberKey));
    },

    /** POST event/updateJoin: the rules of §5 in order (10 digits are the member's confirmed choice). */
    async join(actor: Actor | null, input: JoinInput): Promise<SavedEntry> {
      const a = self(actor, input.memberKey);
      const row = await entryEvent(a, input.eventId);
      if (!isOpen(row)) throw badRequest(PRIZE_MESSAGES.notOpen);
      const problem = prizeEntryProblem(input, a.memberTypeCode, { tenDigitsConfirmed: true });
      if (problem?.kind === 'message') throw badRequest(problem.message);
      const card = await repository.memberCard(a.memberKey);
      await repository.saveEntry({
        eventId: row.eventId,
        memberKey: a.memberKey,
        name: card?.name ?? a.name,
        schName: card?.schName ?? null,
        dlsLoanCardNo: input.dlsLoanCardNo?.trim() || null,
        phoneNumber: phoneDigits(input.phoneNumber),
        under14Yn: input.under14Yn ?? null,
        parentAgreeYn: input.under14Yn === 'Y' ? 'Y' : (input.parentAgreeYn ?? 'N'),
        privacyInfoAgreeYn: 'Y',
        notToday: input.notToday ?? 'N',
        notAllDayYn: input.notToday === 'Y' && input.notAllDayYn === 'Y' ? 'Y' : 'N',
      });
      return saved(row, await repository.entryOf(row.eventId, a.memberKey));
    },

    /**
     * The retention rule (spec 001 §9): phone numbers of events that ended more than 4 months ago are
     * erased. Run daily by the scheduler (retention.ts); answers how many were erased.
     */
    async erasePhonesPastRetention(): Promise<number> {
      const at = now();
      return repository.erasePhones(monthsBefore(koreaDate(at), PHONE_RETENTION_MONTHS), at);
    },
  };
}

export type PrizeEventService = ReturnType<typeof createPrizeEventService>;
