import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { member, memberSession } from '../../../db/schema/portal.ts';
import { liveTicket } from '../../../db/schema/portal-mypage.ts';
import { hashToken } from '../../../lib/tokens.ts';
import type { ClassPlace } from './actor.ts';
import { actingRole, actingSchool } from './session.plugin.ts';

/** The channel a session's end travels on to every server process (decision 231). */
export const SESSION_END_CHANNEL = 'portal_session_end';

/** How often an idle stream sends a comment, so proxies keep it open. */
const KEEPALIVE_MS = 25_000;

/**
 * Who holds a live-stream ticket: the member (with the role they act with, their school and a pupil's
 * grade and class) and the session it was issued to, whose end ends the stream.
 */
export type StreamHolder = {
  memberKey: number;
  memberTypeCode: string;
  schKey: number | null;
  tokenHash: string;
} & ClassPlace;

export type LiveStream = {
  /** Writes one event; with an `id`, a client that reconnects sends it back as Last-Event-ID. */
  send(event: string, data: unknown, id?: number): void;
  end(): void;
};

/**
 * Every Server-Sent Events stream of the portal (notifications, golden bell, balance game; decisions 091,
 * 142, 231), bound to the session that opened it. A stream ends when its client goes, when the server
 * closes, and within seconds of its session's end: a logout or a newer login revokes the session and
 * NOTIFYs `portal_session_end` with its token hash (session.repository.ts), which every process
 * hears; a sweep every few seconds ends the streams of sessions revoked or idle past `idleSeconds` (the
 * safety net for a missed NOTIFY, and the idle expiry no request revokes).
 */
export function createLiveStreams(database: Database, opts: { idleSeconds: number }) {
  const { db } = database;
  const bySession = new Map<string, Set<LiveStream>>();
  const sweepMs = Math.min(5_000, opts.idleSeconds * 250);
  let stopListening: (() => Promise<void>) | null = null;
  let sweeper: ReturnType<typeof setInterval> | null = null;

  const endSession = (tokenHash: string) => {
    for (const stream of [...(bySession.get(tokenHash) ?? [])]) stream.end();
  };

  /** Ends the streams of sessions that are no longer live: revoked, gone, or idle too long. */
  async function sweep() {
    const held = [...bySession.keys()];
    if (held.length === 0) return;
    const since = new Date(Date.now() - opts.idleSeconds * 1000);
    const live = await db
      .select({ tokenHash: memberSession.tokenHash })
      .from(memberSession)
      .where(
        and(
          inArray(memberSession.tokenHash, held),
          isNull(memberSession.revokedAt),
          gte(memberSession.lastSeenAt, since),
        ),
      );
    const alive = new Set(live.map((r) => r.tokenHash));
    for (const tokenHash of held) if (!alive.has(tokenHash)) endSession(tokenHash);
  }

  return {
    /** Listens for session ends and starts the sweep (when the server is ready). */
    async start() {
      if (!stopListening) stopListening = await database.listen(SESSION_END_CHANNEL, endSession);
      // A failed sweep (the database closing) is retried by the next one.
      sweeper ??= setInterval(() => void sweep().catch(() => {}), sweepMs);
      sweeper.unref();
    },
    /** Ends every open stream and stops listening (before the server closes). */
    async stop() {
      if (sweeper) clearInterval(sweeper);
      sweeper = null;
      for (const tokenHash of [...bySession.keys()]) endSession(tokenHash);
      const current = stopListening;
      stopListening = null;
      if (current) await current();
    },

    /** The member and live session holding a ticket (any process issued it), or null. */
    async holderOf(ticket: string): Promise<StreamHolder | null> {
      const [row] = await db
        .select({
          memberKey: member.memberKey,
          memberTypeCode: member.memberTypeCode,
          verifyStatus: member.verifyStatus,
          schKey: member.schKey,
          grade: member.grade,
          classNo: member.classNo,
          tokenHash: memberSession.tokenHash,
        })
        .from(liveTicket)
        .innerJoin(memberSession, eq(memberSession.tokenHash, liveTicket.tokenHash))
        .innerJoin(member, eq(member.memberKey, memberSession.memberKey))
        .where(and(eq(liveTicket.ticketHash, hashToken(ticket)), isNull(memberSession.revokedAt)));
      if (!row) return null;
      return {
        memberKey: row.memberKey,
        memberTypeCode: actingRole(row) ?? '',
        // An unverified pupil acts for no school (decision 220).
        schKey: actingSchool(row),
        grade: row.grade,
        classNo: row.classNo,
        tokenHash: row.tokenHash,
      };
    },

    /**
     * Opens a stream on a hijacked reply for a ticket's holder: `listen(stream)` subscribes and answers
     * the function that unsubscribes, which runs once when the stream ends.
     */
    open(
      request: FastifyRequest,
      reply: FastifyReply,
      holder: StreamHolder,
      listen: (stream: LiveStream) => () => void,
    ): LiveStream {
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
      });
      raw.write('retry: 5000\n\n');
      const keepalive = setInterval(() => raw.write(': keepalive\n\n'), KEEPALIVE_MS);
      let unsubscribe: (() => void) | null = null;
      let ended = false;
      const streams = bySession.get(holder.tokenHash) ?? new Set<LiveStream>();
      bySession.set(holder.tokenHash, streams);
      const stream: LiveStream = {
        send(event, data, id) {
          if (raw.writableEnded) return;
          raw.write(
            `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`,
          );
        },
        end() {
          if (ended) return;
          ended = true;
          streams.delete(stream);
          if (streams.size === 0 && bySession.get(holder.tokenHash) === streams)
            bySession.delete(holder.tokenHash);
          clearInterval(keepalive);
          unsubscribe?.();
          if (!raw.writableEnded) raw.end();
        },
      };
      streams.add(stream);
      request.raw.on('close', () => stream.end());
      const stop = listen(stream);
      if (ended) stop();
      else unsubscribe = stop;
      return stream;
    },

    /** Open streams in this process (tests, health). */
    openCount: () => [...bySession.values()].reduce((n, s) => n + s.size, 0),
  };
}

export type LiveStreams = ReturnType<typeof createLiveStreams>;

/**
 * The id of the last event a reconnecting client received (the Last-Event-ID header EventSource sends,
 * decision 253), when it is a whole number; null on a first connection.
 */
export function lastEventIdOf(request: FastifyRequest): number | null {
  const header = request.headers['last-event-id'];
  if (typeof header !== 'string' || !/^\d{1,9}$/.test(header.trim())) return null;
  return Number(header.trim());
}

/** The SQL that tells every process a session ended (in the statement's transaction: sent on commit). */
export const sessionEndNotice = (tokenHash: string) =>
  sql`select pg_notify(${SESSION_END_CHANNEL}, ${tokenHash})`;
