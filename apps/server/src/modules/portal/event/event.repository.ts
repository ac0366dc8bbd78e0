import { and, count, desc, eq, isNotNull, isNull, lt, sql, sum } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { member, school } from '../../../db/schema/portal.ts';
import { event, eventEntry, eventParticipation } from '../../../db/schema/portal-events.ts';
import { type StartViewer, startedFor } from '../core/visibility.ts';

export type EventRow = typeof event.$inferSelect;
export type EntryRow = typeof eventEntry.$inferSelect;
export type ParticipationRow = typeof eventParticipation.$inferSelect;

/** Events, prize entries and participations: SQL only (decisions 102, 103). */
export function createEventRepository(db: Db) {
  return {
    async find(eventId: number): Promise<EventRow | null> {
      const [row] = await db
        .select()
        .from(event)
        .where(and(eq(event.eventId, eventId), isNull(event.deletedAt)));
      return row ?? null;
    },

    /** An event the viewer may see today: started, or theirs to prepare (decision 228). */
    async findStarted(eventId: number, viewer: StartViewer, today: string): Promise<EventRow | null> {
      const [row] = await db
        .select()
        .from(event)
        .where(
          and(
            eq(event.eventId, eventId),
            isNull(event.deletedAt),
            startedFor(event.startDate, event.writerMemberKey, viewer, today),
          ),
        );
      return row ?? null;
    },

    /** A page's events the viewer may see today, the latest period first. */
    async ofRoute(routeName: string, viewer: StartViewer, today: string): Promise<EventRow[]> {
      return db
        .select()
        .from(event)
        .where(
          and(
            eq(event.routeName, routeName),
            isNull(event.deletedAt),
            startedFor(event.startDate, event.writerMemberKey, viewer, today),
          ),
        )
        .orderBy(desc(event.startDate), desc(event.eventId));
    },

    async all(): Promise<EventRow[]> {
      return db
        .select()
        .from(event)
        .where(isNull(event.deletedAt))
        .orderBy(desc(event.startDate), desc(event.eventId));
    },

    async save(eventId: number | null, values: Omit<typeof event.$inferInsert, 'eventId'>): Promise<number> {
      if (eventId === null) {
        const [row] = await db.insert(event).values(values).returning({ eventId: event.eventId });
        return row!.eventId;
      }
      await db.update(event).set(values).where(eq(event.eventId, eventId));
      return eventId;
    },

    async participantCounts(): Promise<Map<number, number>> {
      const [parts, entries] = await Promise.all([
        db
          .select({ eventId: eventParticipation.eventId, n: count() })
          .from(eventParticipation)
          .groupBy(eventParticipation.eventId),
        db.select({ eventId: eventEntry.eventId, n: count() }).from(eventEntry).groupBy(eventEntry.eventId),
      ]);
      const map = new Map<number, number>();
      for (const r of [...parts, ...entries]) map.set(r.eventId, (map.get(r.eventId) ?? 0) + r.n);
      return map;
    },

    /** Ballots by choice, and the sum of counts, of one event. */
    async tally(eventId: number) {
      const [choices, [totals]] = await Promise.all([
        db
          .select({ choice: eventParticipation.choice, n: count() })
          .from(eventParticipation)
          .where(eq(eventParticipation.eventId, eventId))
          .groupBy(eventParticipation.choice),
        db
          .select({ total: sum(eventParticipation.amount).mapWith(Number) })
          .from(eventParticipation)
          .where(eq(eventParticipation.eventId, eventId)),
      ]);
      return { choices: new Map(choices.map((c) => [c.choice ?? '', c.n])), total: totals?.total ?? 0 };
    },

    async participationOf(eventId: number, memberKey: number): Promise<ParticipationRow | null> {
      const [row] = await db
        .select()
        .from(eventParticipation)
        .where(and(eq(eventParticipation.eventId, eventId), eq(eventParticipation.memberKey, memberKey)));
      return row ?? null;
    },

    /** Stores a member's part once; false when the member had already taken part (the unique key decides). */
    async participate(values: typeof eventParticipation.$inferInsert): Promise<boolean> {
      const rows = await db
        .insert(eventParticipation)
        .values(values)
        .onConflictDoNothing()
        .returning({ key: eventParticipation.participationKey });
      return rows.length > 0;
    },

    async entryOf(eventId: number, memberKey: number): Promise<EntryRow | null> {
      const [row] = await db
        .select()
        .from(eventEntry)
        .where(and(eq(eventEntry.eventId, eventId), eq(eventEntry.memberKey, memberKey)));
      return row ?? null;
    },

    /** Creates or updates the member's prize entry. */
    async saveEntry(values: typeof eventEntry.$inferInsert): Promise<void> {
      const { eventId: _e, memberKey: _m, ...changes } = values;
      await db
        .insert(eventEntry)
        .values(values)
        .onConflictDoUpdate({
          target: [eventEntry.eventId, eventEntry.memberKey],
          set: { ...changes, modDate: new Date(), phoneErasedAt: null },
        });
    },

    /** The member's name and school name, from the member's own record (never from the form). */
    async memberCard(memberKey: number) {
      const [row] = await db
        .select({ name: member.name, schName: school.name })
        .from(member)
        .leftJoin(school, eq(school.schKey, member.schKey))
        .where(eq(member.memberKey, memberKey));
      return row ?? null;
    },

    /**
     * Erases the phone numbers of entries whose event ended before `endedBefore` (yyyy-mm-dd);
     * answers how many were erased.
     */
    async erasePhones(endedBefore: string, at: Date): Promise<number> {
      const rows = await db
        .update(eventEntry)
        .set({ phoneNumber: null, phoneErasedAt: at })
        .where(
          and(
            isNotNull(eventEntry.phoneNumber),
            sql`${eventEntry.eventId} in (select ${event.eventId} from ${event} where ${lt(event.endDate, endedBefore)})`,
          ),
        )
        .returning({ key: eventEntry.entryKey });
      return rows.length;
    },
  };
}

export type EventRepository = ReturnType<typeof createEventRepository>;
