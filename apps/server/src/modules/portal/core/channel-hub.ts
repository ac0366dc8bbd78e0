import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';

/**
 * One LISTEN/NOTIFY channel fanned out to this process's listeners by a key (a member for notifications,
 * a contest for the golden bell, decision 142). `publish` sends the event to every process.
 */
export function createChannelHub<E>(database: Database, channel: string, keyOf: (event: E) => number) {
  type Listener = (event: E) => void;
  const listeners = new Map<number, Set<Listener>>();
  let stop: (() => Promise<void>) | null = null;

  const notification = (event: E) => sql`pg_notify(${channel}, ${JSON.stringify(event)})`;

  function deliver(payload: string) {
    let event: E;
    try {
      event = JSON.parse(payload) as E;
    } catch {
      return;
    }
    for (const listener of listeners.get(keyOf(event)) ?? []) listener(event);
  }

  return {
    /** Starts listening on the channel (once, when the server is ready). */
    async start() {
      if (!stop) stop = await database.listen(channel, deliver);
    },
    /** Stops listening (before the database closes). */
    async stop() {
      const current = stop;
      stop = null;
      if (current) await current();
    },
    /** Sends an event to every process; its listeners of the key receive it. */
    async publish(event: E) {
      await database.db.execute(sql`select ${notification(event)}`);
    },
    /** The NOTIFY of an event as SQL, for a statement that publishes as it writes (decision 237). */
    notification,
    /** Listens for one key's events in this process; answers the function that stops it. */
    subscribe(key: number, listener: Listener) {
      const set = listeners.get(key) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(key, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(key);
      };
    },
    /** Open streams in this process (tests, health). */
    listenerCount: () => [...listeners.values()].reduce((n, s) => n + s.size, 0),
  };
}
