import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { systemNotification } from '../../../db/schema/portal-mypage.ts';

export type NewNotification = {
  memberKey: number;
  kind: string;
  title: string;
  content?: string | null;
  linkRoute?: string | null;
  linkQuery?: NotificationLink | null;
  dedupeKey?: string | null;
};

/** What a notification's route needs besides its name: path parameters and the query. */
export type NotificationLink = { params?: Record<string, string>; search?: Record<string, string> };

export type { PupilTarget } from './pupils.repository.ts';

const ownRow = (memberKey: number, notificationKey: number) =>
  and(eq(systemNotification.memberKey, memberKey), eq(systemNotification.notificationKey, notificationKey));

/** System notifications' SQL (decision 091). */
export const notificationsRepository = {
  /** Inserts a notification; null when one with the same dedupe key exists (an event notified once). */
  async insert(db: Db, row: NewNotification) {
    const [inserted] = await notificationsRepository.insertAll(db, [row]);
    return inserted ?? null;
  },

  /** Inserts notifications in one statement; answers those written (not those an earlier one deduped). */
  async insertAll(db: Db, rows: NewNotification[]) {
    if (rows.length === 0) return [];
    return db.insert(systemNotification).values(rows).onConflictDoNothing().returning();
  },

  async page(db: Db, memberKey: number, { offset, limit }: { offset: number; limit: number }) {
    const where = eq(systemNotification.memberKey, memberKey);
    const [total] = await db.select({ n: count() }).from(systemNotification).where(where);
    const list = await db
      .select()
      .from(systemNotification)
      .where(where)
      .orderBy(desc(systemNotification.createdAt), desc(systemNotification.notificationKey))
      .limit(limit)
      .offset(offset);
    return { list, totalCount: Number(total?.n ?? 0) };
  },

  async countUnread(db: Db, memberKey: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(systemNotification)
      .where(and(eq(systemNotification.memberKey, memberKey), isNull(systemNotification.readAt)));
    return Number(row?.n ?? 0);
  },

  /** Marks one (or, without a key, every) notification of the member read; answers how many changed. */
  async markRead(db: Db, memberKey: number, notificationKey?: number) {
    const rows = await db
      .update(systemNotification)
      .set({ readAt: new Date() })
      .where(
        and(
          notificationKey === undefined
            ? eq(systemNotification.memberKey, memberKey)
            : ownRow(memberKey, notificationKey),
          isNull(systemNotification.readAt),
        ),
      )
      .returning({ key: systemNotification.notificationKey });
    return rows.length;
  },

  async exists(db: Db, memberKey: number, notificationKey: number) {
    const [row] = await db
      .select({ key: systemNotification.notificationKey })
      .from(systemNotification)
      .where(ownRow(memberKey, notificationKey));
    return Boolean(row);
  },

  async remove(db: Db, memberKey: number, notificationKey: number) {
    const rows = await db
      .delete(systemNotification)
      .where(ownRow(memberKey, notificationKey))
      .returning({ key: systemNotification.notificationKey });
    return rows.length > 0;
  },
};

export type NotificationRow = NonNullable<Awaited<ReturnType<typeof notificationsRepository.insert>>>;
