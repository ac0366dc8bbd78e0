import type { Database } from '../../../db/client.ts';
import { createChannelHub } from '../core/channel-hub.ts';

/** The channel every server process listens on (decision 091). */
export const NOTIFICATION_CHANNEL = 'portal_notification';

/** What travels on the channel: whose notification it is; the browser then reads its rows. */
export type LiveEvent = { memberKey: number; type: 'notification' | 'message'; key: number; title: string };

/**
 * Live delivery across server processes (decision 091): a process that writes a notification or a message
 * sends `pg_notify(portal_notification, {memberKey, type, key})` in SQL; every process LISTENs on the
 * channel and hands the event to the open event streams (SSE) of that member it holds. PostgreSQL fans
 * the NOTIFY out to every listening connection, so a member connected to any process hears it; on PGlite
 * the one process hears its own NOTIFY.
 */
export function createNotificationHub(database: Database) {
  return createChannelHub<LiveEvent>(database, NOTIFICATION_CHANNEL, (event) => event.memberKey);
}

export type NotificationHub = ReturnType<typeof createNotificationHub>;
